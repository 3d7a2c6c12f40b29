import { Pencil, Trash2 } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";

/** An item's Edit and Delete icon buttons, named 'Edit {name}' and 'Delete {name}'. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <IconButton label={`Edit ${name}`} icon={Pencil} onClick={onEdit} />
      <IconButton label={`Delete ${name}`} icon={Trash2} tone="danger" onClick={onDelete} />
    </>
  );
}
