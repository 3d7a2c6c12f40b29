import { ExploreSections } from "./explore-sections";
import { GetStarted } from "./get-started";
import { Hero } from "./hero";
import { LogoCarousel } from "./logo-carousel";
import { ServicesGrid } from "./services-grid";
import { TestimonialsSection } from "./testimonials-section";

/**
 * The home page's sections, from the hero to the closing call to action: a chunk of its own, so that no other page
 * downloads them; the home route's preload loads it before the app's first render.
 */
export default function HomeSections() {
  return (
    <>
      <Hero />
      <LogoCarousel />
      <ServicesGrid />
      <TestimonialsSection />
      <ExploreSections />
      <GetStarted />
    </>
  );
}
