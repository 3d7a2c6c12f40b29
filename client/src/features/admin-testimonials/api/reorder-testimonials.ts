import type { Testimonial } from "@shared/schema";
import { failureToast, toast } from "@/components/ui/use-toast";
import { useReorder } from "@/features/admin-shared/use-reorder";
import { TESTIMONIALS_KEY } from "./get-testimonials";

export function useReorderTestimonials() {
  return useReorder<Testimonial>({
    queryKey: TESTIMONIALS_KEY,
    url: "/api/testimonials/reorder",
    bodyKey: "testimonialOrders",
    onSuccess: () => toast({ title: "Testimonial order updated successfully" }),
    onError: (error) => failureToast("Failed to reorder testimonials", error),
  });
}
