import { Link } from "wouter";
import { mediaUsageKindLabels, type MediaUsage } from "@shared/schema";

const linkClass = "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900";

/** A link to where a use is edited: a path of this site through the router (from the whole site, not the admin
 * area's nest), anything else as it is. */
function UsageLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link href={`~${href}`} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

/** Every place that shows the image, each a link to where it is edited, with the kind of place it is. */
export function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  if (usages.length === 0) return <p className="text-sm text-slate-700">Not used anywhere.</p>;
  return (
    <ul className="grid gap-1.5 text-sm">
      {usages.map((usage, index) => (
        <li key={`${usage.kind}-${usage.href}-${index}`} className="text-slate-700">
          <UsageLink href={usage.href}>{usage.label}</UsageLink>{" "}
          <span className="text-slate-600">
            ({mediaUsageKindLabels[usage.kind] ?? usage.kind}){usage.previousFile && " (keeps the previous file)"}
          </span>
        </li>
      ))}
    </ul>
  );
}
