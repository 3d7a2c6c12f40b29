import type { Testimonial } from "@shared/schema";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipProvider } from "@/components/ui/tooltip";
import { sampleTestimonials } from "./sample-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialsFrame, TestimonialsSpinner } from "./testimonials-frame";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

export const TESTIMONIAL_SCROLL_PX = 300;

/** The state of the testimonials request, which TestimonialsSection makes while this code downloads. */
export interface TestimonialsStripProps {
  data?: Testimonial[];
  isLoading: boolean;
  isError: boolean;
  /** Whether the two example testimonials stand in while there are none (Site Settings; on by default). */
  examples?: boolean;
}

/** 'What People Say About Us': a strip that previous/next scroll by 300 px. Loaded lazily by TestimonialsSection. */
export default function TestimonialsStrip({ data, isLoading, isError, examples = true }: TestimonialsStripProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const empty = !isLoading && !isError && (data?.length ?? 0) === 0;
  const cards = empty ? (examples ? sampleTestimonials : []) : (data ?? []);
  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy({
      left: direction * TESTIMONIAL_SCROLL_PX,
      behavior: reducedMotion ? "auto" : "smooth",
    });

  const controls = cards.length > 0 && !isLoading && !isError && (
    <div className="flex gap-2">
      <Tooltip content="Previous testimonials">
        <Button variant="outline" size="icon" onClick={() => scroll(-1)} aria-label="Previous testimonials">
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </Button>
      </Tooltip>
      <Tooltip content="Next testimonials">
        <Button variant="outline" size="icon" onClick={() => scroll(1)} aria-label="Next testimonials">
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </Button>
      </Tooltip>
    </div>
  );

  return (
    <TooltipProvider>
      <TestimonialsFrame controls={controls}>
        {isLoading && <TestimonialsSpinner />}
        {isError && <p className="mt-8 rounded-md bg-red-50 p-4 text-red-800">Failed to load testimonials</p>}
        {empty && (
          <p className="mt-6 text-slate-700">
            No testimonials available yet
            {examples && (
              <span className="block text-sm text-slate-600">
                Until our clients' words are published here, these examples show the kind of feedback we collect.
              </span>
            )}
          </p>
        )}
        {!isLoading && !isError && cards.length > 0 && (
          <ul
            ref={stripRef}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling strip must take focus so the keyboard can scroll it
            tabIndex={0}
            aria-label={empty ? "Example testimonials" : "Testimonials"}
            className="relative mt-8 flex gap-6 overflow-x-auto pb-4"
          >
            {cards.map((testimonial) => (
              <li key={testimonial.id} className="w-[85%] min-w-[min(300px,100%)] shrink-0 sm:w-[380px]">
                <TestimonialCard testimonial={testimonial} example={empty} />
              </li>
            ))}
          </ul>
        )}
      </TestimonialsFrame>
    </TooltipProvider>
  );
}
