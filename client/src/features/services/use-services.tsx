import { useQuery } from "@tanstack/react-query";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { servicesQuery } from "@/lib/services-query";

/**
 * The services from GET /api/services. The server puts them into every public page, so the first screen shows them
 * at once; `fallback` is the spinner or the error for a visit that came without them.
 */
export function useServices() {
  const { data, isPending, isError, refetch } = useQuery(servicesQuery);
  const fallback = isPending ? (
    <Spinner label="Loading services" />
  ) : isError ? (
    <LoadFailed what="The services" onRetry={() => void refetch()} className="mx-auto my-12 max-w-2xl" />
  ) : null;
  return { services: data, fallback };
}
