interface ListCountProps {
  total: number;
  /** What is counted: one and many, e.g. ["inquiry", "inquiries"]. */
  noun: [string, string];
  /** The search the count is of, if any. */
  search: string;
}

/**
 * How many items the list holds, or the search found, on all its pages. A polite live region: a screen reader says
 * the new count once a search or filter changes it, without interrupting.
 */
export function ListCount({ total, noun: [one, many], search }: ListCountProps) {
  const count = `${total.toLocaleString("en")} ${total === 1 ? one : many}`;
  return (
    <p role="status" className="text-sm text-slate-700">
      {search ? `${count} matching “${search}”` : count}
    </p>
  );
}
