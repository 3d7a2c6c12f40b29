import { serviceDetail, services } from "@/content/services";
import type { Service } from "@shared/schema";

/** The services as a fresh install holds them, in the shape GET /api/services answers. */
export const serviceRows: Service[] = services.map((service, index) => ({
  ...service,
  keywords: service.keywords ?? [],
  detail: serviceDetail,
  imageUrl: null,
  imageAlt: null,
  imageDecorative: false,
  sortOrder: index,
  createdAt: new Date(0),
  updatedAt: new Date(0),
}));
