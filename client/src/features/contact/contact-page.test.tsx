import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import ContactPage from "./contact-page";

afterEach(() => vi.unstubAllGlobals());

function renderWithSettings(settings: Array<{ settingKey: string; settingValue: string | null }>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(settings), { status: 200 })),
  );
  render(
    <HelmetProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ContactPage />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

describe("ContactPage", () => {
  it("offers the quote form beside the portal links while the setting is unset", async () => {
    renderWithSettings([]);
    expect(await screen.findByRole("form", { name: "Request a quote" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Client Portal/ })).toBeInTheDocument();
  });

  it("shows only the portal links once an administrator turned the form off", async () => {
    renderWithSettings([{ settingKey: "quoteFormEnabled", settingValue: "false" }]);
    expect(await screen.findByText(/handled on our secure client portal/)).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Request a Quote/ })).toBeInTheDocument();
  });
});
