import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import type { InquirySummary } from "@shared/admin-lists";
import { inquiryStatuses, type Inquiry, type InquiryStatus } from "@shared/schema";
import { useInquiry } from "../api/get-inquiries";
import { useUpdateInquiryStatus } from "../api/update-inquiry-status";
import { InquiryNotes } from "./inquiry-notes";
import { ResponseHistory } from "./response-history";
import { STATUS_LABELS } from "./status-badge";

interface InquiryDetailsDialogProps {
  /** The inquiry as the list showed it; the dialog fetches the rest (goals, challenges, phone, notes). */
  inquiry: InquirySummary | null;
  onOpenChange: (open: boolean) => void;
  onRespond: (inquiry: Inquiry) => void;
}

export function InquiryDetailsDialog({ inquiry, onOpenChange, onRespond }: InquiryDetailsDialogProps) {
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={onOpenChange}
      title="Inquiry Details"
      description={inquiry ? `From ${inquiry.fullName}` : undefined}
      widthClass="max-w-2xl"
    >
      {inquiry && <Loaded summary={inquiry} onClose={() => onOpenChange(false)} onRespond={onRespond} />}
    </Dialog>
  );
}

interface DetailsProps {
  onClose: () => void;
  onRespond: (inquiry: Inquiry) => void;
}

/**
 * The inquiry whole, once fetched. Opening a new inquiry moves it to in_review, once, as the list showed it when it
 * was opened; choosing "New" later in the selector sticks. The details follow the inquiry, not the list, so they
 * stay open when the change takes it off the tab or page it was opened from.
 */
function Loaded({ summary, ...props }: DetailsProps & { summary: InquirySummary }) {
  const { data: inquiry, error } = useInquiry(summary.id);
  const { mutate } = useUpdateInquiryStatus();
  const openedAsNew = useRef(summary.status === "new");
  useEffect(() => {
    if (!openedAsNew.current) return;
    openedAsNew.current = false;
    mutate({ id: summary.id, status: "in_review", quiet: true });
  }, [summary.id, mutate]);

  if (error) return <ErrorState>Failed to load the inquiry: {errorMessage(error)}</ErrorState>;
  if (!inquiry) return <Spinner label="Loading inquiry" />;
  return <Details inquiry={inquiry} {...props} />;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Details({ inquiry, onClose, onRespond }: DetailsProps & { inquiry: Inquiry }) {
  const status = useUpdateInquiryStatus();

  return (
    <div className="grid gap-5 text-sm">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label="Full Name">{inquiry.fullName}</Item>
        <Item label="Designation">{inquiry.designation}</Item>
        <Item label="Email">
          <a href={`mailto:${inquiry.companyEmail}`} className="text-blue-800 underline">
            {inquiry.companyEmail}
          </a>
        </Item>
        <Item label="Phone Number">{inquiry.phoneNumber}</Item>
        <Item label="Goals">
          <ul className="list-disc pl-5">
            {inquiry.goals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </Item>
        {inquiry.challenges && inquiry.challenges.length > 0 && (
          <Item label="Challenges">
            <ul className="list-disc pl-5">
              {inquiry.challenges.map((challenge) => (
                <li key={challenge}>{challenge}</li>
              ))}
            </ul>
          </Item>
        )}
      </dl>
      <div className="sm:max-w-xs">
        <SelectField
          label="Status"
          value={inquiry.status}
          disabled={status.isPending}
          onChange={(event) => status.mutate({ id: inquiry.id, status: event.target.value as InquiryStatus })}
        >
          {inquiryStatuses.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <InquiryNotes key={inquiry.id} inquiry={inquiry} />
      <ResponseHistory inquiryId={inquiry.id} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => onRespond(inquiry)}>Respond</Button>
      </DialogFooter>
    </div>
  );
}
