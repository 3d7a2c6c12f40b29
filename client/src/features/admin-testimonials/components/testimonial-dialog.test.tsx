import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/features/admin-shared/test-utils";
import { TestimonialDialog } from "./testimonial-dialog";

afterEach(() => vi.unstubAllGlobals());

const existing = {
  id: 9,
  clientName: "Acme",
  personName: "Jo Park",
  personTitle: "Editor",
  content: "Superb.",
  avatarUrl: "/uploads/jo.png",
  companyLogoUrl: null,
  sortOrder: 2,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe("TestimonialDialog", () => {
  it("requires the four text fields, with the first invalid one focused", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<TestimonialDialog open onOpenChange={() => {}} testimonial={null} nextSortOrder={1} />);
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
    renderWithClient(<TestimonialDialog open onOpenChange={onOpenChange} testimonial={existing} nextSortOrder={3} />);
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
});
