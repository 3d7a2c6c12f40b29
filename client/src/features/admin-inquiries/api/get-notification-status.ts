import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { InquiryNotificationStatus } from "@shared/schema";
import { INQUIRIES_KEY } from "./get-inquiries";

/**
 * How many e-mails to the team about new inquiries failed and wait for another attempt. Asked again every minute
 * while the Inquiries screen is open, so the warning goes once the mail server takes them.
 */
export const notificationStatusQuery = queryOptions({
  queryKey: [...INQUIRIES_KEY, "notifications"],
  queryFn: () => getJson<InquiryNotificationStatus>("/api/inquiries/notifications/status"),
  refetchInterval: 60_000,
});

export const useNotificationStatus = () => useQuery(notificationStatusQuery);
