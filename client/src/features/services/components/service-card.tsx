import { Check } from "lucide-react";
import { LearnMoreLink, ServiceIconBadge } from "@/components/ui/service-card-parts";
import { leadSentence } from "@/lib/lead-sentence";
import type { PublicService } from "@shared/schema";
import { ServiceImage } from "./service-image";

/** How many of a service's features its card lists; the service's own page lists them all. */
export const CARD_FEATURES = 3;

/**
 * A service on the list page, short enough to scan: its description's first sentence and its first few features;
 * the whole description and every feature are on the service's own page. Its id is the target of the footer's
 * /services#{id} anchors.
 */
export function ServiceCard({ service }: { service: PublicService }) {
  return (
    <article
      id={service.id}
      aria-labelledby={`${service.id}-title`}
      className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {/* The service's picture, when it has one, across the top of the card; nothing at all when it has none. */}
      <ServiceImage
        service={service}
        sizes="(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw"
        className="-mx-6 -mt-6 mb-6 aspect-[16/9] rounded-t-xl"
      />
      <ServiceIconBadge icon={service.icon} />
      <h2 id={`${service.id}-title`} className="mt-4 text-xl font-semibold text-slate-900">
        {service.title}
      </h2>
      <p className="mt-2 text-slate-700">{leadSentence(service.description)}</p>
      <ul className="mt-4 flex-1 space-y-2 border-t border-slate-100 pt-4">
        {service.features.slice(0, CARD_FEATURES).map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      <LearnMoreLink serviceId={service.id} title={service.title} className="mt-6">
        Learn more
      </LearnMoreLink>
    </article>
  );
}
