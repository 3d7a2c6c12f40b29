import { PartyPopper } from "lucide-react";
import { ExternalLink } from "@/components/ui/external-link";
import { isAwarenessMonth } from "@/lib/clock";
import { useSiteSettings } from "@/lib/site-settings";

const WCAG_QUICK_REF_URL = "https://www.w3.org/WAI/WCAG22/quickref/";

const TIPS = [
  "Unplug your mouse for an hour and use your site with the keyboard alone.",
  "Turn on a screen reader and listen to your home page.",
  "Zoom your browser to 200% and check that nothing is cut off.",
];

/** Global Accessibility Awareness Day is in May; the banner shows only that month. */
export function AwarenessBanner() {
  // A Site Settings address, sent by the server; left out until it is known rather than linked to a placeholder.
  const awarenessDayUrl = useSiteSettings().texts.awarenessDayUrl;
  if (!isAwarenessMonth()) return null;
  return (
    <section aria-labelledby="gaad-title" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
      <h2 id="gaad-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <PartyPopper aria-hidden="true" className="h-6 w-6 text-amber-800" />
        Global Accessibility Awareness Day
      </h2>
      <p className="mt-2 text-slate-800">
        This May, take a few minutes to experience your content the way your users do:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {awarenessDayUrl && (
          <ExternalLink href={awarenessDayUrl} className="font-semibold text-blue-800 underline">
            Global Accessibility Awareness Day
          </ExternalLink>
        )}
        <ExternalLink href={WCAG_QUICK_REF_URL} className="font-semibold text-blue-800 underline">
          How to Meet WCAG 2.2 (Quick Reference)
        </ExternalLink>
      </div>
    </section>
  );
}
