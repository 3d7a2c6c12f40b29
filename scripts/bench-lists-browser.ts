// Opens an admin list screen in Chromium, signed in, and measures what an administrator waits for and what the
// tab holds: the time from navigation until the table's rows are painted, then (after a garbage collection) the
// JavaScript heap, the DOM nodes, and the memory of the tab's renderer process.
import fs from "node:fs";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/chromium";

const RUNS = 3;
const TIMEOUT_MS = 120_000;

/**
 * Marks the moment after the first frame that shows what an administrator came for: a row of the screen's table, or
 * for the media library every thumbnail in view loaded. A string, not a function: tsx's compiled functions may call
 * helpers that do not exist in the page.
 */
const MARK_ROWS_PAINTED = `
  const ready = () => {
    if (document.querySelector("main table tbody tr")) return true;
    const thumbnails = [...document.querySelectorAll("main ul img")];
    const inView = thumbnails.filter((img) => img.getBoundingClientRect().top < innerHeight);
    return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
  };
  let marked = false;
  const mark = () => {
    if (marked) return;
    marked = true;
    requestAnimationFrame(() => setTimeout(() => { window.rowsPaintedAt = performance.now(); }));
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    mark();
  });
  observer.observe(document, { childList: true, subtree: true });
  // Images finish loading without changing the DOM.
  document.addEventListener("load", () => {
    if (ready()) { observer.disconnect(); mark(); }
  }, true);
`;

/** Proportional set size of a process in MiB (its own pages, and its share of those it shares), from /proc. */
function pssMib(pid: number): number | null {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? NaN) / 1024;
  } catch {
    return null;
  }
}

interface ScreenRun {
  paintedMs: number;
  heapMib: number;
  nodes: number;
  rendererMib: number | null;
}

async function rendererPids(browser: Browser): Promise<Set<number>> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send("SystemInfo.getProcessInfo")) as {
    processInfo: { type: string; id: number }[];
  };
  await session.detach();
  return new Set(processInfo.filter((p) => p.type === "renderer").map((p) => p.id));
}

async function measureOnce(browser: Browser, context: BrowserContext, url: string): Promise<ScreenRun> {
  const before = await rendererPids(browser);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.addInitScript(MARK_ROWS_PAINTED);
    await page.goto(url);
    // Anonymous arrows only: the page's CSP refuses strings, and named functions would carry tsx's helpers.
    const paintedAt = () => (window as { rowsPaintedAt?: number }).rowsPaintedAt;
    await page.waitForFunction(paintedAt, null, { timeout: TIMEOUT_MS, polling: 100 });
    const paintedMs = (await page.evaluate(paintedAt))!;
    await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    // The renderer that appeared with this tab (each tab of another site gets its own).
    const fresh = [...(await rendererPids(browser))].filter((pid) => !before.has(pid));
    const sizes = fresh.map(pssMib).filter((size): size is number => size !== null);
    return {
      paintedMs,
      heapMib: metric("JSHeapUsedSize") / 1024 / 1024,
      nodes: metric("Nodes"),
      rendererMib: sizes.length ? Math.max(...sizes) : null,
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface ScreenTiming {
  screen: string;
  "painted (ms)": number;
  "JS heap (MiB)": string;
  "DOM nodes": number;
  "renderer (MiB)": string;
}

/** Each screen a few times in one signed-in browser (its code cached after a first visit), the median of each. */
export async function timeScreens(
  base: string,
  admin: { username: string; password: string },
  screens: string[],
): Promise<ScreenTiming[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const login = await context.request.post("/api/auth/login", { data: admin });
    if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
    const warm = await context.newPage();
    await warm.goto("/admin");
    await warm.waitForLoadState("networkidle");
    await warm.close();
    const rows: ScreenTiming[] = [];
    for (const screen of screens) {
      const runs: ScreenRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureOnce(browser, context, base + screen));
      const renderer = runs.map((r) => r.rendererMib).filter((size): size is number => size !== null);
      rows.push({
        screen,
        "painted (ms)": Math.round(median(runs.map((r) => r.paintedMs))),
        "JS heap (MiB)": median(runs.map((r) => r.heapMib)).toFixed(1),
        "DOM nodes": median(runs.map((r) => r.nodes)),
        "renderer (MiB)": renderer.length ? median(renderer).toFixed(0) : "n/a",
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
