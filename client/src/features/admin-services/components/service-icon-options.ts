import type { IconOption } from "@/components/admin/icon-picker";
import { serviceIcons } from "@/content/service-icons";
import { serviceIconNames, type ServiceIcon } from "@shared/schema";

/** What each drawing is called in the icon picker. */
const ICON_NAMES: Record<ServiceIcon, string> = {
  "file-text": "Document",
  "file-pdf": "PDF file",
  globe: "Globe",
  presentation: "Presentation",
  calculator: "Calculator",
  "book-open": "Open book",
  book: "Book",
  "clipboard-check": "Checklist",
  database: "Database",
  video: "Video",
};

/** The icons a service or a home page card may show, as the icon picker offers them. */
export const SERVICE_ICON_OPTIONS: IconOption[] = serviceIconNames.map((name) => ({
  value: name,
  icon: serviceIcons[name],
  label: ICON_NAMES[name],
}));
