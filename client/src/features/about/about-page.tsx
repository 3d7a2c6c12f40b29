import { ShieldCheck } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { usePageTexts } from "@/lib/site-settings";
import { aboutTexts } from "@shared/page-texts/about";
import { staticMeta } from "@shared/route-meta";
import { FeatureGrid, highlightsOf, reasonsOf } from "./components/about-highlights";
import { TeamSection } from "./components/team-section";

export default function AboutPage() {
  const texts = usePageTexts(aboutTexts);
  return (
    <>
      <PageHead meta={staticMeta.about} />
      <PageIntro title={staticMeta.about.title}>{texts.aboutIntro}</PageIntro>
      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {texts.aboutMissionHeading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed whitespace-pre-line text-slate-700">
          {texts.aboutMissionText}
        </p>
      </section>
      <section aria-labelledby="highlights-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="highlights-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {texts.aboutHighlightsHeading}
        </h2>
        <FeatureGrid items={highlightsOf(texts)} />
      </section>
      <section aria-labelledby="why-title" className="border-t border-slate-200 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-title" className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900">
            <ShieldCheck aria-hidden="true" className="h-8 w-8 text-blue-800" />
            {texts.aboutReasonsHeading}
          </h2>
          <FeatureGrid items={reasonsOf(texts)} />
          <a href="#contact" className={buttonClass("primary", "lg", "mt-10")}>
            {texts.aboutWorkWithUs}
          </a>
        </div>
      </section>
      <TeamSection />
      <ContactCta id="contact" title={texts.ctaAboutHeading} text={texts.ctaAboutText} />
    </>
  );
}
