import { EditDeleteButtons } from "@/components/admin/edit-delete-buttons";
import { DragHandle } from "@/components/ui/drag-handle";
import { MoveButtons } from "@/components/ui/move-buttons";
import { SortableList } from "@/components/ui/sortable-list";
import { renumber } from "@/lib/use-reorder";
import type { TeamMember } from "@shared/schema";
import { teamApi } from "../api/team-api";
import { TeamAvatar } from "./team-avatar";

interface TeamReorderListProps {
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

export function TeamReorderList({ members, onEdit, onDelete }: TeamReorderListProps) {
  const reorder = teamApi.useReorder();
  return (
    <div className="grid grid-cols-1 gap-3">
      <p className="text-sm text-slate-600">
        Drag members by the handle (or focus it and press Space, then the arrow keys, then Space), or use the move
        buttons, to change the order on the About page. The order saves automatically.
      </p>
      <SortableList
        label="Team members in display order"
        items={members}
        itemLabel={(m) => m.name}
        onReorder={(items) => reorder.mutate(renumber(items))}
        className="grid grid-cols-1 gap-2"
        renderItem={(member, handle, isDragging) => (
          <div
            className={`flex flex-wrap items-center gap-3 rounded-lg border bg-white p-3 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
          >
            <DragHandle ref={handle.ref} itemName={member.name} {...handle.props} />
            <TeamAvatar name={member.name} imageUrl={member.imageUrl} />
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-medium text-slate-900">{member.name}</p>
              <p className="truncate text-sm text-slate-600">{member.designation}</p>
            </div>
            <div className="ml-auto flex gap-1">
              <MoveButtons itemName={member.name} moveEarlier={handle.moveEarlier} moveLater={handle.moveLater} />
              <EditDeleteButtons name={member.name} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
            </div>
          </div>
        )}
      />
    </div>
  );
}
