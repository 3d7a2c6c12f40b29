import { DataTable } from "@/components/ui/data-table";
import { formatDate, formatDateTime } from "@/lib/format";
import { focalPosition, type MediaSummary } from "@shared/schema";
import { MediaBadges } from "./media-badges";
import { dimensionsOf, kindOf, sizeOf, thumbnailAlt, uploaderOf } from "./media-facts";

interface MediaTableProps {
  items: MediaSummary[];
  /** Names the table for screen readers: the order and the page. */
  caption: string;
  onOpen: (item: MediaSummary) => void;
}

/** The library as a table: the facts of each image side by side; narrow screens keep the image, name and uses. */
export function MediaTable({ items, caption, onOpen }: MediaTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={[
        { label: "Image" },
        { label: "Name" },
        { label: "Kind", hideBelow: "sm" },
        { label: "Dimensions", hideBelow: "md" },
        { label: "Size", hideBelow: "md" },
        { label: "Uploaded", hideBelow: "lg" },
        { label: "Used in" },
      ]}
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td className="px-4 py-2">
            <img
              src={item.thumbnailUrl}
              alt={thumbnailAlt(item)}
              loading="lazy"
              decoding="async"
              width={64}
              height={48}
              className="h-12 w-16 rounded bg-slate-100 object-cover"
              style={{ objectPosition: focalPosition(item) }}
            />
          </td>
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            <button
              type="button"
              onClick={() => onOpen(item)}
              className="text-left break-words text-blue-800 underline underline-offset-2 hover:text-blue-900"
            >
              {item.name}
            </button>
            <span className="mt-1 block font-normal">
              <MediaBadges item={item} showUnused={false} />
            </span>
          </th>
          <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{kindOf(item.contentType)}</td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">{dimensionsOf(item)}</td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-slate-700 md:table-cell">{sizeOf(item)}</td>
          <td className="hidden px-4 py-3 text-slate-700 lg:table-cell">
            {uploaderOf(item)}
            <span className="block text-xs text-slate-600">
              <time dateTime={new Date(item.createdAt).toISOString()} title={formatDateTime(item.createdAt)}>
                {formatDate(item.createdAt)}
              </time>
            </span>
          </td>
          <td className="px-4 py-3 text-slate-700">{item.usageCount === 0 ? "Unused" : item.usageCount}</td>
        </tr>
      ))}
    </DataTable>
  );
}
