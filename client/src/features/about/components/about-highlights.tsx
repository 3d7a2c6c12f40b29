import {
  Award,
  BadgeDollarSign,
  Clock,
  Headphones,
  HeartHandshake,
  Layers,
  RefreshCw,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { aboutTexts } from "@shared/page-texts/about";

type Item = { title: string; text: string; icon: LucideIcon };
type AboutTexts = Record<keyof typeof aboutTexts, string>;

/** The icons of the four highlights and the four reasons, in order; their words are the About page's texts. */
const HIGHLIGHT_ICONS = [Users, Layers, HeartHandshake, RefreshCw] as const;
const REASON_ICONS = [Award, Clock, Headphones, BadgeDollarSign] as const;

type Numbered = 1 | 2 | 3 | 4;
const numbered = <T,>(icons: readonly T[], item: (n: Numbered, icon: T) => Item): Item[] =>
  icons.map((icon, index) => item((index + 1) as Numbered, icon));

/** "What we bring": four highlights, each a title and a sentence. */
export const highlightsOf = (texts: AboutTexts): Item[] =>
  numbered(HIGHLIGHT_ICONS, (n, icon) => ({
    title: texts[`aboutHighlight${n}Title`],
    text: texts[`aboutHighlight${n}Text`],
    icon,
  }));

/** "Why Choose Us": four reasons, each a title and a sentence. */
export const reasonsOf = (texts: AboutTexts): Item[] =>
  numbered(REASON_ICONS, (n, icon) => ({
    title: texts[`aboutReason${n}Title`],
    text: texts[`aboutReason${n}Text`],
    icon,
  }));

export function FeatureGrid({ items, headingLevel = 3 }: { items: Item[]; headingLevel?: 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ title, text, icon: Icon }, index) => (
        <li key={index} className="rounded-xl border border-slate-200 bg-white p-6">
          <Icon aria-hidden="true" className="h-8 w-8 text-blue-800" />
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
          <p className="mt-2 whitespace-pre-line text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
