import { parseSizedImage, srcSet } from "@shared/image-variants";
import { focalPosition, type MediaRef } from "@shared/media-ref";

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The width the image is drawn at, for the browser to pick a file, e.g. "128px". */
  sizes: string;
  className?: string;
  /** For images in the first screenful: load at once instead of when scrolled near. */
  eager?: boolean;
  /**
   * Where the image's subject is (the media library's focal point), for an image whose box crops it
   * (`object-cover`): the crop keeps that point in view. Left out, or in the middle, the crop is centred.
   */
  focal?: Pick<MediaRef, "focalX" | "focalY"> | null;
  /** The page's largest image in the first screen (a hero): the browser fetches it before other images. */
  priority?: boolean;
}

/**
 * An uploaded image. New uploads name their size and narrower copies (see image-variants), so the browser gets
 * WebP and fallback files to choose from, and width and height to reserve the space before the file arrives.
 * Older uploads and addresses on other sites are a plain <img>.
 * The width attribute acts as a CSS width: where the CSS sets only the height, add `w-auto` so the width follows
 * the image's shape as it did without the attribute.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  eager = false,
  focal,
  priority = false,
}: ResponsiveImageProps) {
  const loading = priority
    ? ({ fetchPriority: "high" } as const)
    : eager
      ? {}
      : ({ loading: "lazy", decoding: "async" } as const);
  const position = focalPosition(focal);
  const style = position ? { style: { objectPosition: position } } : {};
  const image = parseSizedImage(src);
  if (!image) return <img {...loading} {...style} src={src} alt={alt} className={className} />;
  return (
    // display: contents keeps <picture> out of layout, so the <img> is styled as if it stood alone.
    <picture className="contents">
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        {...loading}
        src={image.src}
        srcSet={srcSet(image.fallback)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        className={className}
        {...style}
      />
    </picture>
  );
}
