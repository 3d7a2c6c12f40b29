import { HelpCircle, Landmark, ListChecks, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@shared/paths";

// The footer's resource anchors (/#standards, /#wcag-explorer, /#faq, /#about) land on these cards.
const SECTIONS: { id: string; title: string; text: string; href: string; cta: string; icon: LucideIcon }[] = [
  {
    id: "standards",
    title: "Accessibility Standards",
    icon: Landmark,
    href: paths.standards,
    cta: "Read about the standards",
    text: "ADA, Section 508, IDEA, the European Accessibility Act, AODA and WCAG: what each law asks of your content.",
  },
  {
    id: "wcag-explorer",
    title: "WCAG 2.2 Explorer",
    icon: ListChecks,
    href: paths.wcagExplorer,
    cta: "Open the WCAG explorer",
    text: "Browse all 86 WCAG 2.2 success criteria by principle and filter them by conformance level.",
  },
  {
    id: "faq",
    title: "Frequently Asked Questions",
    icon: HelpCircle,
    href: paths.faq,
    cta: "Read the FAQ",
    text: "Turnaround times, file formats, pricing questions and how our quality checks work.",
  },
  {
    id: "about",
    title: "About Us",
    icon: Users,
    href: paths.about,
    cta: "Meet our team",
    text: "Accessibility specialists, subject experts and assistive technology users who check every file.",
  },
];

export function ExploreSections() {
  return (
    <section aria-labelledby="explore-title" className="border-t border-slate-200 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="explore-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Learn about accessibility
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {SECTIONS.map(({ id, title, text, href, cta, icon: Icon }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="flex gap-4 rounded-xl border border-slate-200 p-6"
            >
              <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-blue-800" />
              <div>
                <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
                  {title}
                </h3>
                <p className="mt-2 text-slate-700">{text}</p>
                <Link
                  href={href}
                  className="mt-3 inline-flex min-h-6 items-center font-semibold text-blue-800 hover:underline"
                >
                  {cta}
                </Link>
              </div>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
