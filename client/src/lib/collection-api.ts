import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { apiJson, apiRequest, uploadImage } from "@/lib/api";
import { useChange } from "@/lib/react-query";
import type { Failure, Notice } from "@/lib/toasts";
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
  failure: Failure;
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
  /** Each failure toast, e.g. titled 'Failed to delete logo' with the server's message under it. */
  failure: Record<Change, Failure>;
  /** The body of POST from what the create dialog sends; unless given, that itself. */
  createBody?: (input: CreateBody) => unknown;
  /** The body of PUT from the form's values (unless given, those); the loaded updatedAt is added to it. */
  updateBody?: (values: Values) => unknown;
  uploads?: Record<Upload, UploadTarget>;
  /** Other lists an edit can change (home cards lead to a service by its address, which an edit may change). */
  updateAlsoChanges?: readonly (readonly unknown[])[];
}

/**
 * The usual words of a collection's toasts, from what one item is called: 'Question added successfully',
 * 'Failed to reorder questions'. `created`: the collection says 'created' where most say 'added'; `notice` shapes
 * each success sentence into its toast (its title, unless given), and is told what was done ('added', 'order
 * updated') for toasts worded otherwise; `failure` shapes each failure (its title, unless given).
 */
export function collectionWords(
  one: string,
  {
    created = false,
    notice = (sentence: string, _done: string): Notice => ({ title: sentence }),
    failure = (action: string): Failure => action,
  } = {},
): Pick<CollectionConfig<Sortable, unknown, unknown, never>, "success" | "failure"> {
  const noun = one.toLowerCase();
  const done = (what: string) => notice(`${one} ${what} successfully`, what);
  return {
    success: {
      create: done(created ? "created" : "added"),
      update: done("updated"),
      delete: done("deleted"),
      reorder: done("order updated"),
    },
    failure: {
      create: failure(`Failed to ${created ? "create" : "add"} ${noun}`),
      update: failure(`Failed to update ${noun}`),
      delete: failure(`Failed to delete ${noun}`),
      reorder: failure(`Failed to reorder ${noun}s`),
    },
  };
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
  const { list, path, success, failure } = config;
  const { createBody = (input) => input, updateBody = (values) => values } = config;
  const uploads = config.uploads ?? ({} as Record<Upload, UploadTarget>);

  /** A change with its toasts, and the list refetched whether it worked or not. */
  const useCollectionChange = <Input, Result>(name: Change, request: (input: Input) => Promise<Result>) =>
    useChange(request, {
      success: success[name],
      failure: failure[name],
      invalidates: [list.queryKey, ...(name === "update" ? (config.updateAlsoChanges ?? []) : [])],
    });

  return {
    list,
    useList: () => useQuery(list),
    useCreate: () => useCollectionChange("create", (input: CreateBody) => apiJson<T>("POST", path, createBody(input))),
    useUpdate: () =>
      useCollectionChange("update", ({ id, values, updatedAt }: UpdateInput<Values>) =>
        apiJson<T>("PUT", `${path}/${encodeURIComponent(id)}`, { ...(updateBody(values) as object), updatedAt }),
      ),
    useDelete: () =>
      useCollectionChange("delete", (id: number | string) => apiRequest("DELETE", `${path}/${encodeURIComponent(id)}`)),
    useReorder: () =>
      useReorder<T>({
        queryKey: list.queryKey,
        url: `${path}/reorder`,
        bodyKey: config.reorderField,
        success: success.reorder,
        failure: failure.reorder,
      }),
    /** Uploads one image; resolves to the stored file's address. */
    useUpload: (name: Upload) => {
      const target = uploads[name];
      return useChange(
        async (file: File) => (await uploadImage<Record<string, string>>(target.path, file))[target.field]!,
        { failure: target.failure },
      );
    },
  };
}
