import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import type { PublicSetting } from "@shared/schema";
import { AwarenessBanner } from "./awareness-banner";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The banner with the settings the server put into the page (none: the settings have not arrived). */
function renderBanner(rows: PublicSetting[] | undefined) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const client = createQueryClient();
  if (rows) client.setQueryData(settingsQuery.queryKey, rows);
  return render(
    <QueryClientProvider client={client}>
      <AwarenessBanner />
    </QueryClientProvider>,
  );
}

const inMay = () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2030, 4, 31, 12));
};

describe("AwarenessBanner", () => {
  it("shows in May with tips and two external links, the awareness day's from Site Settings", () => {
    inMay();
    renderBanner([{ settingKey: "awarenessDayUrl", settingValue: "https://gaad.acme.test/2030" }]);
    expect(screen.getByRole("heading", { name: "Global Accessibility Awareness Day" })).toBeInTheDocument();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /^Global Accessibility Awareness Day/ })).toHaveAttribute(
      "href",
      "https://gaad.acme.test/2030",
    );
  });

  it("leaves the awareness day's link out until the settings have arrived, rather than link a placeholder", () => {
    inMay();
    renderBanner(undefined);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /Quick Reference/ })).toBeInTheDocument();
  });

  it("stays hidden in April and June", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const month of [3, 5]) {
      vi.setSystemTime(new Date(2030, month, 15, 12));
      const { container, unmount } = renderBanner([]);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
