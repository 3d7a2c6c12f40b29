import { Mail } from "lucide-react";
import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { isQuoteFormEnabled } from "@shared/inquiry-form";
import { contactTexts } from "@shared/page-texts/contact";
import { staticMeta } from "@shared/route-meta";
import { QuoteForm } from "./components/quote-form";
import { WhatHappensNext } from "./components/what-happens-next";

export default function ContactPage() {
  const own = usePageTexts(contactTexts);
  const { settings, texts } = useSiteSettings();
  // Administrators can switch the on-site form off in Site Settings; the portal links stay either way.
  const showForm = isQuoteFormEnabled(settings.quoteFormEnabled);
  const emails = [
    { label: "Sales and quotes", email: texts.salesEmail },
    { label: "Support for existing projects", email: texts.supportEmail },
  ].filter((item) => item.email);
  return (
    <>
      <PageHead meta={staticMeta.contact} />
      <PageIntro title={staticMeta.contact.title}>
        {showForm
          ? "Request a quote with the form below, or use our secure client portal (it opens in a new tab) for project files and sign-in."
          : "Quote requests, project files and sign-in are handled on our secure client portal, which opens in a new tab."}
      </PageIntro>
      {/* From 1024 px the form and what happens next sit side by side; without the form, what happens next and
          the e-mail addresses do. */}
      <div
        className={`mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8 ${
          showForm ? "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" : "md:grid-cols-2"
        }`}
      >
        {showForm && <QuoteForm salesEmail={texts.salesEmail} />}
        {showForm ? (
          <div className="space-y-10">
            <WhatHappensNext />
            <EmailAddresses emails={emails} />
          </div>
        ) : (
          <>
            <WhatHappensNext />
            <EmailAddresses emails={emails} />
          </>
        )}
      </div>
      <ContactCta title={own.ctaContactHeading} text={own.ctaContactText} />
    </>
  );
}

/** The company's e-mail addresses as Site Settings gives them; nothing when there are none. */
function EmailAddresses({ emails }: { emails: { label: string; email: string }[] }) {
  if (emails.length === 0) return null;
  return (
    <section aria-labelledby="contact-emails-title">
      <h2 id="contact-emails-title" className="text-2xl font-bold text-slate-900">
        Prefer e-mail?
      </h2>
      <ul className="mt-4 space-y-3">
        {emails.map((item) => (
          <li key={item.email} className="text-slate-700">
            <span className="flex items-center gap-2">
              <Mail aria-hidden="true" className="h-5 w-5 shrink-0 text-blue-800" />
              {item.label}:
            </span>
            <a href={`mailto:${item.email}`} className="ml-7 font-semibold break-all text-blue-800 underline">
              {item.email}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
