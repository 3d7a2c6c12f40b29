import { RotateCcw, Save } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates } from "@/components/admin/list-states";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api";
import { failureToast } from "@/lib/toasts";
import { navigationSchema, type Navigation } from "@shared/navigation";
import {
  useNavigationForEditing,
  usePages,
  useRestoreDefaultNavigation,
  useSaveNavigation,
} from "../api/navigation-api";
import { draftErrors, toDraft, toPayload, type Draft, type DraftErrors } from "../api/navigation-draft";
import { FooterColumnsEditor } from "./footer-columns-editor";
import { HeaderPreview, linksShown } from "./header-preview";
import { LinkListEditor } from "./link-list-editor";

const HELP =
  "The links of the site's header, and the footer's link columns and bottom line. The footer's Services column lists the services by itself, and its contact e-mails and Other Projects come from Site Settings. A link to a content page is shown only while the page is published. Changes show on the site once saved.";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export default function NavigationScreen() {
  const { data, isLoading, error } = useNavigationForEditing();
  const { data: pages } = usePages();
  const publishedSlugs = pages && new Set(pages.filter((page) => page.isPublished).map((page) => page.slug));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  // Set when new errors arrive: the first marked field takes focus once they are shown.
  const focusFirstError = useRef(false);
  const [confirmingRestore, setConfirmingRestore] = useState(false);
  // The first answer becomes the draft; later ones (after a save) replace it through `stored`.
  if (data && !draft) setDraft(toDraft(data));
  const stored = (nav: Navigation) => {
    setDraft(toDraft(nav));
    setErrors({});
  };
  const save = useSaveNavigation(stored);
  const restore = useRestoreDefaultNavigation(stored);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus();
  }, [errors]);

  const showErrors = (current: Draft, fieldErrors: Record<string, string[]>) => {
    setErrors(draftErrors(current, fieldErrors));
    focusFirstError.current = true;
  };
  const onSave = () => {
    if (!draft) return;
    const checked = navigationSchema.safeParse(toPayload(draft));
    if (!checked.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (fieldErrors[issue.path.join(".")] ??= []).push(issue.message);
      showErrors(draft, fieldErrors);
      failureToast("Failed to save navigation", "Some links need attention: see the marked fields.");
      return;
    }
    setErrors({});
    save.mutate(draft, {
      onError: (failure) =>
        failure instanceof ApiError && failure.status === 400 && showErrors(draft, failure.fieldErrors),
    });
  };
  const update = (values: Partial<Draft>) => draft && setDraft({ ...draft, ...values });
  const busy = save.isPending || restore.isPending;

  return (
    <AdminPage
      title="Navigation"
      metaDescription="Edit the links of the site's header and footer."
      heading="Manage Navigation"
      description={HELP}
    >
      <ListStates
        isLoading={isLoading || (!draft && !error)}
        error={error}
        isEmpty={false}
        noun="navigation"
        empty={null}
      >
        {draft && (
          <div className="grid gap-6">
            <Section title="Header links">
              <LinkListEditor
                name="Header"
                links={draft.header}
                onChange={(header) => update({ header })}
                errors={errors}
                listError={errors.header}
                publishedSlugs={publishedSlugs}
                emptyText="No header links yet."
              />
              <HeaderPreview links={linksShown(draft.header, publishedSlugs)} />
            </Section>
            <Section title="Footer link columns">
              <FooterColumnsEditor
                columns={draft.footer}
                onChange={(footer) => update({ footer })}
                errors={errors}
                publishedSlugs={publishedSlugs}
              />
            </Section>
            <Section title="Footer bottom line">
              <LinkListEditor
                name="Bottom line"
                links={draft.legal}
                onChange={(legal) => update({ legal })}
                errors={errors}
                listError={errors.legal}
                publishedSlugs={publishedSlugs}
                emptyText="No bottom line links yet."
              />
            </Section>
            <div className="flex flex-wrap gap-3">
              <SubmitButton
                type="button"
                onClick={onSave}
                pending={save.isPending}
                pendingText="Saving..."
                disabled={busy}
                icon={<Save aria-hidden="true" className="h-4 w-4" />}
              >
                Save Navigation
              </SubmitButton>
              <Button variant="outline" onClick={() => setConfirmingRestore(true)} disabled={busy}>
                <RotateCcw aria-hidden="true" className="h-4 w-4" />
                Restore Defaults
              </Button>
            </div>
          </div>
        )}
      </ListStates>
      <ConfirmDialog
        open={confirmingRestore}
        onOpenChange={setConfirmingRestore}
        title="Restore the default navigation?"
        description="The header and footer go back to the links the site shipped with. Links you added are removed; the pages themselves stay."
        confirmLabel="Restore Defaults"
        pendingLabel="Restoring..."
        pending={restore.isPending}
        onConfirm={() => restore.mutate(undefined, { onSuccess: () => setConfirmingRestore(false) })}
      />
    </AdminPage>
  );
}
