import { useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { PublicBrand } from "@/components/site-header/public-brand";
import { MenuLink, useNavigation } from "@/components/site-header/public-nav";
import { ThemeChoice } from "@/components/theme-choice/theme-choice";
import { buttonClass } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { QuoteLink } from "@/components/ui/quote-link";
import { today } from "@/lib/clock";
import { servicesQuery } from "@/lib/services-query";
import { useSiteSettings } from "@/lib/site-settings";
import { paths } from "@shared/paths";
import { areOtherProjectsEnabled } from "@shared/site-texts";
import { PublicSocialLinks } from "./public-social-links";

const linkClass =
  "inline-flex min-h-6 items-center py-1 text-slate-200 underline-offset-4 hover:text-white hover:underline";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * The full site footer: about, other projects, social, services, the link columns and legal line of the menus
 * (/admin/navigation), contact.
 */
export function PublicFooter() {
  const { companyName, settings, texts, quoteLinksTarget } = useSiteSettings();
  const { footer, legal } = useNavigation();
  // A project without an address is left out, and the heading with it when neither has one; the Site Settings
  // switch leaves the whole section out (a cleared name or address falls back to its default, so cannot).
  const otherProjects = [
    { name: texts.otherProject1Name, url: texts.otherProject1Url },
    { name: texts.otherProject2Name, url: texts.otherProject2Url },
  ].filter((project) => project.name && project.url && areOtherProjectsEnabled(settings.otherProjectsEnabled));
  const emails = [...new Set([texts.salesEmail, texts.supportEmail].filter(Boolean))];
  // Seeded into every public page by the server; without it (an outage) the column is just empty.
  const { data: services = [] } = useQuery(servicesQuery);
  return (
    <footer className="bg-slate-900 text-slate-300 [&_a:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-5">
          <PublicBrand inverted />
          <p className="text-sm leading-relaxed whitespace-pre-line">{texts.footerBlurb}</p>
          <PublicSocialLinks />
          {otherProjects.length > 0 && (
            <div>
              <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Other Projects</h2>
              <ul className="mt-2">
                {otherProjects.map((project) => (
                  <li key={`${project.name} ${project.url}`}>
                    <ExternalLink href={project.url} className={linkClass}>
                      {project.name}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <Column title="Services">
          <ul>
            {services.map((service) => (
              <li key={service.id}>
                <Link href={`${paths.services}#${service.id}`} className={linkClass}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        {footer
          .filter((column) => column.links.length)
          .map((column, index) => (
            <Column key={index} title={column.heading}>
              <ul>
                {column.links.map((link, at) => (
                  <li key={at}>
                    <MenuLink link={link} className={linkClass} />
                  </li>
                ))}
              </ul>
            </Column>
          ))}
        <Column title="Contact">
          <ul className="space-y-1">
            {emails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={`${linkClass} gap-2 break-all`}>
                  <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <QuoteLink
            target={quoteLinksTarget}
            portalUrl={texts.clientPortalContactUrl}
            className={buttonClass("primary", "md", "mt-5")}
          >
            Contact Us
          </QuoteLink>
        </Column>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {today().getFullYear()} {companyName}. All rights reserved.
          </p>
          {/* At every width, where the header has no room for it (1024 to 1279 px) as well as where it has. */}
          <ThemeChoice withLabels />
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-1">
              {legal.map((link, index) => (
                <li key={index}>
                  <MenuLink link={link} className={linkClass} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
