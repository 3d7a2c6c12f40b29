import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { homeCardsQuery } from "@/lib/services-query";
import { GetStarted } from "./get-started";
import { ServicesGrid } from "./services-grid";

afterEach(() => vi.unstubAllGlobals());

function renderHomePart(ui: React.ReactElement, homeCards: unknown[] = []) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, [
    { settingKey: "clientPortalContactUrl", settingValue: "https://portal.acme.test/quote" },
    { settingKey: "clientPortalUrl", settingValue: "https://portal.acme.test/in" },
  ]);
  client.setQueryData(homeCardsQuery.queryKey, homeCards);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("the home page's closing call to action", () => {
  it("is a region named by its h2, with the home texts and both links", () => {
    renderHomePart(<GetStarted />);
    const region = screen.getByRole("region", { name: "Get Started" });
    expect(within(region).getByRole("heading", { level: 2, name: "Get Started" })).toBeVisible();
    expect(within(region).getByText(/Send us a sample and your deadline/)).toBeVisible();
    expect(within(region).getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://portal.acme.test/quote",
    );
    expect(within(region).getByRole("link", { name: /^Client Portal/ })).toHaveAttribute(
      "href",
      "https://portal.acme.test/in",
    );
  });
});

describe("the home page's service cards", () => {
  it("show the whole description, never cut short", () => {
    const description =
      "We convert print textbooks into valid NIMAS XML with MathML, spoken math descriptions and image " +
      "descriptions, packaged and ready for submission to the NIMAC, checked by people who use them.";
    renderHomePart(<ServicesGrid />, [
      { id: 1, serviceId: "nimas", title: "NIMAS XML Conversion", description, icon: "file-text", sortOrder: 0 },
    ]);
    const card = screen.getByRole("heading", { level: 3, name: "NIMAS XML Conversion" }).closest("li")!;
    expect(within(card).getByText(description)).toBeVisible();
    expect(card.querySelector("[class*='line-clamp'], .truncate")).toBeNull();
  });
});
