import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { stubEditorLayout } from "@/test/editor-layout";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import { pageRow } from "@shared/test/rows";
import { PageDialog } from "./page-dialog";
import { htmlSource, renderDialog } from "./page-dialog.test";

afterEach(() => vi.unstubAllGlobals());
beforeAll(stubEditorLayout);

const LONDON = "Europe/London";

/** The date and time inputs of one of the two times ("Publish at", "Take down at"). */
const when = (legend: string) => {
  const group = screen.getByRole("group", { name: legend });
  return { date: within(group).getByLabelText("Date"), time: within(group).getByLabelText("Time") };
};

const setWhen = (legend: string, date: string, time: string) => {
  const fields = when(legend);
  fireEvent.change(fields.date, { target: { value: date } });
  fireEvent.change(fields.time, { target: { value: time } });
};

const saves = (calls: FetchCall[]) => calls.filter((c) => c.method !== "GET");

describe("the page dialog's schedule", () => {
  it("keeps what was typed, and the focus, when the site's time zone arrives after the dialog opened", async () => {
    mockFetch(() => ({ status: 500 }));
    // The site's settings not yet loaded: the dialog opens in the fallback zone.
    const client = createQueryClient();
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={null} />, client);
    const title = screen.getByLabelText("Page Title");
    await userEvent.type(title, "Summer Sale");
    expect(title).toHaveFocus();
    client.setQueryData(settingsQuery.queryKey, [{ settingKey: "siteTimeZone", settingValue: LONDON }]);
    expect(await screen.findByText(/^Times are in Europe\/London/)).toBeVisible();
    expect(screen.getByLabelText("Page Title")).toHaveValue("Summer Sale");
    expect(screen.getByLabelText("Page Title")).toHaveFocus();
  });

  it("shows the site's time zone beside the times, and a stored time as that zone's wall clock", async () => {
    mockFetch(() => ({ status: 500 }));
    renderDialog(pageRow({ isPublished: false, publishAt: new Date("2030-07-01T08:00:00.000Z") }), () => {}, LONDON);
    const note = screen.getByText(/^Times are in Europe\/London \(GMT(\+1)?\)\.$/);
    expect(note).toBeVisible();
    const publish = when("Publish at");
    // 08:00 UTC is 09:00 in London in July (summer time), and the fields are described by the zone.
    expect(publish.date).toHaveValue("2030-07-01");
    expect(publish.time).toHaveValue("09:00");
    expect(publish.date).toHaveAccessibleDescription(/Times are in Europe\/London/);
    expect(when("Take down at").date).toHaveValue("");
    expect(screen.getByText("Draft until its Publish at time, when it goes live by itself.")).toBeVisible();
  });

  it("sends a time typed in the site's zone as UTC, following summer time, and keeps the page a draft", async () => {
    const calls = mockFetch(({ method, body }) =>
      method === "POST" ? { status: 201, body: { ...pageRow(), ...(body as object) } } : { status: 500 },
    );
    const onOpenChange = vi.fn();
    renderDialog(null, onOpenChange, LONDON);
    await userEvent.type(screen.getByLabelText("Page Title"), "Summer Sale");
    await userEvent.type(await htmlSource(), "<p>Half price.</p>");
    setWhen("Publish at", "2030-07-01", "09:00");
    setWhen("Take down at", "2030-12-01", "09:00");
    await userEvent.click(screen.getByRole("button", { name: "Create Page" }));
    // Scheduling runs the accessibility check as publishing does, which takes a moment in jsdom.
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(saves(calls)[0]).toMatchObject({
      method: "POST",
      url: "/api/pages",
      body: {
        title: "Summer Sale",
        isPublished: false,
        publishAt: "2030-07-01T08:00:00.000Z",
        unpublishAt: "2030-12-01T09:00:00.000Z",
      },
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  }, 20_000);

  it("asks for a take-down after the going live, and a time with each date, before sending anything", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderDialog(pageRow({ isPublished: false }), () => {}, LONDON);
    setWhen("Publish at", "2030-07-02", "09:00");
    setWhen("Take down at", "2030-07-01", "09:00");
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    const takeDown = when("Take down at").date;
    expect(await screen.findByText("Take down at must be after Publish at")).toBeVisible();
    expect(takeDown).toHaveAccessibleDescription(/Take down at must be after Publish at/);
    expect(takeDown).toBeInvalid();

    fireEvent.change(when("Publish at").time, { target: { value: "" } });
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    expect(await screen.findByText("Enter the time of Publish at")).toBeVisible();
    expect(saves(calls)).toHaveLength(0);
  });

  it("cancels a schedule: the fields empty, focus stays in the schedule, and the save clears both times", async () => {
    const calls = mockFetch(({ method, body }) =>
      method === "PUT" ? { body: { ...pageRow(), ...(body as object) } } : { status: 500 },
    );
    renderDialog(
      pageRow({
        isPublished: true,
        unpublishAt: new Date("2030-01-15T17:30:00.000Z"),
      }),
      () => {},
      LONDON,
    );
    expect(when("Take down at").time).toHaveValue("17:30");
    await userEvent.click(screen.getByRole("button", { name: "Cancel schedule" }));
    expect(when("Take down at").date).toHaveValue("");
    expect(when("Publish at").date).toHaveFocus();
    expect(screen.getByText("Schedule cleared. Save the page to keep this.")).toHaveAttribute("role", "status");
    expect(screen.getByRole("button", { name: "Cancel schedule" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(saves(calls)[0]!.body).toMatchObject({ publishAt: null, unpublishAt: null, isPublished: true });
  }, 20_000);

  it("shows the server's refusal of a time on that time's date field", async () => {
    const calls = mockFetch(({ method }) =>
      method === "PUT"
        ? {
            status: 409,
            body: { message: "Refused", fieldErrors: { unpublishAt: ["The footer links to this page"] } },
          }
        : { body: pageRow({ isPublished: false }) },
    );
    renderDialog(pageRow({ isPublished: false }), () => {}, LONDON);
    setWhen("Take down at", "2030-07-01", "09:00");
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 10_000 });
    expect(await screen.findByText("The footer links to this page", {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(when("Take down at").date).toHaveFocus());
  }, 20_000);
});
