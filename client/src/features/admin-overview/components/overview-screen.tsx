import { AlertTriangle, CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates } from "@/components/admin/list-states";
import { SubmitButton } from "@/components/ui/submit-button";
import { actionLabel, itemLabel } from "@/lib/activity-labels";
import { formatBytes, formatDateTime, formatTimeAgo } from "@/lib/format";
import type { Overview, OverviewItem } from "@shared/overview";
import { paths, withinAdmin } from "@shared/paths";
import { systemActors, type ActivityEntry } from "@shared/schema";
import { useOverview, useUseQuoteForm } from "../api/get-overview";

const linkClass =
  "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/** An address of the admin area as a link inside its nested router (the server sends full paths). */
function AdminLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={withinAdmin(href)} className={linkClass}>
      {children}
    </Link>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={id} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where administrators land after signing in: what needs attention, each with a link to where it is dealt with. */
export default function OverviewScreen() {
  const overview = useOverview();
  return (
    <AdminPage
      title="Overview"
      metaDescription="What needs attention: new inquiries, what visitors still see that is not yours yet, backups and recent activity."
      description="What needs attention on the site, and what happened lately."
    >
      <ListStates
        isLoading={overview.isLoading}
        error={overview.error}
        isEmpty={false}
        noun="the overview"
        empty={null}
      >
        {overview.data && (
          <div className="grid gap-6 xl:grid-cols-2">
            <NewInquiries summary={overview.data.inquiries} />
            <Checklist items={overview.data.checklist} />
            <Backups backups={overview.data.backups} />
            <RecentActivity entries={overview.data.activity} />
          </div>
        )}
      </ListStates>
    </AdminPage>
  );
}

function NewInquiries({ summary }: { summary: Overview["inquiries"] }) {
  return (
    <Section id="overview-inquiries" title="New inquiries">
      <p className="mt-2 text-sm text-slate-700">
        {summary.newCount === 0
          ? "No new inquiries."
          : `${summary.newCount} new ${summary.newCount === 1 ? "inquiry" : "inquiries"}${summary.newCount > summary.newest.length ? `; the ${summary.newest.length} newest:` : ":"}`}
      </p>
      {summary.newest.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200">
          {summary.newest.map((inquiry) => (
            <li key={inquiry.id} className="py-2 text-sm">
              <AdminLink href={`${paths.admin.inquiries}?open=${inquiry.id}`}>{inquiry.fullName}</AdminLink>
              <span className="block text-slate-700">{inquiry.about}</span>
              <span className="block text-xs text-slate-600">
                <time dateTime={inquiry.createdAt}>{formatTimeAgo(inquiry.createdAt)}</time>,{" "}
                {formatDateTime(inquiry.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <AdminLink href={paths.admin.inquiries}>All inquiries</AdminLink>
      </p>
    </Section>
  );
}

function Checklist({ items }: { items: OverviewItem[] }) {
  const useQuoteForm = useUseQuoteForm();
  return (
    <Section id="overview-checklist" title="Before visitors see placeholders">
      {items.length === 0 ? (
        <p className="mt-2 flex items-start gap-2 text-sm text-green-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          Nothing left to do: visitors see your own addresses, people, pictures and words everywhere.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            Visitors still see {items.length === 1 ? "one thing" : `${items.length} things`} that{" "}
            {items.length === 1 ? "is" : "are"} not yours yet. Each goes from this list once it is put right.
          </p>
          <ul className="mt-3 grid gap-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1">{item.detail}</p>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                  {item.action === "use-quote-form" && (
                    <SubmitButton
                      type="button"
                      size="sm"
                      pending={useQuoteForm.isPending}
                      pendingText="Saving..."
                      onClick={() =>
                        useQuoteForm.mutate(undefined, {
                          // The button goes with its item: the focus goes to the list's heading, not the page's top.
                          onSuccess: () => document.getElementById("overview-checklist")?.focus(),
                        })
                      }
                    >
                      Use the site&apos;s own quote form
                    </SubmitButton>
                  )}
                  {item.links.map((link) => (
                    <AdminLink key={link.href} href={link.href}>
                      {link.label}
                    </AdminLink>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Backups({ backups }: { backups: Overview["backups"] }) {
  const { newest } = backups;
  return (
    <Section id="overview-backups" title="Backups">
      {backups.stale && (
        <p className="mt-2 flex items-start gap-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {backups.error
            ? `The backups could not be listed: ${backups.error}`
            : newest
              ? "The newest backup is more than a day old."
              : "There is no backup yet."}
        </p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Newest</dt>
        <dd className="text-slate-900">
          {newest ? (
            <>
              <time dateTime={newest.createdAt}>{formatTimeAgo(newest.createdAt)}</time> (
              {formatDateTime(newest.createdAt)}), {formatBytes(newest.bytes)}
            </>
          ) : (
            "None"
          )}
        </dd>
        <dt className="font-medium text-slate-700">Automatic backups</dt>
        <dd className="text-slate-900">{backups.schedule ?? "Off"}</dd>
      </dl>
      <p className="mt-3 text-sm">
        <AdminLink href={paths.admin.backups}>Go to Backups</AdminLink>
      </p>
    </Section>
  );
}

/** Who did it, as the Activity screen names them. */
const whoOf = (entry: ActivityEntry) =>
  entry.actor === "user" ? entry.username || "(unknown)" : systemActors[entry.actor].name;

function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Section id="overview-activity" title="Recent activity">
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing has been recorded yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="py-2 text-sm">
              <span className="font-medium text-slate-900">{whoOf(entry)}</span>:{" "}
              <span className="text-slate-800">
                {entry.summary || `${actionLabel(entry.action)}, ${itemLabel(entry)}`}
              </span>
              <span className="block text-xs text-slate-600">
                <time dateTime={new Date(entry.createdAt).toISOString()}>{formatTimeAgo(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm">
        <AdminLink href={paths.admin.activity}>All activity</AdminLink>
      </p>
    </Section>
  );
}
