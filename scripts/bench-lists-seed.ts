// The records of a company that has used the CMS for years, written straight into the database of a running bench
// server: 10,000 inquiries (a visitor's form posts are rate limited, and would take minutes) and 1,000 pages.
// Embedded database: through the server's own socket beside its data folder; PostgreSQL: at its URL.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { runningServerSocket } from "../server/db/embedded";
import type { RunningServer } from "./bench-support";

export const INQUIRY_COUNT = 10_000;
export const PAGE_COUNT = 1_000;
export const MEDIA_COUNT = 5_000;

/** A name the seeded inquiries and pages share a part of, for the timed searches. */
export const SEARCH_TERM = "hopper";

const FIRST = ["Ada", "Grace", "Alan", "Barbara", "Edsger", "Frances", "Katherine", "Linus", "Margaret", "Tim"];
const LAST = ["Lovelace", "Hopper", "Turing", "Liskov", "Dijkstra", "Allen", "Johnson", "Torvalds", "Hamilton", "Lee"];
const sqlArray = (items: string[]) => `ARRAY[${items.map((item) => `'${item}'`).join(", ")}]`;

// Sizes like real ones: an inquiry with two goals and sometimes a challenge (about 330 bytes of JSON), a page of about
// 2 KB of HTML. Inquiries arrive one every two hours, newest last, with every status.
const INQUIRIES = `
  INSERT INTO inquiries (full_name, designation, company_email, phone_number, goals, challenges, status, created_at,
    updated_at)
  SELECT
    (${sqlArray(FIRST)})[1 + i % 10] || ' ' || (${sqlArray(LAST)})[1 + (i / 10) % 10],
    (ARRAY['Head of Digital', 'Accessibility Lead', 'Production Editor', 'CTO', 'Publisher'])[1 + i % 5],
    'contact' || i || '@' || (ARRAY['publisher', 'university', 'press', 'books', 'media'])[1 + i % 5] || (i % 97)
      || '.example',
    '+1 555 ' || lpad((i % 10000)::text, 4, '0'),
    ARRAY['Accessible EPUB', 'WCAG audit'],
    CASE WHEN i % 3 = 0 THEN ARRAY['A backlist of 4,000 titles, many with maths and tables, due by June.'] END,
    (ARRAY['new', 'in_review', 'responded'])[1 + i % 3],
    now() - make_interval(hours => 2 * ($1 - i)),
    now() - make_interval(hours => 2 * ($1 - i))
  FROM generate_series(1, $1::int) AS i`;

const PAGES = `
  INSERT INTO pages (title, slug, content, meta_description, is_published, created_at, updated_at)
  SELECT
    'Resource ' || i || ': ' || (ARRAY['EPUB guide', 'PDF/UA checklist', 'Grace Hopper award', 'VPAT primer'])[1 + i % 4],
    'bench-page-' || i,
    repeat('<h2>What we check</h2><p>Headings, reading order, alternative text, tables and forms are checked by '
      || 'hand and with assistive technology, and every finding is written up with its fix.</p>', 9),
    'One of the resources the company publishes for its clients.',
    i % 5 <> 0,
    now() - make_interval(days => $1 - i),
    now() - make_interval(days => $1 - i)
  FROM generate_series(1, $1::int) AS i`;

// The media library of such a company: 5,000 photos of 1600 x 1200 pixels uploaded over the years, one in every
// page's content (so finding uses has page HTML to read), with an alt text on four in five. Only their thumbnails
// are written to the uploads folder: the library never shows more.
const mediaId = (i: string) => `md5('bench-media-' || ${i})`;
const MEDIA = `
  INSERT INTO media (upload_id, url, name, content_type, width, height, bytes, alt_text, created_at, updated_at)
  SELECT ${mediaId("i")}, '/uploads/' || ${mediaId("i")} || '-1600x1200.jpg',
    (ARRAY['Hopper lecture', 'Braille display', 'EPUB reader', 'Team offsite', 'Client visit'])[1 + i % 5] || ' ' || i
      || '.jpg',
    'image/jpeg', 1600, 1200, 240000 + i,
    CASE WHEN i % 5 <> 0 THEN 'A photo from the ' || i || 'th event' END,
    now() - make_interval(hours => $1 - i), now() - make_interval(hours => $1 - i)
  FROM generate_series(1, $1::int) AS i`;
const PAGE_IMAGES = `
  UPDATE pages SET content = content || '<p><img src="/uploads/' || ${mediaId("substring(slug from 12)")}
    || '-1600x1200.jpg" alt="A photo"></p>'
  WHERE slug LIKE 'bench-page-%'`;

/** The media library's thumbnails, one small WebP per entry, as an upload would have written them. */
export async function seedMediaFiles(server: RunningServer, databaseUrl: string | undefined) {
  const client = new pg.Client(connectionOf(server, databaseUrl));
  await client.connect();
  const { rows } = await client.query<{ upload_id: string }>("SELECT upload_id FROM media WHERE name LIKE '% %.jpg'");
  await client.end();
  const thumbnail = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .webp()
    .toBuffer();
  const folder = path.join(server.dir, "uploads");
  fs.mkdirSync(folder, { recursive: true });
  for (const { upload_id } of rows) fs.writeFileSync(path.join(folder, `${upload_id}-1600x1200.w320.webp`), thumbnail);
}

function connectionOf(server: RunningServer, databaseUrl: string | undefined): pg.ClientConfig {
  if (databaseUrl) return { connectionString: databaseUrl };
  const socket = runningServerSocket(path.join(server.dir, "data", "pg"));
  if (!socket) throw new Error("The bench server's embedded database socket was not found");
  return socket;
}

/** Replaces the inquiries and the seeded pages (from an earlier run on the same PostgreSQL) with fresh ones. */
export async function seedLists(server: RunningServer, databaseUrl: string | undefined) {
  const client = new pg.Client(connectionOf(server, databaseUrl));
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM inquiries");
    await client.query("DELETE FROM pages WHERE slug LIKE 'bench-page-%'");
    await client.query(
      "DELETE FROM media WHERE upload_id IN (SELECT md5('bench-media-' || i) FROM generate_series(1, $1::int) AS i)",
      [MEDIA_COUNT],
    );
    await client.query(INQUIRIES, [INQUIRY_COUNT]);
    await client.query(PAGES, [PAGE_COUNT]);
    await client.query(MEDIA, [MEDIA_COUNT]);
    await client.query(PAGE_IMAGES);
    await client.query("COMMIT");
    await client.query("ANALYZE inquiries");
    await client.query("ANALYZE pages");
    await client.query("ANALYZE media");
  } finally {
    await client.end();
  }
}
