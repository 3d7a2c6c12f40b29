import { Plus } from "lucide-react";
import type { Service } from "@shared/schema";
import { paths } from "@shared/paths";
import { AdminPage } from "@/components/admin/admin-page";
import { ListStates, nextSortOrder, useItemDialogs } from "@/components/admin/collection-screen";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { SortableList } from "@/components/ui/sortable-list";
import { serviceIcons } from "@/content/service-icons";
import { renumber } from "@/lib/use-reorder";
import { servicesApi } from "../api/services-api";
import { HomeCardsSection } from "./home-cards-section";
import { ServiceDialog } from "./service-dialog";
import { SortableRow } from "./sortable-row";

export default function ServicesScreen() {
  const { data: services = [], isLoading, error } = servicesApi.useList();
  const remove = servicesApi.useDelete();
  const reorder = servicesApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, onDeleteOpenChange } =
    useItemDialogs<Service>();

  return (
    <AdminPage
      title="Services Management"
      metaDescription="Add, edit, reorder and remove the services and the home page's service cards."
      heading="Manage Services"
      description="The services of the services list, each with its own page, in the order shown there; the footer and the quote form list them too. Drag a service by its handle, or use the move buttons, to change the order."
      actions={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add New Service
        </Button>
      }
    >
      <section aria-labelledby="services-list-title" className="grid gap-3">
        <h2 id="services-list-title" className="text-xl font-semibold text-slate-900">
          Services
        </h2>
        <ListStates
          isLoading={isLoading}
          error={error}
          isEmpty={services.length === 0}
          noun="services"
          empty={
            <EmptyState title="No services yet">
              <Button className="mt-2" onClick={() => openDialog(null)}>
                Add Your First Service
              </Button>
            </EmptyState>
          }
        >
          <SortableList
            label="Services in display order"
            items={services}
            itemLabel={(service) => service.title}
            onReorder={(reordered) => reorder.mutate(renumber(reordered))}
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
        </ListStates>
      </section>
      {!isLoading && !error && <HomeCardsSection services={services} />}
      <ServiceDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        service={editing}
        nextSortOrder={nextSortOrder(services)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={onDeleteOpenChange}
        description={
          deleting
            ? `This will permanently delete the service "${deleting.title}": its page ${paths.service(deleting.id)} will show "Service Not Found". This action cannot be undone.`
            : ""
        }
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: () => setDeleting(null) })
        }
      />
    </AdminPage>
  );
}
