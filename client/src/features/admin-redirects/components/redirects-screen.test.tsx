import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { NotFoundList, Redirect } from "@shared/schema";
import { redirectRow } from "@shared/test/rows";
import RedirectsScreen from "./redirects-screen";

afterEach(() => vi.unstubAllGlobals());

const NONE_MISSING: NotFoundList = { items: [] };

function renderScreen(
  handler: (call: FetchCall) => { status?: number; body?: unknown } | undefined,
  { rules = [] as Redirect[], missing = NONE_MISSING } = {},
) {
  const calls = mockFetch(
    (call) =>
      handler(call) ??
      (call.url === "/api/redirects/not-found" ? { body: missing } : call.method === "GET" ? { body: rules } : {}),
  );
  renderWithClient(
    <HelmetProvider>
      <RedirectsScreen />
      <Toaster />
    </HelmetProvider>,
  );
  return calls;
}

describe("RedirectsScreen", () => {
  it("lists the rules with their kind, hits and last hit, and names each rule's buttons", async () => {
    renderScreen(() => undefined, {
      rules: [
        redirectRow({ id: 1, fromPath: "/old-brochure", toPath: "/services", hits: 12, lastHitAt: new Date() }),
        redirectRow({ id: 2, fromPath: "/pricing", toPath: "/contact", statusCode: 302, note: null }),
      ],
    });
    const table = await screen.findByRole("table", { name: "Redirect rules, by old address" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getByRole("rowheader")).toHaveTextContent("/old-brochure");
    expect(first).toHaveTextContent("301 Moved permanently");
    expect(first).toHaveTextContent("Printed brochure");
    expect(first).toHaveTextContent("12");
    expect(within(first!).getByText(/less than a minute ago/)).toBeVisible();
    expect(second).toHaveTextContent("302 Found (temporary)");
    expect(second).toHaveTextContent("Never");
    expect(within(second!).getByRole("button", { name: "Edit redirect from /pricing" })).toBeVisible();
    expect(within(second!).getByRole("button", { name: "Delete redirect from /pricing" })).toBeVisible();
    expect(screen.getByText("No missing addresses recorded yet")).toBeVisible();
  });

  it("says when there are no rules yet", async () => {
    renderScreen(() => undefined);
    expect(await screen.findByText("No redirects yet")).toBeVisible();
  });

  it("adds a rule, and shows the server's refusal on the field it names", async () => {
    const calls = renderScreen((call) =>
      call.method === "POST"
        ? {
            status: 409,
            body: {
              message: "This redirect would make a loop: /a → /b → /a",
              fieldErrors: { toPath: ["This address leads back to the old address"] },
            },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add Redirect" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Redirect" });
    expect(within(dialog).getByRole("combobox", { name: "Kind" })).toHaveValue("301");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Old address" }), "/A/");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "New address" }), "/b");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Kind" }), "307");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Redirect" }));

    const toField = within(dialog).getByRole("textbox", { name: "New address" });
    await waitFor(() => expect(toField).toHaveAccessibleDescription(/This address leads back to the old address/));
    expect(toField).toHaveFocus();
    expect(await screen.findByText("Failed to add redirect")).toBeVisible();
    expect(screen.getByText("This redirect would make a loop: /a → /b → /a")).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      fromPath: "/a",
      toPath: "/b",
      statusCode: 307,
      note: null,
    });
  });

  it("checks the addresses before sending anything", async () => {
    const calls = renderScreen(() => undefined);
    await userEvent.click(await screen.findByRole("button", { name: "Add Redirect" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Redirect" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Old address" }), "/admin/team");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "New address" }), "http://example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Redirect" }));
    expect(await within(dialog).findByText("/admin belongs to the site itself and cannot be redirected")).toBeVisible();
    expect(within(dialog).getByText(/must be a path of this site \(such as \/page\/new\)/)).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("edits a rule in the same dialog and says it was saved", async () => {
    const calls = renderScreen(
      (call) => (call.method === "PUT" ? { body: redirectRow({ toPath: "/faq" }) } : undefined),
      {
        rules: [redirectRow({ id: 7 })],
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Edit redirect from /old-brochure" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Redirect" });
    const to = within(dialog).getByRole("textbox", { name: "New address" });
    expect(to).toHaveValue("/services");
    await userEvent.clear(to);
    await userEvent.type(to, "/faq");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save Redirect" }));
    expect(await screen.findByText("Redirect saved")).toBeVisible();
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      url: "/api/redirects/7",
      body: { fromPath: "/old-brochure", toPath: "/faq", statusCode: 301, note: "Printed brochure" },
    });
  });

  it("asks before deleting a rule", async () => {
    const calls = renderScreen((call) => (call.method === "DELETE" ? { status: 204 } : undefined), {
      rules: [redirectRow({ id: 3 })],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete redirect from /old-brochure" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete the redirect from /old-brochure?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Redirect deleted")).toBeVisible();
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe("/api/redirects/3");
  });

  it("offers a redirect from an address not found, with the old address filled in and focus on the new", async () => {
    const missing: NotFoundList = {
      items: [{ path: "/old-brochure", hits: 40, firstSeenAt: new Date(), lastSeenAt: new Date() }],
    };
    renderScreen(() => undefined, { missing });
    const table = await screen.findByRole("table", { name: "Addresses not found, most asked-for first" });
    expect(within(table).getByRole("rowheader")).toHaveTextContent("/old-brochure");
    expect(table).toHaveTextContent("40");
    await userEvent.click(within(table).getByRole("button", { name: "Redirect /old-brochure" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Redirect" });
    expect(within(dialog).getByRole("textbox", { name: "Old address" })).toHaveValue("/old-brochure");
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "New address" })).toHaveFocus());
  });
});

describe("RedirectsScreen's CSV file", () => {
  it("downloads the rules, and imports a file, saying how many were added and replaced", async () => {
    const calls = renderScreen((call) =>
      call.url === "/api/redirects/import" ? { body: { added: 2, replaced: 1 } } : undefined,
    );
    expect(await screen.findByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/redirects/export.csv",
    );
    const csv = "from_path,to_path\r\n/a,/b\r\n";
    await userEvent.upload(screen.getByLabelText("Import CSV"), new File([csv], "rules.csv", { type: "text/csv" }));
    expect(await screen.findByText("Redirects imported")).toBeVisible();
    expect(screen.getByText("2 redirects added, 1 redirect replaced.")).toBeVisible();
    expect(calls.find((call) => call.url === "/api/redirects/import")?.body).toEqual({ csv });
  });

  it("names the line the server refused", async () => {
    renderScreen((call) =>
      call.url === "/api/redirects/import"
        ? { status: 400, body: { message: "Line 4: The new address must be a path of this site" } }
        : undefined,
    );
    await userEvent.upload(await screen.findByLabelText("Import CSV"), new File(["x"], "rules.csv"));
    expect(await screen.findByText("Failed to import redirects")).toBeVisible();
    expect(screen.getByText("Line 4: The new address must be a path of this site")).toBeVisible();
  });
});
