import { ExternalLink as ExternalIcon } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { siteConfig } from "@/lib/config";

/** 'Get in Touch' and 'Client Portal': both open the external client portal in a new tab. */
export function PublicExternalActions({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      <ExternalLink href={siteConfig.clientPortalContactUrl} className={buttonClass("primary", "md", "min-h-11")}>
        Get in Touch
      </ExternalLink>
      <ExternalLink href={siteConfig.clientPortalUrl} className={buttonClass("outline", "md", "min-h-11")}>
        Client Portal
        <ExternalIcon aria-hidden="true" className="h-4 w-4" />
      </ExternalLink>
    </div>
  );
}
