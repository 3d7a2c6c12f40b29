import { PortalLinks } from "@/components/ui/contact-cta";

export function GetStarted() {
  return (
    <section aria-labelledby="get-started-title" className="bg-blue-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div>
          <h2 id="get-started-title" className="text-3xl font-bold tracking-tight">
            Get Started
          </h2>
          <p className="mt-3 max-w-xl text-lg text-blue-50">
            Send us a sample and your deadline. We reply within one business day with a plan and a fixed quote.
          </p>
        </div>
        <PortalLinks className="w-full sm:w-auto" />
      </div>
    </section>
  );
}
