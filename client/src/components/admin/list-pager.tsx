import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

interface ListPagerProps {
  /** Names the navigation landmark, e.g. "Activity pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

// aria-disabled rather than disabled: a button that becomes unusable under the keyboard (Next on reaching the last
// page) keeps the focus instead of dropping it to the top of the document.
const dimmed = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * Previous / Next around the position, as a labelled navigation landmark; the position is announced on change. The
 * admin lists that page on the server (activity, inquiries, pages) share it.
 */
export function ListPager({ label, page, pageCount, onPage }: ListPagerProps) {
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="outline"
        className={dimmed}
        aria-disabled={first || undefined}
        onClick={() => !first && onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous<span className="sr-only"> page</span>
      </Button>
      <p className="text-sm text-slate-700" role="status">
        Page {page} of {pageCount}
      </p>
      <Button
        variant="outline"
        className={dimmed}
        aria-disabled={last || undefined}
        onClick={() => !last && onPage(page + 1)}
      >
        Next<span className="sr-only"> page</span>
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
