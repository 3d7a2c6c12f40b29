import {
  Book,
  BookOpen,
  Calculator,
  ClipboardCheck,
  Database,
  FileText,
  FileType,
  Globe,
  Presentation,
  Video,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon } from "@shared/schema";

/** The drawing for each catalogue icon name; lucide has no PDF mark, so file-pdf is FileType. */
export const serviceIcons: Record<ServiceIcon, LucideIcon> = {
  "file-text": FileText,
  "file-pdf": FileType,
  globe: Globe,
  presentation: Presentation,
  calculator: Calculator,
  "book-open": BookOpen,
  book: Book,
  "clipboard-check": ClipboardCheck,
  database: Database,
  video: Video,
};
