import { useQuery } from "@tanstack/react-query";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { STANDARDS_ICONS } from "@/lib/standards-icons";
import { standardsQuery } from "@/lib/standards-query";
import type { StandardsRegion } from "@shared/schema";

/**
 * The regions from GET /api/standards. The server puts them into the page, so the first screen shows them at once;
 * the spinner, the error and the empty list are for a visit that came without them or regions removed in the CMS.
 */
export function StandardsRegions() {
  const { data: regions, isPending, isError, refetch } = useQuery(standardsQuery);
  if (isPending) return <Spinner label="Loading standards" />;
  if (isError) return <LoadFailed what="The standards" onRetry={() => void refetch()} />;
  if (regions.length === 0) return <p className="text-center text-lg text-slate-700">No standards listed yet.</p>;
  return <RegionsAccordion regions={regions} />;
}

/** The regions: the first is open at the start and exactly one is selected at a time. */
function RegionsAccordion({ regions }: { regions: StandardsRegion[] }) {
  return (
    <Accordion
      type="single"
      defaultValue={String(regions[0]!.id)}
      className="rounded-xl border border-slate-200 bg-white px-4 sm:px-6"
    >
      {regions.map((region) => {
        const Icon = STANDARDS_ICONS[region.icon].icon;
        return (
          <AccordionItem key={region.id} value={String(region.id)} className="last:border-b-0">
            <AccordionTrigger level={2} className="text-lg">
              <span className="flex items-center gap-3">
                <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-blue-800" />
                <span>
                  {region.title}
                  <span className="block text-sm font-normal text-slate-600">{region.subtitle}</span>
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent>
              <dl className="grid gap-4 md:grid-cols-2">
                {region.details.map((detail, index) => (
                  <div key={index} className="rounded-lg bg-slate-50 p-4">
                    <dt className="font-semibold text-slate-900">{detail.title}</dt>
                    <dd className="mt-1 text-slate-700">{detail.description}</dd>
                  </div>
                ))}
              </dl>
            </AccordionContent>
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
