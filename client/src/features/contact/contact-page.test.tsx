import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { serviceRows } from "@/test/services";
import ContactPage from "./contact-page";

afterEach(() => vi.unstubAllGlobals());

function renderWithSettings(settings: Array<{ settingKey: string; settingValue: string | null }>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => Response.json(url === "/api/services" ? serviceRows : settings)),
  );
  render(
    <HelmetProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ContactPage />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

// The server sends every site address with its effective value (stored, else the default).
const portal = [
  { settingKey: "clientPortalUrl", settingValue: "https://portal.example.com/login" },
  { settingKey: "clientPortalContactUrl", settingValue: "https://portal.example.com/contact" },
  { settingKey: "salesEmail", settingValue: "sales@example.com" },
];

describe("ContactPage", () => {
  it("offers the quote form beside the portal links while the setting is unset", async () => {
    renderWithSettings(portal);
    expect(await screen.findByRole("form", { name: "Request a quote" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /Client Portal/ })).toBeInTheDocument();
  });

  it("shows only the portal links once an administrator turned the form off", async () => {
    renderWithSettings([...portal, { settingKey: "quoteFormEnabled", settingValue: "false" }]);
    expect(await screen.findByText(/handled on our secure client portal/)).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Request a Quote/ })).toBeInTheDocument();
  });

  it("lists the e-mail addresses Site Settings sends", async () => {
    renderWithSettings([...portal, { settingKey: "supportEmail", settingValue: "care@acme.test" }]);
    expect(await screen.findByRole("link", { name: "care@acme.test" })).toHaveAttribute(
      "href",
      "mailto:care@acme.test",
    );
    expect(screen.getByRole("link", { name: "sales@example.com" })).toBeInTheDocument();
  });
});
