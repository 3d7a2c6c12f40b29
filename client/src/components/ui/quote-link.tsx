import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import type { QuoteLinksTarget } from "@shared/site-texts";
import { ExternalLink } from "./external-link";

/**
 * 'Request a Quote', 'Get in Touch' and 'Contact Us': where Site Settings sends quote requests (the caller passes
 * `quoteLinksTarget` and `texts.clientPortalContactUrl` from useSiteSettings). To the client portal's contact
 * page in a new tab (the default), or to the quote form on /contact in the same tab.
 */
export function QuoteLink({
  target,
  portalUrl,
  className,
  children,
}: {
  target: QuoteLinksTarget;
  portalUrl: string;
  className?: string;
  children: ReactNode;
}) {
  // Without a portal address (settings not loaded) the Contact page, which always has the e-mail addresses.
  if (target === "form" || !portalUrl) {
    return (
      <Link href={paths.contact} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={portalUrl} className={className}>
      {children}
    </ExternalLink>
  );
}
