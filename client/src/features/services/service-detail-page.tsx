import { CheckCircle2, ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "@/components/ui/button";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import { PageHead } from "@/components/ui/page-head";
import { useAskServerIfMoved } from "@/lib/moved-address";
import { usePageTexts } from "@/lib/site-settings";
import { serviceDetailTexts } from "@shared/page-texts/service-detail";
import { paths } from "@shared/paths";
import { serviceMeta } from "@shared/route-match";
import { screenMeta } from "@shared/route-meta";
import { EpubReaderBlock } from "./components/epub-reader-block";
import { ServiceImage } from "./components/service-image";
import { ServiceSidebar } from "./components/service-sidebar";
import { processStepsOf } from "./process-steps";
import { useServices } from "./use-services";

function ServiceNotFound() {
  useAskServerIfMoved();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <PageHead meta={screenMeta.serviceNotFound} />
      <h1 className="text-3xl font-bold text-slate-900">{screenMeta.serviceNotFound.title}</h1>
      <p className="mt-4 text-lg text-slate-700">The service you're looking for doesn't exist or has been moved.</p>
      <Link href={paths.home} className={buttonClass("primary", "lg", "mt-8")}>
        Back to Home
      </Link>
    </div>
  );
}

const crumbLink = "inline-flex min-h-6 items-center text-blue-800 underline-offset-4 hover:underline";
// The separator belongs to the item before it and is hidden, so a screen reader hears "Home, link" with no ">".
const separator = <ChevronRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />;

/** Home > Services > this service, as an ordered list whose last item is the current page. */
function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Link href={paths.home} className={crumbLink}>
            Home
          </Link>
          {separator}
        </li>
        <li className="flex items-center gap-2">
          <Link href={paths.services} className={crumbLink}>
            Services
          </Link>
          {separator}
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/** /services/{id}: the service with that id, from the list the server seeded the page with. */
export default function ServiceDetailPage({ id }: { id: string }) {
  const { services, fallback } = useServices();
  const texts = usePageTexts(serviceDetailTexts);
  if (!services) return fallback;
  const service = services.find((s) => s.id === id);
  if (!service) return <ServiceNotFound />;
  return (
    <>
      <PageHead meta={serviceMeta(service)} />
      <div className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
        {/* With an image, the introduction takes two thirds and the image the last, as the sidebar below does. */}
        <div
          className={`mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 ${service.imageUrl ? "grid items-center gap-8 lg:grid-cols-3" : ""}`}
        >
          <div className="lg:col-span-2">
            <Breadcrumb title={service.title} />
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{service.title}</h1>
            <p className="mt-4 max-w-3xl text-lg text-slate-700">{service.description}</p>
          </div>
          <ServiceImage
            service={service}
            sizes="(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 36rem, 92vw"
            className="aspect-[4/3] w-full max-w-xl rounded-xl border border-slate-200 shadow-sm"
            priority
          />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-slate-900">Why Choose Our {service.title} Service</h2>
          <p className="mt-3 whitespace-pre-line text-slate-700">{service.detail}</p>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">Key Benefits</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-lg border border-slate-200 p-4 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 text-2xl font-bold text-slate-900">{texts.serviceProcessHeading}</h2>
          <NumberedSteps steps={processStepsOf(texts)} className="mt-4" />
          {service.id === "epub" && <EpubReaderBlock />}
        </div>
        <ServiceSidebar current={service} services={services} texts={texts} />
      </div>
    </>
  );
}
