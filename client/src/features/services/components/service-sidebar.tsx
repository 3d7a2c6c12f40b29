import { Link } from "wouter";
import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { QuoteLink } from "@/components/ui/quote-link";
import { useSiteSettings } from "@/lib/site-settings";
import type { serviceDetailTexts } from "@shared/page-texts/service-detail";
import { paths } from "@shared/paths";
import type { Service } from "@shared/schema";

/**
 * Requesting a quote, and every other service (`services` is the whole list, in order). The band's words are the
 * service pages' texts, which the page passes.
 */
export function ServiceSidebar({
  current,
  services,
  texts: own,
}: {
  current: Service;
  services: readonly Service[];
  texts: Record<keyof typeof serviceDetailTexts, string>;
}) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  return (
    <aside aria-label="Get started and related services" className="space-y-6">
      <section aria-labelledby="sidebar-start" className="rounded-xl bg-blue-800 p-6 text-white">
        <h2 id="sidebar-start" className="text-xl font-bold">
          {own.serviceSidebarHeading}
        </h2>
        <p className="mt-2 whitespace-pre-line text-blue-50">{own.serviceSidebarText}</p>
        <QuoteLink
          target={quoteLinksTarget}
          portalUrl={texts.clientPortalContactUrl}
          className={onDarkButtonClass("solid", "mt-5 w-full")}
        >
          {own.serviceSidebarButton}
        </QuoteLink>
      </section>
      <section aria-labelledby="sidebar-related" className="rounded-xl border border-slate-200 p-6">
        <h2 id="sidebar-related" className="text-xl font-bold text-slate-900">
          Related Services
        </h2>
        <ul className="mt-3 space-y-1">
          {services
            .filter((s) => s.id !== current.id)
            .map((service) => (
              <li key={service.id}>
                <Link
                  href={paths.service(service.id)}
                  className="flex min-h-10 items-center py-1.5 leading-snug text-blue-800 hover:underline"
                >
                  {service.title}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    </aside>
  );
}
