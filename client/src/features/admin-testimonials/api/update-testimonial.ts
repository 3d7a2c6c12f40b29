import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Testimonial } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TESTIMONIALS_KEY } from "./get-testimonials";
import type { TestimonialFormValues } from "./testimonial-form-schema";
import { testimonialErrorToast, testimonialSuccessToast } from "./testimonial-toasts";

export const updateTestimonial = ({ id, values }: { id: number; values: TestimonialFormValues }) =>
  apiJson<Testimonial>("PUT", `/api/testimonials/${id}`, values);

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => testimonialSuccessToast("Testimonial updated successfully"),
    onError: (error) => testimonialErrorToast("Failed to update testimonial", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
