import { Helmet } from "react-helmet-async";
import { PageHead } from "@/components/ui/page-head";
import { siteConfig } from "@/lib/config";
import { useSiteSettings } from "@/lib/site-settings";
import { ExploreSections } from "./components/explore-sections";
import { GetStarted } from "./components/get-started";
import { Hero } from "./components/hero";
import { LogoCarousel } from "./components/logo-carousel";
import { ServicesGrid } from "./components/services-grid";
import { TestimonialsSection } from "./components/testimonials-section";

const DESCRIPTION =
  "Accessible NIMAS XML, PDF/UA, EPUB, Google Workspace documents, WCAG 2.2 website audits and VPAT reports for publishers, schools and government.";
const KEYWORDS =
  "digital accessibility, NIMAS, MathML, PDF/UA, accessible EPUB, WCAG 2.2, website accessibility audit, VPAT, Section 508, ADA";

export function HomePage() {
  const { companyName, companyTagline, settings } = useSiteSettings();
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: companyName,
    description: companyTagline,
    url: siteConfig.siteUrl,
    ...(settings.companyLogo ? { logo: settings.companyLogo } : {}),
    email: siteConfig.salesEmail,
  };
  return (
    <>
      <PageHead title="Accessible content conversion and WCAG audits" description={DESCRIPTION} />
      <Helmet>
        <meta name="keywords" content={KEYWORDS} />
        <link rel="canonical" href={`${siteConfig.siteUrl}/`} />
        {/* "<" escaped so that no stored text can close the script element. */}
        <script type="application/ld+json">{JSON.stringify(organization).replace(/</g, "\\u003c")}</script>
      </Helmet>
      <Hero />
      <LogoCarousel />
      <ServicesGrid />
      <TestimonialsSection />
      <ExploreSections />
      <GetStarted />
    </>
  );
}
