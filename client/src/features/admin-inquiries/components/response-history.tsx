import { Spinner } from "@/components/ui/spinner";
import { formatDateTime, formatTimeAgo } from "@/lib/format";
import { useInquiryResponses } from "../api/get-inquiry-responses";

/** The responses already sent (or saved) for an inquiry, newest first. */
export function ResponseHistory({ inquiryId }: { inquiryId: number }) {
  const { data: responses = [], isLoading, error } = useInquiryResponses(inquiryId);
  return (
    <section aria-labelledby={`history-${inquiryId}`} className="grid gap-2">
      <h3 id={`history-${inquiryId}`} className="text-sm font-semibold text-slate-900">
        Response History
      </h3>
      {isLoading ? (
        <Spinner label="Loading responses" className="p-2" />
      ) : error ? (
        <p className="text-sm text-red-700">Could not load the responses: {error.message}</p>
      ) : responses.length === 0 ? (
        <p className="text-sm text-slate-600">No responses yet.</p>
      ) : (
        <ol className="grid gap-2">
          {responses.map((response) => (
            <li key={response.id} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-600">
                <time dateTime={new Date(response.sentAt).toISOString()}>{formatDateTime(response.sentAt)}</time>
                {` (${formatTimeAgo(response.sentAt)}) · `}
                {response.emailed ? "E-mailed" : "Saved, not e-mailed"}
              </p>
              <p className="mt-1 font-medium text-slate-900">
                <span className="font-normal text-slate-600">Subject: </span>
                {response.subject}
              </p>
              <p className="mt-1 whitespace-pre-wrap text-slate-900">{response.message}</p>
              {response.deliveryNote && <p className="mt-1 text-xs text-slate-600">{response.deliveryNote}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
