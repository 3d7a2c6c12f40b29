// The media library's requests and hooks, shared by the Media screen and the "Choose from library" picker in every
// image field.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson, getJson, uploadImage } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { MediaDetail, MediaListPage, MediaListQuery, MediaSummary, MediaUpdateInput } from "@shared/schema";

/** Every media query starts with this key, so one invalidation refreshes the grid, the picker and the details. */
export const MEDIA_KEY = ["/api/media"] as const;

/** `?page=2&q=logo&unused=true`: only the parameters that differ from the defaults. */
export function mediaListSearch(query: MediaListQuery): string {
  const params = new URLSearchParams();
  if (query.page && Number(query.page) > 1) params.set("page", String(query.page));
  if (query.pageSize) params.set("pageSize", String(query.pageSize));
  if (query.q) params.set("q", String(query.q));
  if (query.unused === "true" || query.unused === "1") params.set("unused", "true");
  if (query.missingAlt === "true" || query.missingAlt === "1") params.set("missingAlt", "true");
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const mediaListQuery = (query: MediaListQuery) =>
  queryOptions({
    queryKey: [...MEDIA_KEY, "list", mediaListSearch(query)],
    queryFn: () => getJson<MediaListPage>(`/api/media${mediaListSearch(query)}`),
    placeholderData: keepPreviousData,
  });

export const mediaItemQuery = (id: number) =>
  queryOptions({ queryKey: [...MEDIA_KEY, "item", id], queryFn: () => getJson<MediaDetail>(`/api/media/${id}`) });

export const useMediaList = (query: MediaListQuery) => useQuery(mediaListQuery(query));
export const useMediaItem = (id: number | null) => useQuery({ ...mediaItemQuery(id ?? 0), enabled: id !== null });

/** POST /api/media: a new library image (multipart `image`); answers the new entry. */
export const uploadMedia = (file: File) => uploadImage<MediaSummary>("/api/media", file);
export const updateMedia = ({ id, ...changes }: MediaUpdateInput & { id: number }) =>
  apiJson<MediaSummary>("PATCH", `/api/media/${id}`, changes);
export const deleteMedia = (id: number) => apiJson<void>("DELETE", `/api/media/${id}`);
/** POST /api/media/{id}/replace: a new file behind every use; answers the entry with its new address. */
export const replaceMedia = ({ id, file }: { id: number; file: File }) =>
  uploadImage<MediaSummary>(`/api/media/${id}/replace`, file);

export const useUploadMedia = () =>
  useChange(uploadMedia, { failure: "Failed to upload image", invalidates: [MEDIA_KEY] });
export const useUpdateMedia = () =>
  useChange(updateMedia, {
    success: { title: "Image saved" },
    failure: "Failed to save image",
    invalidates: [MEDIA_KEY],
  });
export const useDeleteMedia = () =>
  useChange(deleteMedia, { success: { title: "Image deleted" }, invalidates: [MEDIA_KEY] });
export const useReplaceMedia = () =>
  useChange(replaceMedia, {
    success: { title: "File replaced", description: "Every place that uses the image now shows the new file." },
    failure: "Failed to replace file",
    invalidates: [MEDIA_KEY],
  });
