import { collectionWords, createCollectionApi } from "@/lib/collection-api";
import { testimonialsQuery } from "@/lib/queries";
import { testimonialResource, type Testimonial } from "@shared/schema";
import type { TestimonialFormValues } from "./testimonial-form-schema";

/** New testimonials go to the end of the list: the create body carries the next sort order. */
export const testimonialsApi = createCollectionApi<
  Testimonial,
  TestimonialFormValues,
  TestimonialFormValues & { sortOrder: number },
  "avatar" | "companyLogo"
>({
  list: testimonialsQuery,
  path: "/api/testimonials",
  reorderField: testimonialResource.reorderKey,
  ...collectionWords("Testimonial", { created: true }),
  uploads: {
    avatar: { path: "/api/testimonials/upload/avatar", field: "avatarUrl", failure: "Avatar upload failed" },
    companyLogo: {
      path: "/api/testimonials/upload/logo",
      field: "companyLogoUrl",
      failure: "Company logo upload failed",
    },
  },
});
