import { formatDistanceToNow } from "date-fns";
import { Eye, Reply, Trash2 } from "lucide-react";
import { DataTable } from "@/components/ui/data-table";
import { EmailAddress } from "@/components/ui/email-address";
import { IconButton } from "@/components/ui/icon-button";
import type { InquirySummary } from "@shared/admin-lists";
import { StatusBadge } from "./status-badge";

export interface InquiryActions {
  onView: (inquiry: InquirySummary) => void;
  onRespond: (inquiry: InquirySummary) => void;
  onDelete: (inquiry: InquirySummary) => void;
}

interface InquiriesTableProps extends InquiryActions {
  inquiries: InquirySummary[];
  /** Names the table for screen readers: the tab, the order and the page. */
  caption: string;
}

export function InquiriesTable({ inquiries, caption, onView, onRespond, onDelete }: InquiriesTableProps) {
  return (
    <DataTable
      caption={caption}
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
            <span className="block text-xs font-normal text-slate-600 sm:hidden">
              <EmailAddress email={inquiry.companyEmail} />
            </span>
          </th>
          <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">
            <EmailAddress email={inquiry.companyEmail} />
          </td>
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
