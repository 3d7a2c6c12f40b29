import { Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { DragHandle } from "@/components/ui/drag-handle";
import { TextField } from "@/components/ui/form-field";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import { SortableList } from "@/components/ui/sortable-list";
import { pageHref, pageSlugOf, type NavLink } from "@shared/navigation";
import { changedLink, fieldId, nextId, type DraftErrors, type DraftLink } from "../api/navigation-draft";
import { AddLinkControls } from "./add-link-controls";

interface LinkListEditorProps {
  /** What the links are: "Header", "Resources column". */
  name: string;
  links: DraftLink[];
  onChange: (links: DraftLink[]) => void;
  errors: DraftErrors;
  /** The error about the list as a whole (too many links), if any. */
  listError?: string;
  /** Slugs of the published pages: a link to any other page is not shown on the site. */
  publishedSlugs: ReadonlySet<string> | undefined;
  /** Shown when the list has no links. */
  emptyText: string;
}

const linkName = (link: DraftLink) => link.label.trim() || "new link";

/** One menu's links: edit text and address, reorder by drag, keyboard or move buttons, remove, add. */
export function LinkListEditor({
  name,
  links,
  onChange,
  errors,
  listError,
  publishedSlugs,
  emptyText,
}: LinkListEditorProps) {
  // A link just added: its text field takes focus once it is shown.
  const focusAfterAdd = useRef<number | null>(null);
  useEffect(() => {
    const id = focusAfterAdd.current;
    focusAfterAdd.current = null;
    if (id !== null) document.getElementById(fieldId(`${id}:label`))?.focus();
  }, [links]);

  const change = (id: number, values: Partial<NavLink>) =>
    onChange(links.map((link) => (link.id === id ? changedLink(link, values) : link)));
  const add = (link: NavLink) => {
    const id = nextId();
    onChange([...links, { ...link, id }]);
    focusAfterAdd.current = id;
  };
  const hidden = (link: DraftLink) => {
    const slug = link.href.startsWith(pageHref("")) ? pageSlugOf(link.href) : undefined;
    return slug !== undefined && publishedSlugs !== undefined && !publishedSlugs.has(slug);
  };

  return (
    <div className="grid gap-3">
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {links.length === 0 ? (
        <p className="text-sm text-slate-700">{emptyText}</p>
      ) : (
        <SortableList
          label={`${name} links in display order`}
          items={links}
          itemLabel={linkName}
          onReorder={onChange}
          className="grid gap-2"
          renderItem={(link, { ref, props, moveEarlier, moveLater }, isDragging) => (
            <fieldset
              className={`flex flex-wrap items-start gap-2 rounded-md border bg-white p-3 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
            >
              <legend className="sr-only">
                {name} link {links.indexOf(link) + 1}: {linkName(link)}
              </legend>
              <DragHandle ref={ref} itemName={linkName(link)} {...props} />
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
                <TextField
                  id={fieldId(`${link.id}:label`)}
                  label="Link text"
                  value={link.label}
                  error={errors[`${link.id}:label`]}
                  onChange={(event) => change(link.id, { label: event.target.value })}
                />
                <TextField
                  id={fieldId(`${link.id}:href`)}
                  label="Address"
                  value={link.href}
                  error={errors[`${link.id}:href`]}
                  hint={hidden(link) ? "Not shown on the site while this page is not published." : undefined}
                  onChange={(event) => change(link.id, { href: event.target.value })}
                />
              </div>
              <div className="flex shrink-0 gap-1 self-center">
                <MoveButtons itemName={linkName(link)} moveEarlier={moveEarlier} moveLater={moveLater} />
                <IconButton
                  label={`Remove link: ${linkName(link)}`}
                  icon={Trash2}
                  tone="danger"
                  onClick={() => onChange(links.filter((other) => other.id !== link.id))}
                />
              </div>
            </fieldset>
          )}
        />
      )}
      <AddLinkControls place={name} onAdd={add} />
    </div>
  );
}
