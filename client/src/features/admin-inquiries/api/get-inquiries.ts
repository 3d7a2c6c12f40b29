import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/schema";
import { getJson } from "@/lib/api";

/** The API lists by id ascending; the screen shows the newest first. */
export const inquiriesQuery = queryOptions({
  queryKey: ["/api/inquiries"],
  queryFn: async () =>
    (await getJson<Inquiry[]>("/api/inquiries")).sort(
      (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id,
    ),
});

export const useInquiries = () => useQuery(inquiriesQuery);
