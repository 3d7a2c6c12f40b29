import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import { apiRequest } from "@/lib/api";
import { inquiriesQuery } from "./get-inquiries";

export const deleteInquiry = (id: number) => apiRequest("DELETE", `/api/inquiries/${id}`);

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => toast({ title: "Inquiry deleted", description: "The inquiry has been deleted successfully." }),
    onError: (error) => failureToast("Failed to delete inquiry", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiriesQuery.queryKey }),
  });
}
