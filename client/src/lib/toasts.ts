import { toast, type ToastInput } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api";

// The shapes a toast takes in this app. Screens supply only their words, so the same kind of outcome always reads
// the same way.

/** What a success toast says: a title, and sometimes a sentence under it. */
export type Notice = Omit<ToastInput, "variant">;

export const showNotice = (notice: Notice) => toast(notice);

/** A plain 'Success' toast with the sentence underneath. */
export const successNotice = (description: string): Notice => ({ title: "Success", description });

/**
 * How a change words its failure toast. Most often a title, 'Failed to delete logo', with what went wrong underneath
 * (the server's message for a refused request, or the screen's own sentence when `error` is one); or a function
 * that words the whole toast from the error (prefixedFailure, serverFailure, fixedFailure).
 */
export type Failure = string | ((error: unknown) => Notice);

export const failureToast = (failure: Failure, error: unknown) =>
  toast({
    ...(typeof failure === "string" ? { title: failure, description: errorMessage(error) } : failure(error)),
    variant: "destructive",
  });

/** Titled 'Error', reading '{action}: {the server's message, else the action itself}'. */
export const prefixedFailure =
  (action: string): Failure =>
  (error) => ({ title: "Error", description: `${action}: ${errorMessage(error) || action}` });

/** Titled 'Error', with the server's message alone, or `fallback` when the server said nothing usable. */
export const serverFailure =
  (fallback: string): Failure =>
  (error) => ({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || fallback });

/** The same title and sentence whatever went wrong (a field's own message already says what). */
export const fixedFailure =
  (title: string, description: string): Failure =>
  () => ({ title, description });
