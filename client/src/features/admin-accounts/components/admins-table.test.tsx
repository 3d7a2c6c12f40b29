import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { PublicUser } from "@shared/schema";
import { adminRow } from "@shared/test/rows";
import { AdminsTable } from "./admins-table";

const admin = (id: number, username: string, email: string | null = null): PublicUser =>
  adminRow({ id, username, email });

describe("AdminsTable", () => {
  it("marks your own row and offers the actions only on the others", async () => {
    const onRemove = vi.fn();
    const onResetPassword = vi.fn();
    render(
      <Router base="/admin">
        <TooltipProvider>
          <AdminsTable
            admins={[admin(1, "ada"), admin(2, "bob", "bob@example.com")]}
            currentUserId={1}
            onRemove={onRemove}
            onResetPassword={onResetPassword}
          />
        </TooltipProvider>
      </Router>,
    );
    const [, own, other] = screen.getAllByRole("row");
    expect(within(own!).getByRole("rowheader")).toHaveTextContent("ada (you)");
    expect(within(own!).queryAllByRole("button")).toHaveLength(0);
    expect(within(own!).getByRole("link", { name: "Change your password" })).toHaveAttribute("href", "/admin/account");
    expect(within(other!).getByText("4 Mar 2025")).toBeVisible();

    await userEvent.click(within(other!).getByRole("button", { name: "Reset password of bob" }));
    expect(onResetPassword).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(within(other!).getByRole("button", { name: "Remove bob" }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("says which accounts must change the password another administrator chose", () => {
    render(
      <Router base="/admin">
        <TooltipProvider>
          <AdminsTable
            admins={[admin(1, "ada"), adminRow({ id: 2, username: "grace", mustChangePassword: true })]}
            currentUserId={1}
            onRemove={vi.fn()}
            onResetPassword={vi.fn()}
          />
        </TooltipProvider>
      </Router>,
    );
    const [, own, added] = screen.getAllByRole("row");
    expect(within(added!).getByRole("rowheader")).toHaveTextContent("grace Must change password");
    expect(within(own!).queryByText("Must change password")).toBeNull();
  });
});
