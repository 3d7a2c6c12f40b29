import { EditDeleteButtons } from "@/components/admin/edit-delete-buttons";
import { DataTable } from "@/components/ui/data-table";
import type { TeamMember } from "@shared/schema";

interface TeamTableProps {
  members: TeamMember[];
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

export function TeamTable({ members, onEdit, onDelete }: TeamTableProps) {
  return (
    <DataTable
      caption="Team members"
      columns={[
        { label: "Name" },
        { label: "Designation" },
        { label: "Description", hideBelow: "md" },
        { label: "Actions", alignRight: true },
      ]}
    >
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            {member.name}
          </th>
          <td className="px-4 py-3 text-slate-700">{member.designation}</td>
          <td className="hidden max-w-xs truncate px-4 py-3 text-slate-700 md:table-cell">{member.description}</td>
          <td className="px-4 py-2">
            <div className="flex justify-end gap-1">
              <EditDeleteButtons name={member.name} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
