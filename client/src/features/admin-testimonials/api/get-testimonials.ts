import { useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@shared/schema";
import { getJson } from "@/lib/api";

export const TESTIMONIALS_KEY = ["/api/testimonials"] as const;

/** The server lists testimonials by sortOrder, then id. */
export const getTestimonials = () => getJson<Testimonial[]>("/api/testimonials");

export function useTestimonials() {
  return useQuery({ queryKey: TESTIMONIALS_KEY, queryFn: getTestimonials });
}
