import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { PageIntro } from "@/components/ui/page-intro";
import { usePageTexts } from "@/lib/site-settings";
import { servicesTexts } from "@shared/page-texts/services";
import { staticMeta } from "@shared/route-meta";
import { ServiceCard } from "./components/service-card";
import { useServices } from "./use-services";

export default function ServicesPage() {
  const own = usePageTexts(servicesTexts);
  const { services, fallback } = useServices();
  return (
    <>
      <PageHead meta={staticMeta.services} />
      <PageIntro title={staticMeta.services.title}>
        End-to-end conversion, remediation and auditing, delivered by specialists and verified with assistive
        technology.
      </PageIntro>
      {services ? (
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8 xl:grid-cols-3">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
          {services.length === 0 && <p className="text-lg text-slate-700">No services are listed yet.</p>}
        </div>
      ) : (
        fallback
      )}
      <ContactCta title={own.ctaServicesHeading} text={own.ctaServicesText} />
    </>
  );
}
