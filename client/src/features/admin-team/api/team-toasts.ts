import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";

/** Team failures: title 'Error', '{action}: {server message, else the action itself}'. */
export function teamErrorToast(action: string, error: unknown) {
  const message = errorMessage(error) || action;
  toast({ title: "Error", description: `${action}: ${message}`, variant: "destructive" });
}

export const teamSuccessToast = (description: string) => toast({ title: "Success", description });
