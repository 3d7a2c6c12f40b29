import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useForm, type FieldErrors, type UseFormRegisterReturn } from "react-hook-form";
import { INQUIRY_HONEYPOT_FIELD } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/form-field";
import { Spinner16 } from "@/components/ui/spinner-inline";
import { ApiError, errorMessage } from "@/lib/api";
import { servicesQuery } from "@/lib/services-query";
import { useSubmitInquiry } from "../api/submit-inquiry";
import {
  CHALLENGES_MAX,
  fieldId,
  goalChoices,
  QUOTE_FIELDS,
  quoteFormSchema,
  type QuoteField,
  type QuoteFormInput,
  type QuoteFormValues,
} from "../api/quote-form-schema";

const HEADING_ID = "quote-form-title";

/**
 * 'Request a quote': the inquiry fields, checked by the same rules as the API. A submit with mistakes shows an
 * error summary that takes focus and links to each field; the server's own field errors land there too. A sent
 * request replaces the form with a confirmation that takes focus and says what happens next.
 */
/** `salesEmail`: where the confirmation tells people to write (Site Settings, read by the Contact page). */
export function QuoteForm({ salesEmail = "" }: { salesEmail?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section aria-labelledby={HEADING_ID} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-900">
          Request a quote
        </h2>
        {sentTo === null ? <Form onSent={setSentTo} /> : <Confirmation email={sentTo} salesEmail={salesEmail} />}
      </div>
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

type SummaryItem = { field: QuoteField; message: string };

function summaryOf(errors: FieldErrors<QuoteFormInput>): SummaryItem[] {
  return QUOTE_FIELDS.flatMap((field) => {
    const message =
      errors[field]?.message ?? (errors[field] as { root?: { message?: string } } | undefined)?.root?.message;
    return message ? [{ field, message }] : [];
  });
}

function Form({ onSent }: { onSent: (email: string) => void }) {
  const submit = useSubmitInquiry();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [showSummary, setShowSummary] = useState(false);
  const focusPending = useRef(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema),
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

  // Moves focus to the summary after each submit that found mistakes, at the first render that shows it: the form
  // library publishes the errors a moment after it reports the failed submit.
  useEffect(() => {
    if (!focusPending.current || !summaryRef.current) return;
    focusPending.current = false;
    summaryRef.current.focus();
  });

  const showProblems = () => {
    focusPending.current = true;
    setShowSummary(true);
  };

  // handleSubmit is called inside the event handler, so the React Compiler sees the ref written only on submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (values) => {
        setFailure(undefined);
        submit.mutate(values, {
          onSuccess: () => onSent(values.companyEmail),
          onError: (error) => {
            const fieldErrors = error instanceof ApiError && error.status === 400 ? error.fieldErrors : {};
            const known = QUOTE_FIELDS.filter((field) => fieldErrors[field]?.[0]);
            if (known.length > 0) {
              for (const field of known) form.setError(field, { message: fieldErrors[field]![0] });
              showProblems();
              return;
            }
            // A 429 says how long to wait; other failures say what went wrong, in the server's words when it sent some.
            setFailure(errorMessage(error) || "Your request could not be sent. Please try again.");
          },
        });
      },
      () => showProblems(),
    )(event);

  const goTo = (field: QuoteField) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.getElementById(fieldId(field));
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  };

  const describe = (field: QuoteField) => ({
    id: fieldId(field),
    error: errors[field]?.message,
    announceError: false,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={HEADING_ID} className="mt-6 grid gap-5">
      <p className="text-slate-700">
        Tell us about your project and a member of our team will reply by e-mail. All fields are required unless marked
        optional.
      </p>
      {showSummary && summary.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          aria-labelledby="quote-summary-title"
          className="rounded-lg border-2 border-red-700 bg-red-50 p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <h3 id="quote-summary-title" className="text-lg font-semibold text-red-800">
            There is a problem
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {summary.map(({ field, message }) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} onClick={goTo(field)} className="font-medium text-red-800 underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* items-start: a field with a hint or an error grows without stretching its neighbour's input. */}
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" {...describe("fullName")} {...form.register("fullName")} />
        <TextField
          label="Designation"
          hint="Your job title"
          autoComplete="organization-title"
          {...describe("designation")}
          {...form.register("designation")}
        />
        <TextField
          label="Company e-mail"
          type="email"
          autoComplete="email"
          {...describe("companyEmail")}
          {...form.register("companyEmail")}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          {...describe("phoneNumber")}
          {...form.register("phoneNumber")}
        />
      </div>
      <GoalsField error={errors.goals?.message} register={form.register("goals")} />
      <TextAreaField
        label="Challenges (optional)"
        hint="Deadlines, file formats, volume, or anything else we should know."
        rows={4}
        maxLength={CHALLENGES_MAX}
        {...describe("challenges")}
        {...form.register("challenges")}
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
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending && <Spinner16 />}
          {submit.isPending ? "Sending..." : "Send request"}
        </Button>
      </div>
    </form>
  );
}

function GoalsField({ error, register }: { error?: string; register: UseFormRegisterReturn<"goals"> }) {
  // Seeded into the page by the server; until it arrives (a visit without it) only "Something else" shows.
  const { data: services = [] } = useQuery(servicesQuery);
  return (
    <fieldset
      aria-describedby={error ? "quote-goals-error" : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend className="text-sm font-medium text-slate-900">What can we help with?</legend>
      {error && (
        <p id="quote-goals-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {goalChoices(services).map((goal, index) => (
          <div key={goal} className="flex items-start gap-2">
            <input
              id={`quote-goals-${index}`}
              type="checkbox"
              value={goal}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "quote-goals-error" : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-800"
              {...register}
            />
            <label htmlFor={`quote-goals-${index}`} className="text-sm text-slate-900">
              {goal}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
