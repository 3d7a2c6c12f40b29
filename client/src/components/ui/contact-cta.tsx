import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { ctaButtonTexts } from "@shared/page-texts/cta";
import { buttonClass } from "./button";
import { onDarkButtonClass } from "./button-on-dark";
import { ExternalLink } from "./external-link";
import { QuoteLink } from "./quote-link";

/**
 * A call to action at the foot of a page: quote requests (where Site Settings sends them) and the client portal's
 * sign-in. Its heading and paragraph are the page's own texts (Site Settings, Call-to-Action Bands), which the
 * page passes. Two weights, so that pages do not all end alike:
 * - "band": the full contact section, a dark band across the page (Services, About, Contact);
 * - "card": a light card in the reading column, after a page of reference content (Standards, FAQ), which
 *   closes the page without a block heavier than the content itself.
 * (The home page closes with its own panel, get-started.tsx.)
 */
export function ContactCta({
  title,
  text,
  id,
  variant = "band",
}: {
  title: string;
  text: string;
  id?: string;
  variant?: "band" | "card";
}) {
  const card = variant === "card";
  return (
    <section
      id={id}
      aria-labelledby="contact-cta-title"
      className={card ? "mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8" : "bg-blue-800 text-white"}
    >
      <div
        className={
          card
            ? "flex flex-col gap-6 rounded-xl border-l-4 border-blue-700 bg-slate-100 p-6 sm:p-8 lg:flex-row lg:items-center"
            : "mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8"
        }
      >
        <div className="flex-1">
          <h2
            id="contact-cta-title"
            className={`font-bold ${card ? "text-2xl text-slate-900" : "text-3xl tracking-tight"}`}
          >
            {title}
          </h2>
          <p
            className={`whitespace-pre-line ${card ? "mt-2 text-slate-700" : "mx-auto mt-4 max-w-2xl text-lg text-blue-50"}`}
          >
            {text}
          </p>
        </div>
        <PortalLinks light={card} className={card ? "shrink-0" : "mt-8 justify-center"} />
      </div>
    </section>
  );
}

/**
 * 'Request a Quote' (see QuoteLink) and 'Client Portal' (the external portal's sign-in page): white buttons for a
 * dark band, or (`light`) the site's blue and outlined buttons for a light background.
 */
export function PortalLinks({ className = "", light = false }: { className?: string; light?: boolean }) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  const labels = usePageTexts(ctaButtonTexts);
  return (
    <div className={`flex flex-col gap-3 sm:flex-row ${className}`}>
      <QuoteLink
        target={quoteLinksTarget}
        portalUrl={texts.clientPortalContactUrl}
        className={light ? buttonClass("primary", "lg") : onDarkButtonClass("solid")}
      >
        {labels.ctaQuoteLabel}
      </QuoteLink>
      {texts.clientPortalUrl && (
        <ExternalLink
          href={texts.clientPortalUrl}
          className={light ? buttonClass("outline", "lg") : onDarkButtonClass("outline")}
        >
          {labels.ctaPortalLabel}
        </ExternalLink>
      )}
    </div>
  );
}
