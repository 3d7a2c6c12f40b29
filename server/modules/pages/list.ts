// One page of Page Management's list, in the order the pages were created, searched by title and slug.
import { asc, count } from "drizzle-orm";
import type { z } from "zod";
import type { PageListPage, pageListQuerySchema } from "@shared/admin-lists";
import { pages } from "@shared/tables";
import type { Db } from "../../db/connection";
import { containsText, offsetOf } from "../list-query";
import { withLinks } from "./page-links";

/** What the table shows of a page (see PageSummary): never its content, which can be 200,000 characters. */
const summaryColumns = {
  id: pages.id,
  title: pages.title,
  slug: pages.slug,
  isPublished: pages.isPublished,
  publishAt: pages.publishAt,
  unpublishAt: pages.unpublishAt,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};

export async function listPagePage(db: Db, query: z.output<typeof pageListQuerySchema>): Promise<PageListPage> {
  const where = query.search ? containsText([pages.title, pages.slug], query.search) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(pages).where(where)) as [{ total: number }];
  const rows = await db
    .select(summaryColumns)
    .from(pages)
    .where(where)
    .orderBy(asc(pages.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { items: await withLinks(db, rows), total, page: query.page, pageSize: query.pageSize };
}
