import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { QuoteLink } from "@/components/ui/quote-link";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageAlt } from "@/lib/image-alt";
import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import { paths } from "@shared/paths";
import { HeroIllustration } from "./hero-illustration";
import { ResultsStrip } from "./results-strip";

/**
 * The home page's first screen: the heading, introduction and buttons at the left; at the right the hero image
 * chosen in Site Settings (else a drawing of an accessible document) with the checklist card over its lower edge;
 * then the results strip, when administrators gave figures. On phones the picture and card follow the buttons, so
 * the buttons stay in the first screen.
 */
export function Hero() {
  const { texts, quoteLinksTarget, settings, rows } = useSiteSettings();
  const own = usePageTexts(homeHeroTexts);
  const points = [own.homeChecklist1, own.homeChecklist2, own.homeChecklist3];
  const image = settings.homeHeroImage;
  // The media library's words for the image: its alt text, else decorative (the heading says what the page is).
  const library = rows?.find((row) => row.settingKey === "homeHeroImage")?.media?.settingValue;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-blue-950 to-blue-900 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-5 lg:px-8">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold tracking-wider text-blue-200 uppercase">{own.homeEyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{texts.homeHeroHeading}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed whitespace-pre-line text-slate-200">
              {texts.homeHeroText}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href={paths.services} className={onDarkButtonClass("solid")}>
                Explore Our Services
              </Link>
              <QuoteLink
                target={quoteLinksTarget}
                portalUrl={texts.clientPortalContactUrl}
                className={onDarkButtonClass("outline")}
              >
                Contact Us
              </QuoteLink>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md self-center sm:max-w-lg lg:col-span-2 lg:max-w-none">
            {image ? (
              // A 4:3 frame whatever the image's shape, so nothing moves while it loads; the crop keeps the library's
              // focal point in view.
              <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-white/15 bg-white/5 shadow-2xl">
                <ResponsiveImage
                  src={image}
                  alt={imageAlt(null, false, "", library)}
                  sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, (min-width: 640px) 512px, 92vw"
                  className="h-full w-full object-cover"
                  focal={library}
                  priority
                />
              </div>
            ) : (
              <div className="px-2 sm:px-6">
                <HeroIllustration />
              </div>
            )}
            {/* The card overlaps the picture's lower edge, as one composition; it stays opaque enough to read. */}
            <ul className="relative z-10 mx-4 -mt-10 space-y-3 rounded-2xl border border-white/20 bg-slate-900/90 p-5 shadow-xl sm:mx-8 sm:p-6">
              {points.map((point, index) => (
                <li key={index} className="flex items-start gap-3 text-slate-100">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <ResultsStrip />
    </>
  );
}
