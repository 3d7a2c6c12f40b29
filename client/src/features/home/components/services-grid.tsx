import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { serviceIcons } from "@/content/service-icons";
import { homeCardsQuery } from "@/lib/services-query";
import { paths } from "@shared/paths";

/** The home page's service cards as the administrators set them (seeded into the page by the server). */
export function ServicesGrid() {
  const { data: cards = [] } = useQuery(homeCardsQuery);
  return (
    <section aria-labelledby="home-services-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="home-services-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Our Services
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">
          Conversion, remediation and auditing for every format your readers use.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => {
            const Icon = serviceIcons[card.icon];
            return (
              <li key={card.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 items-center justify-center rounded-lg bg-blue-50 text-blue-800"
                >
                  <Icon className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
                {/* The card grows to its row's height around the text; the text itself is never taller than its
                    four lines, so no fifth line shows under a clamped fourth. */}
                <div className="mt-2 flex-1">
                  <p className="line-clamp-4 text-slate-700">{card.description}</p>
                </div>
                <Link
                  href={paths.service(card.serviceId)}
                  className="mt-4 inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline"
                >
                  Learn More<span className="sr-only"> about {card.title}</span>
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </li>
            );
          })}
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
