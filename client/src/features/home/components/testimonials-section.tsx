import { useQuery } from "@tanstack/react-query";
import { testimonialsQuery } from "@/lib/queries";
import { useSiteSettings } from "@/lib/site-settings";
import TestimonialsStrip from "./testimonials-strip";

/** The testimonials section of the home page: the request, and the strip that shows its state. */
export function TestimonialsSection() {
  const { data, isLoading, isError } = useQuery(testimonialsQuery);
  const { exampleTestimonialsEnabled } = useSiteSettings();
  return (
    <TestimonialsStrip data={data} isLoading={isLoading} isError={isError} examples={exampleTestimonialsEnabled} />
  );
}
