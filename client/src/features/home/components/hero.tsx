import { Link } from "wouter";
import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { QuoteLink } from "@/components/ui/quote-link";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import { paths } from "@shared/paths";
import type { SettingKey } from "@shared/settings-registry";
// The drawing shown while no hero image is chosen (an accessible document, a tick, an eye in a contrast disc), as
// a hashed file cached for a year; ?no-inline keeps Vite from writing it into the JavaScript as a data: address.
import drawing from "./hero-illustration.svg?no-inline";

/**
 * The home page's first screen: the heading, introduction and buttons at the left; at the right the hero image
 * chosen in Site Settings (else a drawing of an accessible document) with the checklist card over its lower edge;
 * then the results strip, when administrators gave figures (Site Settings, Home Page tab). On phones the picture and card follow the buttons, so
 * the buttons stay in the first screen.
 */
export function Hero() {
  const { texts, quoteLinksTarget, settings, rows } = useSiteSettings();
  const own = usePageTexts(homeHeroTexts);
  const points = [own.homeChecklist1, own.homeChecklist2, own.homeChecklist3];
  const image = settings.homeHeroImage;
  // The media library's words for the image: its alt text, else decorative (the heading says what the page is).
  // Site Settings and the API refuse an image with neither.
  const library = rows?.find((row) => row.settingKey === "homeHeroImage")?.media?.settingValue;
  // The results strip's figures and labels (homeResult1Value, homeResult1Label... 4): empty by default, and a
  // result shows once it has either, so the site never shows figures the company did not give.
  const results = [1, 2, 3, 4]
    .map((n) => [settings[`homeResult${n}Value` as SettingKey], settings[`homeResult${n}Label` as SettingKey]])
    .filter(([value, label]) => value?.trim() || label?.trim());
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
          <div className="mx-auto w-full max-w-lg self-center lg:col-span-2">
            {image ? (
              // A 4:3 box whatever the image's shape (aspect-ratio), so nothing moves while it loads; the crop keeps
              // the library's focal point in view. The column is at most 512 pixels wide at any screen width.
              <ResponsiveImage
                src={image}
                alt={(!library?.decorative && library?.altText) || ""}
                sizes="512px"
                className="aspect-[4/3] w-full rounded-2xl object-cover shadow-2xl"
                focal={library}
                priority
              />
            ) : (
              // A file of its own rather than markup here, cached for a year and fetched beside the scripts rather
              // than inside them (0.8 KiB of JavaScript as markup). Decorative, and sized so nothing moves.
              <img src={drawing} alt="" width={400} height={300} className="w-full px-6" />
            )}
            {/* The card overlaps the picture's lower edge, as one composition. */}
            <ul className="relative mx-4 -mt-10 space-y-3 rounded-2xl border border-white/15 bg-slate-900/90 p-5 shadow-xl">
              {points.map((point, index) => (
                <li key={index} className="flex items-start gap-3 text-slate-100">
                  {/* A tick drawn by two borders, lighter than an icon's drawing. */}
                  <span
                    aria-hidden="true"
                    className="mt-1 ml-1 h-3.5 w-2 shrink-0 rotate-45 border-r-2 border-b-2 border-emerald-300"
                  />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      {/* The results strip, left out entirely while no result is given. A list, so a screen reader says how many;
          each item reads as one phrase, figure first. */}
      {results.length > 0 && (
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-4 lg:px-8">
          {results.map(([value, label], index) => (
            <li key={index} className="border-l-4 border-blue-700 pl-4 break-words text-slate-700">
              <span className="block text-3xl font-bold text-slate-900">{value}</span> {label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
