import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { logosQuery } from "@/lib/queries";
import { usePageTexts } from "@/lib/site-settings";
import { homeSectionTexts } from "@shared/page-texts/home";
import { LogoStrip } from "./logo-strip";

/** 'Globally trusted by…': a spinner while loading, nothing at all when there are no logos. */
export function LogoCarousel() {
  const { data: logos, isLoading } = useQuery(logosQuery);
  const { homeClientsHeading } = usePageTexts(homeSectionTexts);
  if (isLoading) return <Spinner label="Loading client logos" />;
  if (!logos || logos.length === 0) return null;
  return (
    <section aria-labelledby="clients-title" className="border-b border-slate-200 bg-white py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="clients-title" className="mb-8 text-center text-lg font-semibold text-slate-700">
          {homeClientsHeading}
        </h2>
        <LogoStrip logos={logos} />
      </div>
    </section>
  );
}
