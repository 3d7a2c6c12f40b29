import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { LearnMoreLink, ServiceIconBadge } from "@/components/ui/service-card-parts";
import { homeCardsQuery } from "@/lib/services-query";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";
import { paths } from "@shared/paths";

/** The home page's service cards as the administrators set them (seeded into the page by the server). */
export function ServicesGrid() {
  const { data: cards = [] } = useQuery(homeCardsQuery);
  const texts = usePageTexts(homeSectionTexts);
  return (
    <section aria-labelledby="home-services-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-services-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {texts.homeServicesHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg whitespace-pre-line text-slate-700">{texts.homeServicesText}</p>
        {/* Rows that wrap, each card a fixed share of the width (two or three to a row, less the gaps between), so
              a short last row sits in the middle rather than on the left; the cards of a row share its height. */}
        <ul className="mt-10 flex flex-wrap justify-center gap-6">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
            >
              <ServiceIconBadge icon={card.icon} />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
              {/* The whole short description (the administrators write it for this card); the card grows to its
                    row's height, keeping the links of a row in line. */}
              <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
              <LearnMoreLink serviceId={card.serviceId} title={card.title} className="mt-4">
                Learn More
              </LearnMoreLink>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link href={paths.services} className={buttonClass("outline", "lg")}>
            View All Services
          </Link>
        </div>
      </div>
    </section>
  );
}
