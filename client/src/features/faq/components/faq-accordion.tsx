import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { FaqItem } from "@shared/schema";

export type FaqEntry = Pick<FaqItem, "id" | "question" | "answer" | "answerType" | "listItems">;

/** One answer open at a time, the first open at the start, and the open one closes on a click. */
export function FaqAccordion({ items }: { items: readonly FaqEntry[] }) {
  return (
    <Accordion type="single" collapsible defaultValue={items[0] ? String(items[0].id) : undefined}>
      {items.map((item) => (
        <AccordionItem key={item.id} value={String(item.id)}>
          <AccordionTrigger level={2} className="text-lg">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="space-y-3 leading-relaxed">
            <p>{item.answer}</p>
            {item.answerType === "list" && item.listItems.length > 0 && (
              <ul className="list-disc space-y-1 pl-6">
                {item.listItems.map((entry, index) => (
                  <li key={index}>{entry}</li>
                ))}
              </ul>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
