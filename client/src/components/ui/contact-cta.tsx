import { useSiteSettings } from "@/lib/site-settings";
import { onDarkButtonClass } from "./button-on-dark";
import { ExternalLink } from "./external-link";
import { QuoteLink } from "./quote-link";

/** The call-to-action block: quote requests (where Site Settings sends them) and the client portal's sign-in. */
export function ContactCta({
  title = "Ready to make your content accessible?",
  headingLevel = 2,
  id,
}: {
  title?: string;
  headingLevel?: 1 | 2;
  id?: string;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id={id} aria-labelledby="contact-cta-title" className="bg-blue-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
        <Heading id="contact-cta-title" className="text-3xl font-bold tracking-tight">
          {title}
        </Heading>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50">
          Tell us about your project and we will reply within one business day with a plan, a quote and a turnaround
          time. Existing clients can sign in to track projects and download files.
        </p>
        <PortalLinks className="mt-8 justify-center" />
      </div>
    </section>
  );
}

/** 'Request a Quote' (see QuoteLink) and 'Client Portal' (the external portal's sign-in page), on a dark band. */
export function PortalLinks({ className = "" }: { className?: string }) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <QuoteLink
        target={quoteLinksTarget}
        portalUrl={texts.clientPortalContactUrl}
        className={onDarkButtonClass("solid")}
      >
        Request a Quote
      </QuoteLink>
      {texts.clientPortalUrl && (
        <ExternalLink href={texts.clientPortalUrl} className={onDarkButtonClass("outline")}>
          Client Portal
        </ExternalLink>
      )}
    </div>
  );
}
