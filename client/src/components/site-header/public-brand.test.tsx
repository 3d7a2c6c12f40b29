import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { PublicBrand } from "./public-brand";

function renderWithLogo(url: string) {
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, [
    { id: 1, settingKey: "companyLogo", settingValue: url, createdAt: new Date(), updatedAt: new Date() },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <PublicBrand />
    </QueryClientProvider>,
  );
}

it("loads a new company logo at once, as it is at the top of every page, with copies for its 40 px box", () => {
  const id = "0123456789abcdef0123456789abcdef";
  const { container } = renderWithLogo(`/uploads/${id}-512x512.png`);
  const logo = container.querySelector("img")!;
  expect(logo).toHaveAttribute("alt", "");
  expect(logo).not.toHaveAttribute("loading");
  expect(logo).toHaveAttribute("sizes", "40px");
  expect(logo).toHaveAttribute("width", "512");
  expect(logo.getAttribute("srcset")).toMatch(/^\/uploads\/\w+-512x512\.w160\.png 160w, /);
});

it("shows an SVG company logo as a plain image", () => {
  const { container } = renderWithLogo("/uploads/0123456789abcdef0123456789abcdef.svg");
  const logo = container.querySelector("img")!;
  expect(logo).toHaveAttribute("src", "/uploads/0123456789abcdef0123456789abcdef.svg");
  expect(logo).not.toHaveAttribute("srcset");
  expect(logo).not.toHaveAttribute("loading");
});
