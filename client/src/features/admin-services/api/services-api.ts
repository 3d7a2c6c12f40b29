import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { homeCardsQuery, servicesQuery } from "@/lib/services-query";
import { homeCardResource, serviceResource, type HomeServiceCard, type Service } from "@shared/schema";
import type { HomeCardFormValues, ServiceFormValues } from "./service-form-schemas";

/** New services and cards go to the end of their list: the create body carries the next sort order. An edit
 * sends the address (id) too: a new one moves the service, and the cards leading to it follow. */
export const servicesApi = createCollectionApi<
  Service,
  ServiceFormValues,
  ServiceFormValues & { sortOrder: number },
  "image"
>({
  list: servicesQuery,
  path: "/api/services",
  reorderField: serviceResource.reorderKey,
  ...collectionWords("Service"),
  updateAlsoChanges: [homeCardsQuery.queryKey],
  uploads: { image: { path: "/api/services/upload", field: "imageUrl", failure: "Image upload failed" } },
});

export const homeCardsApi = createCollectionApi<
  HomeServiceCard,
  HomeCardFormValues,
  HomeCardFormValues & { sortOrder: number },
  never
>({
  list: homeCardsQuery,
  path: "/api/home-cards",
  reorderField: homeCardResource.reorderKey,
  ...collectionWords("Home page card"),
});
