import { EditDeleteButtons } from "@/components/admin/edit-delete-buttons";
import { DragHandle } from "@/components/ui/drag-handle";
import { MoveButtons } from "@/components/ui/move-buttons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { HandleProps } from "@/components/ui/sortable-list";
import type { ClientLogo } from "@shared/schema";

interface LogoCardProps {
  logo: ClientLogo;
  handle: HandleProps;
  isDragging: boolean;
  onEdit: (logo: ClientLogo) => void;
  onDelete: (logo: ClientLogo) => void;
}

/** One logo in the carousel's grid: drag handle and name, the image, move/edit/delete buttons. */
export function LogoCard({
  logo,
  handle: { ref: handleRef, props: handleProps, moveEarlier, moveLater },
  isDragging,
  onEdit,
  onDelete,
}: LogoCardProps) {
  return (
    <div
      className={`flex h-full flex-col rounded-lg border bg-white ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
    >
      <div className="flex items-center gap-2 border-b border-slate-100 p-2">
        <DragHandle ref={handleRef} itemName={logo.clientName} {...handleProps} />
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
          moveEarlier={moveEarlier}
          moveLater={moveLater}
        />
        <EditDeleteButtons name={logo.clientName} onEdit={() => onEdit(logo)} onDelete={() => onDelete(logo)} />
      </div>
    </div>
  );
}
