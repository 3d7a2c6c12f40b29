import { Quote } from "lucide-react";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageAlt } from "@/lib/image-alt";
import type { PublicTestimonial, Testimonial } from "@shared/schema";

type CardData = Pick<Testimonial, "clientName" | "personName" | "personTitle" | "content"> &
  Partial<
    Pick<
      Testimonial,
      "avatarUrl" | "companyLogoUrl" | "avatarAlt" | "avatarDecorative" | "companyLogoAlt" | "companyLogoDecorative"
    >
  > &
  Pick<PublicTestimonial, "media">;

export function TestimonialCard({ testimonial, example = false }: { testimonial: CardData; example?: boolean }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <Quote aria-hidden="true" className="h-8 w-8 text-blue-700" />
        {example && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Example</span>
        )}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-800">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-4">
        {/* Left unset (the examples), both images stay decorative: the names are printed beside them. */}
        {testimonial.avatarUrl && (
          <ResponsiveImage
            src={testimonial.avatarUrl}
            alt={imageAlt(
              testimonial.avatarAlt,
              testimonial.avatarDecorative ?? true,
              testimonial.personName,
              testimonial.media?.avatarUrl,
            )}
            sizes="48px"
            className="h-12 w-12 shrink-0 rounded-full object-cover"
            focal={testimonial.media?.avatarUrl}
          />
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{testimonial.personName}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.personTitle}, {testimonial.clientName}
          </span>
        </span>
        {testimonial.companyLogoUrl && (
          <ResponsiveImage
            src={testimonial.companyLogoUrl}
            alt={imageAlt(
              testimonial.companyLogoAlt,
              testimonial.companyLogoDecorative ?? true,
              testimonial.clientName,
              testimonial.media?.companyLogoUrl,
            )}
            sizes="96px"
            className="h-10 w-auto max-w-24 shrink-0 object-contain"
          />
        )}
      </figcaption>
    </figure>
  );
}
