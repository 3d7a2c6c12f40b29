import { CollectionScreen } from "@/components/admin/collection-screen";
import type { StandardsRegion } from "@shared/schema";
import { standardsApi } from "../api/standards-api";
import { StandardsAdminRow } from "./standards-admin-row";
import { StandardsDialog } from "./standards-dialog";

export default function StandardsScreen() {
  return (
    <CollectionScreen<StandardsRegion>
      api={standardsApi}
      title="Standards Management"
      metaDescription="Add, edit, reorder and remove the regions of the accessibility standards page."
      heading="Manage Standards"
      description="The regions of the public standards page, each with its laws and standards, in the order shown there. Drag a region by its handle, or use the move buttons, to change the order."
      addLabel="Add New Region"
      noun="regions"
      empty={{ title: "No regions yet", label: "Add Your First Region" }}
      label="Regions in display order"
      itemLabel={(region) => region.title}
      className="grid gap-3"
      renderItem={(region, handle, isDragging, actions) => (
        <StandardsAdminRow region={region} handle={handle} isDragging={isDragging} {...actions} />
      )}
      Dialog={StandardsDialog}
      confirmDescription={(region) =>
        `This will permanently delete the region "${region.title}" from the standards page. This action cannot be undone.`
      }
    />
  );
}
