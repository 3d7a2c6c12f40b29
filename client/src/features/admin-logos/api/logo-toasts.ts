import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";

export const logoSuccessToast = (title: string, description: string) => toast({ title, description });

export const logoErrorToast = (title: string, error: unknown) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });
