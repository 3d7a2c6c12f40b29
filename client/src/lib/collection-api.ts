import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query";
import { apiJson, apiRequest, uploadImage } from "@/lib/api";
import { showNotice, type FailureStyle, type Notice } from "@/lib/toasts";
import { useReorder } from "./use-reorder";

// The CMS's sortable collections (team, logos, testimonials) talk to the API the same way: a list, create, update
// with the updatedAt the dialog loaded (the server answers 409 when someone saved since), delete, reorder, and
// image uploads that answer with the stored file's address. This factory gives those hooks once; each collection
// supplies only its addresses, its words and the shape of its body.

interface Sortable {
  /** A serial number, or text where the id is part of an address (a service's). */
  id: number | string;
  sortOrder: number;
}

/** What one image upload posts to and which field of the answer holds the stored file's address. */
export interface UploadTarget {
  path: string;
  field: string;
  /** The failure toast's wording, e.g. 'Failed to upload logo'. */
  failure: string;
}

type Change = "create" | "update" | "delete" | "reorder";

export interface CollectionConfig<T extends Sortable, Values, CreateBody, Upload extends string> {
  /** The list query shared with the public site, whose key every change invalidates. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any key type: each collection's key is its own literal tuple
  list: UseQueryOptions<T[], Error, T[], any> & { queryKey: readonly unknown[] };
  /** The API address of the collection, e.g. /api/team. */
  path: string;
  /** The field of the reorder body, e.g. teamOrders. */
  reorderField: string;
  success: Record<Change, Notice>;
  failure: Record<Change, string>;
  failureStyle: FailureStyle;
  /** The body of POST from what the create dialog sends. */
  createBody: (input: CreateBody) => unknown;
  /** The body of PUT from the form's values; the loaded updatedAt is added to it. */
  updateBody: (values: Values) => unknown;
  uploads: Record<Upload, UploadTarget>;
}

export interface UpdateInput<Values> {
  id: number | string;
  values: Values;
  /** The item's as the dialog loaded it; the server refuses the save (409) when someone saved since. */
  updatedAt?: Date | string;
}

export function createCollectionApi<T extends Sortable, Values, CreateBody, Upload extends string>(
  config: CollectionConfig<T, Values, CreateBody, Upload>,
) {
  const { list, path, success, failure, failureStyle } = config;

  /** A change's hooks: its toasts, and the list refetched whether it worked or not. */
  function useChange<Input, Result>(change: Change, mutationFn: (input: Input) => Promise<Result>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => showNotice(success[change]),
      onError: (error) => failureStyle(failure[change], error),
      onSettled: () => queryClient.invalidateQueries({ queryKey: list.queryKey }),
    });
  }

  return {
    list,
    useList: () => useQuery(list),
    useCreate: () => useChange("create", (input: CreateBody) => apiJson<T>("POST", path, config.createBody(input))),
    useUpdate: () =>
      useChange("update", ({ id, values, updatedAt }: UpdateInput<Values>) =>
        apiJson<T>("PUT", `${path}/${encodeURIComponent(id)}`, { ...(config.updateBody(values) as object), updatedAt }),
      ),
    useDelete: () =>
      useChange("delete", (id: number | string) => apiRequest("DELETE", `${path}/${encodeURIComponent(id)}`)),
    useReorder: () =>
      useReorder<T>({
        queryKey: list.queryKey,
        url: `${path}/reorder`,
        bodyKey: config.reorderField,
        onSuccess: () => showNotice(success.reorder),
        onError: (error) => failureStyle(failure.reorder, error),
      }),
    /** Uploads one image; resolves to the stored file's address. */
    useUpload: (name: Upload) => {
      const target = config.uploads[name];
      return useMutation({
        mutationFn: async (file: File) => (await uploadImage<Record<string, string>>(target.path, file))[target.field],
        onError: (error) => failureStyle(target.failure, error),
      });
    },
  };
}
