import { useId, useState } from "react";
import { isQuoteFormEnabled } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import type { SiteSettings } from "@/lib/site-settings";
import { failureToast } from "@/lib/toasts";
import { useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";

/** Turns the Contact page's 'Request a quote' form on or off; saved as soon as the box is ticked or cleared. */
export function QuoteFormSwitch({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const id = useId();
  const stored = isQuoteFormEnabled(settings.quoteFormEnabled);
  // While a change is saving (and the settings are fetched again), the box shows what was asked for, from the
  // click on: the mutation's own pending state arrives a moment later, and the box would flick back meanwhile.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? stored;

  const onChange = (enabled: boolean) => {
    setAsked(enabled);
    save.mutate(
      { quoteFormEnabled: String(enabled) },
      {
        onSuccess: () =>
          toast({
            title: "Settings saved",
            description: enabled
              ? "The Contact page shows the quote request form."
              : "The Contact page shows only the client portal links.",
          }),
        onError: (error) => failureToast("Save failed", error),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <SettingsCard
      title="Quote Request Form"
      description="Visitors can request a quote on the Contact page; requests arrive under Inquiries."
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={asked !== null}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-800"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-900">
            Show the 'Request a quote' form on the Contact page
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            When off, the Contact page shows only the client portal links and e-mail addresses.
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
