import { CollectionScreen } from "@/components/admin/collection-screen";
import type { Testimonial } from "@shared/schema";
import { testimonialsApi } from "../api/testimonials-api";
import { TestimonialAdminCard } from "./testimonial-admin-card";
import { TestimonialDialog } from "./testimonial-dialog";

export default function TestimonialsScreen() {
  return (
    <CollectionScreen<Testimonial>
      api={testimonialsApi}
      title="Testimonials Management"
      metaDescription="Add, edit, reorder and remove the client testimonials shown on the home page."
      heading="Manage Testimonials"
      description="What clients say, as shown on the home page. Drag a card by its handle, or use the move buttons, to change the order."
      addLabel="Add New Testimonial"
      noun="testimonials"
      empty={{ title: "No testimonials found", label: "Add Your First Testimonial" }}
      label="Testimonials in display order"
      layout="grid"
      itemLabel={(t) => `${t.personName} (${t.clientName})`}
      className="grid grid-cols-1 gap-4 md:grid-cols-2"
      renderItem={(t, handle, isDragging, actions) => (
        <TestimonialAdminCard testimonial={t} handle={handle} isDragging={isDragging} {...actions} />
      )}
      Dialog={TestimonialDialog}
      confirmDescription={(t) =>
        `This will permanently delete the testimonial from ${t.clientName}. This action cannot be undone.`
      }
    />
  );
}
