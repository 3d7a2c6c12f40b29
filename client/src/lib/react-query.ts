import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from "@tanstack/react-query";
import { failureToast, showNotice, type Failure, type Notice } from "@/lib/toasts";

// The one way the client changes something on the server. A feature's api file exports its request function and a
// hook made here from it, with the change's words and the queries it makes out of date:
//
//   export const deleteInquiry = (id: number) => apiRequest("DELETE", `/api/inquiries/${id}`);
//   export const useDeleteInquiry = () =>
//     useChange(deleteInquiry, { success: {...}, failure: "Failed to delete inquiry", invalidates: [INQUIRIES_KEY] });
//
// Every change then tells the person the same way: a success toast in the change's words, and a failure toast,
// most often titled by what failed with the server's message underneath (toasts.ts has the other wordings).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any input: each request names its own
type Request = (input: any) => Promise<unknown>;

/** What `mutate` takes: the request's one argument, or nothing for a request without one. */
export type InputOf<R extends Request> = Parameters<R> extends [] ? void : Parameters<R>[0];
export type ResultOf<R extends Request> = Awaited<ReturnType<R>>;

/** What a change's hook says about its request, beyond react-query's own callbacks (which run after these). */
export interface ChangeWords<Input, Result> {
  /** The success toast, fixed or worded from the answer and what was sent; none when omitted or null. */
  success?: Notice | ((result: Result, input: Input) => Notice | null);
  /**
   * The failure toast: its title, e.g. 'Failed to delete logo', with the server's message as its description, or
   * its own wording (toasts.ts). Omitted when the screen shows the failure in place (a dialog's own alert, the
   * public quote form).
   */
  failure?: Failure;
}

export type MutationConfig<R extends Request, Context = unknown> = ChangeWords<InputOf<R>, ResultOf<R>> &
  Omit<UseMutationOptions<ResultOf<R>, Error, InputOf<R>, Context>, "mutationFn"> & {
    /** Queries marked out of date once the change is over, whether it worked or not; the hook waits for them. */
    invalidates?: readonly QueryKey[] | ((input: InputOf<R>) => readonly QueryKey[]);
  };

/** A react-query mutation of `request` with the change's toasts and invalidations (see the top of this file). */
export function useChange<R extends Request, Context = unknown>(request: R, config: MutationConfig<R, Context> = {}) {
  const queryClient = useQueryClient();
  const { success, failure, invalidates, onSuccess, onError, onSettled, ...rest } = config;
  return useMutation<ResultOf<R>, Error, InputOf<R>, Context>({
    ...rest,
    mutationFn: (input) => request(input) as Promise<ResultOf<R>>,
    onSuccess: (result, input, ...more) => {
      const notice = typeof success === "function" ? success(result, input) : success;
      if (notice) showNotice(notice);
      return onSuccess?.(result, input, ...more);
    },
    onError: (error, input, ...more) => {
      if (failure) failureToast(failure, error);
      return onError?.(error, input, ...more);
    },
    onSettled: async (result, error, input, ...more) => {
      const keys = typeof invalidates === "function" ? invalidates(input) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return onSettled?.(result, error, input, ...more);
    },
  });
}
