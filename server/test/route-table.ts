/**
 * Every endpoint of the app, one line each, and who may call it: anyone ("public") or an administrator only
 * ("admin"). http/authorization.test.ts checks that this table and the routes the app registers agree, so a new
 * endpoint fails that test until it is listed here, and sends each admin-only call anonymously, as a signed-in
 * non-administrator and as an administrator. An admin-only entry says what to send when the address pattern alone
 * is not enough: a concrete address (several to try a list's query too), a body, an image to upload, and the
 * administrator's answer when the empty database makes the call invalid.
 */
export type RouteAccess =
  { access: "public" } | { access: "admin"; paths?: string[]; body?: object; file?: string; admin?: number };

const PUBLIC = { access: "public" } as const;
const admin = (call: Omit<Extract<RouteAccess, { access: "admin" }>, "access"> = {}): RouteAccess => ({
  access: "admin",
  ...call,
});
const upload = admin({ file: "logo.png" });

export const ROUTE_TABLE: Record<string, RouteAccess> = {
  "GET /metrics": PUBLIC, // its own bearer token, not a session
  "GET /robots.txt": PUBLIC,
  "GET /sitemap.xml": PUBLIC,

  "GET /api/auth/me": PUBLIC,
  "GET /api/auth/setup": PUBLIC,
  "POST /api/auth/login": PUBLIC,
  "POST /api/auth/logout": PUBLIC,
  "POST /api/auth/register": PUBLIC, // first-run setup only: 403 for everyone once an administrator exists
  "POST /api/auth/passkey/options": PUBLIC,
  "POST /api/auth/passkey": PUBLIC,

  "GET /api/admins": admin(),
  "POST /api/admins": admin({ body: { username: "newadmin", password: "long enough password" } }),
  "PUT /api/admins/:id/password": admin({ body: { password: "long enough password" } }),
  "DELETE /api/admins/:id": admin(),
  "POST /api/account/password": admin({
    body: { currentPassword: "correct horse battery", newPassword: "long enough password" },
  }),

  "GET /api/passkeys": admin(),
  // The test's requests reach the server at an IP address, where no passkey can be made: 400 past the guard.
  "POST /api/passkeys/options": admin({ admin: 400 }),
  "POST /api/passkeys": admin({ body: { name: "Laptop", response: {} }, admin: 400 }),
  "PATCH /api/passkeys/:id": admin({ body: { name: "Laptop" } }),
  "DELETE /api/passkeys/:id": admin(),
  "PUT /api/passkeys/password-sign-in": admin({ body: { allowed: true } }),
  "GET /api/passkeys/policy": admin(),
  "PUT /api/passkeys/policy": admin({ body: { passkeysOnly: false } }),

  "GET /api/sessions": admin(),
  "POST /api/sessions/end-others": admin(),
  "DELETE /api/sessions/:id": admin({ paths: ["/api/sessions/AAAAAAAAAAAAAAAAAAAAAA"] }),

  "GET /api/team": PUBLIC,
  "POST /api/team": admin({ body: { name: "A", designation: "B", description: "C", sortOrder: 1 } }),
  "PUT /api/team/:id": admin({ body: { name: "A" } }),
  "DELETE /api/team/:id": admin(),
  "POST /api/team/reorder": admin({ body: { teamOrders: [{ id: 1, sortOrder: 1 }] } }),
  "POST /api/team/upload": upload,

  "GET /api/pages/slug/:slug": PUBLIC, // published pages; drafts only for an administrator's preview
  "GET /api/pages": admin({ paths: ["/api/pages", "/api/pages?page=2&pageSize=10&search=policy"] }),
  "GET /api/pages/:id": admin(),
  "POST /api/pages": admin({ body: { title: "T", slug: "t", content: "<p>x</p>" } }),
  "PUT /api/pages/:id": admin({ body: { title: "T" } }),
  "DELETE /api/pages/:id": admin(),
  "POST /api/pages/upload": upload,
  "GET /api/pages/:id/revisions": admin(),
  "GET /api/pages/:id/revisions/:revisionId": admin(),
  "POST /api/pages/:id/revisions/:revisionId/restore": admin({ body: {} }),

  "GET /api/logos": PUBLIC,
  "POST /api/logos": admin({ body: { clientName: "Acme", logoUrl: "https://example.com/a.png" } }),
  "PUT /api/logos/:id": admin({ body: { clientName: "Acme" } }),
  "DELETE /api/logos/:id": admin(),
  "POST /api/logos/reorder": admin({ body: { logoOrders: [{ id: 1, sortOrder: 1 }] } }),
  "POST /api/logos/upload": upload,

  "GET /api/testimonials": PUBLIC,
  "POST /api/testimonials": admin({
    body: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great" },
  }),
  "PUT /api/testimonials/:id": admin({ body: { content: "Great" } }),
  "DELETE /api/testimonials/:id": admin(),
  "POST /api/testimonials/reorder": admin({ body: { testimonialOrders: [{ id: 1, sortOrder: 1 }] } }),
  "POST /api/testimonials/upload/avatar": upload,
  "POST /api/testimonials/upload/logo": upload,

  "GET /api/faq": PUBLIC,
  "POST /api/faq": admin({ body: { question: "Why?", answer: "Because." } }),
  "PUT /api/faq/:id": admin({ body: { answer: "Because." } }),
  "DELETE /api/faq/:id": admin(),
  "POST /api/faq/reorder": admin({ body: { faqOrders: [{ id: 1, sortOrder: 1 }] } }),

  "GET /api/services": PUBLIC,
  "GET /api/services/:id": PUBLIC,
  "POST /api/services": admin({
    body: { id: "braille", title: "B", description: "D", icon: "book", features: ["F"], detail: "T" },
  }),
  "PUT /api/services/:id": admin({ paths: ["/api/services/braille"], body: { title: "B" } }),
  "DELETE /api/services/:id": admin({ paths: ["/api/services/braille"] }),
  "POST /api/services/reorder": admin({ body: { serviceOrders: [{ id: "braille", sortOrder: 1 }] } }),

  "GET /api/home-cards": PUBLIC,
  "POST /api/home-cards": admin({
    body: { title: "B", description: "D", icon: "book", serviceId: "braille" },
    admin: 400,
  }),
  "PUT /api/home-cards/:id": admin({ body: { title: "B" } }),
  "DELETE /api/home-cards/:id": admin(),
  "POST /api/home-cards/reorder": admin({ body: { homeCardOrders: [{ id: 1, sortOrder: 1 }] } }),

  "GET /api/standards": PUBLIC,
  "POST /api/standards": admin({
    body: {
      title: "Canada",
      subtitle: "Federal law",
      icon: "government",
      details: [{ title: "ACA", description: "Barrier-free by 2040." }],
    },
  }),
  "PUT /api/standards/:id": admin({ body: { subtitle: "Federal law" } }),
  "DELETE /api/standards/:id": admin(),
  "POST /api/standards/reorder": admin({ body: { standardsOrders: [{ id: 1, sortOrder: 1 }] } }),

  "GET /api/settings": PUBLIC,
  "POST /api/settings/:settingKey": admin({ paths: ["/api/settings/companyName"], body: { value: "Acme" } }),
  "PUT /api/settings": admin({ body: { settings: { twitterUrl: "https://twitter.com/acme" } } }),
  "POST /api/settings/upload/logo": upload,

  "GET /api/navigation": PUBLIC,
  "GET /api/navigation/edit": admin(),
  "PUT /api/navigation": admin({ body: { header: [], footer: [] } }),
  "DELETE /api/navigation": admin(),

  "POST /api/inquiries": PUBLIC, // the quote form
  "GET /api/inquiries": admin({ paths: ["/api/inquiries", "/api/inquiries?page=1&status=new&search=acme"] }),
  "GET /api/inquiries/:id": admin(),
  "PATCH /api/inquiries/:id/status": admin({ body: { status: "in_review" } }),
  "PATCH /api/inquiries/:id/notes": admin({ body: { notes: "Call back on Monday" } }),
  "POST /api/inquiries/:id/respond": admin({ body: { message: "Hello" } }),
  "GET /api/inquiries/:id/responses": admin(),
  "DELETE /api/inquiries/:id": admin(),

  "GET /api/activity": admin(),

  "GET /api/backups": admin(),
  "GET /api/backups/status": admin(),
  "POST /api/backups": admin(),
  "GET /api/backups/:name": admin({ paths: ["/api/backups/backup-20260101-000000.tar.gz"] }),
};
