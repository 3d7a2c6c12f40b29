import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import type { Inquiry, InquiryStatus } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { inquiriesQuery } from "./get-inquiries";

interface StatusChange {
  id: number;
  status: InquiryStatus;
  /** The automatic new → in_review move on opening says nothing when it works. */
  quiet?: boolean;
}

export const updateInquiryStatus = ({ id, status }: StatusChange) =>
  apiJson<Inquiry>("PATCH", `/api/inquiries/${id}/status`, { status });

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    onSuccess: (_inquiry, { quiet }) => {
      if (!quiet) toast({ title: "Status updated", description: "The inquiry status has been updated successfully." });
    },
    onError: (error) => failureToast("Failed to update status", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiriesQuery.queryKey }),
  });
}
