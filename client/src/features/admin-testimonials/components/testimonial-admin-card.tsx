import { Pencil, Trash2 } from "lucide-react";
import { DragHandle } from "@/components/ui/drag-handle";
import { IconButton } from "@/components/ui/icon-button";
import { MoveButtons } from "@/components/ui/move-buttons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { HandleProps } from "@/components/ui/sortable-list";
import type { Testimonial } from "@shared/schema";

interface TestimonialAdminCardProps {
  testimonial: Testimonial;
  handle: HandleProps;
  isDragging: boolean;
  onEdit: (t: Testimonial) => void;
  onDelete: (t: Testimonial) => void;
}

export function TestimonialAdminCard({
  testimonial: t,
  handle: { ref: handleRef, props: handleProps, moveEarlier, moveLater },
  isDragging,
  onEdit,
  onDelete,
}: TestimonialAdminCardProps) {
  const label = `${t.personName} (${t.clientName})`;
  return (
    <article
      aria-label={`Testimonial from ${t.clientName}`}
      className={`flex h-full flex-col gap-3 rounded-lg border bg-white p-4 ${isDragging ? "border-blue-700 shadow-lg" : "border-slate-200"}`}
    >
      <div className="flex items-center gap-2">
        <DragHandle ref={handleRef} itemName={label} {...handleProps} />
        <h2 className="min-w-0 flex-1 truncate font-semibold text-slate-900">{t.clientName}</h2>
        {t.companyLogoUrl && (
          <ResponsiveImage
            src={t.companyLogoUrl}
            alt={`${t.clientName} logo`}
            sizes="96px"
            className="h-8 w-auto max-w-24 object-contain"
          />
        )}
      </div>
      <div className="flex items-center gap-3">
        {t.avatarUrl && (
          <ResponsiveImage
            src={t.avatarUrl}
            alt={t.personName}
            sizes="48px"
            className="h-12 w-12 rounded-full object-cover"
          />
        )}
        <div>
          <p className="font-medium text-slate-900">{t.personName}</p>
          <p className="text-sm text-slate-600">{t.personTitle}</p>
        </div>
      </div>
      <blockquote className="flex-1 text-sm text-slate-800 italic">&ldquo;{t.content}&rdquo;</blockquote>
      <div className="flex justify-end gap-1 border-t border-slate-100 pt-2">
        <MoveButtons direction="horizontal" itemName={label} moveEarlier={moveEarlier} moveLater={moveLater} />
        <IconButton label={`Edit testimonial from ${t.clientName}`} icon={Pencil} onClick={() => onEdit(t)} />
        <IconButton
          label={`Delete testimonial from ${t.clientName}`}
          icon={Trash2}
          tone="danger"
          onClick={() => onDelete(t)}
        />
      </div>
    </article>
  );
}
