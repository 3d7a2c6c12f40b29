import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { PublicSetting } from "@shared/schema";
import { settingsFieldHref } from "@shared/settings-links";
import { settingsTabLabels, settingsTabs } from "@shared/settings-registry";
import SettingsScreen from "./settings-screen";

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const rows: PublicSetting[] = [
  { settingKey: "companyName", settingValue: "Acme Books" },
  { settingKey: "salesEmail", settingValue: "deals@acme.test", defaultValue: "sales@example.com", usesDefault: false },
];

const answer = (call: FetchCall) => {
  if (call.url === "/api/settings/private")
    return { body: [{ settingKey: "inquiryNotifyEmails", settingValue: "team@acme.test" }] };
  if (call.url === "/api/passkeys/policy") return { body: { passkeysOnly: false, withoutPasskey: [] } };
  return { body: call.method === "GET" ? rows : [] };
};

/** The screen at an address of its own, as the router shows it there. */
function renderAt(address: string) {
  window.history.replaceState(null, "", address);
  const calls = mockFetch(answer);
  renderWithClient(
    <HelmetProvider>
      <SettingsScreen />
      <Toaster />
    </HelmetProvider>,
  );
  return calls;
}

const tab = (name: string) => screen.getByRole("tab", { name: new RegExp(`^${name}`) });

describe("SettingsScreen", () => {
  it("lists every tab of the registry, by its name there, in one vertical list", async () => {
    renderAt("/admin/settings");
    const list = await screen.findByRole("tablist", { name: "Settings sections" });
    expect(list).toHaveAttribute("aria-orientation", "vertical");
    expect(
      within(list)
        .getAllByRole("tab")
        .map((item) => item.textContent),
    ).toEqual(
      // The automatic backups' settings have a tab value of their own, but sit on the Backups screen.
      settingsTabs.filter((value) => value !== "backups").map((value) => settingsTabLabels[value]),
    );
    expect(tab("Company Information")).toHaveAttribute("aria-selected", "true");
  });

  it("asks before a tab switch leaves unsaved changes behind: staying keeps them, discarding drops them", async () => {
    const calls = renderAt("/admin/settings");
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Company Name");
    await user.type(name, " Ltd");
    expect(tab("Company Information")).toHaveAccessibleName("Company Information (unsaved changes)");

    await user.click(tab("Social Media"));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog).toHaveAccessibleDescription(
      "Your changes on the Company Information tab are not saved yet. Leave them, or stay and save them.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(tab("Company Information")).toHaveAttribute("aria-selected", "true");
    expect(name).toHaveValue("Acme Books Ltd");

    await user.click(tab("Social Media"));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(tab("Social Media")).toHaveAttribute("aria-selected", "true"));
    expect(window.location.search).toBe("?tab=social");
    expect(name).toHaveValue("Acme Books");
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("switches tabs without asking once the changes are saved", async () => {
    renderAt("/admin/settings");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Company Name"), " Ltd");
    await user.click(screen.getByRole("button", { name: "Save Company Information" }));
    expect(await screen.findByText("Company information has been updated successfully.")).toBeInTheDocument();
    await waitFor(() => expect(tab("Company Information")).toHaveAccessibleName("Company Information"));
    await user.click(tab("Home Page"));
    expect(tab("Home Page")).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("opens the tab a link names and focuses the field it names", async () => {
    renderAt(settingsFieldHref("salesEmail"));
    await waitFor(() => expect(screen.getByLabelText("Sales e-mail")).toHaveFocus());
    expect(tab("Contact & Addresses")).toHaveAttribute("aria-selected", "true");
  });

  it("focuses a field that loads on its own once it is there, and finds the tab from the field alone", async () => {
    renderAt("/admin/settings#inquiryNotifyEmails");
    expect(await screen.findByRole("tab", { name: "Inquiries" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(screen.getByLabelText("Send new inquiries to")).toHaveFocus());
  });

  it("asks before a link to another screen leaves unsaved changes behind", async () => {
    window.history.replaceState(null, "", "/admin/settings?tab=social");
    mockFetch(answer);
    renderWithClient(
      <HelmetProvider>
        <a href="/admin/team">Team Management</a>
        <SettingsScreen />
      </HelmetProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Twitter URL"), "@acme");
    await user.click(screen.getByRole("link", { name: "Team Management" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog).toHaveAccessibleDescription(/^Your changes on the Social Media tab are not saved yet\./);
    await user.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    expect(window.location.pathname).toBe("/admin/settings");
    await user.click(screen.getByRole("link", { name: "Team Management" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(window.location.pathname).toBe("/admin/team"));
  });

  it("warns before the page is closed or reloaded while changes are unsaved", async () => {
    renderAt("/admin/settings?tab=social");
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByLabelText("Twitter URL");
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText("Twitter URL"), "@acme");
    await waitFor(() => expect(unload()).toBe(true));
  });
});
