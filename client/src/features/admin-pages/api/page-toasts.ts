import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";

export const pageSuccessToast = (description: string) => toast({ title: "Success", description });

/** Page failures: title 'Error' with the server's message, or the fallback. */
export function pageErrorToast(fallback: string, error: unknown) {
  const description = error instanceof ApiError ? error.serverMessage || fallback : fallback;
  toast({ title: "Error", description, variant: "destructive" });
}
