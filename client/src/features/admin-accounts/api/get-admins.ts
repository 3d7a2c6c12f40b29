import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api";
import type { PublicUser } from "@shared/schema";

/** The administrators, oldest first, as the server lists them. */
export const adminsQuery = queryOptions({
  queryKey: ["/api/admins"],
  queryFn: () => getJson<PublicUser[]>("/api/admins"),
});

export const useAdmins = () => useQuery(adminsQuery);
