import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { failureToast } from "@/lib/toasts";
import type { RespondResult } from "@shared/schema";
import { apiJson } from "@/lib/api";
import { inquiriesQuery } from "./get-inquiries";
import { inquiryResponsesQuery } from "./get-inquiry-responses";

export const respondToInquiry = ({ id, message }: { id: number; message: string }) =>
  apiJson<RespondResult>("POST", `/api/inquiries/${id}/respond`, { message });

export function useRespondToInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInquiry,
    onSuccess: (result) =>
      // The response is always saved; only claim an e-mail went out when the server says it did.
      toast({
        title: "Response sent",
        description: result.emailed ? "Your response has been sent successfully." : result.message,
      }),
    onError: (error) => failureToast("Failed to send response", error),
    onSettled: (_result, _error, { id }) => {
      queryClient.invalidateQueries({ queryKey: inquiriesQuery.queryKey });
      queryClient.invalidateQueries({ queryKey: inquiryResponsesQuery(id).queryKey });
    },
  });
}
