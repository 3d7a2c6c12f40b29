import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { staticMeta } from "@shared/route-meta";
import { FaqList } from "./components/faq-list";

export default function FaqPage() {
  return (
    <>
      <PageHead meta={staticMeta.faq} />
      <PageIntro title="Frequently Asked Questions">
        Turnaround times, formats, standards and how we check our work. Can't find your answer? Ask us directly.
      </PageIntro>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        <FaqList />
      </div>
      <ContactCta title="Still have questions?" />
    </>
  );
}
