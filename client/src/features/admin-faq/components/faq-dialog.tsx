import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-text-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { FaqItem } from "@shared/schema";
import { faqApi } from "../api/faq-api";
import { FAQ_LIST_HINT, faqFormSchema, type FaqFormInput, type FaqFormValues } from "../api/faq-form-schema";

export const FaqDialog = itemDialog(FaqForm, {
  add: ["Add New Question", "Add a question and its answer to the FAQ page."],
  edit: ["Edit Question", "Change this question or its answer."],
  widthClass: "max-w-xl",
});

function FaqForm({ item, nextSortOrder, onDone }: ItemFormProps<FaqItem>) {
  const typeLegendId = useId();
  const form = useForm<FaqFormInput, unknown, FaqFormValues>({
    resolver: zodResolver(faqFormSchema),
    defaultValues: {
      question: item?.question ?? "",
      answerType: item?.answerType ?? "text",
      answer: item?.answer ?? "",
      listItemsText: item?.listItems.join("\n") ?? "",
    },
  });
  const { errors } = form.formState;
  const answerType = useWatch({ control: form.control, name: "answerType" });
  const { pending, save } = useItemSave(faqApi, {
    item,
    form,
    onDone,
    sortOrder: nextSortOrder,
    // The server names a list item by its position (listItems.2): all of them are in the one textarea.
    fieldErrors: { lists: { listItems: "listItemsText" } },
  });
  const onSubmit = form.handleSubmit(save);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormTextField form={form} name="question" label="Question" />
      <fieldset className="grid gap-1.5" aria-describedby={errors.answerType ? `${typeLegendId}-error` : undefined}>
        <legend id={typeLegendId} className="mb-1.5 text-sm font-medium text-slate-900">
          Answer type
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ["text", "Text"],
              ["list", "List"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                {...form.register("answerType")}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.answerType && (
          <p id={`${typeLegendId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errors.answerType.message}
          </p>
        )}
      </fieldset>
      <FormTextField
        multiline
        form={form}
        name="answer"
        label={answerType === "list" ? "Intro text" : "Answer"}
        hint={answerType === "list" ? "Shown above the list." : undefined}
        rows={answerType === "list" ? 3 : 6}
      />
      {answerType === "list" && (
        <FormTextField multiline form={form} name="listItemsText" label="List items" hint={FAQ_LIST_HINT} rows={6} />
      )}
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={item ? "Save Changes" : "Add Question"} />
    </form>
  );
}
