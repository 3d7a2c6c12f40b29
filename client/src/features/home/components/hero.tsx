import { CheckCircle2 } from "lucide-react";
import { Link } from "wouter";
import { onDarkButtonClass } from "@/components/ui/button-on-dark";
import { QuoteLink } from "@/components/ui/quote-link";
import { usePageTexts, useSiteSettings } from "@/lib/site-settings";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import { paths } from "@shared/paths";

export function Hero() {
  const { texts, quoteLinksTarget } = useSiteSettings();
  const own = usePageTexts(homeHeroTexts);
  const points = [own.homeChecklist1, own.homeChecklist2, own.homeChecklist3];
  return (
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
        <ul className="space-y-4 self-center rounded-2xl border border-white/15 bg-white/5 p-6 lg:col-span-2">
          {points.map((point, index) => (
            <li key={index} className="flex items-start gap-3 text-slate-100">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
