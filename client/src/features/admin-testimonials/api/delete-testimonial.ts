import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { TESTIMONIALS_KEY } from "./get-testimonials";
import { testimonialErrorToast, testimonialSuccessToast } from "./testimonial-toasts";

export const deleteTestimonial = (id: number) => apiRequest("DELETE", `/api/testimonials/${id}`);

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => testimonialSuccessToast("Testimonial deleted successfully"),
    onError: (error) => testimonialErrorToast("Failed to delete testimonial", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
