import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { ExternalLink } from "@/components/ui/external-link";
import { siteConfig } from "@/lib/config";

export function GetStarted() {
  return (
    <section aria-labelledby="get-started-title" className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">Get Started</h2>
          <p className="mt-3 max-w-xl text-lg text-blue-50">
            Send us a sample and your deadline. We reply within one business day with a plan and a fixed quote.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ExternalLink
            href={siteConfig.clientPortalContactUrl}
            className={onDarkButtonClass("solid")}
          >
            Request a Quote
          </ExternalLink>
          <ExternalLink
            href={siteConfig.clientPortalUrl}
            className={onDarkButtonClass("outline")}
          >
            Client Portal
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
