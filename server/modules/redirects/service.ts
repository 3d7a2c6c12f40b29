// Redirect rules: written so that a visitor is never sent round in circles nor along a chain. A new rule leads
// straight to the end of any chain its target starts (A->B with B->C stored as A->C), rules that led to its old
// address now lead where it does (A->B, then B->C, makes A->C), and one that would come back to where it started is
// refused. Writes take the table's lock, so two servers saving at once cannot make a loop between them.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { paths } from "@shared/paths";
import { redirectKey, type Redirect, type RedirectValues } from "@shared/schema";
import { pages, redirects } from "@shared/tables";
import type { Db } from "../../db/connection";
import { conflict, notFound } from "../../http/errors";
import type { Tx } from "../versioned-update";

/** A chain longer than this is not followed further (it cannot happen: chains are collapsed as they are made). */
const MAX_CHAIN = 20;

export const listRedirects = (db: Db): Promise<Redirect[]> =>
  db.select().from(redirects).orderBy(asc(redirects.fromPath));

/** The lookup key of a target on this site (its path, without query or #part); none for an https address. */
function targetKey(toPath: string): string | undefined {
  if (!toPath.startsWith("/")) return undefined;
  return redirectKey(toPath.split(/[?#]/)[0]!);
}

/** The addresses a content page answers at: /page/{slug} and /{slug}. */
const pageAddresses = (slug: string) => [redirectKey(`/page/${slug}`), redirectKey(`/${slug}`)];

async function lockRules(tx: Tx) {
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
}

/**
 * Where `toPath` finally leads once the rules are followed, refusing with 409 when that comes back to `from`.
 * `except` is the rule being changed, which is not followed.
 */
async function resolveTarget(tx: Tx, from: string, toPath: string, except?: number): Promise<string> {
  const route = [from];
  let target = toPath;
  for (let step = 0; step < MAX_CHAIN; step++) {
    const key = targetKey(target);
    if (key === undefined) return target;
    if (route.includes(key)) {
      throw conflict(`This redirect would make a loop: ${[...route, key].join(" → ")}`, {
        toPath: ["This address leads back to the old address"],
      });
    }
    const [next] = await tx
      .select({ toPath: redirects.toPath })
      .from(redirects)
      .where(and(eq(redirects.fromPath, key), except === undefined ? undefined : ne(redirects.id, except)));
    if (!next) return target;
    route.push(key);
    target = next.toPath;
  }
  return target;
}

/** 409 when a page lives at `from`: a rule there would hide it. */
async function assertNoPageAt(tx: Tx, from: string) {
  const segments = from.split("/").slice(1);
  const slug = segments.length === 2 && segments[0] === "page" ? segments[1] : segments.length === 1 ? segments[0] : "";
  if (!slug) return;
  const [page] = await tx.select({ title: pages.title }).from(pages).where(eq(pages.slug, slug));
  if (page) {
    throw conflict(`The page "${page.title}" is at ${from}. Change that page's address first, or delete it.`, {
      fromPath: ["A page is at this address"],
    });
  }
}

/** Rules that led to `from` lead where it now leads (`to`), so nobody's request takes two hops. */
async function collapseInto(tx: Tx, from: string, to: string) {
  const all = await tx.select({ id: redirects.id, toPath: redirects.toPath }).from(redirects);
  const ids = all.filter((rule) => targetKey(rule.toPath) === from).map((rule) => rule.id);
  if (ids.length) {
    await tx
      .update(redirects)
      .set({ toPath: to, updatedAt: sql`now()` })
      .where(and(inArray(redirects.id, ids), ne(redirects.fromPath, from)));
  }
}

const taken = (from: string) =>
  conflict(`There is already a redirect from ${from}`, { fromPath: ["There is already a redirect from here"] });

/** A new rule, as the Redirects screen adds one. */
export const createRedirect = (db: Db, values: RedirectValues): Promise<Redirect> =>
  db.transaction(async (tx) => {
    await lockRules(tx);
    return insertRule(tx, values);
  });

export const updateRedirect = (db: Db, id: number, values: RedirectValues): Promise<Redirect> =>
  db.transaction(async (tx) => {
    await lockRules(tx);
    return changeRule(tx, id, values);
  });

/** Inside a transaction holding the rules' lock: a new rule, refused when one leads from there already. */
async function insertRule(tx: Tx, values: RedirectValues): Promise<Redirect> {
  await assertNoPageAt(tx, values.fromPath);
  const [existing] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(eq(redirects.fromPath, values.fromPath));
  if (existing) throw taken(values.fromPath);
  const toPath = await resolveTarget(tx, values.fromPath, values.toPath);
  const [row] = await tx
    .insert(redirects)
    .values({ ...values, toPath })
    .returning();
  await collapseInto(tx, values.fromPath, toPath);
  return row!;
}

/** Inside a transaction holding the rules' lock: rule `id` changed to `values`. */
async function changeRule(tx: Tx, id: number, values: RedirectValues): Promise<Redirect> {
  const [current] = await tx.select().from(redirects).where(eq(redirects.id, id));
  if (!current) throw notFound(`Redirect ${id} was not found`);
  if (values.fromPath !== current.fromPath) {
    await assertNoPageAt(tx, values.fromPath);
    const [other] = await tx
      .select({ id: redirects.id })
      .from(redirects)
      .where(eq(redirects.fromPath, values.fromPath));
    if (other) throw taken(values.fromPath);
  }
  const toPath = await resolveTarget(tx, values.fromPath, values.toPath, id);
  const [row] = await tx
    .update(redirects)
    .set({ ...values, toPath, updatedAt: sql`now()` })
    .where(eq(redirects.id, id))
    .returning();
  await collapseInto(tx, values.fromPath, toPath);
  return row!;
}

/**
 * Many rules at once, all or none, by the same rules as one at a time (loops refused, chains collapsed): a rule
 * from an address that has one already replaces it. `onRefused` words the refusal of the rule at `index` (which
 * line of a file it came from). Answers how many were added and how many replaced.
 */
export const importRedirects = (
  db: Db,
  rules: readonly RedirectValues[],
  onRefused: (index: number, error: unknown) => unknown,
): Promise<{ added: number; replaced: number }> =>
  db.transaction(async (tx) => {
    await lockRules(tx);
    let added = 0;
    let replaced = 0;
    for (const [index, values] of rules.entries()) {
      try {
        const [existing] = await tx
          .select({ id: redirects.id })
          .from(redirects)
          .where(eq(redirects.fromPath, values.fromPath));
        if (existing) {
          await changeRule(tx, existing.id, values);
          replaced++;
        } else {
          await insertRule(tx, values);
          added++;
        }
      } catch (error) {
        throw onRefused(index, error);
      }
    }
    return { added, replaced };
  });

export async function deleteRedirect(db: Db, id: number): Promise<Redirect> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  if (!row) throw notFound(`Redirect ${id} was not found`);
  return row;
}

/** Inside the transaction that puts something at `addresses` (keys): rules from them go, as they would hide it. */
async function clearRulesFrom(tx: Tx, addresses: readonly string[]) {
  await tx.delete(redirects).where(inArray(redirects.fromPath, [...addresses]));
}

/** Inside the transaction that puts a page at `slug`: rules from its addresses go, as they would hide it. */
export async function clearRulesAt(tx: Tx, slug: string) {
  await clearRulesFrom(tx, pageAddresses(slug));
}

/** Inside the transaction that puts a service at `id`: a rule from its address goes, as it would hide it. */
export async function clearRulesAtService(tx: Tx, id: string) {
  await clearRulesFrom(tx, [redirectKey(paths.service(id))]);
}

/** Something public that moved: the addresses (keys) it answered at, where it answers now, and the rules' note. */
interface Move {
  from: readonly string[];
  /** The address the old ones lead to. */
  to: string;
  /** Every address (key) it answers at now, `to` among them: rules from these go. */
  at: readonly string[];
  note: string;
  pageId?: number;
}

/**
 * Inside the transaction that moves something public (a page, a service) to another address: its old addresses
 * lead to its new one, rules from its new addresses go (it is there now), and rules that led to the old ones lead
 * to the new. Answers the rules it made or changed, which the administrator may undo.
 */
async function redirectMove(tx: Tx, move: Move): Promise<Redirect[]> {
  await lockRules(tx);
  await clearRulesFrom(tx, move.at);
  const made: Redirect[] = [];
  for (const from of move.from) {
    const values = { fromPath: from, toPath: move.to, statusCode: 301, note: move.note, pageId: move.pageId ?? null };
    const [row] = await tx
      .insert(redirects)
      .values(values)
      .onConflictDoUpdate({ target: redirects.fromPath, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    made.push(row!);
    await collapseInto(tx, from, move.to);
  }
  return made;
}

/** Inside the transaction that moves a published page from `oldSlug` to `newSlug`: both old addresses redirect. */
export const redirectMovedPage = (
  tx: Tx,
  page: { id: number; title: string; oldSlug: string; newSlug: string },
): Promise<Redirect[]> =>
  redirectMove(tx, {
    from: pageAddresses(page.oldSlug),
    to: paths.contentPage(page.newSlug),
    at: pageAddresses(page.newSlug),
    note: `Page "${page.title}" moved`,
    pageId: page.id,
  });

/** Inside the transaction that gives a service another address (id): /services/{old} redirects to the new one. */
export const redirectMovedService = (
  tx: Tx,
  service: { title: string; oldId: string; newId: string },
): Promise<Redirect[]> =>
  redirectMove(tx, {
    from: [redirectKey(paths.service(service.oldId))],
    to: paths.service(service.newId),
    at: [redirectKey(paths.service(service.newId))],
    note: `Service "${service.title}" moved`,
  });

/**
 * For a page being deleted: its addresses lead to `toPath` (a path of this site), unless there are rules there
 * already. Answers the rules made.
 */
export async function redirectDeletedPage(tx: Tx, slug: string, toPath: string): Promise<Redirect[]> {
  await lockRules(tx);
  const made: Redirect[] = [];
  for (const from of pageAddresses(slug)) {
    const target = await resolveTarget(tx, from, toPath);
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toPath: target, statusCode: 301, note: "Page deleted" })
      .onConflictDoNothing({ target: redirects.fromPath })
      .returning();
    if (row) made.push(row);
    await collapseInto(tx, from, target);
  }
  return made;
}
