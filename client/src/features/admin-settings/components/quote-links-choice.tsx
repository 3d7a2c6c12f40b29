import { useId } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { QuoteLinksTarget } from "@shared/site-texts";
import { SettingsCard } from "./settings-card";

const CHOICES: { value: QuoteLinksTarget; label: string; hint: string }[] = [
  {
    value: "portal",
    label: "The client portal",
    hint: "The portal's contact page, in a new tab.",
  },
  {
    value: "form",
    label: "The quote form on the Contact page",
    hint: "The Contact page, in the same tab. Needs the quote form above to be on.",
  },
];

/** The success toast's words for where quote links now lead. */
export const quoteLinksSaved = (target: string | null | undefined) =>
  target === "form"
    ? "Quote links now lead to the quote form on the Contact page."
    : "Quote links now lead to the client portal.";

/**
 * Where every 'Request a Quote', 'Get in Touch' and 'Contact Us' link leads: a choice of its tab's form, saved with
 * the tab's Save button. With the quote form off (in the same form) only the portal can be chosen, and the server
 * points the links back at it then. The fieldset's id is the setting's key, for links to it.
 */
export function QuoteLinksChoice<T extends FieldValues>({
  register,
  formOn,
}: {
  register: UseFormRegister<T>;
  /** Whether the quote form's box (in the same form) is ticked. */
  formOn: boolean;
}) {
  const id = useId();
  return (
    <SettingsCard
      title="Quote Links"
      description="Where the 'Request a Quote', 'Get in Touch' and 'Contact Us' buttons across the site lead."
    >
      <fieldset id="quoteLinksTarget" aria-describedby={formOn ? undefined : `${id}-off`}>
        <legend className="sr-only">Quote links lead to</legend>
        <div className="grid gap-3">
          {CHOICES.map((choice) => (
            <div key={choice.value} className="flex items-start gap-3">
              <input
                id={`${id}-${choice.value}`}
                type="radio"
                value={choice.value}
                disabled={choice.value === "form" && !formOn}
                aria-describedby={`${id}-${choice.value}-hint`}
                className="mt-0.5 h-5 w-5 shrink-0 accent-blue-800"
                {...register("quoteLinksTarget" as Path<T>)}
              />
              <div>
                <label htmlFor={`${id}-${choice.value}`} className="text-sm font-medium text-slate-900">
                  {choice.label}
                </label>
                <p id={`${id}-${choice.value}-hint`} className="text-xs text-slate-600">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
        {!formOn && (
          <p id={`${id}-off`} className="mt-3 text-sm text-slate-700">
            The quote form is off, so quote links lead to the client portal.
          </p>
        )}
      </fieldset>
    </SettingsCard>
  );
}
