import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api";

interface Sortable {
  id: number | string;
  sortOrder: number;
}

interface ReorderOptions<T> {
  queryKey: readonly unknown[];
  url: string;
  /** The body key the API expects, e.g. teamOrders. */
  bodyKey: string;
  onSuccess?: () => void;
  onError: (error: unknown) => void;
  /** Only for typing. */
  _item?: T;
}

/** Numbers the items 1..n in their new order. */
export const renumber = <T extends Sortable>(items: T[]): T[] =>
  items.map((item, index) => ({ ...item, sortOrder: index + 1 }));

/**
 * Reorders a list optimistically: the screen shows the new order at once, the server is told, and on failure the
 * server's order comes back. The list is refetched either way.
 */
export function useReorder<T extends Sortable>({ queryKey, url, bodyKey, onSuccess, onError }: ReorderOptions<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: T[]) =>
      apiJson<T[]>("POST", url, { [bodyKey]: items.map(({ id, sortOrder }) => ({ id, sortOrder })) }),
    onMutate: async (items: T[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      queryClient.setQueryData<T[]>(queryKey, items);
      return { previous };
    },
    onError: (error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      onError(error);
    },
    onSuccess: () => onSuccess?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
