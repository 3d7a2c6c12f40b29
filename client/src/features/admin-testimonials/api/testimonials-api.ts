import type { Testimonial } from "@shared/schema";
import { createCollectionApi } from "@/lib/collection-api";
import { testimonialsQuery } from "@/lib/queries";
import { failureToast } from "@/lib/toasts";
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
  reorderField: "testimonialOrders",
  success: {
    create: { title: "Testimonial created successfully" },
    update: { title: "Testimonial updated successfully" },
    delete: { title: "Testimonial deleted successfully" },
    reorder: { title: "Testimonial order updated successfully" },
  },
  failure: {
    create: "Failed to create testimonial",
    update: "Failed to update testimonial",
    delete: "Failed to delete testimonial",
    reorder: "Failed to reorder testimonials",
  },
  failureStyle: failureToast,
  createBody: (body) => body,
  updateBody: (values) => values,
  uploads: {
    avatar: { path: "/api/testimonials/upload/avatar", field: "avatarUrl", failure: "Avatar upload failed" },
    companyLogo: {
      path: "/api/testimonials/upload/logo",
      field: "companyLogoUrl",
      failure: "Company logo upload failed",
    },
  },
});
