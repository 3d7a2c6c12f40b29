import type { Testimonial } from "@shared/schema";
import { useReorder } from "@/features/admin-shared/use-reorder";
import { TESTIMONIALS_KEY } from "./get-testimonials";
import { testimonialErrorToast, testimonialSuccessToast } from "./testimonial-toasts";

export function useReorderTestimonials() {
  return useReorder<Testimonial>({
    queryKey: TESTIMONIALS_KEY,
    url: "/api/testimonials/reorder",
    bodyKey: "testimonialOrders",
    onSuccess: () => testimonialSuccessToast("Testimonial order updated successfully"),
    onError: (error) => testimonialErrorToast("Failed to reorder testimonials", error),
  });
}
