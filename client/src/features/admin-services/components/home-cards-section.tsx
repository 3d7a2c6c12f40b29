import { SortableCollection } from "@/components/admin/collection-screen";
import { AddButton, nextSortOrder, useItemDialogs } from "@/components/admin/list-states";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { serviceIcons } from "@/content/service-icons";
import { paths } from "@shared/paths";
import type { HomeServiceCard, Service } from "@shared/schema";
import { homeCardsApi } from "../api/services-api";
import { HomeCardDialog } from "./home-card-dialog";
import { SortableRow } from "./sortable-row";

/** The cards of the home page's services grid: which, in what order, what each says and where it leads. */
export function HomeCardsSection({ services }: { services: Service[] }) {
  const { data: cards = [], isLoading, error } = homeCardsApi.useList();
  const reorder = homeCardsApi.useReorder();
  const { editing, dialogOpen, setDialogOpen, openDialog, deleting, setDeleting, deleteDialog } =
    useItemDialogs<HomeServiceCard>(homeCardsApi.useDelete());
  const titleOf = (id: string) => services.find((service) => service.id === id)?.title ?? id;
  const add = (
    <AddButton variant="outline" onClick={() => openDialog(null)} disabled={services.length === 0}>
      Add Home Page Card
    </AddButton>
  );

  return (
    <section aria-labelledby="home-cards-title" className="mt-10 grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="home-cards-title" className="text-xl font-semibold text-slate-900">
          Home page cards
        </h2>
        {add}
      </div>
      <p className="text-sm text-slate-700">
        The cards of the home page's services grid, each leading to one service's page. A service a card leads to cannot
        be deleted until the card leads elsewhere or is removed.
      </p>
      <SortableCollection
        items={cards}
        isLoading={isLoading}
        error={error}
        reorder={reorder}
        noun="home page cards"
        empty={<EmptyState title="No home page cards yet">The home page shows no services grid.</EmptyState>}
        label="Home page cards in display order"
        itemLabel={(card) => card.title}
        className="grid gap-3"
        renderItem={(card, handle, isDragging) => (
          <SortableRow
            name={card.title}
            kind="home page card"
            icon={serviceIcons[card.icon]}
            handle={handle}
            isDragging={isDragging}
            onEdit={() => openDialog(card)}
            onDelete={() => setDeleting(card)}
          >
            Leads to {titleOf(card.serviceId)} (<span className="font-mono">{paths.service(card.serviceId)}</span>)
          </SortableRow>
        )}
      />
      <HomeCardDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        item={editing}
        services={services}
        nextSortOrder={nextSortOrder(cards)}
      />
      <ConfirmDialog
        {...deleteDialog}
        description={
          deleting
            ? `This will remove the card "${deleting.title}" from the home page. The service itself stays. This action cannot be undone.`
            : ""
        }
      />
    </section>
  );
}
