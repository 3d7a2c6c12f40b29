// What GET /api/overview answers: the CMS's Overview screen, where administrators land after signing in. The
// server works it all out (server/modules/overview/service.ts); the screen only shows it.
import type { ActivityEntry } from "./schema/activity";

/**
 * Each thing a visitor still sees that the owners have not made their own, by a stable id (tests and the screen
 * look items up by it). An item is in the checklist only while it is true.
 */
export const overviewItemIds = [
  "placeholder-addresses",
  "quote-portal",
  "sample-testimonials",
  "empty-team",
  "no-logo",
  "legal-defaults",
  "privacy-contradiction",
  "email-not-set-up",
  "no-backup-schedule",
] as const;
export type OverviewItemId = (typeof overviewItemIds)[number];

/** A link to the screen (and tab or search) where the item is put right. */
export interface OverviewLink {
  label: string;
  href: string;
}

export interface OverviewItem {
  id: OverviewItemId;
  /** What is wrong, in plain words: "Visitors see example e-mail addresses and links". */
  title: string;
  /** Which fields or pages, and what a visitor sees because of it. */
  detail: string;
  links: OverviewLink[];
  /** A fix the screen offers as one button: "use-quote-form" saves quoteLinksTarget=form and quoteFormEnabled=true. */
  action?: "use-quote-form";
}

/** One new inquiry, as the Overview lists it. */
export interface OverviewInquiry {
  id: number;
  fullName: string;
  /** What the inquirer asked about: the services they chose. */
  about: string;
  createdAt: string;
}

export interface Overview {
  inquiries: { newCount: number; newest: OverviewInquiry[] };
  checklist: OverviewItem[];
  backups: {
    /** The newest backup's time and size, or null when there is none (or the store cannot be read). */
    newest: { createdAt: string; bytes: number } | null;
    /** The schedule in words ("Every day at 03:30"), or null when backups are not made automatically. */
    schedule: string | null;
    /** True when there is no backup, or the newest is more than a day old. */
    stale: boolean;
    /** The store could not be listed: what went wrong. */
    error?: string;
  };
  /** The ten newest entries of the activity log. */
  activity: ActivityEntry[];
}

/** Where GET /api/overview is asked, also the screen's query key. */
export const OVERVIEW_PATH = "/api/overview";
