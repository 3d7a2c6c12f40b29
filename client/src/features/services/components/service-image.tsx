import { ResponsiveImage } from "@/components/ui/responsive-image";
import { imageAlt } from "@/lib/image-alt";
import type { PublicService } from "@shared/schema";

type ServiceWithImage = Pick<PublicService, "title" | "imageUrl" | "imageAlt" | "imageDecorative" | "media">;

/**
 * A service's image, where the service has one (nothing at all where it has none): in a frame of the given shape
 * (`className`, e.g. "aspect-[4/3] rounded-xl"), cropped around the media library's focal point. Its alt text is
 * the service's own, else the library's, else the service's title; decorative gives alt="".
 */
export function ServiceImage({
  service,
  sizes,
  className = "aspect-[4/3] rounded-xl",
  priority = false,
}: {
  service: ServiceWithImage;
  /** The width it is drawn at, for the browser to choose a file, e.g. "(min-width: 1024px) 400px, 100vw". */
  sizes: string;
  /** The frame's shape and corners. */
  className?: string;
  /** In the page's first screen: fetched first, not lazily. */
  priority?: boolean;
}) {
  if (!service.imageUrl) return null;
  const library = service.media?.imageUrl;
  return (
    <div className={`overflow-hidden bg-slate-100 ${className}`}>
      <ResponsiveImage
        src={service.imageUrl}
        alt={imageAlt(service.imageAlt, service.imageDecorative, service.title, library)}
        sizes={sizes}
        className="h-full w-full object-cover"
        focal={library}
        priority={priority}
      />
    </div>
  );
}
