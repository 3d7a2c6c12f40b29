import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { serviceIcons } from "@/content/service-icons";
import { paths } from "@shared/paths";
import type { ServiceIcon } from "@shared/schema";

/** A service's icon in its tinted square, at the top of its card; a picture only, hidden from screen readers. */
export function ServiceIconBadge({ icon }: { icon: ServiceIcon }) {
  const Icon = serviceIcons[icon];
  return (
    <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-lg bg-blue-50 text-blue-800">
      <Icon className="h-6 w-6" />
    </span>
  );
}

/**
 * The link from a card to its service's page. Its words ('Learn more' on the services page, 'Learn More' on the
 * home page) say the same on every card, so a screen reader also hears which service it leads to.
 */
export function LearnMoreLink({
  serviceId,
  title,
  children,
  className = "",
}: {
  serviceId: string;
  title: string;
  children: string;
  className?: string;
}) {
  return (
    <Link
      href={paths.service(serviceId)}
      className={`inline-flex min-h-6 items-center gap-1 font-semibold text-blue-800 hover:underline ${className}`}
    >
      {children}
      <span className="sr-only"> about {title}</span>
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
