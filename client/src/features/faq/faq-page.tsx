import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { PageIntro } from "@/components/ui/page-intro";
import { faqItems } from "@/content/faq";
import { FaqAccordion } from "./components/faq-accordion";

export default function FaqPage() {
  return (
    <>
      <PageHead meta={staticMeta.faq} />
      <PageIntro title="Frequently Asked Questions">
        Turnaround times, formats, standards and how we check our work. Can't find your answer? Ask us directly.
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <FaqAccordion items={faqItems} />
      </div>
      <ContactCta title="Still have questions?" />
    </>
  );
}
