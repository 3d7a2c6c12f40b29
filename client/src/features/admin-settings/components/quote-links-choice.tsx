import { useId, useState } from "react";
import type { SiteSettings } from "@/lib/site-settings";
import { isQuoteFormEnabled } from "@shared/schema";
import { effectiveQuoteLinksTarget, type QuoteLinksTarget } from "@shared/site-texts";
import { useSaveSettings } from "../api/save-settings";
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

/**
 * Where every 'Request a Quote', 'Get in Touch' and 'Contact Us' link leads; saved as soon as it is chosen. With
 * the quote form off only the portal can be chosen (the server points the links back at it then).
 */
export function QuoteLinksChoice({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings({
    success: (_rows, patch) => ({
      title: "Settings saved",
      description:
        patch.quoteLinksTarget === "form"
          ? "Quote links now lead to the quote form on the Contact page."
          : "Quote links now lead to the client portal.",
    }),
    failure: "Save failed",
  });
  const id = useId();
  const formOn = isQuoteFormEnabled(settings.quoteFormEnabled);
  const stored = effectiveQuoteLinksTarget(settings.quoteLinksTarget, settings.quoteFormEnabled);
  const [asked, setAsked] = useState<QuoteLinksTarget | null>(null);
  const current = asked ?? stored;

  const choose = (target: QuoteLinksTarget) => {
    setAsked(target);
    save.mutate({ quoteLinksTarget: target }, { onSettled: () => setAsked(null) });
  };

  return (
    <SettingsCard
      title="Quote Links"
      description="Where the 'Request a Quote', 'Get in Touch' and 'Contact Us' buttons across the site lead."
    >
      <fieldset aria-describedby={formOn ? undefined : `${id}-off`}>
        <legend className="sr-only">Quote links lead to</legend>
        <div className="grid gap-3">
          {CHOICES.map((choice) => {
            const disabled = asked !== null || (choice.value === "form" && !formOn);
            return (
              <div key={choice.value} className="flex items-start gap-3">
                <input
                  id={`${id}-${choice.value}`}
                  type="radio"
                  name={`${id}-target`}
                  value={choice.value}
                  checked={current === choice.value}
                  disabled={disabled}
                  aria-describedby={`${id}-${choice.value}-hint`}
                  onChange={() => choose(choice.value)}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-blue-800"
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
            );
          })}
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
