import { ExploreSections } from "./explore-sections";
import { GetStarted } from "./get-started";
import { LogoCarousel } from "./logo-carousel";
import { ServicesGrid } from "./services-grid";
import { TestimonialsSection } from "./testimonials-section";

/** Everything of the home page after the hero: its own chunk, so the first screen needs only the hero's code. */
export default function BelowTheFold() {
  return (
    <>
      <LogoCarousel />
      <ServicesGrid />
      <TestimonialsSection />
      <ExploreSections />
      <GetStarted />
    </>
  );
}
