import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { homeCardsQuery, servicesQuery } from "@/lib/services-query";
import { homeCardResource, serviceResource, type HomeServiceCard, type Service } from "@shared/schema";
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
  reorderField: serviceResource.reorderKey,
  ...collectionWords("Service"),
  updateBody: ({ id: _id, ...values }) => values,
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
