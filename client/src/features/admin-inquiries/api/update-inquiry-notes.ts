import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import type { Inquiry } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { inquiriesQuery } from "./get-inquiries";

export const updateInquiryNotes = ({ id, notes }: { id: number; notes: string }) =>
  apiJson<Inquiry>("PATCH", `/api/inquiries/${id}/notes`, { notes });

export function useUpdateInquiryNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryNotes,
    onSuccess: () => toast({ title: "Notes saved", description: "The inquiry notes have been saved." }),
    onError: (error) => failureToast("Failed to save notes", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiriesQuery.queryKey }),
  });
}
