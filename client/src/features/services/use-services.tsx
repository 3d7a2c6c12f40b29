import { useQuery } from "@tanstack/react-query";
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
    <p role="alert" className="mx-auto my-12 max-w-2xl rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
      The services could not be loaded.{" "}
      <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
        Try again
      </button>
    </p>
  ) : null;
  return { services: data, fallback };
}
