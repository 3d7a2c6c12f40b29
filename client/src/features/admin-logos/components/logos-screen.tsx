import { CollectionScreen } from "@/components/admin/collection-screen";
import type { ClientLogo } from "@shared/schema";
import { logosApi } from "../api/logos-api";
import { LogoCard } from "./logo-card";
import { LogoDialog } from "./logo-dialog";

export default function LogosScreen() {
  return (
    <CollectionScreen<ClientLogo>
      api={logosApi}
      title="Client Logos Management"
      metaDescription="Add, edit, reorder and remove the client logos shown in the home page carousel."
      heading="Manage Client Logos"
      description="The logos in the home page carousel. Drag a card by its handle, or use the move buttons, to change the order."
      addLabel="Add New Logo"
      noun="client logos"
      empty={{ title: "No client logos found", label: "Add Your First Logo" }}
      label="Client logos in carousel order"
      layout="grid"
      itemLabel={(logo) => logo.clientName}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      renderItem={(logo, handle, isDragging, actions) => (
        <LogoCard logo={logo} handle={handle} isDragging={isDragging} {...actions} />
      )}
      Dialog={LogoDialog}
      confirmDescription={(logo) =>
        `This will permanently delete the logo for ${logo.clientName}. This action cannot be undone.`
      }
    />
  );
}
