import { PortalLinks } from "@/components/ui/contact-cta";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";

export function GetStarted() {
  const texts = usePageTexts(homeSectionTexts);
  return (
    <section aria-labelledby="get-started-title" className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
            {texts.ctaHomeHeading}
          </h2>
          <p className="mt-3 max-w-xl text-lg whitespace-pre-line text-blue-50">{texts.ctaHomeText}</p>
        </div>
        <PortalLinks className="w-full sm:w-auto" />
      </div>
    </section>
  );
}
