import { PortalLinks } from "@/components/ui/contact-cta";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";

/**
 * The home page's closing call to action: a dark panel on the light page, the promise in large type on one side
 * and the two buttons, stacked, on the other. Heavier than the other pages' bands, since it ends the whole
 * sequence (hero, clients, services, testimonials, learning).
 */
export function GetStarted() {
  const texts = usePageTexts(homeSectionTexts);
  return (
    <section aria-labelledby="get-started-title" className="bg-slate-100 px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-7xl gap-8 rounded-2xl bg-slate-900 p-8 text-white shadow-xl sm:p-12 md:grid-cols-[3fr_2fr] md:items-center">
        <div>
          <h2 id="get-started-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {texts.ctaHomeHeading}
          </h2>
          <p className="mt-4 max-w-xl text-lg whitespace-pre-line text-slate-200">{texts.ctaHomeText}</p>
        </div>
        <PortalLinks className="sm:flex-col md:border-l md:border-slate-700 md:pl-8" />
      </div>
    </section>
  );
}
