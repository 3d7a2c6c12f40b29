import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { testimonialsQuery } from "@/lib/queries";
import { useSiteSettings } from "@/lib/site-settings";
import { TestimonialsFrame, TestimonialsSpinner } from "./testimonials-frame";

// The strip and its tooltips (Radix) are a separate download, so the first load of the home page stays small.
// Until it arrives the section looks as it does while the testimonials load: the heading and a spinner.
const TestimonialsStrip = lazy(() => import("./testimonials-strip"));

/** The testimonials section of the home page; the request starts at once, while the strip's code downloads. */
export function TestimonialsSection() {
  const { data, isLoading, isError } = useQuery(testimonialsQuery);
  const { exampleTestimonialsEnabled } = useSiteSettings();
  return (
    <Suspense
      fallback={
        <TestimonialsFrame>
          <TestimonialsSpinner />
        </TestimonialsFrame>
      }
    >
      <TestimonialsStrip data={data} isLoading={isLoading} isError={isError} examples={exampleTestimonialsEnabled} />
    </Suspense>
  );
}
