import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { FaqItem } from "@/content/faq";

/** One answer open at a time, the first open at the start, and the open one closes on a click. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion type="single" collapsible defaultValue={items[0]?.id}>
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger level={2} className="text-lg">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="space-y-3 leading-relaxed">
            <p>{item.answer}</p>
            {item.answerType === "list" && (
              <ul className="list-disc space-y-1 pl-6">
                {item.listItems.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
