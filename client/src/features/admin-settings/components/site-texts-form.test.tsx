import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { PublicSetting } from "@shared/schema";
import { CONTACT_TEXTS, SERVICE_PAGE_TEXTS } from "./site-text-fields";
import { SiteTextsForm } from "./site-texts-form";

afterEach(() => vi.unstubAllGlobals());

// As the server lists them: the sales e-mail is stored, the support e-mail uses the environment's default.
const rows: PublicSetting[] = [
  { settingKey: "salesEmail", settingValue: "deals@acme.test", defaultValue: "sales@example.com", usesDefault: false },
  { settingKey: "supportEmail", settingValue: "help@acme.test", defaultValue: "help@acme.test", usesDefault: true },
];

const renderForm = () => renderWithClient(<SiteTextsForm {...CONTACT_TEXTS} rows={rows} />);

describe("SiteTextsForm", () => {
  it("shows what is stored, empty where the default is used, and says what an empty field falls back to", () => {
    mockFetch(() => ({ body: [] }));
    renderForm();
    expect(screen.getByLabelText("Sales e-mail")).toHaveValue("deals@acme.test");
    expect(screen.getByLabelText("Sales e-mail")).toHaveAccessibleDescription(
      "Shown in the footer and on the Contact page for quotes. Leave empty to use sales@example.com.",
    );
    expect(screen.getByLabelText("Support e-mail")).toHaveValue("");
    expect(screen.getByLabelText("Support e-mail")).toHaveAccessibleDescription(/Leave empty to use help@acme\.test\./);
  });

  it("refuses a plain http:// address on the field, before asking the server", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Client portal address"), "http://portal.acme.test");
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    expect(await screen.findByText(/starts with https:\/\//)).toBeInTheDocument();
    expect(screen.getByLabelText("Client portal address")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("saves only what changed in one request, an emptied field as null, and shows a field error on its field", async () => {
    const calls = mockFetch((call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              message: "Invalid input.",
              fieldErrors: { "settings.clientPortalUrl": ["That portal is retired"] },
            },
          }
        : { body: [] },
    );
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Sales e-mail"));
    await user.type(screen.getByLabelText("Client portal address"), "https://old.acme.test");
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    expect(await screen.findByText("That portal is retired")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Client portal address")).toHaveFocus());
    expect(calls.filter((call) => call.method !== "GET")).toEqual([
      {
        url: "/api/settings",
        method: "PUT",
        body: { settings: { salesEmail: null, clientPortalUrl: "https://old.acme.test" } },
      },
    ]);
  });

  it("groups a page's texts in fieldsets named by card or step; a stored one shows, the others say their default", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    // A page's text is listed by the server only once stored, as a plain row.
    const stored: PublicSetting[] = [{ settingKey: "serviceStep2Title", settingValue: "Build" }];
    renderWithClient(<SiteTextsForm {...SERVICE_PAGE_TEXTS} rows={stored} />);
    const step2 = screen.getByRole("group", { name: "Step 2" });
    expect(within(step2).getByLabelText("Step 2 title")).toHaveValue("Build");
    expect(within(step2).getByLabelText("Step 2 description")).toHaveValue("");
    expect(within(step2).getByLabelText("Step 2 description")).toHaveAccessibleDescription(
      /^What happens in step 2\. Leave empty to use the default: “Our specialists convert or remediate/,
    );
    const sidebar = screen.getByRole("group", { name: "Sidebar band" });
    expect(within(sidebar).getByLabelText("Sidebar button")).toHaveAccessibleDescription(
      "The words of the sidebar's quote button. Leave empty to use Request a Quote.",
    );

    const user = userEvent.setup();
    await user.type(within(sidebar).getByLabelText("Sidebar heading"), "Start here");
    await user.clear(within(step2).getByLabelText("Step 2 title"));
    await user.click(screen.getByRole("button", { name: "Save Service Pages Texts" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      settings: { serviceStep2Title: null, serviceSidebarHeading: "Start here" },
    });
  });
});
