// A site with a row in every table and uploads with image variants, and a way to read all of it back, so the
// backup tests can compare a restored site with its source.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { hashPassword } from "../lib/password";
import type { UploadStorage } from "../storage";

export const ADMIN_PASSWORD = "correct horse battery";

/** Uploads as the site stores them: an original and its resized variants, bytes that are not text. */
export const UPLOADS: Record<string, Buffer> = {
  "team-photo.png": randomBytes(3000),
  "team-photo-480.webp": randomBytes(800),
  "team-photo-960.webp": randomBytes(1600),
  "client-logo.svg": Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><title>Ünïcode “logo”</title></svg>'),
};

/** Fills a migrated database with one or more rows in every table, including the sessions, rate limits and backup runs. */
export async function fillSite(target: pg.ClientConfig, storage: UploadStorage) {
  const hash = await hashPassword(ADMIN_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  const client = new pg.Client(target);
  await client.connect();
  try {
    await client.query(
      `insert into users (username, password, email, is_admin, credentials_version, created_at)
       values ('admin', $1, 'admin@example.com', true, 2, '2026-01-02T03:04:05.123456Z'), ('editor', $1, null, false, 0, now())`,
      [hash],
    );
    await client.query(
      `insert into team_members (name, designation, description, image_url, image_alt, linkedin_url, sort_order)
       values ('Ada “Lovelace”', 'Lead', E'Line one\\nline two — ✓', '/uploads/team-photo.png', null, null, 2)`,
    );
    await client.query(
      `insert into pages (title, slug, content, meta_title, is_published)
       values ('About', 'about', '<p>About us &amp; more</p>', 'About', true), ('Draft', 'draft', '', null, false)`,
    );
    await client.query(
      `insert into page_revisions (page_id, created_by, title, slug, content, is_published)
       select id, (select id from users where username = 'admin'), title, slug, content, is_published from pages`,
    );
    await client.query(
      `insert into client_logos (client_name, logo_url, logo_alt, logo_decorative)
       values ('Example Press', '/uploads/client-logo.svg', '', true)`,
    );
    await client.query(
      `insert into inquiries (full_name, designation, company_email, phone_number, goals, challenges, status, notes)
       values ('Bo', 'CTO', 'bo@example.com', '+1 555', array['EPUB 3', 'a "quoted", comma'], null, 'contacted', 'x')`,
    );
    await client.query(
      `insert into inquiry_responses (inquiry_id, message, sent_by, emailed, delivery_note)
       select id, 'Thanks!', (select id from users where username = 'admin'), false, 'SMTP not configured'
         from inquiries`,
    );
    await client.query(
      `insert into inquiry_notifications (inquiry_id, recipients, site_url, attempts, last_error, last_failed_at)
       select id, array['team@example.com', 'sales@example.com'], 'https://www.example.com', 2, '550 Mailbox unavailable', now()
         from inquiries`,
    );
    await client.query(
      `insert into testimonials (client_name, person_name, person_title, content, avatar_url, sort_order)
       values ('Example Press', 'Cy', 'Editor', 'Great work.', '/uploads/team-photo-480.webp', 1)`,
    );
    // The media library: its text[] column with several values (one with a quote, a comma and braces) and empty,
    // a real-valued focal point, and an entry with nothing but what is required.
    await client.query(
      `insert into media (upload_id, url, previous_upload_ids, name, content_type, width, height, bytes, alt_text,
         decorative, caption, credit, focal_x, focal_y, uploaded_by)
       values ('${"a".repeat(32)}', '/uploads/team-photo.png', array['${"b".repeat(32)}', 'a "quoted", {comma}'],
         'Ada “Lovelace”.png', 'image/png', 800, 600, 3000, 'Ada at the lectern — ✓', false, E'Line one\\nline two',
         'Photo: Ünï', 33.3, 12.5, (select id from users where username = 'admin')),
         ('${"c".repeat(32)}', '/uploads/client-logo.svg', '{}', 'client-logo.svg', 'image/svg+xml', null, null, null,
         null, true, null, null, 50, 50, null)`,
    );
    await client.query(
      `insert into faq_items (question, answer, answer_type, list_items, sort_order)
       values ('A new question?', 'Intro:', 'list', '["one", "two \\"quoted\\"", "ünï"]', 99)`,
    );
    await client.query(
      `insert into site_settings (setting_key, setting_value) values ('companyName', 'Hello'), ('companyTagline', null)`,
    );
    await client.query(
      `insert into site_navigation (id, menus)
       values (1, '{"header": [{"label": "Blog ü", "href": "https://blog.example.com/"}], "footer": [], "legal": []}')`,
    );
    await client.query(
      `insert into redirects (from_path, to_path, status_code, note, hits, last_hit_at)
       values ('/old-offer', '/contact', 302, 'Spring ü campaign', 12, now())`,
    );
    await client.query(`insert into not_found_paths (path, hits) values ('/old-brochure', 4)`);
    await client.query(
      `insert into activity_log (user_id, username, action, entity_type, entity_id, summary, ip)
       values ((select id from users where username = 'admin'), 'admin', 'update', 'page', '1', 'Changed the page "About"', '127.0.0.1')`,
    );
    await client.query(
      `insert into session (sid, sess, expire) values ('secret-session', '{"passport":{"user":1}}', now() + interval '1 day')`,
    );
    await client.query(`insert into rate_limits (key, hits, reset_at) values ('login:1.2.3.4', 3, now())`);
    await client.query(
      `insert into passkeys (user_id, name, credential_id, public_key, counter, transports, last_used_at)
       values ((select id from users where username = 'admin'), 'Work laptop', 'Y3JlZGVudGlhbA', 'cHVibGljLWtleQ', 7, '["internal"]', now())`,
    );
    await client.query(
      `insert into webauthn_challenges (challenge, purpose, expires_at) values ('Y2hhbGxlbmdl', 'authentication', now() + interval '5 minutes')`,
    );
    await client.query(
      `insert into used_inquiry_challenges (signature, expires_at) values ('${"c".repeat(64)}', now() + interval '10 minutes')`,
    );
    await client.query(
      `insert into backup_runs (trigger, status, name, bytes) values ('manual', 'succeeded', 'backup-20260101-000000.tar.gz', 10)`,
    );
  } finally {
    await client.end();
  }
  for (const [name, data] of Object.entries(UPLOADS)) await storage.put(name, data, "application/octet-stream");
}

export interface SiteContents {
  /** Every table of the public schema with each row in PostgreSQL's text form (UTC), sorted. */
  tables: Record<string, string[]>;
  /** The last migration applied. */
  migration: string;
  uploads: Record<string, string>;
}

/** Everything a site holds, read independently of the backup code. */
export async function readSite(target: pg.ClientConfig, storage: UploadStorage): Promise<SiteContents> {
  const client = new pg.Client(target);
  await client.connect();
  const tables: Record<string, string[]> = {};
  try {
    await client.query("set time zone 'UTC'");
    const names = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    for (const { name } of names.rows) {
      const rows = await client.query<{ row: string }>(`select t::text as row from "${name}" t order by 1`);
      tables[name] = rows.rows.map((r) => r.row);
    }
    const migration = await client.query<{ n: string }>(
      "select max(created_at)::text as n from drizzle.__drizzle_migrations",
    );
    const uploads: Record<string, string> = {};
    for (const entry of await storage.list()) {
      const stored = await storage.get(entry.name);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      uploads[entry.name] = Buffer.concat(chunks).toString("base64");
    }
    return { tables, migration: migration.rows[0]!.n, uploads };
  } finally {
    await client.end();
  }
}

/**
 * What a restored site must hold: the source's rows and uploads (passkeys included), without its sessions,
 * rate-limit counters, passkey challenges, used proofs of work and the record of the backups it made.
 */
export const restoredFrom = (source: SiteContents): SiteContents => ({
  ...source,
  tables: {
    ...source.tables,
    session: [],
    rate_limits: [],
    backup_runs: [],
    webauthn_challenges: [],
    used_inquiry_challenges: [],
  },
});
