import { formatDistanceToNow } from "date-fns";
import { Eye, Reply, Trash2 } from "lucide-react";
import type { Inquiry } from "@shared/schema";
import { DataTable } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { StatusBadge } from "./status-badge";

interface InquiriesTableProps {
  inquiries: Inquiry[];
  caption: string;
  onView: (inquiry: Inquiry) => void;
  onRespond: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

export function InquiriesTable({ inquiries, caption, onView, onRespond, onDelete }: InquiriesTableProps) {
  return (
    <DataTable
      caption={`${caption}, newest first`}
      columns={[
        { label: "Full Name" },
        { label: "Email", hideBelow: "sm" },
        { label: "Designation", hideBelow: "lg" },
        { label: "Status" },
        { label: "Date", hideBelow: "md" },
        { label: "Actions", alignRight: true },
      ]}
    >
      {inquiries.map((inquiry) => (
        <tr key={inquiry.id}>
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            {inquiry.fullName}
            <span className="block text-xs font-normal break-all text-slate-600 sm:hidden">{inquiry.companyEmail}</span>
          </th>
          <td className="hidden px-4 py-3 break-all text-slate-700 sm:table-cell">{inquiry.companyEmail}</td>
          <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">{inquiry.designation}</td>
          <td className="px-4 py-3">
            <StatusBadge status={inquiry.status} />
          </td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
            <time
              dateTime={new Date(inquiry.createdAt).toISOString()}
              title={new Date(inquiry.createdAt).toLocaleString()}
            >
              {formatDistanceToNow(new Date(inquiry.createdAt), { addSuffix: true })}
            </time>
          </td>
          <td className="px-2 py-2">
            <div className="flex justify-end gap-1">
              <IconButton label={`View inquiry from ${inquiry.fullName}`} icon={Eye} onClick={() => onView(inquiry)} />
              <IconButton label={`Respond to ${inquiry.fullName}`} icon={Reply} onClick={() => onRespond(inquiry)} />
              <IconButton
                label={`Delete inquiry from ${inquiry.fullName}`}
                icon={Trash2}
                tone="danger"
                onClick={() => onDelete(inquiry)}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
