import { ShieldCheck } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { staticMeta } from "@shared/route-meta";
import { FeatureGrid, HIGHLIGHTS, REASONS } from "./components/about-highlights";
import { TeamSection } from "./components/team-section";

export default function AboutPage() {
  return (
    <>
      <PageHead meta={staticMeta.about} />
      <PageIntro title={staticMeta.about.title}>
        Accessibility specialists, subject experts and assistive technology users, working together since day one.
      </PageIntro>
      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Mission
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
          Every reader deserves equal access to information. We make textbooks, documents, e-books, websites and videos
          accessible to people with disabilities, and help the publishers, schools and public bodies that produce them
          meet the laws that require it.
        </p>
      </section>
      <section aria-labelledby="highlights-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="highlights-title" className="text-3xl font-bold tracking-tight text-slate-900">
          What we bring
        </h2>
        <FeatureGrid items={HIGHLIGHTS} />
      </section>
      <section aria-labelledby="why-title" className="border-t border-slate-200 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-title" className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900">
            <ShieldCheck aria-hidden="true" className="h-8 w-8 text-blue-800" />
            Why Choose Us
          </h2>
          <FeatureGrid items={REASONS} />
          <a href="#contact" className={buttonClass("primary", "lg", "mt-10")}>
            Work With Us
          </a>
        </div>
      </section>
      <TeamSection />
      <ContactCta id="contact" title="Let's work together" />
    </>
  );
}
