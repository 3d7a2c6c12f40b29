import { useQuery } from "@tanstack/react-query";
import type { Inquiry } from "@shared/schema";
import { getJson } from "@/lib/api";

export const INQUIRIES_KEY = ["/api/inquiries"] as const;

/** The API lists by id ascending; the screen shows the newest first. */
export const getInquiries = async () =>
  (await getJson<Inquiry[]>("/api/inquiries")).sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() || b.id - a.id,
  );

export function useInquiries() {
  return useQuery({ queryKey: INQUIRIES_KEY, queryFn: getInquiries });
}
