import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { IconPicker } from "@/components/admin/icon-picker";
import { itemDialog } from "@/components/admin/item-dialog";
import { FormDialogFooter } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/form-field";
import { FormTextField } from "@/components/ui/form-text-field";
import { useItemSave, type ItemFormProps } from "@/lib/use-item-save";
import type { HomeServiceCard, Service } from "@shared/schema";
import { homeCardFormSchema, type HomeCardFormInput, type HomeCardFormValues } from "../api/service-form-schemas";
import { homeCardsApi } from "../api/services-api";
import { SERVICE_ICON_OPTIONS } from "./service-icon-options";

const HOME_CARD_PURPOSE = "A card of the home page's services grid, and the service page it leads to.";

export const HomeCardDialog = itemDialog<HomeServiceCard, { services: Service[] }>(HomeCardForm, {
  add: ["Add Home Page Card", HOME_CARD_PURPOSE],
  edit: ["Edit Home Page Card", HOME_CARD_PURPOSE],
  widthClass: "max-w-2xl",
});

/** What a card takes from the service it leads to. */
type FromService = Pick<HomeCardFormInput, "title" | "description" | "icon">;
const FROM_SERVICE = ["title", "description", "icon"] as const;
/** Each of those fields as the announcement names it, after its label. */
const FIELD_WORDS: Record<keyof FromService, string> = { title: "title", description: "text", icon: "icon" };
const NOTHING: FromService = { title: "", description: "", icon: "file-text" };

const fromService = (service: Service | undefined): FromService =>
  service ? { title: service.title, description: service.description, icon: service.icon } : NOTHING;

/** "title", "title and text", "title, text and icon". */
const wordList = (words: string[]) =>
  words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

function HomeCardForm({
  item: card,
  services,
  nextSortOrder,
  onDone,
}: ItemFormProps<HomeServiceCard> & { services: Service[] }) {
  const serviceId = card?.serviceId ?? services[0]?.id ?? "";
  const leadsTo = services.find((service) => service.id === serviceId);
  // A new card starts as the first service's, ready to be changed.
  const form = useForm<HomeCardFormInput, unknown, HomeCardFormValues>({
    resolver: zodResolver(homeCardFormSchema),
    defaultValues: card
      ? { title: card.title, description: card.description, icon: card.icon, serviceId }
      : { ...fromService(leadsTo), serviceId },
  });
  const { errors } = form.formState;

  const { pending, save } = useItemSave(homeCardsApi, { item: card, form, onDone, sortOrder: nextSortOrder });
  const onSubmit = form.handleSubmit(save);

  // Choosing the service fills in its title, text and icon, but only where a field is empty or still holds what the
  // service chosen before gave it: what the administrator typed stays. The fields are out of sight of someone
  // working the list, so what was filled in is announced.
  const previous = useRef(fromService(leadsTo));
  const [filled, setFilled] = useState("");
  const fillFrom = (id: string) => {
    const service = services.find((other) => other.id === id);
    if (!service) return;
    const next = fromService(service);
    const taken = FROM_SERVICE.filter((name) => {
      const current = form.getValues(name).trim();
      return current === "" || current === previous.current[name].trim();
    });
    for (const name of taken) {
      form.setValue(name, next[name], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
    previous.current = next;
    const words = taken.map((name) => FIELD_WORDS[name]);
    setFilled(words.length ? `Filled in the ${wordList(words)} from ${service.title}.` : "");
  };
  const leadsToField = form.register("serviceId");

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <SelectField
        label="Leads to"
        hint="Choosing a service fills in its title, text and icon below, except what you have typed yourself."
        error={errors.serviceId?.message}
        {...leadsToField}
        onChange={(event) => {
          fillFrom(event.target.value);
          return leadsToField.onChange(event);
        }}
      >
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.title}
          </option>
        ))}
      </SelectField>
      <p role="status" className="sr-only">
        {filled}
      </p>
      <FormTextField form={form} name="title" label="Title" />
      <FormTextField multiline form={form} name="description" label="Text" rows={4} />
      <IconPicker options={SERVICE_ICON_OPTIONS} error={errors.icon?.message} {...form.register("icon")} />
      <FormDialogFooter onCancel={onDone} pending={pending} submitLabel={card ? "Save Changes" : "Add Card"} />
    </form>
  );
}
