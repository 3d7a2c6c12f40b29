// The four steps every service page shows under "Our Process": how the company works, the same for every service.
// Their words are the service pages' texts (Site Settings, Service Pages tab; defaults in
// shared/page-texts/service-detail.ts).
import type { Step } from "@/components/ui/numbered-steps";
import type { serviceDetailTexts } from "@shared/page-texts/service-detail";

type ServiceDetailTexts = Record<keyof typeof serviceDetailTexts, string>;

/** The four steps, in order, each its title and description. */
export const processStepsOf = (texts: ServiceDetailTexts): Step[] =>
  ([1, 2, 3, 4] as const).map((n) => ({
    title: texts[`serviceStep${n}Title`],
    description: texts[`serviceStep${n}Text`],
  }));
