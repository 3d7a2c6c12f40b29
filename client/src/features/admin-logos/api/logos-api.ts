import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { logosQuery } from "@/lib/queries";
import { logoResource, type ClientLogo } from "@shared/schema";
import type { LogoFormValues } from "./logo-form-schema";

// Each success toast has a title and a sentence under it; reordering is worded apart.
const words = collectionWords("Logo", {
  notice: (_sentence, done) => ({
    title: `Logo ${done}`,
    description: `The client logo has been ${done} successfully.`,
  }),
});

/** New logos go to the end of the carousel: the create body carries the next sort order. */
export const logosApi = createCollectionApi<ClientLogo, LogoFormValues, LogoFormValues & { sortOrder: number }, "logo">(
  {
    list: logosQuery,
    path: "/api/logos",
    reorderField: logoResource.reorderKey,
    success: {
      ...words.success,
      reorder: { title: "Order updated", description: "Logo order has been updated successfully." },
    },
    failure: { ...words.failure, reorder: "Failed to update order" },
    uploads: { logo: { path: "/api/logos/upload", field: "logoUrl", failure: "Failed to upload logo" } },
  },
);
