import { ExternalLink as ExternalIcon } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { QuoteLink } from "@/components/ui/quote-link";
import { useSiteSettings } from "@/lib/site-settings";

/**
 * 'Get in Touch' (where Site Settings sends quote requests) and 'Client Portal' (the portal, in a new tab). `wide`:
 * in a row as at 1280 px whatever the window (the admin preview).
 */
export function PublicExternalActions({ stacked = false, wide = false }: { stacked?: boolean; wide?: boolean }) {
  const { texts, quoteLinksTarget } = useSiteSettings();
  // In the header row below 1280 px the buttons are a little narrower, leaving the links more room.
  const extra = stacked ? "min-h-11" : `min-h-11 whitespace-nowrap ${wide ? "" : "max-xl:px-3"}`;
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      <QuoteLink
        target={quoteLinksTarget}
        portalUrl={texts.clientPortalContactUrl}
        className={buttonClass("primary", "md", extra)}
      >
        Get in Touch
      </QuoteLink>
      {texts.clientPortalUrl && (
        <ExternalLink href={texts.clientPortalUrl} className={buttonClass("outline", "md", extra)}>
          Client Portal
          <ExternalIcon aria-hidden="true" className="h-4 w-4" />
        </ExternalLink>
      )}
    </div>
  );
}
