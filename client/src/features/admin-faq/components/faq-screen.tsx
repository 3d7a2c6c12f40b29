import { CollectionScreen } from "@/components/admin/collection-screen";
import type { FaqItem } from "@shared/schema";
import { faqApi } from "../api/faq-api";
import { FaqAdminRow } from "./faq-admin-row";
import { FaqDialog } from "./faq-dialog";

export default function FaqScreen() {
  return (
    <CollectionScreen<FaqItem>
      api={faqApi}
      title="FAQ Management"
      metaDescription="Add, edit, reorder and remove the questions and answers of the FAQ page."
      heading="Manage FAQ"
      description="The questions and answers of the public FAQ page, in the order shown there. Drag a question by its handle, or use the move buttons, to change the order."
      addLabel="Add New Question"
      noun="questions"
      empty={{ title: "No questions yet", label: "Add Your First Question" }}
      label="Questions in display order"
      itemLabel={(item) => item.question}
      className="grid gap-3"
      renderItem={(item, handle, isDragging, actions) => (
        <FaqAdminRow item={item} handle={handle} isDragging={isDragging} {...actions} />
      )}
      Dialog={FaqDialog}
      confirmDescription={(item) =>
        `This will permanently delete the question "${item.question}" from the FAQ page. This action cannot be undone.`
      }
    />
  );
}
