// npm run test:e2e runs this after the build: it fails when a page makes a visitor download more than its budget.
// The built server runs on a fresh embedded database with content like a real site's; Chromium loads each page
// with an empty cache and counts every script it downloads until the network is idle (the lazy chunks a page
// pulls in right after its first render included), with the body bytes that came over the wire, compressed by
// the server as it serves them (brotli). The HTML is weighed too (with CSS), since it carries the stylesheet
// inline and the page's first screen, and so are the web fonts: at most two files on any page (the upright
// font every page uses, and its italic on a page that shows italic text), within a budget of bytes. It prints
// each page's figures and files.
import { chromium } from "@playwright/test";
import { ADMIN, BENCH_PAGE_SLUG, seed, startServer } from "../scripts/bench-support";
import { chromiumLaunchOptions } from "./chromium";
import { totalBytes, weighPage, type Download, type PageWeight } from "./page-weight";
import { publicPaths } from "./public-routes";

const KiB = 1024;
/** Most web font files any page downloads: the upright Latin file of the site's font, and its italic. */
const FONT_FILES = 2;
/**
 * Most web font bytes a page downloads: the upright Latin file (33.2 KiB, woff2 is compressed already) with a
 * little room; a page that shows italic text would need its own budget for the italic (36.8 KiB more).
 */
const FONT_BYTES = 36 * KiB;

interface Budget {
  path: string;
  /** Most script bytes on the wire. */
  js: number;
  /** Most script files, when the number of requests matters too. */
  files?: number;
  /** Most bytes of HTML and stylesheets: the page carries the stylesheet inline, and its first screen. */
  html: number;
  /** Most bytes of web fonts (FONT_BYTES unless said). */
  fontBytes?: number;
  /** Sign in as an administrator first. */
  signedIn?: boolean;
  status?: number;
  advice: string;
}

const PUBLIC_ADVICE = "merge small chunks and leave out what this page does not show; keep admin code out.";
const publicPage = (path: string, status = 200): Budget => ({
  path,
  js: 101 * KiB,
  html: 25 * KiB,
  status,
  advice: PUBLIC_ADVICE,
});

const budgets: Budget[] = [
  { path: "/", js: 89 * KiB, files: 10, html: 25 * KiB, advice: PUBLIC_ADVICE },
  // Every other public route, from the route table, and an address nothing answers.
  ...publicPaths({ id: "epub", slug: BENCH_PAGE_SLUG })
    .filter((path) => path !== "/")
    .map((path) => publicPage(path)),
  publicPage("/no-such-page", 404),
  // The admin area's first screen (the team list, where /admin leads), signed in.
  {
    path: "/admin",
    js: 180 * KiB,
    html: 25 * KiB,
    signedIn: true,
    advice: "keep server-only code (drizzle tables) and heavy libraries out of the admin's first screen.",
  },
];

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const listed = (downloads: Download[]) =>
  downloads
    .map((d) => `${d.path.replace(/^\/assets\//, "")} ${kib(d.bytes)}${d.encoding ? ` ${d.encoding}` : ""}`)
    .join(", ");

function report(budget: Budget, weight: PageWeight): string[] {
  const js = totalBytes(weight.scripts);
  const html = totalBytes(weight.documents) + totalBytes(weight.stylesheets);
  const fonts = totalBytes(weight.fonts);
  const fontBudget = budget.fontBytes ?? FONT_BYTES;
  const problems: string[] = [];
  if (weight.status !== (budget.status ?? 200)) problems.push(`answered ${weight.status}`);
  if (js > budget.js) problems.push(`JavaScript ${kib(js)} is over ${kib(budget.js)}`);
  if (html > budget.html) problems.push(`HTML and CSS ${kib(html)} are over ${kib(budget.html)}`);
  if (budget.files && weight.scripts.length > budget.files)
    problems.push(`${weight.scripts.length} script files, more than ${budget.files}`);
  if (weight.fonts.length > FONT_FILES) problems.push(`${weight.fonts.length} font files, more than ${FONT_FILES}`);
  if (fonts > fontBudget) problems.push(`fonts ${kib(fonts)} are over ${kib(fontBudget)}`);
  console.log(
    `${budget.path}: JS ${kib(js)} of ${kib(budget.js)} in ${weight.scripts.length} files` +
      `${budget.files ? ` (at most ${budget.files})` : ""}; HTML and CSS ${kib(html)} of ${kib(budget.html)} ` +
      `(the HTML carries the stylesheet and the first screen); fonts ${kib(fonts)} of ${kib(fontBudget)} ` +
      `in ${weight.fonts.length} files (at most ${FONT_FILES})`,
  );
  console.log(`  scripts: ${listed(weight.scripts)}`);
  if (weight.stylesheets.length) console.log(`  stylesheets: ${listed(weight.stylesheets)}`);
  if (weight.fonts.length) console.log(`  fonts: ${listed(weight.fonts)}`);
  return problems.map((problem) => `${budget.path}: ${problem}; ${budget.advice}`);
}

const server = await startServer(Number(process.env.BUDGET_PORT ?? 0), undefined);
const browser = await chromium.launch(chromiumLaunchOptions);
const problems: string[] = [];
try {
  await seed(server.base);
  console.log("What a visitor downloads until the network is idle (bytes on the wire, empty cache):");
  for (const budget of budgets) {
    const weight = await weighPage(browser, server.base + budget.path, async (context) => {
      if (budget.signedIn) await context.request.post(`${server.base}/api/auth/login`, { data: ADMIN });
    });
    problems.push(...report(budget, weight));
  }
} finally {
  await browser.close();
  await server.stop();
}
if (problems.length) {
  console.error(`\nOver budget:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
