import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { Testimonial } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TESTIMONIALS_KEY } from "./get-testimonials";
import type { TestimonialFormValues } from "./testimonial-form-schema";

/** New testimonials go to the end of the list. */
export const createTestimonial = (values: TestimonialFormValues & { sortOrder: number }) =>
  apiJson<Testimonial>("POST", "/api/testimonials", values);

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestimonial,
    onSuccess: () => toast({ title: "Testimonial created successfully" }),
    onError: (error) => failureToast("Failed to create testimonial", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
