import { Pencil, Trash2 } from "lucide-react";
import { DragHandle } from "@/components/ui/drag-handle";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import type { HandleProps } from "@/components/ui/sortable-list";
import type { FaqItem } from "@shared/schema";

const PREVIEW_LENGTH = 140;

/** The start of the answer, cut at a word, so the list stays scannable. */
export function answerPreview(item: Pick<FaqItem, "answer" | "answerType" | "listItems">): string {
  const text = item.answer.trim();
  const preview = text.length <= PREVIEW_LENGTH ? text : `${text.slice(0, PREVIEW_LENGTH).replace(/\s+\S*$/, "")}…`;
  if (item.answerType !== "list") return preview;
  const count = item.listItems.length;
  return `${preview} (list of ${count} ${count === 1 ? "item" : "items"})`;
}

interface FaqAdminRowProps {
  item: FaqItem;
  handle: HandleProps;
  isDragging: boolean;
  onEdit: (item: FaqItem) => void;
  onDelete: (item: FaqItem) => void;
}

export function FaqAdminRow({
  item,
  handle: { ref: handleRef, props: handleProps, moveEarlier, moveLater },
  isDragging,
  onEdit,
  onDelete,
}: FaqAdminRowProps) {
  return (
    <article
      aria-label={item.question}
      className={`flex items-start gap-3 rounded-lg border bg-white p-4 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
    >
      <DragHandle ref={handleRef} itemName={item.question} {...handleProps} />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold wrap-break-word text-slate-900">{item.question}</h2>
        <p className="mt-1 text-sm wrap-break-word text-slate-700">{answerPreview(item)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-1">
        <MoveButtons itemName={item.question} moveEarlier={moveEarlier} moveLater={moveLater} />
        <IconButton label={`Edit question: ${item.question}`} icon={Pencil} onClick={() => onEdit(item)} />
        <IconButton
          label={`Delete question: ${item.question}`}
          icon={Trash2}
          tone="danger"
          onClick={() => onDelete(item)}
        />
      </div>
    </article>
  );
}
