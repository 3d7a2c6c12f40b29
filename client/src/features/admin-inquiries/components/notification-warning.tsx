import { formatDistanceToNow } from "date-fns";
import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";
import { paths, withinAdmin } from "@shared/paths";
import { useNotificationStatus } from "../api/get-notification-status";

const emails = (n: number) => (n === 1 ? "1 e-mail" : `${n} e-mails`);

/**
 * Said above the inquiries while e-mails telling the team about new inquiries cannot be sent: the inquiries are
 * all here, but the people who should hear of them did not. It goes once the mail server takes them.
 */
export function NotificationWarning() {
  const { data: status } = useNotificationStatus();
  if (!status?.failing) return null;
  const when = status.lastFailedAt ? ` ${formatDistanceToNow(new Date(status.lastFailedAt), { addSuffix: true })}` : "";
  return (
    <div className="mb-6 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
        {emails(status.failing)} about new inquiries could not be sent.
      </p>
      <p className="mt-1">
        The site keeps trying.
        {status.lastError && ` The mail server's last answer${when}: “${status.lastError}”.`} Check the addresses and
        send a test e-mail under{" "}
        <Link
          href={withinAdmin(paths.admin.settings)}
          className="font-medium text-blue-800 underline underline-offset-2"
        >
          Site Settings
        </Link>{" "}
        → Inquiries.
      </p>
    </div>
  );
}
