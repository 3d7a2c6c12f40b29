import { ContactCta } from "@/components/ui/contact-cta";
import { PageHead } from "@/components/ui/page-head";
import { staticMeta } from "@shared/route-meta";
import { PageIntro } from "@/components/ui/page-intro";
import { services } from "@shared/services";
import { ServiceCard } from "./components/service-card";

export default function ServicesPage() {
  return (
    <>
      <PageHead meta={staticMeta.services} />
      <PageIntro title={staticMeta.services.title}>
        End-to-end conversion, remediation and auditing, delivered by specialists and verified with assistive
        technology.
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8 xl:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </div>
      <ContactCta />
    </>
  );
}
