// npx tsx scripts/bench-export.ts [count]: the memory the CSV export of inquiries takes. Seeds `count` inquiries
// (100,000 unless told) into an embedded database in a temporary folder (or BENCH_DATABASE_URL: its inquiries are
// replaced, use a scratch database), then writes the export through the server's own code to a client that reads
// 1 MiB a second slower than the server writes, and prints the file's size, the time, and the peak heap and RSS
// above what the process held before it started. Run with --expose-gc for steadier figures: NODE_OPTIONS=--expose-gc.
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/connection";
import { EXPORT_HEADER, inquiryBatches, inquiryCells, writeCsv } from "../server/modules/inquiries/export";

const count = Number(process.argv[2] ?? 100_000);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-export-"));
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir });
try {
  const { db } = database;
  await db.execute(sql`DELETE FROM inquiries`);
  // Like a real inquiry: two goals, a challenge for one in three, a note for one in five (npm run bench:lists).
  await db.execute(sql`
    INSERT INTO inquiries (full_name, designation, company_email, phone_number, goals, challenges, notes, status,
      created_at, updated_at)
    SELECT 'Person ' || i, 'Head of Digital, Example Press', 'contact' || i || '@press' || (i % 97) || '.example',
      '+1 555 ' || lpad((i % 10000)::text, 4, '0'), ARRAY['Accessible EPUB', 'WCAG audit'],
      CASE WHEN i % 3 = 0 THEN ARRAY['A backlist of 4,000 titles, many with maths and tables, due by June.'] END,
      CASE WHEN i % 5 = 0 THEN 'Called back; wants a quote for the backlist, "urgent".' END,
      (ARRAY['new', 'in_review', 'responded'])[1 + i % 3],
      now() - make_interval(mins => ${count}::int - i), now() - make_interval(mins => ${count}::int - i)
    FROM generate_series(1, ${count}::int) AS i`);

  // A client slower than the server: it takes each chunk 1 ms per 1 KiB later, so the export waits on it.
  let bytes = 0;
  const client = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      setTimeout(done, Math.ceil(chunk.length / 1024));
    },
  });

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    gc?.();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  }, 20);
  const started = performance.now();
  const sent = await writeCsv(
    client,
    EXPORT_HEADER,
    inquiryBatches(db, { search: undefined }),
    inquiryCells,
    new AbortController().signal,
  );
  client.end();
  await once(client, "finish");
  clearInterval(sampler);
  console.log(
    `${sent.rows.toLocaleString("en")} inquiries, ${mib(bytes)} of CSV in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `peak heap ${mib(peakHeap - before.heapUsed)} and peak RSS ${mib(peakRss - before.rss)} above the ` +
      `${mib(before.heapUsed)} heap and ${mib(before.rss)} RSS before${gc ? "" : " (without --expose-gc)"}`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
