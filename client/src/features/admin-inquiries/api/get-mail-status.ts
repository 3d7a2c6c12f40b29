import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import { mailStatusSchema } from "@shared/schema";
import { INQUIRIES_KEY } from "./get-inquiries";

/**
 * Whether the site can e-mail a reply (a mail server is set up), so the Respond dialog can say so before a reply is
 * written. Under the inquiries' key, so a reply sent checks it again.
 */
export const mailStatusQuery = queryOptions({
  queryKey: [...INQUIRIES_KEY, "mail-status"],
  queryFn: async () => mailStatusSchema.parse(await getJson<unknown>("/api/inquiries/mail-status")),
});

export const useMailStatus = () => useQuery(mailStatusQuery);
