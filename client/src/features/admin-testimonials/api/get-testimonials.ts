import { useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@shared/schema";
import { getJson } from "@/lib/api";

export const TESTIMONIALS_KEY = ["/api/testimonials"] as const;

export const getTestimonials = async () =>
  (await getJson<Testimonial[]>("/api/testimonials")).sort(
    (a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id,
  );

export function useTestimonials() {
  return useQuery({ queryKey: TESTIMONIALS_KEY, queryFn: getTestimonials });
}
