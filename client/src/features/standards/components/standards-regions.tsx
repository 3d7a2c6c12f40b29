import { FileText, Globe, Landmark, type LucideIcon } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { standardsRegions, type StandardsRegion } from "@/content/standards";

const ICONS: Record<StandardsRegion["icon"], LucideIcon> = {
  government: Landmark,
  globe: Globe,
  "file-list": FileText,
};

/** The regions: the first is open at the start and exactly one is selected at a time. */
export function StandardsRegions() {
  return (
    <Accordion
      type="single"
      defaultValue={standardsRegions[0]!.id}
      className="rounded-xl border border-slate-200 bg-white px-4 sm:px-6"
    >
      {standardsRegions.map((region) => {
        const Icon = ICONS[region.icon];
        return (
          <AccordionItem key={region.id} value={region.id} className="last:border-b-0">
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
                {region.details.map((detail) => (
                  <div key={detail.title} className="rounded-lg bg-slate-50 p-4">
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
