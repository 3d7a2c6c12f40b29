import type { Testimonial } from "@shared/schema";

type Sample = Pick<Testimonial, "id" | "clientName" | "personName" | "personTitle" | "content">;

/**
 * When no testimonial data is available, two samples stand in. They are shown labelled as
 * examples, never as real client quotes.
 */
export const sampleTestimonials: Sample[] = [
  {
    id: -1,
    clientName: "Example University Press",
    personName: "Sample reviewer",
    personTitle: "Digital Production Manager",
    content:
      "The accessible EPUB files passed Ace by DAISY on the first try, and our screen reader users could finally navigate the equations.",
  },
  {
    id: -2,
    clientName: "Example State Agency",
    personName: "Sample reviewer",
    personTitle: "Web Accessibility Coordinator",
    content:
      "Their WCAG 2.2 audit gave our developers clear, prioritized fixes, and the follow-up retest confirmed every issue was resolved.",
  },
];
