import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactCta } from "@/components/ui/contact-cta";
import { Hero } from "@/features/home/components/hero";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import type { PublicSetting } from "@shared/schema";
import { PublicFooter } from "./public-footer";

afterEach(() => vi.unstubAllGlobals());

/** The components as visitors see them with these settings, as the server sends them (bootstrap data). */
function renderWith(settings: Record<string, string>, ui: React.ReactElement) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  const rows: PublicSetting[] = Object.entries(settings).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
  }));
  client.setQueryData(settingsQuery.queryKey, rows);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const portal = "https://portal.acme.test/quote";

describe("quote links and site texts read Site Settings", () => {
  it("by default lead to the client portal's contact page in a new tab", () => {
    renderWith(
      { clientPortalContactUrl: portal, clientPortalUrl: "https://portal.acme.test/in" },
      <ContactCta title="Start your project" text="Tell us." />,
    );
    const quote = screen.getByRole("link", { name: "Request a Quote (opens in a new tab)" });
    expect(quote).toHaveAttribute("href", portal);
    expect(quote).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /Client Portal/ })).toHaveAttribute("href", "https://portal.acme.test/in");
  });

  it("lead to the quote form on /contact, in the same tab, once an administrator chose the form", () => {
    renderWith(
      { clientPortalContactUrl: portal, quoteLinksTarget: "form" },
      <ContactCta title="Start your project" text="Tell us." />,
    );
    const quote = screen.getByRole("link", { name: "Request a Quote" });
    expect(quote).toHaveAttribute("href", "/contact");
    expect(quote).not.toHaveAttribute("target");
  });

  it("lead to the portal again while the quote form is off, whatever was chosen", () => {
    renderWith({ clientPortalContactUrl: portal, quoteLinksTarget: "form", quoteFormEnabled: "false" }, <Hero />);
    expect(screen.getByRole("link", { name: "Contact Us (opens in a new tab)" })).toHaveAttribute("href", portal);
  });

  it("the hero shows the stored heading and text, and its 'Contact Us' follows the choice", () => {
    renderWith(
      { homeHeroHeading: "Books for everyone", homeHeroText: "We make books readable.", quoteLinksTarget: "form" },
      <Hero />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Books for everyone");
    expect(screen.getByText("We make books readable.")).toBeInTheDocument();
    const contact = screen.getByRole("link", { name: "Contact Us" });
    expect(contact).toHaveAttribute("href", "/contact");
    expect(contact).not.toHaveAttribute("target");
  });

  it("the hero shows today's texts until settings arrive", () => {
    renderWith({}, <Hero />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ready to make your content accessible?");
  });

  it("the footer shows the stored blurb, e-mails, other projects and quote link", () => {
    renderWith(
      {
        footerBlurb: "Accessible books since 1999.",
        salesEmail: "deals@acme.test",
        supportEmail: "care@acme.test",
        otherProject1Name: "Braille Lab",
        otherProject1Url: "https://braille.acme.test",
        quoteLinksTarget: "form",
      },
      <PublicFooter />,
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByText("Accessible books since 1999.")).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "deals@acme.test" })).toHaveAttribute(
      "href",
      "mailto:deals@acme.test",
    );
    expect(within(footer).getByRole("link", { name: "care@acme.test" })).toBeInTheDocument();
    expect(within(footer).getByRole("link", { name: "Braille Lab (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://braille.acme.test",
    );
    const contact = within(footer).getByRole("link", { name: "Contact Us" });
    expect(contact).toHaveAttribute("href", "/contact");
    expect(contact).not.toHaveAttribute("target");
  });

  it("the footer leaves out the whole 'Other Projects' section once an administrator turned it off", () => {
    const projects = { otherProject1Name: "Braille Lab", otherProject1Url: "https://braille.acme.test" };
    const shown = renderWith({ ...projects, otherProjectsEnabled: "true" }, <PublicFooter />);
    expect(screen.getByRole("heading", { name: "Other Projects" })).toBeInTheDocument();
    shown.unmount();
    renderWith({ ...projects, otherProjectsEnabled: "false" }, <PublicFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("heading", { name: "Other Projects" })).toBeNull();
    expect(within(footer).queryByRole("link", { name: /Braille Lab/ })).toBeNull();
  });

  it("the footer leaves out what has no address rather than show a placeholder or broken link", () => {
    // The server always sends every address; without its answer (an outage) there are none to show.
    renderWith(
      { otherProject1Name: "Braille Lab", otherProject2Name: "Print Lab", otherProject2Url: "" },
      <PublicFooter />,
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).queryByRole("heading", { name: "Other Projects" })).toBeNull();
    expect(within(footer).queryByRole("link", { name: /example\.com/ })).toBeNull();
    expect(within(footer).getByText(/We convert, remediate and audit documents/)).toBeInTheDocument();
    // 'Contact Us' still works: it leads to the Contact page.
    expect(within(footer).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});
