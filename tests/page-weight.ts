// What a browser downloads to show one page: every response until the network is idle, with the bytes that
// came over the wire for its body (compressed, as the server sent it), grouped into scripts, stylesheets, web
// fonts and the HTML document. Used by tests/budget.ts.
import type { Browser, BrowserContext, Request } from "@playwright/test";

export interface Download {
  /** The path of the address, e.g. /assets/index-abc123.js. */
  path: string;
  /** Body bytes on the wire: compressed when the server compressed it. */
  bytes: number;
  /** The Content-Encoding it came with ("br", "gzip"), or "" when sent as it is. */
  encoding: string;
}

export interface PageWeight {
  status: number;
  scripts: Download[];
  stylesheets: Download[];
  fonts: Download[];
  documents: Download[];
}

const kindOf = (contentType: string) =>
  /javascript/.test(contentType)
    ? "scripts"
    : /text\/css/.test(contentType)
      ? "stylesheets"
      : /^font\//.test(contentType)
        ? "fonts"
        : /text\/html/.test(contentType)
          ? "documents"
          : undefined;

/**
 * Loads `url` in a fresh browser context (nothing cached) and records every response until there has been no
 * network activity for half a second. `prepare` may sign the context in first; its own requests are not counted.
 */
export async function weighPage(
  browser: Browser,
  url: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const weight: PageWeight = { status: 0, scripts: [], stylesheets: [], fonts: [], documents: [] };
    const recorded: Promise<void>[] = [];
    const record = async (request: Request) => {
      const response = await request.response();
      if (!response) return;
      const headers = await response.allHeaders();
      const kind = kindOf(headers["content-type"] ?? "");
      if (!kind) return;
      const { responseBodySize } = await request.sizes();
      weight[kind].push({
        path: new URL(request.url()).pathname,
        bytes: responseBodySize,
        encoding: headers["content-encoding"] ?? "",
      });
    };
    page.on("requestfinished", (request) => recorded.push(record(request)));
    const response = await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(recorded);
    weight.status = response?.status() ?? 0;
    return weight;
  } finally {
    await context.close();
  }
}

export const totalBytes = (downloads: Download[]) => downloads.reduce((sum, d) => sum + d.bytes, 0);
