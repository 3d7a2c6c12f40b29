import { ResponsiveImage } from "@/components/ui/responsive-image";
import { initials } from "@/lib/initials";

/** The member's photo, or up to two initials when there is none. */
export function TeamAvatar({ name, imageUrl }: { name: string; imageUrl?: string | null }) {
  if (imageUrl)
    return (
      <ResponsiveImage
        src={imageUrl}
        alt={name}
        sizes="40px"
        className="h-10 w-10 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-900"
    >
      {initials(name)}
    </span>
  );
}
