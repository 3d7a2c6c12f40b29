import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { asLoaded, LOADED_VERSION, STALE } from "@/test/versions";
import { teamMemberRow } from "@shared/test/rows";
import { TeamMemberDialog } from "./team-member-dialog";

afterEach(() => vi.unstubAllGlobals());

const member = teamMemberRow({ linkedinUrl: "https://www.linkedin.com/in/jane" });

describe("TeamMemberDialog", () => {
  it("shows each required message on its field and focuses the first invalid one", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<TeamMemberDialog open onOpenChange={() => {}} member={null} />);
    await userEvent.click(screen.getByRole("button", { name: "Add Team Member" }));
    const name = screen.getByLabelText("Name");
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(screen.getByText("Designation is required")).toBeVisible();
    expect(screen.getByText("Description is required")).toBeVisible();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(calls).toHaveLength(0);
  });

  it("rejects an image over 1 MB without uploading it", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<TeamMemberDialog open onOpenChange={() => {}} member={null} />);
    const big = new File([new Uint8Array(1_048_577)], "big.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Profile Image"), big);
    expect(await screen.findByRole("alert")).toHaveTextContent("File size should not exceed 1MB");
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of a photo under the picker", async () => {
    mockFetch(() => ({ status: 400, body: { message: "The file is not a supported image" } }));
    renderWithClient(<TeamMemberDialog open onOpenChange={() => {}} member={null} />);
    await userEvent.upload(screen.getByLabelText("Profile Image"), new File(["text"], "a.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to upload image: The file is not a supported image",
    );
  });

  it("saves an edit with sortOrder 999, an empty LinkedIn URL as null, and closes", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: member } : { body: [] }));
    const onOpenChange = vi.fn();
    renderWithClient(<TeamMemberDialog open onOpenChange={onOpenChange} member={member} />);
    expect(screen.getByRole("dialog", { name: "Edit Team Member" })).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveValue("Jane Doe");
    await userEvent.clear(screen.getByLabelText("LinkedIn URL"));
    await userEvent.click(screen.getByRole("button", { name: "Update Team Member" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const put = calls.find((c) => c.method === "PUT")!;
    expect(put.url).toBe("/api/team/7");
    expect(put.body).toMatchObject({ name: "Jane Doe", linkedinUrl: null, sortOrder: 999 });
  });

  it("sends the alt text, and disables it while the image is marked decorative", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: member } : { body: [] }));
    renderWithClient(<TeamMemberDialog open onOpenChange={() => {}} member={member} />);
    const alt = screen.getByLabelText("Alt text");
    expect(alt).toHaveAccessibleDescription("Leave empty to use the name");
    await userEvent.type(alt, "Jane at her desk");
    const decorative = screen.getByLabelText("Decorative image");
    await userEvent.click(decorative);
    expect(alt).toBeDisabled();
    await userEvent.click(decorative);
    expect(alt).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Update Team Member" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")!.body).toMatchObject({
      imageAlt: "Jane at her desk",
      imageDecorative: false,
    });
  });

  it("puts the server's field errors on the matching field and stays open", async () => {
    mockFetch(() => ({ status: 400, body: { message: "Invalid input", fieldErrors: { designation: ["Too fancy"] } } }));
    const onOpenChange = vi.fn();
    renderWithClient(<TeamMemberDialog open onOpenChange={onOpenChange} member={member} />);
    await userEvent.click(screen.getByRole("button", { name: "Update Team Member" }));
    expect(await screen.findByText("Too fancy")).toBeVisible();
    expect(screen.getByLabelText("Designation")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Designation")).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("TeamMemberDialog when someone else saved first", () => {
  it("sends the updatedAt it loaded, and shows the server's 409 message in the failure toast", async () => {
    const loaded = asLoaded(member);
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <TeamMemberDialog open onOpenChange={onOpenChange} member={loaded} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Update Team Member" }));
    // Titled 'Error', the server's words after what failed.
    expect(await screen.findByText(`Failed to update team member: ${STALE}`)).toBeVisible();
    expect(screen.getByText("Error", { exact: true })).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      name: "Jane Doe",
      updatedAt: LOADED_VERSION,
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
