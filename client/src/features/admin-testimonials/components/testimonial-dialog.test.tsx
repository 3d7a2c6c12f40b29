import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import { testimonialRow } from "@shared/test/rows";
import { TestimonialDialog } from "./testimonial-dialog";

afterEach(() => vi.unstubAllGlobals());

const existing = testimonialRow({ avatarUrl: "/uploads/jo.png" });

describe("TestimonialDialog", () => {
  it("requires the four text fields, with the first invalid one focused", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<TestimonialDialog open onOpenChange={() => {}} item={null} nextSortOrder={1} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Testimonial" }));
    for (const message of [
      "Client / company name is required",
      "Person name is required",
      "Title / position is required",
      "Testimonial content is required",
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText("Client / Company Name")).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it("edits, shows the avatar preview named after the person, and can remove the avatar", async () => {
    const calls = mockFetch(() => ({ body: existing }));
    const onOpenChange = vi.fn();
    renderWithClient(<TestimonialDialog open onOpenChange={onOpenChange} item={existing} nextSortOrder={3} />);
    expect(screen.getByRole("dialog", { name: "Edit Testimonial" })).toBeVisible();
    expect(screen.getByRole("img", { name: "Jo Park" })).toHaveAttribute("src", "/uploads/jo.png");
    await userEvent.click(screen.getByRole("button", { name: "Remove person avatar" }));
    expect(screen.queryByRole("img", { name: "Jo Park" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/testimonials/9");
    expect(put.body).toMatchObject({ clientName: "Acme", avatarUrl: null, companyLogoUrl: null });
  });

  it("puts the server's field errors under their fields, focuses the first in the form's order, and stays open", async () => {
    mockFetch(({ method }) =>
      method === "PUT"
        ? {
            status: 400,
            body: {
              message: "Invalid input",
              fieldErrors: { personTitle: ["Title is too long"], clientName: ["Client name is taken"] },
            },
          }
        : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <TestimonialDialog open onOpenChange={onOpenChange} item={existing} nextSortOrder={3} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const client = screen.getByLabelText("Client / Company Name");
    await waitFor(() => expect(client).toHaveFocus());
    expect(client).toHaveAttribute("aria-invalid", "true");
    expect(client).toHaveAccessibleDescription("Client name is taken");
    expect(screen.getByLabelText("Title / Position")).toHaveAccessibleDescription("Title is too long");
    expect(screen.getByText("Failed to update testimonial")).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it("says so when the server refuses the avatar, under the picker and in a toast", async () => {
    mockFetch(() => ({ status: 400, body: { message: "The file is not a supported image" } }));
    renderWithClient(
      <>
        <TestimonialDialog open onOpenChange={() => {}} item={null} nextSortOrder={1} />
        <Toaster />
      </>,
    );
    const file = new File(["text"], "a.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Person Avatar (Optional)"), file);
    expect(await screen.findByText("Failed to upload avatar: The file is not a supported image")).toBeVisible();
    expect(screen.getByText("Avatar upload failed", { exact: true })).toBeVisible();
  });
});

describe("TestimonialDialog when someone else saved first", () => {
  it("sends the updatedAt it loaded, and shows the server's 409 message in the failure toast", async () => {
    const loaded = asLoaded(existing);
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <TestimonialDialog open onOpenChange={onOpenChange} item={loaded} nextSortOrder={3} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update testimonial")).toBeVisible();
    expect(screen.getByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      clientName: "Acme",
      updatedAt: LOADED_VERSION,
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("TestimonialDialog with the media library", () => {
  it("offers the library for each image; a picked company logo fills that image only", async () => {
    const logo = mediaSummary({ id: 8, name: "acme.png", url: "/uploads/acme-library.png", decorative: true });
    const calls = mockFetch(({ url }) =>
      url.startsWith("/api/media") ? { body: { items: [logo], total: 1, page: 1, pageSize: 24 } } : { body: existing },
    );
    const onOpenChange = vi.fn();
    renderWithClient(<TestimonialDialog open onOpenChange={onOpenChange} item={existing} nextSortOrder={3} />);
    const companyLogo = screen.getByRole("group", { name: "Company Logo (Optional)" });
    expect(
      within(screen.getByRole("group", { name: "Person Avatar (Optional)" })).getByRole("button", {
        name: "Choose from library",
      }),
    ).toBeVisible();
    await userEvent.click(within(companyLogo).getByRole("button", { name: "Choose from library" }));
    const picker = await screen.findByRole("dialog", { name: "Choose from library" });
    await userEvent.click(await within(picker).findByRole("radio", { name: "acme.png" }));
    await userEvent.click(within(picker).getByRole("button", { name: "Use image" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose from library" })).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      avatarUrl: "/uploads/jo.png",
      companyLogoUrl: "/uploads/acme-library.png",
    });
  });
});
