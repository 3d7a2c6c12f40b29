import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { WCAG_VERSION } from "@/content/wcag";
import { staticMeta } from "@shared/route-meta";
import { AwarenessBanner } from "./components/awareness-banner";
import { WcagExplorer } from "./components/wcag-explorer";

export default function WcagExplorerPage() {
  return (
    <>
      <PageHead meta={staticMeta.wcagExplorer} />
      <PageIntro title={`WCAG ${WCAG_VERSION} Explorer`}>
        The Web Content Accessibility Guidelines organise their success criteria under four principles. Choose a
        principle and the levels you need; each criterion links to its official W3C explanation.
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <AwarenessBanner />
        <WcagExplorer />
      </div>
    </>
  );
}
