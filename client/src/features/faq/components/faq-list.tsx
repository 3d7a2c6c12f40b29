import { useQuery } from "@tanstack/react-query";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { faqQuery } from "@/lib/queries";
import { FaqAccordion } from "./faq-accordion";

/**
 * The questions from GET /api/faq. The server puts them into the page, so the first screen shows them at once;
 * the spinner, the error and the empty list are for a visit that came without them or a FAQ emptied in the CMS.
 */
export function FaqList() {
  const { data: items, isPending, isError, refetch } = useQuery(faqQuery);
  if (isPending) return <Spinner label="Loading questions" />;
  if (isError)
    return (
      <ErrorState>
        The questions could not be loaded.{" "}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Try again
        </button>
      </ErrorState>
    );
  if (items.length === 0)
    return <EmptyState title="No questions yet">Ask us directly; we are glad to help.</EmptyState>;
  return <FaqAccordion items={items} />;
}
