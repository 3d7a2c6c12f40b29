import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { INQUIRIES_KEY } from "./get-inquiries";

export const deleteInquiry = (id: number) => apiRequest("DELETE", `/api/inquiries/${id}`);

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => toast({ title: "Inquiry deleted", description: "The inquiry has been deleted successfully." }),
    onError: (error) => toast({ title: "Failed to delete inquiry", description: errorMessage(error), variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
