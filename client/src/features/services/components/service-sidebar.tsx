import { Link } from "wouter";
import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { QuoteLink } from "@/components/ui/quote-link";
import { useSiteSettings } from "@/lib/site-settings";
import { paths } from "@shared/paths";
import type { Service } from "@shared/schema";

/** Requesting a quote, and every other service (`services` is the whole list, in order). */
export function ServiceSidebar({ current, services }: { current: Service; services: readonly Service[] }) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  return (
    <aside aria-label="Get started and related services" className="space-y-6">
      <section aria-labelledby="sidebar-start" className="rounded-xl bg-blue-800 p-6 text-white">
        <h2 id="sidebar-start" className="text-xl font-bold">
          Get Started Today
        </h2>
        <p className="mt-2 text-blue-50">Send us a sample file and we will quote within one business day.</p>
        <QuoteLink
          target={quoteLinksTarget}
          portalUrl={texts.clientPortalContactUrl}
          className={onDarkButtonClass("solid", "mt-5 w-full")}
        >
          Request a Quote
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
