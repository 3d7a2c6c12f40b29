import { useSyncExternalStore } from "react";

/** A button in a toast that undoes what the toast reports. */
export interface ToastAction {
  label: string;
  /**
   * How to do the same without the toast, read to screen reader users (the toast may be gone before they reach
   * it): "Delete the redirect on the Redirects screen".
   */
  altText: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: ToastAction;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// Only one toast is shown at a time, so a new toast replaces the current one.
let current: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): number {
  const id = nextId++;
  current = [{ ...input, id, open: true }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  current = current.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  // Let the close animation (if any) finish before the element leaves the tree.
  setTimeout(() => {
    current = current.filter((t) => t.id !== id || t.open);
    emit();
  }, 300);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
