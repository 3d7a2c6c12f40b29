// npm run bench:lists: the admin lists as a company's records grow. Seeds 10,000 inquiries, 1,000 pages and 5,000
// media library images into a fresh server (embedded database, or BENCH_DATABASE_URL), then times the list answers
// (a page of 50, a filtered and searched page, a late page, and the whole list as a request without paging
// parameters gets it) and the list screens in Chromium (until the table's rows, or the library's thumbnails in view,
// are painted). Prints figures; the targets (a page of 50 at most 100 KiB, each screen painted within 1.5 s holding
// at most 100 MiB) are for the reader to compare, never asserted.
import { timeList } from "./bench-lists-api";
import { timeScreens } from "./bench-lists-browser";
import { INQUIRY_COUNT, MEDIA_COUNT, PAGE_COUNT, SEARCH_TERM, seedLists, seedMediaFiles } from "./bench-lists-seed";
import { ADMIN, startServer } from "./bench-support";

const REQUESTS = [
  "/api/inquiries?page=1&pageSize=50",
  `/api/inquiries?page=1&pageSize=50&status=new&search=${SEARCH_TERM}`,
  `/api/inquiries?page=${INQUIRY_COUNT / 50}&pageSize=50`,
  "/api/inquiries",
  "/api/pages?page=1&pageSize=50",
  `/api/pages?page=1&pageSize=50&search=${SEARCH_TERM}`,
  "/api/pages",
  "/api/media?page=1&pageSize=50",
  `/api/media?page=1&pageSize=50&q=${SEARCH_TERM}`,
  "/api/media?page=1&pageSize=50&unused=true",
  "/api/media?page=1&pageSize=50&missingAlt=true",
  `/api/media?page=${MEDIA_COUNT / 50}&pageSize=50`,
];
// Activity pages on the server already and holds a few sign-ins here: what any admin list screen costs on this
// machine, to read the other two against (the figures move a lot with the machine's load).
const SCREENS = ["/admin/inquiries", "/admin/pages", "/admin/activity", "/admin/media"];

async function benchLists(label: string, databaseUrl: string | undefined, port: number) {
  const server = await startServer(port, databaseUrl);
  try {
    const started = performance.now();
    await seedLists(server, databaseUrl);
    await seedMediaFiles(server, databaseUrl);
    console.log(
      `\n${label}: seeded ${INQUIRY_COUNT} inquiries, ${PAGE_COUNT} pages and ${MEDIA_COUNT} images in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) {
      // ADMIN_USERNAME only creates the bench's administrator in a database that has none.
      throw new Error(`Sign-in failed (${login.status}): is BENCH_DATABASE_URL a scratch database without accounts?`);
    }
    const cookie = String(login.headers.get("set-cookie")).split(";")[0]!;
    const answers = [];
    for (const path of REQUESTS) answers.push(await timeList(server.base, cookie, path));
    console.table(answers);
    console.table(await timeScreens(server.base, ADMIN, SCREENS));
  } finally {
    await server.stop();
  }
}

await benchLists("Embedded database (PGlite)", undefined, 5321);
if (process.env.BENCH_DATABASE_URL) {
  await benchLists("PostgreSQL", process.env.BENCH_DATABASE_URL, 5322);
} else {
  console.log("(set BENCH_DATABASE_URL to measure PostgreSQL too; its inquiries are replaced: use a scratch database)");
}
