import { useId, useState } from "react";
import { areExampleTestimonialsEnabled } from "@shared/site-texts";
import { toast } from "@/components/ui/use-toast";
import type { SiteSettings } from "@/lib/site-settings";
import { failureToast } from "@/lib/toasts";
import { useSaveSettings } from "../api/save-settings";
import { SettingsCard } from "./settings-card";

/** Whether the home page shows two example testimonials while none are published; saved on each change. */
export function ExampleTestimonialsSwitch({ settings }: { settings: SiteSettings }) {
  const save = useSaveSettings();
  const id = useId();
  const stored = areExampleTestimonialsEnabled(settings.exampleTestimonialsEnabled);
  // As in QuoteFormSwitch: the box shows what was asked for while the change saves.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? stored;

  const onChange = (enabled: boolean) => {
    setAsked(enabled);
    save.mutate(
      { exampleTestimonialsEnabled: String(enabled) },
      {
        onSuccess: () =>
          toast({
            title: "Settings saved",
            description: enabled
              ? "The home page shows example testimonials while there are none."
              : "The home page shows no example testimonials.",
          }),
        onError: (error) => failureToast("Save failed", error),
        onSettled: () => setAsked(null),
      },
    );
  };

  return (
    <SettingsCard title="Example Testimonials" description="Testimonials themselves are edited under Testimonials.">
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
            Show two example testimonials while none are published
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            They are labelled as examples. When off, the home page says only that there are no testimonials yet.
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
