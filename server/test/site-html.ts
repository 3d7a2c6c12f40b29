import { expect } from "vitest";
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from "@shared/bootstrap";
import { registry } from "../lib/metrics";
import type { TestContext } from "./harness";

/** What the server wrote into a screen's HTML: its bootstrap data, title, meta tags and canonical link. */
export const bootstrapOf = (html: string): Bootstrap => {
  const match = new RegExp(`<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error("no bootstrap data in the page");
  return JSON.parse(match[1]!);
};
export const queryData = (html: string, key: string, ...rest: string[]) =>
  bootstrapOf(html).queries.find(([k]) => JSON.stringify(k) === JSON.stringify([key, ...rest]))?.[1];
export const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
export const metaOf = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
export const escaped = (text: string) => text.replace(/&/g, "&amp;");
export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** Creates a published page (content "Hello" unless `fields` say otherwise); answers the administrator who did. */
export async function publishPage(ctx: TestContext, fields: Record<string, unknown>) {
  const admin = await ctx.signedIn();
  const res = await admin.post("/api/pages").send({ content: "<p>Hello</p>", isPublished: true, ...fields });
  expect(res.status).toBe(201);
  return admin;
}

/** Answers made from memory before Express (visitors' pages and the sitemap), as the metrics count them. */
export async function pagesFromMemory(): Promise<number> {
  const { values } = await registry.getSingleMetric("http_request_duration_seconds")!.get();
  return values
    .filter((v) => (v as { metricName?: string }).metricName?.endsWith("_count") && v.labels.route === "memory:html")
    .reduce((sum, v) => sum + v.value, 0);
}
