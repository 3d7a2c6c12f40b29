import { AdminPage } from "@/components/admin/admin-page";
import { SortableCollection } from "@/components/admin/collection-screen";
import { AddButton, AddFirstState, nextSortOrder, useItemDialogs } from "@/components/admin/list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { serviceIcons } from "@/content/service-icons";
import { paths } from "@shared/paths";
import type { Service } from "@shared/schema";
import { servicesApi } from "../api/services-api";
import { HomeCardsSection } from "./home-cards-section";
import { ServiceDialog } from "./service-dialog";
import { SortableRow } from "./sortable-row";

export default function ServicesScreen() {
  const { data: services = [], isLoading, error } = servicesApi.useList();
  const reorder = servicesApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, deleteDialog } =
    useItemDialogs<Service>(servicesApi.useDelete(), { closeOnFailure: true });

  return (
    <AdminPage
      title="Services Management"
      metaDescription="Add, edit, reorder and remove the services and the home page's service cards."
      heading="Manage Services"
      description="The services of the services list, each with its own page, in the order shown there; the footer and the quote form list them too. Drag a service by its handle, or use the move buttons, to change the order."
      actions={<AddButton onClick={() => openDialog(null)}>Add New Service</AddButton>}
    >
      <section aria-labelledby="services-list-title" className="grid gap-3">
        <h2 id="services-list-title" className="text-xl font-semibold text-slate-900">
          Services
        </h2>
        <SortableCollection
          items={services}
          isLoading={isLoading}
          error={error}
          reorder={reorder}
          noun="services"
          empty={
            <AddFirstState title="No services yet" label="Add Your First Service" onAdd={() => openDialog(null)} />
          }
          label="Services in display order"
          itemLabel={(service) => service.title}
          className="grid gap-3"
          renderItem={(service, handle, isDragging) => (
            <SortableRow
              name={service.title}
              kind="service"
              icon={serviceIcons[service.icon]}
              handle={handle}
              isDragging={isDragging}
              onEdit={() => openDialog(service)}
              onDelete={() => setDeleting(service)}
            >
              <span className="font-mono">{paths.service(service.id)}</span> · {service.features.length}{" "}
              {service.features.length === 1 ? "feature" : "features"}
            </SortableRow>
          )}
        />
      </section>
      {!isLoading && !error && <HomeCardsSection services={services} />}
      <ServiceDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        item={editing}
        nextSortOrder={nextSortOrder(services)}
      />
      <ConfirmDialog
        {...deleteDialog}
        description={
          deleting
            ? `This will permanently delete the service "${deleting.title}": its page ${paths.service(deleting.id)} will show "Service Not Found". This action cannot be undone.`
            : ""
        }
      />
    </AdminPage>
  );
}
