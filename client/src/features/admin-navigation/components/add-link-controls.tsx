import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { fixedNavTargets, NAV_LABEL_MAX, pageHref, type NavLink } from "@shared/navigation";
import { usePages } from "../api/navigation-api";

const WEB_ADDRESS = "https://";

interface AddLinkControlsProps {
  /** The menu the link goes to, for the control's name: "Header", "Resources column". */
  place: string;
  onAdd: (link: NavLink) => void;
  disabled?: boolean;
}

/**
 * Picks what a new link leads to: a published content page, a screen of the site (the contact form among them)
 * or a web address; the link starts with the page's or screen's name as its text.
 */
export function AddLinkControls({ place, onAdd, disabled }: AddLinkControlsProps) {
  const selectId = useId();
  const { data: pages = [] } = usePages();
  const published = pages.filter((page) => page.isPublished);
  const [target, setTarget] = useState("");

  const add = () => {
    if (!target) return;
    const page = published.find((p) => pageHref(p.slug) === target);
    const screen = fixedNavTargets.find((t) => t.href === target);
    const label = (page?.title ?? screen?.label ?? "").slice(0, NAV_LABEL_MAX);
    onAdd({ label, href: target });
    setTarget("");
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
          Add to {place}
        </label>
        <select
          id={selectId}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          className="min-h-10 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700"
        >
          <option value="">Choose a page…</option>
          {published.length > 0 && (
            <optgroup label="Content pages">
              {published.map((page) => (
                <option key={page.id} value={pageHref(page.slug)}>
                  {page.title}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="Screens of the site">
            {fixedNavTargets.map((screen) => (
              <option key={screen.href} value={screen.href}>
                {screen.label} ({screen.href})
              </option>
            ))}
          </optgroup>
          <option value={WEB_ADDRESS}>A web address (https://…)</option>
        </select>
      </div>
      <Button variant="outline" onClick={add} disabled={disabled || !target}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add Link
      </Button>
    </div>
  );
}
