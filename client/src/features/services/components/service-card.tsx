import { ArrowRight, Check } from "lucide-react";
import { Link } from "wouter";
import { serviceIcons } from "@/content/service-icons";
import { paths } from "@shared/paths";
import type { Service } from "@shared/schema";

/** A service on the list page; its id is the target of the footer's /services#{id} anchors. */
export function ServiceCard({ service }: { service: Service }) {
  const Icon = serviceIcons[service.icon];
  return (
    <article
      id={service.id}
      aria-labelledby={`${service.id}-title`}
      className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-lg bg-blue-50 text-blue-800"
      >
        <Icon className="h-6 w-6" />
      </span>
      <h2 id={`${service.id}-title`} className="mt-4 text-xl font-semibold text-slate-900">
        {service.title}
      </h2>
      <p className="mt-2 text-slate-700">{service.description}</p>
      <ul className="mt-4 flex-1 space-y-2">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        href={paths.service(service.id)}
        className="mt-6 inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline"
      >
        Learn more<span className="sr-only"> about {service.title}</span>
        <ArrowRight aria-hidden="true" className="h-4 w-4" />
      </Link>
    </article>
  );
}
