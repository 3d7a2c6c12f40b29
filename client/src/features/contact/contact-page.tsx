import { Mail } from "lucide-react";
import { isQuoteFormEnabled } from "@shared/schema";
import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { PageIntro } from "@/components/ui/page-intro";
import { useSiteSettings } from "@/lib/site-settings";
import { QuoteForm } from "./components/quote-form";

export default function ContactPage() {
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
      {showForm && <QuoteForm salesEmail={texts.salesEmail} />}
      {emails.length > 0 && (
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 className="text-2xl font-bold text-slate-900">Prefer e-mail?</h2>
          <ul className="mt-4 space-y-2">
            {emails.map((item) => (
              <li key={item.email} className="flex flex-wrap items-center gap-2 text-slate-700">
                <Mail aria-hidden="true" className="h-5 w-5 text-blue-800" />
                {item.label}:
                <a href={`mailto:${item.email}`} className="font-semibold break-all text-blue-800 underline">
                  {item.email}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ContactCta title="Start your project" />
    </>
  );
}
