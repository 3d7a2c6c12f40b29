import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import type { StandardsRegion } from "@shared/schema";
import { standardsRegionRow } from "@shared/test/rows";
import { StandardsDialog } from "./standards-dialog";

afterEach(() => vi.unstubAllGlobals());

const canada: StandardsRegion = asLoaded(
  standardsRegionRow({
    details: [
      { title: "ACA (Accessible Canada Act)", description: "Barrier-free by 2040." },
      { title: "AODA", description: "Ontario's act." },
    ],
  }),
);

describe("StandardsDialog", () => {
  it("is named as the Standards screen's dialog (its form, RegionForm, would make it RegionDialog)", () => {
    expect(StandardsDialog.displayName).toBe("StandardsDialog");
  });

  it("requires a title, a subtitle and each detail's texts, with the first invalid field focused", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<StandardsDialog open onOpenChange={() => {}} item={null} nextSortOrder={5} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Region" }));
    expect(await screen.findByText("Title is required")).toBeVisible();
    expect(screen.getByText("Subtitle is required")).toBeVisible();
    expect(screen.getByText("Detail title is required")).toBeVisible();
    expect(screen.getByText("Detail description is required")).toBeVisible();
    expect(screen.getByLabelText("Region title")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("adds a region by keyboard: icon by name, two details, at the end of the list", async () => {
    const calls = mockFetch(({ body }) => ({ status: 201, body }));
    const onOpenChange = vi.fn();
    renderWithClient(<StandardsDialog open onOpenChange={onOpenChange} item={null} nextSortOrder={5} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Region title"));
    await user.keyboard("Australia");
    await user.tab();
    await user.keyboard("Federal disability discrimination law");
    await user.tab();
    expect(screen.getByRole("radio", { name: "Government building" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Globe" })).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText("Detail 1 title")).toHaveFocus();
    await user.keyboard("DDA");
    await user.tab();
    await user.tab();
    await user.keyboard("Disability Discrimination Act 1992.");
    await user.tab();
    await user.keyboard("{Enter}");
    expect(screen.getByLabelText("Detail 2 title")).toHaveFocus();
    await user.keyboard("WCAG 2.1 AA");
    await user.tab();
    await user.tab();
    await user.keyboard("Government websites.");
    await user.click(screen.getByRole("button", { name: "Add Region" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/standards",
      body: {
        title: "Australia",
        subtitle: "Federal disability discrimination law",
        icon: "globe",
        details: [
          { title: "DDA", description: "Disability Discrimination Act 1992." },
          { title: "WCAG 2.1 AA", description: "Government websites." },
        ],
        sortOrder: 5,
      },
    });
  });

  it("removes a detail and moves the focus to the one that took its place; none left is refused", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<StandardsDialog open onOpenChange={() => {}} item={canada} nextSortOrder={5} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove detail 1" }));
    await waitFor(() => expect(screen.getByLabelText("Detail 1 title")).toHaveFocus());
    expect(screen.getByLabelText("Detail 1 title")).toHaveValue("AODA");
    await userEvent.click(screen.getByRole("button", { name: "Remove detail 1" }));
    expect(screen.getByRole("button", { name: "Add Detail" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("A region needs at least one detail")).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors on the fields, a detail's on that detail", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        message: "Invalid request",
        fieldErrors: { subtitle: ["Subtitle is taken"], "details.1.description": ["Description is too long"] },
      },
    }));
    renderWithClient(<StandardsDialog open onOpenChange={() => {}} item={canada} nextSortOrder={5} />);
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Subtitle is taken")).toBeVisible();
    expect(screen.getByLabelText("Subtitle")).toHaveFocus();
    expect(screen.getByLabelText("Detail 2 description")).toHaveAccessibleDescription("Description is too long");
  });

  it("sends the updatedAt it loaded, and shows the server's 409 message when someone else saved first", async () => {
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <StandardsDialog open onOpenChange={onOpenChange} item={canada} nextSortOrder={5} />
        <Toaster />
      </>,
    );
    const icons = screen.getByRole("group", { name: "Icon" });
    expect(within(icons).getByRole("radio", { name: "Government building" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update region")).toBeVisible();
    expect(screen.getByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/standards/3",
      body: { title: "Canada", details: canada.details, updatedAt: LOADED_VERSION },
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
