import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast, toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api";
import { TESTIMONIALS_KEY } from "./get-testimonials";

export const deleteTestimonial = (id: number) => apiRequest("DELETE", `/api/testimonials/${id}`);

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onSuccess: () => toast({ title: "Testimonial deleted successfully" }),
    onError: (error) => failureToast("Failed to delete testimonial", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS_KEY }),
  });
}
