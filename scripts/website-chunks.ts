// How the website's code is cut into files (rolldown's codeSplitting groups, used by vite.config.ts). Over
// HTTP/1.1 every file is a request, and left to itself the bundler makes a file for each set of screens that
// share a module: a 200-byte icon or a small component became a request of its own. Two groups instead:
//   "index"  — everything the first render needs (the modules the entry imports statically): one file.
//   "shared" — what two or more public screens share beyond that (small components, hooks, the icons two or more
//              public screens draw, the call-to-action bands' shared words), in one file, as long as it needs nothing but the first download and itself: no
//              library such as Radix or zod comes along. The admin area's own modules stay out of it.
// Every other lazy chunk (a screen, the home page below the fold, a library) stays as the bundler makes it.
import fs from "node:fs";
import path from "node:path";
import type { Rolldown } from "vite";

type Chunking = Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>;
type ModuleInfo = NonNullable<ReturnType<Rolldown.PluginContext["getModuleInfo"]>>;
type Lookup = (id: string) => ModuleInfo | null;

const SHAREABLE = /[\\/]client[\\/]src[\\/](components|lib|content)[\\/]|[\\/]shared[\\/]page-texts[\\/]cta\.ts$/;
/** The public screens' features: all but the admin area's and the sign-in page's. */
const PUBLIC_FEATURE = /[\\/]client[\\/]src[\\/]features[\\/]((?!admin-|auth[\\/])[^\\/]+)[\\/]/;
const LUCIDE = /[\\/]node_modules[\\/]lucide-react[\\/]/;
/**
 * A set drawn together by the few screens that list services (home, services): ten icons and what draws them. In
 * "shared" every other public page (contact, FAQ, about...) would download them for nothing; out of it, they make
 * one file of their own for the pages that show them.
 */
const SERVICE_ICONS = /[\\/]client[\\/]src[\\/]content[\\/]service-icons\.ts$/;
const ADMIN_FEATURE = /[\\/]client[\\/]src[\\/]features[\\/]admin-/;
const SERVICE_CARD_PARTS = /[\\/]client[\\/]src[\\/]components[\\/]ui[\\/]service-card-parts\.tsx$/;
const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)\.mjs$/;

/**
 * Which source files import each lucide icon (by its module file name). lucide-react is one module that
 * re-exports every icon, so the module graph cannot tell who uses which icon: the sources can.
 */
function iconImporters(clientSrc: string): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(file, "utf8");
        for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
          for (const name of names!.split(",")) {
            const icon = name.trim().split(/\s+as\s+/)[0]!;
            if (!/^[A-Z]/.test(icon)) continue; // `type LucideIcon` and the like
            const fileName = icon.replace(/([a-z0-9])([A-Z0-9])/g, "$1-$2").toLowerCase();
            importers.set(fileName, [...(importers.get(fileName) ?? []), file]);
          }
        }
      }
    }
  };
  visit(clientSrc);
  return importers;
}

/** The public features that reach `id` through static imports (climbing stops at a feature's own modules). */
function featuresReaching(lookup: Lookup, id: string): Set<string> {
  const features = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const info = lookup(queue.shift()!);
    if (!info || seen.has(info.id)) continue;
    seen.add(info.id);
    const feature = PUBLIC_FEATURE.exec(info.id)?.[1];
    if (feature) features.add(feature);
    else queue.push(...info.importers);
  }
  return features;
}

export function websiteChunks(clientSrc: string): Chunking {
  let icons: Map<string, string[]> | undefined; // read when the build first asks, not whenever the config is loaded
  // The first group records what it takes; rolldown runs the groups in order.
  const initial = new Set<string>();
  const verdicts = new Map<string, boolean>();
  // An icon only the service icons draw (and the admin area); one another public screen draws too (the globe of
  // the standards page) is shared as any other.
  const servicesOnly = (icon: string) => {
    const drawnBy = (icons ??= iconImporters(clientSrc)).get(icon) ?? [];
    return (
      drawnBy.some((file) => SERVICE_ICONS.test(file)) &&
      drawnBy.every((file) => SERVICE_ICONS.test(file) || ADMIN_FEATURE.test(file))
    );
  };
  const shared = (lookup: Lookup, id: string): boolean => {
    if (initial.has(id)) return false;
    const icon = LUCIDE_ICON.exec(id)?.[1];
    // An icon is shared when two or more public screens draw it, or one does and the admin area too (alone it would
    // be a file of its own, a request for a few hundred bytes). One only the admin area draws (a drag handle, the
    // sign-out button) stays out of what visitors download.
    if (icon) {
      if (servicesOnly(icon)) return false;
      const reaching = new Set<string>();
      let elsewhere = false;
      for (const file of (icons ??= iconImporters(clientSrc)).get(icon) ?? []) {
        const features = featuresReaching(lookup, file);
        if (features.size === 0) elsewhere = true;
        for (const feature of features) reaching.add(feature);
      }
      return reaching.size >= 2 || (reaching.size === 1 && elsewhere);
    }
    if (verdicts.has(id)) return verdicts.get(id)!;
    verdicts.set(id, true); // a cycle among candidates does not rule them out
    const info = lookup(id);
    const verdict =
      !!info &&
      SHAREABLE.test(id) &&
      !SERVICE_ICONS.test(id) &&
      featuresReaching(lookup, id).size >= 2 &&
      info.importedIds.every(
        (dependency) => initial.has(dependency) || LUCIDE.test(dependency) || shared(lookup, dependency),
      );
    verdicts.set(id, verdict);
    return verdict;
  };
  return {
    groups: [
      {
        name: (id) => {
          initial.add(id);
          return "index";
        },
        tags: ["$initial"],
        priority: 2,
      },
      {
        name: (id, context) => (shared((moduleId) => context.getModuleInfo(moduleId), id) ? "shared" : null),
        priority: 1,
      },
      // The service icons, their drawings and the card parts that show them: one file, not one per module.
      {
        name: (id) => {
          const icon = LUCIDE_ICON.exec(id)?.[1];
          return SERVICE_ICONS.test(id) || SERVICE_CARD_PARTS.test(id) || (icon !== undefined && servicesOnly(icon))
            ? "service-icons"
            : null;
        },
        priority: 0,
      },
    ],
  };
}
