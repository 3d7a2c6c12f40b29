import { LayoutGrid, List } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export type MediaView = "grid" | "table";

/** Where the chosen view is remembered, so the library opens the way it was left. */
const VIEW_KEY = "media-library-view";

function storedView(): MediaView {
  try {
    return window.localStorage.getItem(VIEW_KEY) === "table" ? "table" : "grid";
  } catch {
    return "grid";
  }
}

/** The library's view, grid unless the table was chosen last time in this browser. */
export function useMediaView() {
  const [view, setView] = useState<MediaView>(storedView);
  const choose = (next: MediaView) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
  };
  return [view, choose] as const;
}

const VIEWS = [
  { value: "grid", label: "Grid", icon: LayoutGrid },
  { value: "table", label: "Table", icon: List },
] as const;

/** Two toggle buttons, Grid and Table; the pressed one is the view shown. */
export function ViewSwitch({ view, onView }: { view: MediaView; onView: (view: MediaView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border border-slate-400 bg-white p-0.5">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          variant={view === value ? "primary" : "ghost"}
          size="sm"
          aria-pressed={view === value}
          onClick={() => onView(value)}
        >
          <Icon aria-hidden="true" className="h-4 w-4" />
          {label}
        </Button>
      ))}
    </div>
  );
}
