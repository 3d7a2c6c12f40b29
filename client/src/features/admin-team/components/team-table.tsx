import { Pencil, Trash2 } from "lucide-react";
import type { TeamMember } from "@shared/schema";
import { IconButton } from "@/components/ui/icon-button";

interface TeamTableProps {
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

export function TeamTable({ members, onEdit, onDelete }: TeamTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Team members</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Name</th>
            <th scope="col" className="px-4 py-3 font-semibold">Designation</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">Description</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => (
            <tr key={member.id}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">{member.name}</th>
              <td className="px-4 py-3 text-slate-700">{member.designation}</td>
              <td className="hidden max-w-xs truncate px-4 py-3 text-slate-700 md:table-cell">{member.description}</td>
              <td className="px-4 py-2">
                <div className="flex justify-end gap-1">
                  <IconButton label={`Edit ${member.name}`} icon={Pencil} onClick={() => onEdit(member)} />
                  <IconButton label={`Delete ${member.name}`} icon={Trash2} tone="danger" onClick={() => onDelete(member)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
