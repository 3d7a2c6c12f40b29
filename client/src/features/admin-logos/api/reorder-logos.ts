import type { ClientLogo } from "@shared/schema";
import { failureToast, toast } from "@/components/ui/use-toast";
import { useReorder } from "@/features/admin-shared/use-reorder";
import { LOGOS_KEY } from "./get-logos";

export function useReorderLogos() {
  return useReorder<ClientLogo>({
    queryKey: LOGOS_KEY,
    url: "/api/logos/reorder",
    bodyKey: "logoOrders",
    onSuccess: () => toast({ title: "Order updated", description: "Logo order has been updated successfully." }),
    onError: (error) => failureToast("Failed to update order", error),
  });
}
