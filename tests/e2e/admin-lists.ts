// The admin screens that show a list, and how each looks empty: the answer that stages an empty list in the
// browser (the database is shared, so a list is never emptied for real), and the words the empty list shows.
// Used by admin-empty-states.spec.ts (loading, empty and failing lists) and admin-a11y.spec.ts (the empty lists' scans).

export interface AdminList {
  path: string;
  /** The list's API address, answered in the browser. */
  api: string;
  /** Where the list call is matched when it carries a query. */
  route?: RegExp;
  /** What the empty list says. */
  empty: string;
  /** The prompt inside the empty state: a text when it starts with "Click", otherwise a button's name. */
  prompt: string | null;
  /** The answer for an empty list when it is not `[]`. */
  body?: unknown;
  /** Views of the list, each showing the empty state in its own panel. */
  tabs?: string[];
}

export const ADMIN_LISTS: AdminList[] = [
  {
    path: "/admin/team",
    api: "/api/team",
    empty: "No team members found",
    prompt: 'Click the "Add Team Member" button above to add your first team member.',
    // The views stay; the empty or error state shows inside the selected view's panel.
    tabs: ["Table View", "Reorder View"],
  },
  // These two lists ask for one page at a time (/api/pages?page=1&pageSize=50), and get a page in return.
  {
    path: "/admin/pages",
    api: "/api/pages",
    route: /\/api\/pages\?/,
    empty: "No pages found",
    prompt: 'Click the "Add Page" button above to add your first page.',
    body: { items: [], total: 0, page: 1, pageSize: 50 },
  },
  {
    path: "/admin/inquiries",
    api: "/api/inquiries",
    route: /\/api\/inquiries\?/,
    empty: "No inquiries found",
    prompt: null,
    body: { items: [], total: 0, page: 1, pageSize: 50, counts: { all: 0, new: 0, in_review: 0, responded: 0 } },
  },
  { path: "/admin/logos", api: "/api/logos", empty: "No client logos found", prompt: "Add Your First Logo" },
  {
    path: "/admin/testimonials",
    api: "/api/testimonials",
    empty: "No testimonials found",
    prompt: "Add Your First Testimonial",
  },
  { path: "/admin/faq", api: "/api/faq", empty: "No questions yet", prompt: "Add Your First Question" },
  // Menus without a single link; the menus are one object, not a list.
  {
    path: "/admin/navigation",
    api: "/api/navigation/edit",
    empty: "No header links yet.",
    prompt: null,
    body: { header: [], footer: [], legal: [], updatedAt: null },
  },
  { path: "/admin/services", api: "/api/services", empty: "No services yet", prompt: "Add Your First Service" },
  { path: "/admin/standards", api: "/api/standards", empty: "No regions yet", prompt: "Add Your First Region" },
];
