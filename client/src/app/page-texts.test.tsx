import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import AboutPage from "@/features/about/about-page";
import ContactPage from "@/features/contact/contact-page";
import FaqPage from "@/features/faq/faq-page";
import { Hero } from "@/features/home/components/hero";
import HomeSections from "@/features/home/components/home-sections";
import ServiceDetailPage from "@/features/services/service-detail-page";
import ServicesPage from "@/features/services/services-page";
import StandardsPage from "@/features/standards/standards-page";
import { logosQuery, settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { servicesQuery } from "@/lib/services-query";
import { serviceRows } from "@/test/services";
import { aboutTexts } from "@shared/page-texts/about";
import { contactTexts } from "@shared/page-texts/contact";
import { ctaButtonTexts } from "@shared/page-texts/cta";
import { faqTexts } from "@shared/page-texts/faq";
import { homeSectionTexts } from "@shared/page-texts/home";
import { homeHeroTexts } from "@shared/page-texts/home-hero";
import { serviceDetailTexts } from "@shared/page-texts/service-detail";
import { servicesTexts } from "@shared/page-texts/services";
import { standardsTexts } from "@shared/page-texts/standards";
import type { PublicSetting } from "@shared/schema";
import { logoRow } from "@shared/test/rows";

// Each public screen shows its own words as Site Settings stores them, and the words it ships while nothing is
// stored (the server sends a page's texts only once an administrator changed them).

afterEach(() => vi.unstubAllGlobals());

/** The screen as a visitor sees it with these settings stored (as the bootstrap data carries them). */
function renderWith(settings: Record<string, string>, ui: ReactElement) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  // The client portal's button shows only with the portal's address, which the server always sends.
  const all = { clientPortalUrl: "https://portal.example.com/login", ...settings };
  const rows: PublicSetting[] = Object.entries(all).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
  }));
  client.setQueryData(settingsQuery.queryKey, rows);
  client.setQueryData(servicesQuery.queryKey, serviceRows);
  // The client logos' heading shows only above logos.
  client.setQueryData(logosQuery.queryKey, [logoRow({ id: 1, clientName: "Acme", logoUrl: "/uploads/a.png" })]);
  return render(
    <HelmetProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </HelmetProvider>,
  );
}

const screens: [string, () => ReactElement, Record<string, string>][] = [
  ["the home page's first screen", () => <Hero />, homeHeroTexts],
  ["the rest of the home page", () => <HomeSections />, { ...homeSectionTexts, ...ctaButtonTexts }],
  ["the About page", () => <AboutPage />, { ...aboutTexts, ...ctaButtonTexts }],
  ["a service page", () => <ServiceDetailPage id="pdf" />, serviceDetailTexts],
  ["the Services page", () => <ServicesPage />, servicesTexts],
  ["the Contact page", () => <ContactPage />, contactTexts],
  ["the Standards page", () => <StandardsPage />, standardsTexts],
  ["the FAQ page", () => <FaqPage />, faqTexts],
];

describe.each(screens)("%s", (_name, screen, defaults) => {
  it("shows the words it ships while none are stored", () => {
    const { container } = renderWith({}, screen());
    for (const text of Object.values(defaults)) expect(container.textContent).toContain(text);
  });

  it("shows each text an administrator stored instead", () => {
    const changed = Object.fromEntries(Object.keys(defaults).map((key) => [key, `Owner's words for ${key}`]));
    const { container } = renderWith(changed, screen());
    for (const text of Object.values(changed)) expect(container.textContent).toContain(text);
  });

  it("shows the default again for a text stored empty", () => {
    const [key, text] = Object.entries(defaults)[0]!;
    const { container } = renderWith({ [key]: "   " }, screen());
    expect(container.textContent).toContain(text);
  });
});
