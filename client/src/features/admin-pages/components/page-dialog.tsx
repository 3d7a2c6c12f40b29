import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog, FormDialogFooter } from "@/components/ui/dialog";
import { ErrorState } from "@/components/ui/empty-state";
import { TextField } from "@/components/ui/form-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { alsoOnChange } from "@/lib/also-on-change";
import { errorMessage } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/field-errors";
import { slugify } from "@/lib/slugify";
import type { PageSummary } from "@shared/admin-lists";
import { FOOTER_LOCK_NOTICE, isFooterLocked, MENU_LINK_WARNING, type PageWithLinks } from "@shared/page-links";
import { paths } from "@shared/paths";
import { useCreatePage } from "../api/create-page";
import { usePage } from "../api/get-pages";
import {
  pageBodyOf,
  pageFormSchemaIn,
  SCHEDULE_ERROR_FIELDS,
  wallTimeOf,
  type PageFormInput,
  type PageFormValues,
} from "../api/page-form-schema";
import { useUpdatePage } from "../api/update-page";
import { useSiteTimeZone } from "../api/use-site-time-zone";
import { usePublishCheck } from "./a11y-check/use-publish-check";
import { PageContentField } from "./editor/page-content-field";
import { PageScheduleFields } from "./page-schedule-fields";

interface PageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page to edit as the list showed it (the dialog fetches it whole), or null to add one. */
  page: PageSummary | null;
}

export function PageDialog({ open, onOpenChange, page }: PageDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={page ? "Edit Page" : "Add New Page"}
      description={page ? "Change the page's content and settings." : "Create a page for the website."}
      widthClass="max-w-[725px]"
    >
      {page ? (
        <LoadedPage id={page.id} onDone={() => onOpenChange(false)} />
      ) : (
        <PageForm page={null} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

/** The page whole (content, meta fields), fetched as the dialog opens; the list only has its summary. */
function LoadedPage({ id, onDone }: { id: number; onDone: () => void }) {
  const { data: page, error } = usePage(id);
  if (error) return <ErrorState>Failed to load the page: {errorMessage(error)}</ErrorState>;
  if (!page) return <Spinner label="Loading page" className="p-4" />;
  return <ExistingPage page={page} onDone={onDone} />;
}

// The history (and its comparison code) loads only when an administrator opens it.
const PageHistory = lazy(() => import("./page-history"));

/**
 * An existing page: its form, and its saved versions on a second tab. The form stays mounted while the history
 * is shown, so switching tabs keeps what was typed; a restore replaces it with the restored page.
 */
function ExistingPage({ page, onDone }: { page: PageWithLinks; onDone: () => void }) {
  const [current, setCurrent] = useState(page);
  return (
    <Tabs defaultValue="edit">
      <TabsList aria-label="Page editor views">
        <TabsTrigger value="edit">Edit</TabsTrigger>
        <TabsTrigger value="history">History</TabsTrigger>
      </TabsList>
      <TabsContent value="edit" forceMount className="data-[state=inactive]:hidden">
        <PageForm key={String(current.updatedAt)} page={current} onDone={onDone} />
      </TabsContent>
      <TabsContent value="history">
        <Suspense fallback={<Spinner label="Loading history" className="p-4" />}>
          <PageHistory page={current} onRestored={setCurrent} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}

/** What the menus' links mean for this page, said before any change is tried. */
function MenuLinkNotice({ id, locked }: { id: string; locked: boolean }) {
  return (
    <p
      id={id}
      className={`rounded-md border px-4 py-3 text-sm font-medium ${
        locked ? "border-blue-300 bg-blue-50 text-blue-950" : "border-amber-400 bg-amber-50 text-amber-950"
      }`}
    >
      {locked ? FOOTER_LOCK_NOTICE : MENU_LINK_WARNING}
    </p>
  );
}

/** The page's form; its schedule is shown and read in the site's time zone. */
export function PageForm({ page, onDone }: { page: PageWithLinks | null; onDone: () => void }) {
  const zone = useSiteTimeZone();
  const create = useCreatePage();
  const update = useUpdatePage();
  const pending = create.isPending || update.isPending;
  const publishAt = wallTimeOf(page?.publishAt, zone);
  const unpublishAt = wallTimeOf(page?.unpublishAt, zone);
  // The zone can become known after the form opened (the site's settings still on their way): the form stays as
  // it is, with whatever was typed and where the focus is, and only the schedule's fields are shown again in it.
  const zoneRef = useRef(zone);
  const resolver = useCallback<Resolver<PageFormInput, unknown, PageFormValues>>(
    (values, context, options) => zodResolver(pageFormSchemaIn(zoneRef.current))(values, context, options),
    [],
  );
  const form = useForm<PageFormInput, unknown, PageFormValues>({
    resolver,
    defaultValues: {
      title: page?.title ?? "",
      slug: page?.slug ?? "",
      content: page?.content ?? "",
      metaTitle: page?.metaTitle ?? "",
      metaDescription: page?.metaDescription ?? "",
      isPublished: page?.isPublished ?? true,
      publishDate: publishAt.date,
      publishTime: publishAt.time,
      unpublishDate: unpublishAt.date,
      unpublishTime: unpublishAt.time,
    },
  });
  useEffect(() => {
    if (zoneRef.current === zone) return;
    zoneRef.current = zone;
    form.resetField("publishDate", { defaultValue: publishAt.date });
    form.resetField("publishTime", { defaultValue: publishAt.time });
    form.resetField("unpublishDate", { defaultValue: unpublishAt.date });
    form.resetField("unpublishTime", { defaultValue: unpublishAt.time });
  }, [zone, form, publishAt.date, publishAt.time, unpublishAt.date, unpublishAt.time]);
  const scheduled = Boolean(useWatch({ control: form.control, name: "publishDate" }));
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: "slug" }) || "{slug}";
  const title = form.register("title");
  // A legal page the footer links to keeps its slug and stays published; other linked pages only warn.
  const locked = page ? isFooterLocked(page) : false;
  const linked = Boolean(page?.linkedFrom.length);
  const noticeId = useId();

  // The slug follows the title while it is empty, and, for a new page, while it still is the generated
  // one; once the administrator types their own slug it is left alone.
  const onTitleChange = (next: string) => {
    const current = form.getValues("slug") ?? "";
    const previousTitle = form.getValues("title") ?? "";
    const generated = !page && current === slugify(previousTitle);
    if (current === "" || generated)
      form.setValue("slug", slugify(next), { shouldValidate: form.formState.isSubmitted });
  };

  const publishCheck = usePublishCheck();

  // Publishing content with accessibility problems asks first, and so does scheduling it to go live: the same
  // check, as it will be published unattended. Drafts save as they are.
  const onSubmit = form.handleSubmit((formValues) => {
    const options = {
      onSuccess: onDone,
      onError: (error: unknown) => applyServerFieldErrors(error, form, { lists: SCHEDULE_ERROR_FIELDS }),
    };
    const values = pageBodyOf(formValues, zone);
    const intent = values.publishAt ? "schedule" : (values.isPublished ?? true) ? "publish" : false;
    publishCheck.guard(intent, values.content, () => {
      if (page) update.mutate({ id: page.id, values, updatedAt: page.updatedAt }, options);
      else create.mutate(values, options);
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {linked && <MenuLinkNotice id={noticeId} locked={locked} />}
      <TextField
        label="Page Title"
        placeholder="e.g. Our Accessibility Statement"
        error={errors.title?.message}
        {...alsoOnChange(title, onTitleChange)}
      />
      <FormTextField
        form={form}
        name="slug"
        label="URL Slug"
        placeholder="e.g. accessibility-statement"
        hint={
          locked
            ? `The page is at ${paths.contentPage(slug)}; the footer links to it there.`
            : `The page will be accessible at ${paths.contentPage(slug)}`
        }

        readOnly={locked}
      />
      <PageContentField control={form.control} />
      <FormTextField
        form={form}
        name="metaTitle"
        label="Meta Title"
        hint="For SEO. Leave blank to use the page title."
      />
      <FormTextField
        multiline
        form={form}
        name="metaDescription"
        label="Meta Description"
        rows={2}
        hint="A brief description for search engines."
      />
      {locked ? (
        <p className="text-sm text-slate-700">Published: this page stays visible while the footer links to it.</p>
      ) : scheduled ? (
        <p className="text-sm text-slate-700">Draft until its Publish at time, when it goes live by itself.</p>
      ) : (
        <CheckboxField
          label="Publish page"
          hint="Unpublished pages are not visible to visitors."
          {...form.register("isPublished")}
        />
      )}
      <PageScheduleFields form={form} zone={zone} />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={page ? "Update Page" : "Create Page"} />
      {publishCheck.dialog}
    </form>
  );
}
