import type { ClientLogo } from "@shared/schema";
import { useReorder } from "@/features/admin-shared/use-reorder";
import { LOGOS_KEY } from "./get-logos";
import { logoErrorToast, logoSuccessToast } from "./logo-toasts";

export function useReorderLogos() {
  return useReorder<ClientLogo>({
    queryKey: LOGOS_KEY,
    url: "/api/logos/reorder",
    bodyKey: "logoOrders",
    onSuccess: () => logoSuccessToast("Order updated", "Logo order has been updated successfully."),
    onError: (error) => logoErrorToast("Failed to update order", error),
  });
}
