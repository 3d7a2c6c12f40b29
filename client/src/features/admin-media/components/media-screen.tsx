import { Upload } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListCount } from "@/components/admin/list-count";
import { ListPager } from "@/components/admin/list-pager";
import { ListSearch } from "@/components/admin/list-search";
import { ListStates } from "@/components/admin/list-states";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { EmptyState } from "@/components/ui/empty-state";
import { useMediaList, useUploadMedia } from "@/lib/media-api";
import { useListParams, usePageCount } from "@/lib/use-list-params";
import { LIST_SEARCH_MAX_LENGTH } from "@shared/admin-lists";
import type { MediaListQuery, MediaSummary } from "@shared/schema";
import { MediaDetailsDialog } from "./media-details-dialog";
import { MediaFileInput } from "./media-file-input";
import { MediaGrid } from "./media-grid";
import { MediaTable } from "./media-table";
import { useMediaFile } from "./use-media-file";
import { useMediaView, ViewSwitch } from "./view-switch";

const PAGE_SIZE = 50;

/** The image an address opens (`?open=12`, so the details can be linked), else null. */
const idFrom = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** The filters of the address: `?unused=true&missingAlt=true`. */
const FILTERS = [
  { key: "unused", label: "Unused", hint: "Not shown anywhere on the site" },
  { key: "missingAlt", label: "Missing alt text", hint: "Neither alt text nor marked decorative" },
] as const;

/** Every uploaded image once: find it, see where it is used, fix its alt text, replace or delete it. */
export default function MediaScreen() {
  // The page, search, filters and the open image live in the address: /admin/media?q=logo&missingAlt=true&open=4.
  const list = useListParams();
  const q = (list.get("q") ?? "").trim().slice(0, LIST_SEARCH_MAX_LENGTH);
  const on = (key: (typeof FILTERS)[number]["key"]) => list.get(key) === "true";
  const filtered = Boolean(q) || FILTERS.some(({ key }) => on(key));
  const query: MediaListQuery = {
    page: list.page,
    pageSize: PAGE_SIZE,
    q: q || undefined,
    unused: on("unused") ? "true" : undefined,
    missingAlt: on("missingAlt") ? "true" : undefined,
  };
  const { data, isLoading, isFetching, error } = useMediaList(query);
  const pageCount = usePageCount(data, list);
  const [view, setView] = useMediaView();

  const openId = idFrom(list.get("open"));
  const openItem = (item: Pick<MediaSummary, "id">) => list.update({ open: item.id }, { replace: true });
  const closeItem = () => list.update({ open: null }, { replace: true });

  const [uploaded, setUploaded] = useState<string>();
  const upload = useMediaFile(useUploadMedia(), {
    toInput: (file: File) => file,
    // A new image has no alt text yet: its details open, for the alt text to be written while it is in mind.
    onDone: (item: MediaSummary) => {
      setUploaded(`Uploaded “${item.name}”.`);
      openItem(item);
    },
  });

  const clearFilters = () => list.update({ q: null, unused: null, missingAlt: null, page: null }, { replace: true });
  const caption = `Images, newest first, page ${list.page} of ${pageCount}`;

  return (
    <AdminPage
      title="Media"
      heading="Media Library"
      metaDescription="Every image uploaded to the website once: its alt text, where it is used, replacing and deleting it."
      description="Every image on the website, with its alt text and the places that use it."
      actions={
        <MediaFileInput
          label="Upload image"
          icon={Upload}
          busy={upload.busy}
          busyText="Uploading..."
          doneText={uploaded}
          error={upload.error}
          onSelect={(file) => {
            setUploaded(undefined);
            return upload.onSelect(file);
          }}
        />
      }
    >
      <ListSearch
        label="Search images"
        hint="By name or alt text"
        value={q}
        onSearch={(text) => list.update({ q: text, page: null }, { replace: true })}
      />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">Show only</legend>
          {FILTERS.map(({ key, label, hint }) => (
            <CheckboxField
              key={key}
              label={label}
              hint={hint}
              checked={on(key)}
              onChange={(event) => list.update({ [key]: event.target.checked ? "true" : null, page: null })}
            />
          ))}
        </fieldset>
        <ViewSwitch view={view} onView={setView} />
      </div>
      {/* Outside the states, so that a search or filter finding nothing is announced too. */}
      {data && (
        <div className="mb-3">
          <ListCount total={data.total} noun={["image", "images"]} search={q} />
        </div>
      )}
      <ListStates
        isLoading={isLoading}
        error={error}
        isEmpty={!data || data.total === 0}
        noun="images"
        empty={
          filtered ? (
            <EmptyState title="No images match">
              <p>No image matches the search and filters.</p>
              <Button variant="outline" className="mt-3" onClick={clearFilters}>
                Clear search and filters
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title="No images yet">
              Upload one with “Upload image”. Images uploaded anywhere else in the CMS join the library too.
            </EmptyState>
          )
        }
      >
        {data && (
          <div aria-busy={isFetching || undefined} className="grid gap-3">
            {view === "grid" ? (
              <MediaGrid items={data.items} label={caption} onOpen={openItem} />
            ) : (
              <MediaTable items={data.items} caption={caption} onOpen={openItem} />
            )}
            {pageCount > 1 && (
              <ListPager label="Image pages" page={list.page} pageCount={pageCount} onPage={list.setPage} />
            )}
          </div>
        )}
      </ListStates>
      <MediaDetailsDialog id={openId} name={data?.items.find((item) => item.id === openId)?.name} onClose={closeItem} />
    </AdminPage>
  );
}
