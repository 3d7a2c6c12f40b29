import { toast, type ToastInput } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";

// The few shapes a toast takes in this app. Screens pick a shape and supply only their words, so the same kind of
// outcome always reads the same way.

/** What a success toast says: a title, and sometimes a sentence under it. */
export type Notice = Omit<ToastInput, "variant">;

/** How a screen words its failures: given what failed ('Failed to delete logo') and the error, shows one toast. */
export type FailureStyle = (action: string, error: unknown) => void;

export const showNotice = (notice: Notice) => toast(notice);

/** A plain 'Success' toast with the sentence underneath. */
export const successNotice = (description: string): Notice => ({ title: "Success", description });

/** Titled by what failed, with what went wrong (the server's words when it sent some) underneath. */
export const failureToast: FailureStyle = (title, error) =>
  toast({ title, description: errorMessage(error), variant: "destructive" });

/** Titled 'Error', reading '{action}: {server message, else the action itself}'. */
export const prefixedErrorToast: FailureStyle = (action, error) =>
  toast({ title: "Error", description: `${action}: ${errorMessage(error) || action}`, variant: "destructive" });

/** Titled 'Error', with the server's message alone, or the action when the server said nothing usable. */
export const serverErrorToast: FailureStyle = (fallback, error) =>
  toast({
    title: "Error",
    description: error instanceof ApiError ? error.serverMessage || fallback : fallback,
    variant: "destructive",
  });
