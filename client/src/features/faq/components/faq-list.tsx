import { useQuery } from "@tanstack/react-query";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { faqQuery } from "@/lib/faq-query";
import { FaqAccordion } from "./faq-accordion";

/**
 * The questions from GET /api/faq. The server puts them into the page, so the first screen shows them at once;
 * the spinner, the error and the empty list are for a visit that came without them or a FAQ emptied in the CMS.
 */
export function FaqList() {
  const { data: items, isPending, isError, refetch } = useQuery(faqQuery);
  if (isPending) return <Spinner label="Loading questions" />;
  if (isError) return <LoadFailed what="The questions" onRetry={() => void refetch()} />;
  // Plain markup rather than the CMS's EmptyState and ErrorState: their chunk would be one more file for this page.
  if (items.length === 0) return <p className="text-center text-lg text-slate-700">No questions yet.</p>;
  return <FaqAccordion items={items} />;
}
