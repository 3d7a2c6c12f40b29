import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { createElement, forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";

export const Accordion = AccordionPrimitive.Root;

export const AccordionItem = forwardRef<
  ElementRef<typeof AccordionPrimitive.Item>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Item>
>(function AccordionItem({ className = "", ...props }, ref) {
  return <AccordionPrimitive.Item ref={ref} className={`border-b border-slate-200 ${className}`} {...props} />;
});

type TriggerProps = ComponentPropsWithoutRef<typeof AccordionPrimitive.Trigger> & {
  /** The heading level that wraps the button, so the page keeps a sensible heading order. */
  level?: 2 | 3 | 4;
};

export const AccordionTrigger = forwardRef<ElementRef<typeof AccordionPrimitive.Trigger>, TriggerProps>(
  function AccordionTrigger({ className = "", children, level = 3, ...props }, ref) {
    return (
      <AccordionPrimitive.Header asChild>
        {createElement(
          `h${level}`,
          { className: "flex" },
          <AccordionPrimitive.Trigger
            ref={ref}
            className={`group flex min-h-12 flex-1 items-center justify-between gap-4 py-4 text-left font-semibold text-slate-900 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className}`}
            {...props}
          >
            {children}
            <ChevronDown
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </AccordionPrimitive.Trigger>,
        )}
      </AccordionPrimitive.Header>
    );
  },
);

export const AccordionContent = forwardRef<
  ElementRef<typeof AccordionPrimitive.Content>,
  ComponentPropsWithoutRef<typeof AccordionPrimitive.Content>
>(function AccordionContent({ className = "", children, ...props }, ref) {
  return (
    <AccordionPrimitive.Content ref={ref} className="overflow-hidden text-slate-700" {...props}>
      <div className={`pb-5 ${className}`}>{children}</div>
    </AccordionPrimitive.Content>
  );
});
