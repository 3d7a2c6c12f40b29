import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from "react-hook-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { ErrorSummary, useErrorSummary, type ErrorSummaryItem } from "@/components/ui/error-summary";
import { FormTextField } from "@/components/ui/form-text-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { servicesQuery } from "@/lib/services-query";
import { INQUIRY_HONEYPOT_FIELD } from "@shared/inquiry-form";
import { CHALLENGES_MAX, fieldId, goalChoices, QUOTE_FIELDS, type QuoteField } from "../api/quote-form-fields";
import type { QuoteFormInput, QuoteFormValues } from "../api/quote-form-schema";
import { startProofOfWork, useSubmitInquiry, type ProofOfWork } from "../api/submit-inquiry";

const HEADING_ID = "quote-form-title";

// The rules (zod and the shared inquiry schema) load when the visitor first focuses a field, or at the latest
// when the form is first checked: most visitors of the Contact page never fill it in. The proof of work starts then
// too.
const loadRules = () => import("../api/quote-form-schema");
const resolver: Resolver<QuoteFormInput, unknown, QuoteFormValues> = async (values, context, options) =>
  (await loadRules()).quoteFormResolver(values, context, options);

/**
 * 'Request a quote': the inquiry fields, checked by the same rules as the API. A submit with mistakes shows an
 * error summary that takes focus and links to each field; the server's own field errors land there too. A sent
 * request replaces the form with a confirmation that takes focus and says what happens next.
 */
/** `salesEmail`: where the confirmation tells people to write (Site Settings, read by the Contact page). */
export function QuoteForm({ salesEmail = "" }: { salesEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section aria-labelledby={HEADING_ID} className="min-w-0">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-900">
        Request a quote
      </h2>
      {sentTo === null ? <Form onSent={setSentTo} /> : <Confirmation email={sentTo} salesEmail={salesEmail} />}
    </section>
  );
}

function Confirmation({ email, salesEmail }: { email: string; salesEmail: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="quote-sent-title"
      className="mt-6 rounded-lg border border-green-700 bg-green-50 p-6 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <h3 id="quote-sent-title" className="text-xl font-semibold">
        Thank you, we have your request
      </h3>
      <p className="mt-2">
        A member of our team will read it and reply by e-mail to <strong className="break-words">{email}</strong>.
        {salesEmail && (
          <>
            {" "}
            If you need to add anything in the meantime, write to{" "}
            <a href={`mailto:${salesEmail}`} className="font-semibold break-words text-blue-800 underline">
              {salesEmail}
            </a>
            .
          </>
        )}
      </p>
    </div>
  );
}

/** The summary's links, in the order the form shows the fields. */
function summaryOf(errors: FieldErrors<QuoteFormInput>): ErrorSummaryItem[] {
  return QUOTE_FIELDS.flatMap((field) => {
    const message =
      errors[field]?.message ?? (errors[field] as { root?: { message?: string } } | undefined)?.root?.message;
    return message ? [{ id: fieldId(field), message }] : [];
  });
}

function Form({ onSent }: { onSent: (email: string) => void }) {
  // The invisible proof of work the server asks of every inquiry: solved while the visitor types, waited for (under
  // the button's "Sending...") if they send sooner.
  const [proof] = useState<ProofOfWork>(() => ({}));
  const submit = useSubmitInquiry(proof);
  const { ref: summaryRef, shown: showSummary, reveal: showProblems } = useErrorSummary();
  const [failure, setFailure] = useState<string>();
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver,
    // The summary takes focus instead of the first field, so a screen reader hears every problem first.
    shouldFocusError: false,
    defaultValues: {
      fullName: "",
      designation: "",
      companyEmail: "",
      phoneNumber: "",
      goals: [],
      challenges: "",
      [INQUIRY_HONEYPOT_FIELD]: "",
    },
  });
  const { errors } = form.formState;
  const summary = summaryOf(errors);

  // handleSubmit is called inside the event handler, so the React Compiler sees the ref written only on submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => {
        setFailure(undefined);
        submit.mutate(values, {
          onSuccess: () => onSent(values.companyEmail),
          onError: (error) => {
            // The server's field errors land on their fields and in the summary, which takes focus as it does for
            // the form's own checks.
            if (applyServerFieldErrors(error, form, { focus: false })) return showProblems();
            // A 429 says how long to wait; other failures say what went wrong, in the server's words when it sent some.
            setFailure(errorMessage(error) || "Your request could not be sent. Please try again.");
          },
        });
      },
      () => showProblems(),
    )(event);

  // Each field's message is read with the field; the summary, not the fields, announces the mistakes.
  const describe = (field: QuoteField) => ({ form, name: field, id: fieldId(field), announceError: false });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => {
        void loadRules();
        startProofOfWork(proof);
      }}
      noValidate
      aria-labelledby={HEADING_ID}
      className="mt-6 grid gap-5"
    >
      <p className="text-slate-700">
        Tell us about your project and a member of our team will reply by e-mail. All fields are required unless marked
        optional.
      </p>
      {showSummary && summary.length > 0 && (
        <ErrorSummary ref={summaryRef} titleId="quote-summary-title" items={summary} />
      )}
      {/* items-start: a field with a hint or an error grows without stretching its neighbour's input. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormTextField label="Full name" autoComplete="name" {...describe("fullName")} />
        <FormTextField
          label="Designation"
          hint="Your job title"
          autoComplete="organization-title"
          {...describe("designation")}
        />
        <FormTextField label="Company e-mail" type="email" autoComplete="email" {...describe("companyEmail")} />
        <FormTextField label="Phone number" type="tel" autoComplete="tel" {...describe("phoneNumber")} />
      </div>
      <GoalsField error={errors.goals?.message} register={form.register("goals")} />
      <FormTextField
        multiline
        label="Challenges (optional)"
        hint="Deadlines, file formats, volume, or anything else we should know."
        rows={4}
        maxLength={CHALLENGES_MAX}
        {...describe("challenges")}
      />
      {/* People never see or reach this field; bots that fill in every field do, and the server drops those. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">Leave this field empty</label>
        <input
          id="quote-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register(INQUIRY_HONEYPOT_FIELD)}
        />
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div>
        <SubmitButton pending={submit.isPending} pendingText="Sending...">
          Send request
        </SubmitButton>
      </div>
    </form>
  );
}

function GoalsField({ error, register }: { error?: string; register: UseFormRegisterReturn<"goals"> }) {
  // Seeded into the page by the server; until it arrives (a visit without it) only "Something else" shows.
  const { data: services = [] } = useQuery(servicesQuery);
  return (
    <CheckboxGroup
      legend="What can we help with?"
      idPrefix="quote-goals"
      options={goalChoices(services)}
      error={error}
      register={register}
    />
  );
}
