import { FileText, Globe, Landmark, type LucideIcon } from "lucide-react";
import type { StandardsIcon } from "@shared/schema";

/** The icon each region may show, with the name the admin picker gives it. */
export const STANDARDS_ICONS: Record<StandardsIcon, { icon: LucideIcon; label: string }> = {
  government: { icon: Landmark, label: "Government building" },
  globe: { icon: Globe, label: "Globe" },
  "file-list": { icon: FileText, label: "Document" },
};
