import { createCollectionApi } from "@/lib/collection-api";
import { logosQuery } from "@/lib/queries";
import { logoResource, type ClientLogo } from "@shared/schema";
import type { LogoFormValues } from "./logo-form-schema";

/** New logos go to the end of the carousel: the create body carries the next sort order. */
export const logosApi = createCollectionApi<ClientLogo, LogoFormValues, LogoFormValues & { sortOrder: number }, "logo">(
  {
    list: logosQuery,
    path: "/api/logos",
    reorderField: logoResource.reorderKey,
    success: {
      create: { title: "Logo added", description: "The client logo has been added successfully." },
      update: { title: "Logo updated", description: "The client logo has been updated successfully." },
      delete: { title: "Logo deleted", description: "The client logo has been deleted successfully." },
      reorder: { title: "Order updated", description: "Logo order has been updated successfully." },
    },
    failure: {
      create: "Failed to add logo",
      update: "Failed to update logo",
      delete: "Failed to delete logo",
      reorder: "Failed to update order",
    },
    uploads: { logo: { path: "/api/logos/upload", field: "logoUrl", failure: "Failed to upload logo" } },
  },
);
