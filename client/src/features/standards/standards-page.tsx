import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { usePageTexts } from "@/lib/site-settings";
import { standardsTexts } from "@shared/page-texts/standards";
import { staticMeta } from "@shared/route-meta";
import { StandardsRegions } from "./components/standards-regions";

export default function StandardsPage() {
  const own = usePageTexts(standardsTexts);
  return (
    <>
      <PageHead meta={staticMeta.standards} />
      <PageIntro title={staticMeta.standards.title}>
        The laws and standards that apply to your content depend on where you publish and whom you serve. Choose a
        region to see what it requires.
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <StandardsRegions />
      </div>
      <ContactCta variant="card" title={own.ctaStandardsHeading} text={own.ctaStandardsText} />
    </>
  );
}
