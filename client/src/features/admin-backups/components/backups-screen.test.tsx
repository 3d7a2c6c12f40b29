import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { BackupInfo, BackupStatus } from "@shared/backups";
import BackupsScreen from "./backups-screen";

afterEach(() => vi.unstubAllGlobals());

const backup = (name: string, over: Partial<BackupInfo> = {}): BackupInfo => ({
  name,
  bytes: 2_450_000,
  createdAt: "2026-11-20T03:30:05.000Z",
  trigger: "schedule",
  tables: [
    { name: "users", rows: 2 },
    { name: "inquiries", rows: 1_204 },
  ],
  rows: 1_206,
  uploads: 31,
  ...over,
});

const quiet: BackupStatus = {
  schedule: { description: "Every day at 03:30", nextRunAt: "2026-11-27T03:30:00.000Z", timeZone: "UTC" },
  keep: 14,
  fromEnvironment: { schedule: false, keep: false },
  siteTimeZone: "UTC",
  location: "/srv/site/data/backups",
  newestAt: "2026-11-20T03:30:05.000Z",
  overdue: false,
  lastFailure: null,
  running: false,
};

function renderScreen(handler: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls = mockFetch(handler);
  renderWithClient(
    <HelmetProvider>
      <BackupsScreen />
      <Toaster />
    </HelmetProvider>,
  );
  return calls;
}

describe("BackupsScreen", () => {
  it("lists each backup with its time, size, contents and a download, and says how backups are scheduled", async () => {
    renderScreen(({ url }) => ({
      body:
        url === "/api/backups/status"
          ? quiet
          : [
              backup("backup-20261120-033005.tar.gz"),
              backup("before-restore-20261101-120000.tar.gz", {
                trigger: undefined,
                tables: undefined,
                rows: undefined,
                uploads: undefined,
              }),
            ],
    }));
    const table = await screen.findByRole("table", { name: "Backups, newest first" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("2.5 MB");
    expect(first).toHaveTextContent("1,206 rows in 2 tables, 31 uploaded files");
    expect(first).toHaveTextContent("Schedule");
    const download = within(first!).getByRole("link", { name: /^Download the backup of/ });
    expect(download).toHaveAttribute("href", "/api/backups/backup-20261120-033005.tar.gz");
    expect(download).toHaveAttribute("download");
    expect(second).toHaveTextContent("Saved before a restore");
    expect(second).toHaveTextContent("Not recorded");

    expect(screen.getByText(/Every day at 03:30 \(UTC time\)/)).toBeVisible();
    expect(screen.getByText("/srv/site/data/backups")).toBeVisible();
    expect(screen.getByText(/The newest 14 backups/)).toBeVisible();
    expect(screen.queryByRole("heading", { name: "The last backup failed" })).toBeNull();
  });

  it("makes a backup now, saying so while it runs and when it is done", async () => {
    let made = false;
    const calls = renderScreen(({ url, method }) => {
      if (method === "POST") {
        made = true;
        return { status: 201, body: backup("backup-20261126-101010.tar.gz", { trigger: "manual" }) };
      }
      if (url === "/api/backups/status") return { body: { ...quiet, schedule: null } };
      return { body: made ? [backup("backup-20261126-101010.tar.gz", { trigger: "manual" })] : [] };
    });
    expect(await screen.findByText("No backups yet")).toBeVisible();
    expect(screen.getByText(/Off\. Switch them on below/)).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "Back up now" }));
    expect(await screen.findByText("Backup made")).toBeVisible();
    expect(screen.getByText("backup-20261126-101010.tar.gz (2.5 MB)")).toBeVisible();
    expect(await screen.findByRole("table")).toHaveTextContent("Back up now");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("shows a failed backup and an out-of-date one, and the server's reason when Back up now fails", async () => {
    renderScreen(({ url, method }) => {
      if (method === "POST") return { status: 500, body: { message: "The backup failed: No space left on device" } };
      if (url === "/api/backups/status") {
        return {
          body: {
            ...quiet,
            newestAt: "2026-11-20T03:30:05.000Z",
            overdue: true,
            lastFailure: { at: "2026-11-25T03:30:09.000Z", trigger: "schedule", message: "No space left on device" },
          },
        };
      }
      return { body: [backup("backup-20261120-033005.tar.gz")] };
    });
    const failure = await screen.findByRole("heading", { name: "The last backup failed" });
    expect(failure.parentElement).toHaveTextContent(/The scheduled backup of .* failed: No space left on device/);
    expect(screen.getByRole("heading", { name: "The newest backup is out of date" }).parentElement).toHaveTextContent(
      /although the schedule says: every day at 03:30/,
    );

    await userEvent.click(screen.getByRole("button", { name: "Back up now" }));
    expect(await screen.findByText("Backup failed")).toBeVisible();
    expect(screen.getByText("The backup failed: No space left on device")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: "Back up now" })).toBeEnabled());
  });

  it("says a backup is being made by the server and offers no second one meanwhile", async () => {
    renderScreen(({ url }) => ({ body: url === "/api/backups/status" ? { ...quiet, running: true } : [] }));
    const button = await screen.findByRole("button", { name: "Backing up..." });
    expect(button).toBeDisabled();
  });

  describe("automatic backups", () => {
    const settingsHandler =
      (stored: { settingKey: string; settingValue: string | null }[], state: BackupStatus = quiet) =>
      ({ url, method }: FetchCall) => {
        if (method === "PUT") return { body: [] };
        if (url === "/api/settings/private") return { body: stored };
        if (url === "/api/backups/status") return { body: state };
        return { body: [] };
      };

    it("switches them on at a time of day and saves how many to keep, with an explicit Save", async () => {
      const calls = renderScreen(settingsHandler([], { ...quiet, schedule: null }));
      const box = await screen.findByRole("checkbox", { name: "Make a backup automatically every day" });
      expect(box).not.toBeChecked();
      const time = screen.getByLabelText("Time of day");
      expect(time).toBeDisabled();
      expect(screen.getByText(/In the site's time zone, UTC/)).toBeVisible();
      await userEvent.click(box);
      expect(time).toBeEnabled();
      await userEvent.clear(time);
      await userEvent.type(time, "04:15");
      const keep = screen.getByRole("textbox", { name: "Backups to keep" });
      expect(keep).toHaveValue("14");
      await userEvent.clear(keep);
      await userEvent.type(keep, "30");
      expect(calls.some((call) => call.method === "PUT")).toBe(false);
      await userEvent.click(screen.getByRole("button", { name: "Save Backup Settings" }));
      await waitFor(() =>
        expect(calls.find((call) => call.method === "PUT")).toEqual({
          url: "/api/settings",
          method: "PUT",
          body: { settings: { backupSchedule: "daily 04:15", backupKeep: "30" } },
        }),
      );
      expect(await screen.findByText("The site will make backups by itself.")).toBeVisible();
    });

    it("shows the stored schedule, and switching it off saves none", async () => {
      const calls = renderScreen(settingsHandler([{ settingKey: "backupSchedule", settingValue: "daily 3:30" }]));
      const box = await screen.findByRole("checkbox", { name: "Make a backup automatically every day" });
      expect(box).toBeChecked();
      expect(screen.getByLabelText("Time of day")).toHaveValue("03:30");
      await userEvent.click(box);
      await userEvent.click(screen.getByRole("button", { name: "Save Backup Settings" }));
      await waitFor(() =>
        expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
          settings: { backupSchedule: null, backupKeep: "14" },
        }),
      );
      expect(await screen.findByText("The site will not make backups by itself.")).toBeVisible();
    });

    it("refuses a number to keep that is not one, on the field, without saving", async () => {
      const calls = renderScreen(settingsHandler([]));
      const keep = await screen.findByRole("textbox", { name: "Backups to keep" });
      await userEvent.clear(keep);
      await userEvent.type(keep, "0");
      await userEvent.click(screen.getByRole("button", { name: "Save Backup Settings" }));
      expect(await screen.findByText("Number of backups kept must be a whole number from 1 to 1000")).toBeVisible();
      expect(keep).toHaveAttribute("aria-invalid", "true");
      expect(calls.some((call) => call.method === "PUT")).toBe(false);
    });

    it("disables what the server's environment decides, and says why", async () => {
      renderScreen(settingsHandler([], { ...quiet, keep: 3, fromEnvironment: { schedule: true, keep: true } }));
      const box = await screen.findByRole("checkbox", { name: "Make a backup automatically every day" });
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(/BACKUP_SCHEDULE setting decides when backups are made/);
      expect(screen.getByLabelText("Time of day")).toBeDisabled();
      expect(screen.getByRole("textbox", { name: "Backups to keep" })).toBeDisabled();
      expect(screen.getByText(/BACKUP_KEEP setting decides how many backups are kept \(3\)/)).toBeVisible();
      expect(screen.getByRole("button", { name: "Save Backup Settings" })).toBeDisabled();
    });
  });
});
