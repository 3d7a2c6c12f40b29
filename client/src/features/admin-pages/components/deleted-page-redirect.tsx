import { useQuery } from "@tanstack/react-query";
import { SelectField } from "@/components/ui/form-field";
import type { PageSummary } from "@shared/admin-lists";
import { paths } from "@shared/paths";
import { allPagesQuery } from "../api/get-pages";

interface DeletedPageRedirectProps {
  /** The published page about to be deleted. */
  page: PageSummary;
  /** The chosen page's address; "" for nowhere. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * Where visitors of a published page go once it is deleted: another published page, or nowhere (its address then
 * answers "not found"). Links and bookmarks to it keep working when a page takes its place.
 */
export function DeletedPageRedirect({ page, value, onChange }: DeletedPageRedirectProps) {
  const { data: pages, isLoading } = useQuery(allPagesQuery);
  const others = (pages ?? [])
    .filter((other) => other.isPublished && other.id !== page.id)
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <SelectField
      label={`Send visitors of ${paths.contentPage(page.slug)} to:`}
      hint={
        isLoading ? "Loading the other pages…" : "A redirect sends them on; you can change it on the Redirects screen."
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Nowhere (the address will answer Not found)</option>
      {others.map((other) => (
        <option key={other.id} value={paths.contentPage(other.slug)}>
          {`${other.title} (${paths.contentPage(other.slug)})`}
        </option>
      ))}
    </SelectField>
  );
}
