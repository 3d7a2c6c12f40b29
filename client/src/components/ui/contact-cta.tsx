import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { ctaButtonTexts } from "@shared/page-texts/cta";
import { onDarkButtonClass } from "./button-on-dark";
import { ExternalLink } from "./external-link";
import { QuoteLink } from "./quote-link";

/**
 * The call-to-action band: quote requests (where Site Settings sends them) and the client portal's sign-in. Its
 * heading and paragraph are the page's own texts (Site Settings, Call-to-Action Bands), which the page passes.
 */
export function ContactCta({
  title,
  text,
  headingLevel = 2,
  id,
}: {
  title: string;
  text: string;
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
        <p className="mx-auto mt-4 max-w-2xl text-lg whitespace-pre-line text-blue-50">{text}</p>
        <PortalLinks className="mt-8 justify-center" />
      </div>
    </section>
  );
}

/** 'Request a Quote' (see QuoteLink) and 'Client Portal' (the external portal's sign-in page), on a dark band. */
export function PortalLinks({ className = "" }: { className?: string }) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  const labels = usePageTexts(ctaButtonTexts);
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <QuoteLink
        target={quoteLinksTarget}
        portalUrl={texts.clientPortalContactUrl}
        className={onDarkButtonClass("solid")}
      >
        {labels.ctaQuoteLabel}
      </QuoteLink>
      {texts.clientPortalUrl && (
        <ExternalLink href={texts.clientPortalUrl} className={onDarkButtonClass("outline")}>
          {labels.ctaPortalLabel}
        </ExternalLink>
      )}
    </div>
  );
}
