import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { HintTooltip } from "@/components/ui/hint-tooltip";
import type { PublicTestimonial } from "@shared/schema";
import { sampleTestimonials } from "./sample-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { TestimonialsFrame, TestimonialsSpinner } from "./testimonials-frame";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { useScrollEdges } from "./use-scroll-edges";

export const TESTIMONIAL_SCROLL_PX = 300;

/** The state of the testimonials request, which TestimonialsSection makes. */
export interface TestimonialsStripProps {
  data?: PublicTestimonial[];
  isLoading: boolean;
  isError: boolean;
  /** Whether the two example testimonials stand in while there are none (Site Settings; on by default). */
  examples?: boolean;
}

/** 'What People Say About Us': a strip that previous/next scroll by 300 px. */
export default function TestimonialsStrip({ data, isLoading, isError, examples = true }: TestimonialsStripProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const empty = !isLoading && !isError && (data?.length ?? 0) === 0;
  const cards = empty ? (examples ? sampleTestimonials : []) : (data ?? []);
  const showsCards = !isLoading && !isError && cards.length > 0;
  // The arrows show only while the cards are wider than the strip, and each does nothing at its end.
  const edges = useScrollEdges(stripRef, showsCards ? cards : null);
  const scroll = (direction: 1 | -1) => {
    if (direction === -1 ? edges.atStart : edges.atEnd) return;
    stripRef.current?.scrollBy({
      left: direction * TESTIMONIAL_SCROLL_PX,
      behavior: reducedMotion ? "auto" : "smooth",
    });
  };
  const arrow = (direction: 1 | -1) => {
    const label = direction === -1 ? "Previous testimonials" : "Next testimonials";
    const Icon = direction === -1 ? ChevronLeft : ChevronRight;
    // aria-disabled rather than disabled: a button that keeps its focus at the end of the strip.
    return (
      <HintTooltip content={label}>
        {(hint) => (
          <Button
            {...hint}
            variant="outline"
            size="icon"
            onClick={() => scroll(direction)}
            aria-label={label}
            aria-disabled={(direction === -1 ? edges.atStart : edges.atEnd) || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </Button>
        )}
      </HintTooltip>
    );
  };

  // Until the browser has measured the strip (the server's first screen), two or more cards are taken to overflow
  // it, as they do on a phone: the arrows then hold their place, hidden, so that showing them moves nothing.
  const controls = showsCards && (edges.overflows || (!edges.measured && cards.length > 1)) && (
    <div className="flex gap-2" style={edges.overflows ? undefined : { visibility: "hidden" }}>
      {arrow(-1)}
      {arrow(1)}
    </div>
  );

  return (
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
      {showsCards && (
        <ul
          ref={stripRef}
          // A strip that scrolls must take focus so the keyboard can scroll it. Until the browser has measured it
          // (the server's first screen, where a phone's strip does scroll) it is assumed to.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={edges.overflows || !edges.measured ? 0 : undefined}
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
  );
}
