import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { DEFAULT_COMPANY_NAME, DEFAULT_COMPANY_TAGLINE } from "@shared/company-defaults";
import { CompanyInfoForm } from "./company-info-form";

afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  renderWithClient(
    <>
      <CompanyInfoForm settings={{ companyName: "Acme", companyTagline: "Books for all" }} />
      <Toaster />
    </>,
  );

describe("CompanyInfoForm", () => {
  it("saves both texts in one request and says so", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderForm();
    await userEvent.clear(screen.getByLabelText("Tagline / Subtitle"));
    await userEvent.click(screen.getByRole("button", { name: "Save Company Information" }));
    expect(await screen.findByText("Company information has been updated successfully.")).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([
      { url: "/api/settings", method: "PUT", body: { settings: { companyName: "Acme", companyTagline: null } } },
    ]);
  });

  it("fills a field with no text of its own with the default, and saves the default as none", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderWithClient(
      <>
        <CompanyInfoForm settings={{ companyName: "Acme" }} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText("Tagline / Subtitle")).toHaveValue(DEFAULT_COMPANY_TAGLINE);
    await user.click(screen.getByRole("button", { name: "Restore default for Company Name" }));
    expect(screen.getByLabelText("Company Name")).toHaveValue(DEFAULT_COMPANY_NAME);
    expect(screen.getByLabelText("Company Name")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Save Company Information" }));
    expect(await screen.findByText("Company information has been updated successfully.")).toBeVisible();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([
      { url: "/api/settings", method: "PUT", body: { settings: { companyName: null, companyTagline: null } } },
    ]);
  });

  it("shows the server's field error under its field, focuses it, and titles the toast by what failed", async () => {
    mockFetch((call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              message: "Invalid input. Tagline is too long",
              fieldErrors: { "settings.companyTagline": ["Tagline is too long"] },
            },
          }
        : { body: [] },
    );
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save Company Information" }));
    const tagline = screen.getByLabelText("Tagline / Subtitle");
    await waitFor(() => expect(tagline).toHaveFocus());
    expect(tagline).toHaveAttribute("aria-invalid", "true");
    expect(tagline).toHaveAccessibleDescription(/Tagline is too long/);
    expect(screen.getByLabelText("Company Name")).not.toHaveAttribute("aria-invalid");
    // The field says what is wrong; the toast says what failed, in the same words whatever the cause.
    expect(screen.getByText("Save failed")).toBeVisible();
    expect(screen.getByText("There was a problem saving the company information.")).toBeVisible();
  });
});
