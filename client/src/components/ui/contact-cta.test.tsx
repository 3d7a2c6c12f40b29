import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { ContactCta } from "./contact-cta";

afterEach(() => vi.unstubAllGlobals());

function renderWithSettings(ui: React.ReactElement) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200 })),
  );
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, [
    { settingKey: "clientPortalContactUrl", settingValue: "https://portal.acme.test/quote" },
    { settingKey: "clientPortalUrl", settingValue: "https://portal.acme.test/in" },
  ]);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** The call to action as a screen reader finds it: a region named by its heading, with both links. */
function expectCallToAction(name: string) {
  const region = screen.getByRole("region", { name });
  expect(within(region).getByRole("heading", { level: 2, name })).toBeVisible();
  expect(within(region).getByRole("link", { name: "Request a Quote (opens in a new tab)" })).toHaveAttribute(
    "href",
    "https://portal.acme.test/quote",
  );
  expect(within(region).getByRole("link", { name: /^Client Portal/ })).toHaveAttribute(
    "href",
    "https://portal.acme.test/in",
  );
  return region;
}

describe("the call-to-action designs", () => {
  it("the full contact band: a dark band across the page with the page's heading and text and both links", () => {
    renderWithSettings(<ContactCta id="contact" title="Let's work together" text="Tell us about it." />);
    const region = expectCallToAction("Let's work together");
    expect(region).toHaveAttribute("id", "contact");
    expect(region).toHaveClass("bg-blue-800");
    expect(within(region).getByText("Tell us about it.")).toBeVisible();
  });

  it("the compact card: a light card in the reading column, with the blue and outlined buttons", () => {
    renderWithSettings(<ContactCta variant="card" title="Still have questions?" text="Ask us." />);
    const region = expectCallToAction("Still have questions?");
    expect(region).not.toHaveClass("bg-blue-800");
    expect(region).toHaveClass("max-w-4xl");
    expect(within(region).getByText("Ask us.")).toBeVisible();
    // The site's own blue button, not the white one of the dark bands (which would vanish on a light card).
    expect(within(region).getByRole("link", { name: /Request a Quote/ })).toHaveClass("bg-blue-700", "text-white");
  });
});
