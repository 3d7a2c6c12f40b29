import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-field";
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
      <SelectField label={`Add to ${place}`} value={target} onChange={(event) => setTarget(event.target.value)}>
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
      </SelectField>
      <Button variant="outline" onClick={add} disabled={disabled || !target}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add Link
      </Button>
    </div>
  );
}
