import type { Router } from "express";
import { BACKUP_SETTING_KEYS, type Backups } from "./backup/backups";
import type { Database } from "./db/connection";
import type { Env } from "./env";
import type { LogFn } from "./lib/logger";
import type { Mailer } from "./lib/mailer";
import { accountRoutes, adminRoutes } from "./modules/accounts/routes";
import type { ActivityRecorder } from "./modules/activity/recorder";
import { activityRoutes } from "./modules/activity/routes";
import { authRoutes } from "./modules/auth/routes";
import type { SetupToken } from "./modules/auth/setup-token";
import { backupRoutes } from "./modules/backups/routes";
import { collectionModules } from "./modules/collections";
import type { NotificationWorker } from "./modules/inquiries/notifications";
import { inquiryRoutes } from "./modules/inquiries/routes";
import { mediaRoutes } from "./modules/media/routes";
import { navigationReadRoutes, navigationRoutes } from "./modules/navigation/routes";
import { overviewRoutes } from "./modules/overview/routes";
import { pageReadRoutes, pageRoutes } from "./modules/pages/routes";
import { passkeyRoutes } from "./modules/passkeys/routes";
import { passkeySignInRoutes } from "./modules/passkeys/sign-in-routes";
import type { PublicReads } from "./modules/public-reads";
import type { NotFoundLog } from "./modules/redirects/not-found";
import { redirectRoutes } from "./modules/redirects/routes";
import type { RedirectRules } from "./modules/redirects/rules";
import { sessionRoutes } from "./modules/sessions/routes";
import { settingsReadRoutes, settingsRoutes } from "./modules/settings/routes";
import { uploadCleanup } from "./modules/uploads/cleanup";
import type { UploadStorage } from "./storage";

/** One module's endpoints under /api. */
export interface ApiModule {
  /** Where it is mounted, e.g. /team. */
  path: string;
  /**
   * Its public reads, answered from the read cache before sessions, passport and compression run. A write through a
   * module that has them clears the read cache.
   */
  reads?: Router;
  /** The rest: admin-only endpoints, sign-in, the quote form, the draft preview; behind sessions. */
  routes: Router;
  /**
   * A write through it changes what public reads show although it has none of its own (the media library's alt
   * text and focal points): it clears the read cache as a module with reads does.
   */
  clearsPublicReads?: boolean;
}

export interface ApiDependencies {
  database: Database;
  env: Env;
  mailer: Mailer;
  log: LogFn;
  reads: PublicReads;
  storage: UploadStorage;
  activity: ActivityRecorder;
  backups: Backups;
  notifications: NotificationWorker;
  redirectRules: RedirectRules;
  notFoundLog: NotFoundLog;
  /** The keys that sign and verify the quote form's proof of work (modules/inquiries/challenge.ts). */
  inquiryChallengeKeys: string[];
  clearSessionCookie: Parameters<typeof authRoutes>[2]["clearSessionCookie"];
  setupToken?: SetupToken;
}

/** Every API module and where it is mounted: which module answers an address is read here. */
export function apiModules(deps: ApiDependencies): ApiModule[] {
  const { database, env, mailer, log, reads, storage, activity, backups } = deps;
  const { db } = database;
  // Removes uploaded files once the last record that mentioned them is changed or deleted.
  const uploads = uploadCleanup({ db, storage, log });
  return [
    { path: "/auth/passkey", routes: passkeySignInRoutes(db, env, activity) },
    {
      path: "/auth",
      routes: authRoutes(db, env, {
        clearSessionCookie: deps.clearSessionCookie,
        setupToken: deps.setupToken,
        activity,
      }),
    },
    { path: "/admins", routes: adminRoutes(db) },
    { path: "/account", routes: accountRoutes(db, env) },
    { path: "/passkeys", routes: passkeyRoutes(db, env) },
    { path: "/sessions", routes: sessionRoutes(db, env) },
    // The sortable collections (team, logos, ...), one module each, as shared/collections.ts declares them.
    ...collectionModules(db, storage, uploads, reads),
    { path: "/pages", reads: pageReadRoutes(reads), routes: pageRoutes(db, storage, uploads) },
    // The media library: what public pages show of an image (its alt text, its focal point) comes from it.
    { path: "/media", routes: mediaRoutes(db, storage, uploads), clearsPublicReads: true },
    { path: "/navigation", reads: navigationReadRoutes(reads), routes: navigationRoutes(db) },
    { path: "/redirects", routes: redirectRoutes(db, deps.redirectRules, deps.notFoundLog, activity) },
    {
      path: "/settings",
      reads: settingsReadRoutes(reads),
      // A change to the automatic backups' settings (or the site's time zone) is followed before the save answers.
      routes: settingsRoutes(db, storage, uploads, mailer, async (changed) => {
        if (changed.some((key) => (BACKUP_SETTING_KEYS as readonly string[]).includes(key))) await backups.refresh();
      }),
    },
    {
      path: "/inquiries",
      routes: inquiryRoutes(db, env, mailer, log, deps.notifications, activity, deps.inquiryChallengeKeys),
    },
    { path: "/activity", routes: activityRoutes(db, activity) },
    { path: "/backups", routes: backupRoutes({ database, backups }) },
    {
      path: "/overview",
      routes: overviewRoutes({
        db,
        siteTextDefaults: env.siteTextDefaults,
        siteTimeZone: env.siteTimeZone,
        mailer,
        backups,
      }),
    },
  ];
}
