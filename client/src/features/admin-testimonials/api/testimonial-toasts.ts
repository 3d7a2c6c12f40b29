import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";

export const testimonialSuccessToast = (title: string) => toast({ title });

export const testimonialErrorToast = (title: string, error: unknown) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });
