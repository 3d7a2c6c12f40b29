import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useItemDialogs } from "./list-states";

type Row = { id: number; name: string };
const row: Row = { id: 7, name: "Jane" };

/** A delete mutation that answers as told, and records what it was asked to delete. */
function fakeDelete(outcome: "success" | "error") {
  const deleted: number[] = [];
  return {
    deleted,
    isPending: false,
    mutate: (id: number, options: { onSuccess: () => void; onError?: () => void }) => {
      deleted.push(id);
      if (outcome === "success") options.onSuccess();
      else options.onError?.();
    },
  };
}

describe("useItemDialogs' confirm dialog", () => {
  it("opens on the item to delete, deletes it when confirmed, then closes", () => {
    const remove = fakeDelete("success");
    const { result } = renderHook(() => useItemDialogs<Row>(remove));
    expect(result.current.deleteDialog.open).toBe(false);
    act(() => result.current.setDeleting(row));
    expect(result.current.deleteDialog.open).toBe(true);
    act(() => result.current.deleteDialog.onConfirm());
    expect(remove.deleted).toEqual([7]);
    expect(result.current.deleteDialog.open).toBe(false);
  });

  it("stays open after a failed delete, unless told to close then too", () => {
    const remove = fakeDelete("error");
    const kept = renderHook(() => useItemDialogs<Row>(remove));
    act(() => kept.result.current.setDeleting(row));
    act(() => kept.result.current.deleteDialog.onConfirm());
    expect(kept.result.current.deleteDialog.open).toBe(true);

    const closed = renderHook(() => useItemDialogs<Row>(remove, { closeOnFailure: true }));
    act(() => closed.result.current.setDeleting(row));
    act(() => closed.result.current.deleteDialog.onConfirm());
    expect(closed.result.current.deleteDialog.open).toBe(false);
  });

  it("forgets the item when the dialog is closed without deleting", () => {
    const remove = fakeDelete("success");
    const { result } = renderHook(() => useItemDialogs<Row>(remove));
    act(() => result.current.setDeleting(row));
    act(() => result.current.deleteDialog.onOpenChange(false));
    expect(result.current.deleting).toBeNull();
    expect(remove.deleted).toEqual([]);
  });
});
