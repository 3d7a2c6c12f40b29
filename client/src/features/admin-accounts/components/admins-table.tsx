import { KeyRound, Trash2 } from "lucide-react";
import { Link } from "wouter";
import { DataTable } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { formatDate } from "@/lib/format";
import { paths, withinAdmin } from "@shared/paths";
import type { PublicUser } from "@shared/schema";

interface AdminsTableProps {
  admins: PublicUser[];
  /** The signed-in administrator: marked '(you)', and offered neither a reset nor a removal. */
  currentUserId: number | undefined;
  onResetPassword: (admin: PublicUser) => void;
  onRemove: (admin: PublicUser) => void;
}

export function AdminsTable({ admins, currentUserId, onResetPassword, onRemove }: AdminsTableProps) {
  return (
    <DataTable
      caption="Administrators, oldest first"
      columns={[
        { label: "Username" },
        { label: "Email", hideBelow: "sm" },
        { label: "Created", hideBelow: "md" },
        { label: "Actions", alignRight: true },
      ]}
    >
      {admins.map((admin) => {
        const isYou = admin.id === currentUserId;
        const created = new Date(admin.createdAt);
        return (
          <tr key={admin.id}>
            <th scope="row" className="px-4 py-3 font-medium break-all text-slate-900">
              {admin.username}
              {isYou && <span className="font-normal text-slate-600">{" (you)"}</span>}
              {/* Added, or reset, by another administrator: their next password sign-in asks for their own. */}
              {admin.mustChangePassword && " "}
              {admin.mustChangePassword && (
                <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
                  Must change password
                </span>
              )}
              {admin.email && (
                <span className="block text-xs font-normal break-all text-slate-600 sm:hidden">{admin.email}</span>
              )}
            </th>
            <td className="hidden px-4 py-3 break-all text-slate-700 sm:table-cell">
              {admin.email ?? <span className="text-slate-600">None</span>}
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">
              <time dateTime={created.toISOString()}>{formatDate(created)}</time>
            </td>
            <td className="px-2 py-2">
              {isYou ? (
                <div className="flex justify-end">
                  <Link
                    href={withinAdmin(paths.admin.account)}
                    className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-blue-800 underline hover:bg-blue-50"
                  >
                    Change your password
                  </Link>
                </div>
              ) : (
                <div className="flex justify-end gap-1">
                  <IconButton
                    label={`Reset password of ${admin.username}`}
                    icon={KeyRound}
                    onClick={() => onResetPassword(admin)}
                  />
                  <IconButton
                    label={`Remove ${admin.username}`}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => onRemove(admin)}
                  />
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
