import { staticMeta } from "@shared/route-meta";
import { PageHead } from "@/components/ui/page-head";
import { ExploreSections } from "./components/explore-sections";
import { GetStarted } from "./components/get-started";
import { Hero } from "./components/hero";
import { LogoCarousel } from "./components/logo-carousel";
import { ServicesGrid } from "./components/services-grid";
import { TestimonialsSection } from "./components/testimonials-section";

export function HomePage() {
  return (
    <>
      <PageHead meta={staticMeta.home} />
      <Hero />
      <LogoCarousel />
      <ServicesGrid />
      <TestimonialsSection />
      <ExploreSections />
      <GetStarted />
    </>
  );
}
