import { HelpCircle, Landmark, ListChecks, Users, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";
import { paths } from "@shared/paths";

// The footer's resource anchors (/#standards, /#wcag-explorer, /#faq, /#about) land on these cards, in this order;
// their words are the home page's texts (learning card 1 to 4).
const SECTIONS: { id: string; href: string; icon: LucideIcon }[] = [
  { id: "standards", icon: Landmark, href: paths.standards },
  { id: "wcag-explorer", icon: ListChecks, href: paths.wcagExplorer },
  { id: "faq", icon: HelpCircle, href: paths.faq },
  { id: "about", icon: Users, href: paths.about },
];

export function ExploreSections() {
  const texts = usePageTexts(homeSectionTexts);
  /** The words of the card at `index`: learning card 1 to 4's title, sentence or link. */
  const learn = (index: number, part: "Title" | "Text" | "Link") =>
    texts[`homeLearn${(index + 1) as 1 | 2 | 3 | 4}${part}`];
  return (
    <section aria-labelledby="explore-title" className="border-t border-slate-200 bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="explore-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {texts.homeLearnHeading}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {SECTIONS.map(({ id, href, icon: Icon }, index) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="flex gap-4 rounded-xl border border-slate-200 p-6"
            >
              <Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-blue-800" />
              <div>
                <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
                  {learn(index, "Title")}
                </h3>
                <p className="mt-2 text-slate-700">{learn(index, "Text")}</p>
                <Link
                  href={href}
                  className="mt-3 inline-flex min-h-6 items-center font-semibold text-blue-800 hover:underline"
                >
                  {learn(index, "Link")}
                </Link>
              </div>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
