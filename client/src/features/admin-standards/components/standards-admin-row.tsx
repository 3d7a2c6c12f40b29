import { Pencil, Trash2 } from "lucide-react";
import { DragHandle } from "@/components/ui/drag-handle";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import type { HandleProps } from "@/components/ui/sortable-list";
import { STANDARDS_ICONS } from "@/lib/standards-icons";
import type { StandardsRegion } from "@shared/schema";

interface StandardsAdminRowProps {
  region: StandardsRegion;
  handle: HandleProps;
  isDragging: boolean;
  onEdit: (region: StandardsRegion) => void;
  onDelete: (region: StandardsRegion) => void;
}

/** One region in the admin list: its icon, title, subtitle and the titles of its details. */
export function StandardsAdminRow({
  region,
  handle: { ref: handleRef, props: handleProps, moveEarlier, moveLater },
  isDragging,
  onEdit,
  onDelete,
}: StandardsAdminRowProps) {
  const Icon = STANDARDS_ICONS[region.icon].icon;
  return (
    <article
      aria-label={region.title}
      className={`flex items-start gap-3 rounded-lg border bg-white p-4 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
    >
      <DragHandle ref={handleRef} itemName={region.title} {...handleProps} />
      <Icon aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-blue-800" />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold wrap-break-word text-slate-900">{region.title}</h2>
        <p className="mt-1 text-sm wrap-break-word text-slate-700">{region.subtitle}</p>
        <p className="mt-1 text-sm wrap-break-word text-slate-600">
          {region.details.length} {region.details.length === 1 ? "detail" : "details"}:{" "}
          {region.details.map((detail) => detail.title).join(", ")}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        <MoveButtons itemName={region.title} moveEarlier={moveEarlier} moveLater={moveLater} />
        <IconButton label={`Edit region: ${region.title}`} icon={Pencil} onClick={() => onEdit(region)} />
        <IconButton
          label={`Delete region: ${region.title}`}
          icon={Trash2}
          tone="danger"
          onClick={() => onDelete(region)}
        />
      </div>
    </article>
  );
}
