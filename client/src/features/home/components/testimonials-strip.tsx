import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTestimonials } from "../api/use-testimonials";
import { sampleTestimonials } from "./sample-testimonials";
import { TestimonialCard } from "./testimonial-card";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

export const TESTIMONIAL_SCROLL_PX = 300;

/** 'What People Say About Us' (spec 2.3): a strip that previous/next scroll by 300 px. */
export function TestimonialsStrip() {
  const { data, isLoading, isError } = useTestimonials();
  const stripRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const empty = !isLoading && !isError && (data?.length ?? 0) === 0;
  const cards = empty ? sampleTestimonials : (data ?? []);
  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy({ left: direction * TESTIMONIAL_SCROLL_PX, behavior: reducedMotion ? "auto" : "smooth" });

  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-slate-900">
            What People Say About Us
          </h2>
          {cards.length > 0 && !isLoading && !isError && (
            <div className="flex gap-2">
              <Button variant="outline" size="icon" onClick={() => scroll(-1)} aria-label="Previous testimonials">
                <ChevronLeft aria-hidden="true" className="h-5 w-5" />
              </Button>
              <Button variant="outline" size="icon" onClick={() => scroll(1)} aria-label="Next testimonials">
                <ChevronRight aria-hidden="true" className="h-5 w-5" />
              </Button>
            </div>
          )}
        </div>
        {isLoading && <Spinner label="Loading testimonials" />}
        {isError && <p className="mt-8 rounded-md bg-red-50 p-4 text-red-800">Failed to load testimonials</p>}
        {empty && (
          <p className="mt-6 text-slate-700">
            No testimonials available yet
            <span className="block text-sm text-slate-600">
              Until our clients' words are published here, these examples show the kind of feedback we collect.
            </span>
          </p>
        )}
        {!isLoading && !isError && (
          <ul
            ref={stripRef}
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
      </div>
    </section>
  );
}
