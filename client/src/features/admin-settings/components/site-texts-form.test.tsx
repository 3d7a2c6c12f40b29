import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { PublicSetting } from "@shared/schema";
import { EXAMPLE_TESTIMONIALS_SWITCH, QUOTE_FORM_SWITCH } from "./setting-switches";
import { CONTACT_TEXTS, HOME_PAGE_TEXTS, siteTextSectionOn } from "./site-text-fields";
import { SiteTextsForm } from "./site-texts-form";

afterEach(() => vi.unstubAllGlobals());

// As the server lists them: the sales e-mail is stored, the support e-mail uses the environment's default.
const rows: PublicSetting[] = [
  { settingKey: "salesEmail", settingValue: "deals@acme.test", defaultValue: "sales@example.com", usesDefault: false },
  { settingKey: "supportEmail", settingValue: "help@acme.test", defaultValue: "help@acme.test", usesDefault: true },
];

const renderForm = () =>
  renderWithClient(
    <>
      <SiteTextsForm {...CONTACT_TEXTS} rows={rows} />
      <Toaster />
    </>,
  );
const puts = (calls: FetchCall[]) => calls.filter((call) => call.method !== "GET");

describe("SiteTextsForm", () => {
  it("fills each field with the text visitors see now, stored or default, and says what an empty field falls back to", () => {
    mockFetch(() => ({ body: [] }));
    renderForm();
    expect(screen.getByLabelText("Sales e-mail")).toHaveValue("deals@acme.test");
    expect(screen.getByLabelText("Sales e-mail")).toHaveAccessibleDescription(
      "Shown in the footer and on the Contact page for quotes. Leave empty to use sales@example.com.",
    );
    // The environment's default, as the server names it; a text the server did not list, the registry's.
    expect(screen.getByLabelText("Support e-mail")).toHaveValue("help@acme.test");
    expect(screen.getByLabelText("Support e-mail")).toHaveAccessibleDescription(/Leave empty to use help@acme\.test\./);
    expect(screen.getByLabelText("Client portal address")).toHaveValue("https://portal.example.com/login");
  });

  it("puts a field's default back with its Restore default button, and saves that as no text of its own", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderForm();
    const user = userEvent.setup();
    const sales = screen.getByLabelText("Sales e-mail");
    await user.click(screen.getByRole("button", { name: "Restore default for Sales e-mail" }));
    expect(sales).toHaveValue("sales@example.com");
    expect(sales).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    expect(await screen.findByText("The contact e-mails and addresses have been updated.")).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ url: "/api/settings", method: "PUT", body: { settings: { salesEmail: null } } }]);
  });

  it("does not store a text typed the same as its default, nor send a default left as it was", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Sales e-mail"));
    await user.type(screen.getByLabelText("Sales e-mail"), " sales@example.com ");
    await user.clear(screen.getByLabelText("Support e-mail"));
    await user.type(screen.getByLabelText("Support e-mail"), "help@acme.test");
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ settings: { salesEmail: null } });
  });

  it("refuses a plain http:// address on the field, before asking the server", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Client portal address"));
    await user.type(screen.getByLabelText("Client portal address"), "http://portal.acme.test");
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    expect(await screen.findByText(/starts with https:\/\//)).toBeInTheDocument();
    expect(screen.getByLabelText("Client portal address")).toHaveAttribute("aria-invalid", "true");
    expect(puts(calls)).toEqual([]);
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
    await user.clear(screen.getByLabelText("Client portal address"));
    await user.type(screen.getByLabelText("Client portal address"), "https://old.acme.test");
    await user.click(screen.getByRole("button", { name: "Save Contact & Addresses" }));
    expect(await screen.findByText("That portal is retired")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Client portal address")).toHaveFocus());
    expect(puts(calls)).toEqual([
      {
        url: "/api/settings",
        method: "PUT",
        body: { settings: { salesEmail: null, clientPortalUrl: "https://old.acme.test" } },
      },
    ]);
  });

  it("groups a page's texts in fieldsets named by card or step, each holding the text visitors see", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    // A page's text is listed by the server only once stored, as a plain row.
    const stored: PublicSetting[] = [{ settingKey: "serviceStep2Title", settingValue: "Build" }];
    renderWithClient(<SiteTextsForm {...siteTextSectionOn("servicePages")} rows={stored} />);
    const step2 = screen.getByRole("group", { name: "Step 2" });
    expect(within(step2).getByLabelText("Step 2 title")).toHaveValue("Build");
    expect((within(step2).getByLabelText("Step 2 description") as HTMLTextAreaElement).value).toMatch(
      /^Our specialists convert or remediate/,
    );
    expect(within(step2).getByLabelText("Step 2 description")).toHaveAccessibleDescription(
      /^What happens in step 2\. Leave empty to use the default: “Our specialists convert or remediate/,
    );
    const sidebar = screen.getByRole("group", { name: "Sidebar band" });
    expect(within(sidebar).getByLabelText("Sidebar button")).toHaveAccessibleDescription(
      "The words of the sidebar's quote button. Leave empty to use Request a Quote.",
    );

    const user = userEvent.setup();
    await user.clear(within(sidebar).getByLabelText("Sidebar heading"));
    await user.type(within(sidebar).getByLabelText("Sidebar heading"), "Start here");
    await user.clear(within(step2).getByLabelText("Step 2 title"));
    await user.click(screen.getByRole("button", { name: "Save Service Pages" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      settings: { serviceStep2Title: null, serviceSidebarHeading: "Start here" },
    });
  });

  it("saves a switch with its tab's Save button, not when it is clicked", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderWithClient(
      <>
        <SiteTextsForm {...HOME_PAGE_TEXTS} rows={[]} settings={{}} switches={[EXAMPLE_TESTIMONIALS_SWITCH]} />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    const box = screen.getByLabelText("Show two example testimonials while none are published");
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(puts(calls)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save Home Page" }));
    expect(await screen.findByText("The home page shows no example testimonials.")).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { url: "/api/settings", method: "PUT", body: { settings: { exampleTestimonialsEnabled: "false" } } },
    ]);
  });

  it("chooses where quote links lead with the Save button, and only the portal while the quote form is off", async () => {
    const calls = mockFetch(() => ({ body: [] }));
    renderWithClient(
      <>
        <SiteTextsForm
          {...siteTextSectionOn("contact")}
          rows={[]}
          settings={{ quoteLinksTarget: "form" }}
          switches={[QUOTE_FORM_SWITCH]}
          quoteLinks
        />
        <Toaster />
      </>,
    );
    const user = userEvent.setup();
    const toForm = screen.getByRole("radio", { name: "The quote form on the Contact page" });
    expect(toForm).toBeChecked();
    await user.click(screen.getByLabelText("Show the 'Request a quote' form on the Contact page"));
    expect(toForm).toBeDisabled();
    expect(screen.getByRole("radio", { name: "The client portal" })).toBeChecked();
    expect(screen.getByRole("group", { name: "Quote links lead to" })).toHaveAccessibleDescription(
      "The quote form is off, so quote links lead to the client portal.",
    );
    expect(puts(calls)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save Contact Page" }));
    expect(
      await screen.findByText(
        "The Contact page shows only the client portal links. Quote links now lead to the client portal.",
      ),
    ).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        url: "/api/settings",
        method: "PUT",
        body: { settings: { quoteFormEnabled: "false", quoteLinksTarget: "portal" } },
      },
    ]);
  });
});
