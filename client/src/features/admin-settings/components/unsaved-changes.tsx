import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { settingsTabLabels, type SettingsTab } from "@shared/settings-registry";

// Every Site Settings form says here whether it holds changes not yet saved, and how to drop them. The screen asks
// before a tab switch would leave such changes behind; leaving the screen by a link inside the app asks the same
// way, and closing or reloading the page gets the browser's own warning (beforeunload).

interface Entry {
  tab: SettingsTab;
  discard: () => void;
}

interface UnsavedChanges {
  /** The tabs with changes not yet saved, in no order. */
  dirtyTabs: SettingsTab[];
  /** A form says it holds changes (entry) or no longer does (null). */
  report: (id: string, entry: Entry | null) => void;
  /** Drops the unsaved changes of one tab (every form on it goes back to what was saved). */
  discard: (tab: SettingsTab) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);
const TabContext = createContext<SettingsTab | null>(null);

/** The tab a form sits on, given by the tab's panel. */
export const SettingsTabProvider = TabContext.Provider;

/** Keeps which forms hold unsaved changes, for the screen (useSettingsUnsaved) and the forms (useUnsavedChanges). */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const report = useCallback((id: string, entry: Entry | null) => {
    setEntries((current) => {
      if (entry === null) {
        if (!(id in current)) return current;
        const { [id]: _gone, ...rest } = current;
        return rest;
      }
      return { ...current, [id]: entry };
    });
  }, []);
  const value = useMemo<UnsavedChanges>(() => {
    const all = Object.values(entries);
    return {
      dirtyTabs: [...new Set(all.map((entry) => entry.tab))],
      report,
      discard: (tab) => all.filter((entry) => entry.tab === tab).forEach((entry) => entry.discard()),
    };
  }, [entries, report]);
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/**
 * A form of Site Settings reports whether it holds unsaved changes, and how to drop them (its reset). Outside the
 * screen (a form's own test) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean, discard: () => void) {
  const changes = useContext(UnsavedChangesContext);
  const tab = useContext(TabContext);
  const id = useId();
  const latestDiscard = useRef(discard);
  useEffect(() => {
    latestDiscard.current = discard;
  });
  const report = changes?.report;
  useEffect(() => {
    if (!report || !tab) return;
    report(id, dirty ? { tab, discard: () => latestDiscard.current() } : null);
    return () => report(id, null);
  }, [report, tab, id, dirty]);
}

export const useSettingsUnsaved = () => {
  const changes = useContext(UnsavedChangesContext);
  if (!changes) throw new Error("useSettingsUnsaved needs an UnsavedChangesProvider");
  return changes;
};

/** "the Home Page tab", "the Home Page and Social Media tabs". */
export const tabsInWords = (tabs: SettingsTab[]) => {
  const names = tabs.map((tab) => settingsTabLabels[tab]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `the ${list} tab${names.length > 1 ? "s" : ""}`;
};

/** The question before unsaved changes are left behind. */
export function DiscardChangesDialog({
  tabs,
  open,
  onOpenChange,
  onDiscard,
}: {
  tabs: SettingsTab[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Leave without saving?"
      description={`Your changes on ${tabsInWords(tabs)} are not saved yet. Leave them, or stay and save them.`}
      cancelLabel="Stay and keep editing"
      confirmLabel="Discard changes"
      onConfirm={onDiscard}
    />
  );
}

/** Whether a click on this link leaves for another address of this site, in this tab, the usual way. */
function appLinkLeaving(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return null;
  return to;
}

/**
 * While any tab holds unsaved changes: the browser warns before the page is closed or reloaded, and a link to
 * another screen of the site asks first (the dialog above), then goes there or stays.
 */
export function LeaveScreenGuard() {
  const { dirtyTabs } = useSettingsUnsaved();
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<URL | null>(null);
  const dirty = dirtyTabs.length > 0;

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when a value is set.
      event.returnValue = "";
    };
    // Caught before the router's own handler (on React's root) sees the click.
    const onClick = (event: MouseEvent) => {
      const to = appLinkLeaving(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return (
    <DiscardChangesDialog
      tabs={dirtyTabs}
      open={leavingTo !== null && dirty}
      onOpenChange={(open) => !open && setLeavingTo(null)}
      onDiscard={() => {
        const to = leavingTo;
        setLeavingTo(null);
        // "~" leads outside the admin area's nested router: the link's whole address.
        if (to) navigate(`~${to.pathname}${to.search}${to.hash}`);
      }}
    />
  );
}
