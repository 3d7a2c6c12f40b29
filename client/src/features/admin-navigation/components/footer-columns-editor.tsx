import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { DragHandle } from "@/components/ui/drag-handle";
import { TextField } from "@/components/ui/form-field";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import { SortableList } from "@/components/ui/sortable-list";
import { NAV_COLUMNS_MAX } from "@shared/navigation";
import { fieldId, nextId, type DraftColumn, type DraftErrors } from "../api/navigation-draft";
import { LinkListEditor } from "./link-list-editor";

interface FooterColumnsEditorProps {
  columns: DraftColumn[];
  onChange: (columns: DraftColumn[]) => void;
  errors: DraftErrors;
  publishedSlugs: ReadonlySet<string> | undefined;
}

const columnName = (column: DraftColumn) => column.heading.trim() || "new column";

/** The footer's link columns: a heading and links each; added, renamed, reordered and removed like links. */
export function FooterColumnsEditor({ columns, onChange, errors, publishedSlugs }: FooterColumnsEditorProps) {
  const change = (id: number, values: Partial<DraftColumn>) =>
    onChange(columns.map((column) => (column.id === id ? { ...column, ...values } : column)));
  // A column just added: its heading field takes focus once it is shown.
  const focusAfterAdd = useRef<number | null>(null);
  useEffect(() => {
    const id = focusAfterAdd.current;
    focusAfterAdd.current = null;
    if (id !== null) document.getElementById(fieldId(`${id}:heading`))?.focus();
  }, [columns]);
  const addColumn = () => {
    const id = nextId();
    focusAfterAdd.current = id;
    onChange([...columns, { id, heading: "", links: [] }]);
  };

  return (
    <div className="grid gap-4">
      {errors.footer && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.footer}
        </p>
      )}
      {columns.length === 0 && <p className="text-sm text-slate-700">No footer link columns yet.</p>}
      <SortableList
        label="Footer link columns in display order"
        items={columns}
        itemLabel={columnName}
        onReorder={onChange}
        className="grid gap-4"
        renderItem={(column, { ref, props, moveEarlier, moveLater }, isDragging) => (
          <section
            aria-label={`Footer column: ${columnName(column)}`}
            className={`grid gap-3 rounded-lg border bg-slate-50 p-4 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
          >
            <div className="flex flex-wrap items-end gap-2">
              <DragHandle ref={ref} itemName={`column ${columnName(column)}`} {...props} />
              <div className="min-w-48 flex-1">
                <TextField
                  id={fieldId(`${column.id}:heading`)}
                  label="Column heading"
                  value={column.heading}
                  error={errors[`${column.id}:heading`]}
                  onChange={(event) => change(column.id, { heading: event.target.value })}
                />
              </div>
              <div className="flex gap-1">
                <MoveButtons
                  itemName={`column ${columnName(column)}`}
                  moveEarlier={moveEarlier}
                  moveLater={moveLater}
                />
                <IconButton
                  label={`Remove column: ${columnName(column)}`}
                  icon={Trash2}
                  tone="danger"
                  onClick={() => onChange(columns.filter((other) => other.id !== column.id))}
                />
              </div>
            </div>
            <LinkListEditor
              name={`${columnName(column)} column`}
              links={column.links}
              onChange={(links) => change(column.id, { links })}
              errors={errors}
              listError={errors[`${column.id}:links`]}
              publishedSlugs={publishedSlugs}
              emptyText="This column has no links yet; it is not shown until it has one."
            />
          </section>
        )}
      />
      <div>
        <Button variant="outline" onClick={addColumn} disabled={columns.length >= NAV_COLUMNS_MAX}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Footer Column
        </Button>
      </div>
    </div>
  );
}
