import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schema";
import { getJson } from "@/lib/api";

/** The administrators, oldest first, as the server lists them. */
export const adminsQuery = queryOptions({
  queryKey: ["/api/admins"],
  queryFn: () => getJson<PublicUser[]>("/api/admins"),
});

export const useAdmins = () => useQuery(adminsQuery);
