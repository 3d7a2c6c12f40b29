// What the edit dialogs' tests need to act out a stale save: the version a dialog loaded, and the server's refusal
// when someone else saved first. The rows themselves come from @shared/test/rows.

/**
 * A row's version as JSON brings it: the server's `updatedAt` is a string, which a save sends back unchanged so
 * that the server can answer 409 when someone else saved first.
 */
export const LOADED_VERSION = "2025-05-01T10:20:30.456Z";

/** The message of the server's 409 for a save based on an old version. */
export const STALE = "This item was changed by someone else. Reload to see the latest version.";

/** A row as a dialog loaded it: its `updatedAt` is LOADED_VERSION. */
export const asLoaded = <T extends { updatedAt: Date }>(row: T): T => ({
  ...row,
  updatedAt: LOADED_VERSION as unknown as Date,
});
