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

type Item = { title: string; text: string; icon: LucideIcon };

export const HIGHLIGHTS: Item[] = [
  {
    title: "Expert Team",
    icon: Users,
    text: "Accessibility specialists, subject experts and assistive technology users.",
  },
  {
    title: "Comprehensive Solutions",
    icon: Layers,
    text: "From NIMAS XML to web audits and VPATs, one partner for every format.",
  },
  {
    title: "Client-Focused",
    icon: HeartHandshake,
    text: "Clear quotes, agreed deadlines and a named contact for every project.",
  },
  {
    title: "Continuous Improvement",
    icon: RefreshCw,
    text: "We track every new standard and refine our workflows as they evolve.",
  },
];

export const REASONS: Item[] = [
  { title: "Certified Experts", icon: Award, text: "Our reviewers hold recognised accessibility certifications." },
  {
    title: "Quick Turnaround",
    icon: Clock,
    text: "Most projects are delivered within days, with rush service available.",
  },
  { title: "Dedicated Support", icon: Headphones, text: "We answer questions and revise files after delivery." },
  {
    title: "Competitive Pricing",
    icon: BadgeDollarSign,
    text: "Fixed quotes up front, with volume pricing for large catalogues.",
  },
];

export function FeatureGrid({ items, headingLevel = 3 }: { items: Item[]; headingLevel?: 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ title, text, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6">
          <Icon aria-hidden="true" className="h-8 w-8 text-blue-800" />
          <Heading className="mt-4 text-lg font-semibold text-slate-900">{title}</Heading>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
