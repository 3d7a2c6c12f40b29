import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";

/** The 'What People Say About Us' section: its heading, the previous/next controls beside it, then the content. */
export function TestimonialsFrame({ controls, children }: { controls?: ReactNode; children: ReactNode }) {
  const { homeTestimonialsHeading } = usePageTexts(homeSectionTexts);
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/* As tall as the arrows, so the cards do not move when the arrows appear. */}
        <div className="flex min-h-10 flex-wrap items-end justify-between gap-4">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {homeTestimonialsHeading}
          </h2>
          {controls}
        </div>
        {children}
      </div>
    </section>
  );
}

export const TestimonialsSpinner = () => <Spinner label="Loading testimonials" />;
