// npm run lighthouse: Lighthouse scores of `/` and `/wcag-explorer` as a phone sees them (Lighthouse's default
// mobile emulation and simulated throttling), the median of 5 runs each, in Debian's Chromium. The server is
// the real one on a fresh embedded database, or on LIGHTHOUSE_DATABASE_URL (else BENCH_DATABASE_URL).
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/chromium";
import { seed, startServer } from "./bench-support";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? "/,/wcag-explorer").split(",");
const DEBUGGING_PORT = 9333;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  cls: number;
  failing: string[];
}

const median = <T>(runs: T[], by: (run: T) => number): T =>
  [...runs].sort((a, b) => by(a) - by(b))[Math.floor(runs.length / 2)]!;

const databaseUrl = process.env.LIGHTHOUSE_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
const server = await startServer(5310, databaseUrl);
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
});
try {
  await seed(server.base, { logos: false });
  const rows = [];
  for (const path of PATHS) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: DEBUGGING_PORT,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]!;
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Run["scores"],
        fcp: audit("first-contentful-paint").numericValue ?? 0,
        lcp: audit("largest-contentful-paint").numericValue ?? 0,
        si: audit("speed-index").numericValue ?? 0,
        tbt: audit("total-blocking-time").numericValue ?? 0,
        cls: audit("cumulative-layout-shift").numericValue ?? 0,
        failing: CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
      });
    }
    const mid = (by: (run: Run) => number) => by(median(runs, by));
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    rows.push({
      path,
      performance: mid((r) => r.scores.performance),
      accessibility: mid((r) => r.scores.accessibility),
      "best practices": mid((r) => r.scores["best-practices"]),
      seo: mid((r) => r.scores.seo),
      "FCP s": (mid((r) => r.fcp) / 1000).toFixed(2),
      "LCP s": (mid((r) => r.lcp) / 1000).toFixed(2),
      "SI s": (mid((r) => r.si) / 1000).toFixed(2),
      "TBT ms": Math.round(mid((r) => r.tbt)),
      CLS: mid((r) => r.cls).toFixed(3),
      "failing audits": failing.join(", ") || "none",
    });
  }
  console.log(
    `\nLighthouse (mobile, simulated throttling), median of ${RUNS} runs, ${databaseUrl ? "PostgreSQL" : "embedded database"}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
