import {
  FileText,
  History,
  Image,
  Mail,
  MessageSquareQuote,
  Settings,
  ShieldCheck,
  UserCog,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface AdminNavEntry {
  path: string;
  label: string;
  icon: LucideIcon;
}

/** The admin screens, as the sidebar and the floating menu list them. */
export const adminNav: AdminNavEntry[] = [
  { path: "/team", label: "Team Management", icon: Users },
  { path: "/pages", label: "Page Management", icon: FileText },
  { path: "/inquiries", label: "Inquiries", icon: Mail },
  { path: "/logos", label: "Client Logos", icon: Image },
  { path: "/testimonials", label: "Testimonials", icon: MessageSquareQuote },
  { path: "/settings", label: "Site Settings", icon: Settings },
  { path: "/admins", label: "Administrators", icon: ShieldCheck },
  { path: "/account", label: "Account", icon: UserCog },
  { path: "/activity", label: "Activity", icon: History },
];
