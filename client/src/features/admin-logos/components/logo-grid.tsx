import { Pencil, Trash2 } from "lucide-react";
import type { ClientLogo } from "@shared/schema";
import { DragHandle } from "@/components/ui/drag-handle";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { SortableList } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import { logosApi } from "../api/logos-api";

interface LogoGridProps {
  logos: ClientLogo[];
  onEdit: (logo: ClientLogo) => void;
  onDelete: (logo: ClientLogo) => void;
}

export function LogoGrid({ logos, onEdit, onDelete }: LogoGridProps) {
  const reorder = logosApi.useReorder();
  return (
    <SortableList
      label="Client logos in carousel order"
      layout="grid"
      items={logos}
      itemLabel={(logo) => logo.clientName}
      onReorder={(items) => reorder.mutate(renumber(items))}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderItem={(logo, handle, isDragging) => (
        <div
          className={`flex h-full flex-col rounded-lg border bg-white ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
        >
          <div className="flex items-center gap-2 border-b border-slate-100 p-2">
            <DragHandle ref={handle.ref} itemName={logo.clientName} {...handle.props} />
            <p className="min-w-0 flex-1 truncate font-medium text-slate-900">{logo.clientName}</p>
          </div>
          <div className="flex h-32 items-center justify-center p-4">
            <ResponsiveImage
              src={logo.logoUrl}
              alt={logo.clientName}
              sizes="320px"
              className="max-h-full max-w-full object-contain"
            />
          </div>
          <div className="flex justify-end gap-1 border-t border-slate-100 p-2">
            <MoveButtons
              direction="horizontal"
              itemName={logo.clientName}
              moveEarlier={handle.moveEarlier}
              moveLater={handle.moveLater}
            />
            <IconButton label={`Edit ${logo.clientName}`} icon={Pencil} onClick={() => onEdit(logo)} />
            <IconButton
              label={`Delete ${logo.clientName}`}
              icon={Trash2}
              tone="danger"
              onClick={() => onDelete(logo)}
            />
          </div>
        </div>
      )}
    />
  );
}
