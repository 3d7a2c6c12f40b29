import { apiJson } from "@/lib/api";
import { useChange, type ChangeWords } from "@/lib/react-query";

interface Sortable {
  id: number | string;
  sortOrder: number;
}

interface ReorderOptions<T> extends ChangeWords<T[], T[]> {
  queryKey: readonly unknown[];
  url: string;
  /** The body key the API expects, e.g. teamOrders. */
  bodyKey: string;
}

/** Numbers the items 1..n in their new order. */
export const renumber = <T extends Sortable>(items: T[]): T[] =>
  items.map((item, index) => ({ ...item, sortOrder: index + 1 }));

/**
 * Reorders a list optimistically: the screen shows the new order at once, the server is told, and on failure the
 * server's order comes back. The list is refetched either way.
 */
export function useReorder<T extends Sortable>({ queryKey, url, bodyKey, ...words }: ReorderOptions<T>) {
  return useChange(
    (items: T[]) => apiJson<T[]>("POST", url, { [bodyKey]: items.map(({ id, sortOrder }) => ({ id, sortOrder })) }),
    {
      ...words,
      invalidates: [queryKey],
      onMutate: async (items, { client }) => {
        await client.cancelQueries({ queryKey });
        const previous = client.getQueryData<T[]>(queryKey);
        client.setQueryData<T[]>(queryKey, items);
        return { previous };
      },
      onError: (_error, _items, context, { client }) => {
        if (context?.previous) client.setQueryData(queryKey, context.previous);
      },
    },
  );
}
