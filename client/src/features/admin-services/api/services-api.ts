import type { HomeServiceCard, Service } from "@shared/schema";
import { createCollectionApi } from "@/lib/collection-api";
import { homeCardsQuery, servicesQuery } from "@/lib/services-query";
import { failureToast } from "@/lib/toasts";
import type { HomeCardFormValues, ServiceFormValues } from "./service-form-schemas";

/** New services and cards go to the end of their list: the create body carries the next sort order. An edit
 * never sends the address (id): it is fixed once the service exists. */
export const servicesApi = createCollectionApi<
  Service,
  ServiceFormValues,
  ServiceFormValues & { sortOrder: number },
  never
>({
  list: servicesQuery,
  path: "/api/services",
  reorderField: "serviceOrders",
  success: {
    create: { title: "Service added successfully" },
    update: { title: "Service updated successfully" },
    delete: { title: "Service deleted successfully" },
    reorder: { title: "Service order updated successfully" },
  },
  failure: {
    create: "Failed to add service",
    update: "Failed to update service",
    delete: "Failed to delete service",
    reorder: "Failed to reorder services",
  },
  failureStyle: failureToast,
  createBody: (body) => body,
  updateBody: ({ id: _id, ...values }) => values,
  uploads: {},
});

export const homeCardsApi = createCollectionApi<
  HomeServiceCard,
  HomeCardFormValues,
  HomeCardFormValues & { sortOrder: number },
  never
>({
  list: homeCardsQuery,
  path: "/api/home-cards",
  reorderField: "homeCardOrders",
  success: {
    create: { title: "Home page card added successfully" },
    update: { title: "Home page card updated successfully" },
    delete: { title: "Home page card deleted successfully" },
    reorder: { title: "Home page card order updated successfully" },
  },
  failure: {
    create: "Failed to add home page card",
    update: "Failed to update home page card",
    delete: "Failed to delete home page card",
    reorder: "Failed to reorder home page cards",
  },
  failureStyle: failureToast,
  createBody: (body) => body,
  updateBody: (values) => values,
  uploads: {},
});
