import { API_TABLE, type RouteKey } from "../api-table";

/**
 * Every endpoint of the app, one line each, and who may call it: anyone ("public") or an administrator only
 * ("admin"). Both come from the endpoint table (api-table.ts); http/authorization.test.ts checks that this list and
 * the routes the app registers agree, so a new endpoint fails that test until the endpoint table declares it, and
 * sends each admin-only call anonymously, as a signed-in non-administrator and as an administrator. The hints below
 * say what to send when the address pattern alone is not enough: a concrete address (several to try a list's query
 * too), a body, and the administrator's answer when the empty database makes the call invalid. An endpoint taking
 * an image is sent one.
 */
export type RouteAccess =
  { access: "public" } | { access: "admin"; paths?: string[]; body?: object; file?: string; admin?: number };

type Hint = Omit<Extract<RouteAccess, { access: "admin" }>, "access" | "file">;

const HINTS: Partial<Record<RouteKey, Hint>> = {
  "POST /api/admins": { body: { username: "newadmin", password: "long enough password" } },
  "PUT /api/admins/:id/password": { body: { password: "long enough password" } },
  "POST /api/account/password": {
    body: { currentPassword: "correct horse battery", newPassword: "long enough password" },
  },

  // The test's requests reach the server at an IP address, where no passkey can be made: 400 past the guard.
  "POST /api/passkeys/options": { admin: 400 },
  "POST /api/passkeys": { body: { name: "Laptop", response: {} }, admin: 400 },
  "PATCH /api/passkeys/:id": { body: { name: "Laptop" } },
  "PUT /api/passkeys/password-sign-in": { body: { allowed: true } },
  "PUT /api/passkeys/policy": { body: { passkeysOnly: false } },

  "DELETE /api/sessions/:id": { paths: ["/api/sessions/AAAAAAAAAAAAAAAAAAAAAA"] },

  "POST /api/team": { body: { name: "A", designation: "B", description: "C", sortOrder: 1 } },
  "PUT /api/team/:id": { body: { name: "A" } },
  "POST /api/team/reorder": { body: { teamOrders: [{ id: 1, sortOrder: 1 }] } },

  "GET /api/pages": { paths: ["/api/pages", "/api/pages?page=2&pageSize=10&search=policy"] },
  "POST /api/pages": { body: { title: "T", slug: "t", content: "<p>x</p>" } },
  "PUT /api/pages/:id": { body: { title: "T" } },
  "POST /api/pages/:id/revisions/:revisionId/restore": { body: {} },

  "POST /api/logos": { body: { clientName: "Acme", logoUrl: "https://example.com/a.png" } },
  "PUT /api/logos/:id": { body: { clientName: "Acme" } },
  "POST /api/logos/reorder": { body: { logoOrders: [{ id: 1, sortOrder: 1 }] } },

  "POST /api/testimonials": { body: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great" } },
  "PUT /api/testimonials/:id": { body: { content: "Great" } },
  "POST /api/testimonials/reorder": { body: { testimonialOrders: [{ id: 1, sortOrder: 1 }] } },

  "POST /api/faq": { body: { question: "Why?", answer: "Because." } },
  "PUT /api/faq/:id": { body: { answer: "Because." } },
  "POST /api/faq/reorder": { body: { faqOrders: [{ id: 1, sortOrder: 1 }] } },

  "POST /api/services": {
    body: { id: "braille", title: "B", description: "D", icon: "book", features: ["F"], detail: "T" },
  },
  "PUT /api/services/:id": { paths: ["/api/services/braille"], body: { title: "B" } },
  "DELETE /api/services/:id": { paths: ["/api/services/braille"] },
  "POST /api/services/reorder": { body: { serviceOrders: [{ id: "braille", sortOrder: 1 }] } },

  "POST /api/home-cards": { body: { title: "B", description: "D", icon: "book", serviceId: "braille" }, admin: 400 },
  "PUT /api/home-cards/:id": { body: { title: "B" } },
  "POST /api/home-cards/reorder": { body: { homeCardOrders: [{ id: 1, sortOrder: 1 }] } },

  "POST /api/standards": {
    body: {
      title: "Canada",
      subtitle: "Federal law",
      icon: "government",
      details: [{ title: "ACA", description: "Barrier-free by 2040." }],
    },
  },
  "PUT /api/standards/:id": { body: { subtitle: "Federal law" } },
  "POST /api/standards/reorder": { body: { standardsOrders: [{ id: 1, sortOrder: 1 }] } },

  "POST /api/settings/:settingKey": { paths: ["/api/settings/companyName"], body: { value: "Acme" } },
  "PUT /api/settings": { body: { settings: { twitterUrl: "https://twitter.com/acme" } } },
  "POST /api/settings/test-email": { body: { to: "me@example.com" } },

  "GET /api/media": { paths: ["/api/media", "/api/media?page=2&pageSize=10&q=logo&unused=true&missingAlt=true"] },
  "PATCH /api/media/:id": { body: { altText: "A red bicycle" } },

  "PUT /api/navigation": { body: { header: [], footer: [] } },
  "POST /api/redirects": { body: { fromPath: "/old-offer", toPath: "/contact" } },
  "PUT /api/redirects/:id": { body: { fromPath: "/old-offer", toPath: "/contact" } },
  "POST /api/redirects/import": { body: { csv: "from_path,to_path\r\n/old-offer,/contact\r\n" } },

  "GET /api/inquiries": { paths: ["/api/inquiries", "/api/inquiries?page=1&status=new&search=acme"] },
  "PATCH /api/inquiries/:id/status": { body: { status: "in_review" } },
  "PATCH /api/inquiries/:id/notes": { body: { notes: "Call back on Monday" } },
  "POST /api/inquiries/:id/respond": { body: { subject: "Your quote", message: "Hello" } },
  "POST /api/inquiries/erase": { body: { email: "nobody@example.com" } },

  "GET /api/backups/:name": { paths: ["/api/backups/backup-20260101-000000.tar.gz"] },
};

export const ROUTE_TABLE: Record<string, RouteAccess> = Object.fromEntries(
  API_TABLE.map((endpoint): [string, RouteAccess] => {
    const route = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.access === "public") return [route, { access: "public" }];
    const file = endpoint.body === "image" ? { file: "logo.png" } : {};
    return [route, { access: "admin", ...file, ...HINTS[route as RouteKey] }];
  }),
);

// A hint for an endpoint the table lacks, or one anyone may call, would never be sent: a renamed route left behind.
const stray = Object.keys(HINTS).filter((route) => ROUTE_TABLE[route]?.access !== "admin");
if (stray.length) throw new Error(`Route hints for no admin-only endpoint: ${stray.join(", ")}`);
