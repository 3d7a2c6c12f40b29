import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useSiteSettings } from "@/lib/site-settings";
import { ExternalLink } from "./external-link";

/**
 * 'Request a Quote', 'Get in Touch' and 'Contact Us': where Site Settings sends quote requests. To the client
 * portal's contact page in a new tab (the default), or to the quote form on /contact in the same tab.
 */
export function QuoteLink({ className, children }: { className?: string; children: ReactNode }) {
  const { quoteLinksTarget, texts } = useSiteSettings();
  // Without a portal address (settings not loaded) the Contact page, which always has the e-mail addresses.
  if (quoteLinksTarget === "form" || !texts.clientPortalContactUrl) {
    return (
      <Link href={paths.contact} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={texts.clientPortalContactUrl} className={className}>
      {children}
    </ExternalLink>
  );
}
