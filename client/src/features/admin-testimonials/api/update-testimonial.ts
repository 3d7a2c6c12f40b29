import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import type { Testimonial } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { TESTIMONIALS_KEY } from "./get-testimonials";
import type { TestimonialFormValues } from "./testimonial-form-schema";

/** `updatedAt`: the testimonial's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
export const updateTestimonial = ({
  id,
  values,
  updatedAt,
}: {
  id: number;
  values: TestimonialFormValues;
  updatedAt?: Date | string;
}) => apiJson<Testimonial>("PUT", `/api/testimonials/${id}`, { ...values, updatedAt });

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestimonial,
    onSuccess: () => toast({ title: "Testimonial updated successfully" }),
    onError: (error) => failureToast("Failed to update testimonial", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
