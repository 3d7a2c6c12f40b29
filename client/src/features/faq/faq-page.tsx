import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { usePageTexts } from "@/lib/site-settings";
import { faqTexts } from "@shared/page-texts/faq";
import { staticMeta } from "@shared/route-meta";
import { FaqList } from "./components/faq-list";

export default function FaqPage() {
  const own = usePageTexts(faqTexts);
  return (
    <>
      <PageHead meta={staticMeta.faq} />
      <PageIntro title="Frequently Asked Questions">
        Turnaround times, formats, standards and how we check our work. Can't find your answer? Ask us directly.
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <FaqList />
      </div>
      <ContactCta variant="card" title={own.ctaFaqHeading} text={own.ctaFaqText} />
    </>
  );
}
