import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EditDeleteButtons } from "@/components/admin/edit-delete-buttons";
import { DragHandle } from "@/components/ui/drag-handle";
import { MoveButtons } from "@/components/ui/move-buttons";
import type { HandleProps } from "@/components/ui/sortable-list";

interface SortableRowProps {
  /** What the row is called: its accessible name and the name in its buttons' labels. */
  name: string;
  /** The kind of item in the buttons' labels: "service" gives "Edit service: {name}". */
  kind: string;
  icon: LucideIcon;
  handle: HandleProps;
  isDragging: boolean;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** One service or home card in its sortable list: drag handle, drawing, what it says, move/edit/delete buttons. */
export function SortableRow({
  name,
  kind,
  icon: Icon,
  handle: { ref: handleRef, props: handleProps, moveEarlier, moveLater },
  isDragging,
  onEdit,
  onDelete,
  children,
}: SortableRowProps) {
  return (
    <article
      aria-label={name}
      className={`flex items-start gap-3 rounded-lg border bg-white p-4 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
    >
      <DragHandle ref={handleRef} itemName={name} {...handleProps} />
      <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-blue-800" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold wrap-break-word text-slate-900">{name}</h3>
        <div className="mt-1 text-sm wrap-break-word text-slate-700">{children}</div>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        <MoveButtons itemName={name} moveEarlier={moveEarlier} moveLater={moveLater} />
        <EditDeleteButtons name={`${kind}: ${name}`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </article>
  );
}
