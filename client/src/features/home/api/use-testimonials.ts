import { publicQueryKeys } from "@shared/bootstrap";
import { useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@shared/schema";

export const useTestimonials = () => useQuery<Testimonial[]>({ queryKey: publicQueryKeys.testimonials });
