import { asc, eq } from "drizzle-orm";
import { Router, type Request } from "express";
import { paths } from "@shared/paths";
import { SERVICE_ID_MAX, type Service } from "@shared/schema";
import { homeServiceCards, services } from "@shared/tables";
import type { Db } from "../../db/connection";
import { badRequest, conflict, notFound } from "../../http/errors";
import { sendCached } from "../../http/send-cached";
import { activitySentence } from "../activity/sentence";
import type { CollectionBehaviour } from "../collections";
import { PUBLIC_READ_CACHE_CONTROL, type PublicReads } from "../public-reads";
import { clearRulesAtService, redirectMovedService } from "../redirects/service";

/** A route's service id: any text within the length an id may have; whether a service has it is looked up. */
function serviceKey(req: Request): string {
  const id = String(req.params.id ?? "");
  if (!id || id.length > SERVICE_ID_MAX) throw notFound("Service not found");
  return id;
}

/** 409 on the address field when a service other than `current` is at `id`. */
async function assertAddressFree(db: Db, id: string, current?: string) {
  if (id === current) return;
  const [taken] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  if (taken) {
    const message = `A service already has the address ${paths.service(id)}; choose another`;
    throw conflict(message, { id: [message] });
  }
}

/**
 * A service's rules beyond the shared list: its key is text, a service's id must be free (a clear 409 on the id
 * field otherwise), a service a home page card leads to is not deleted (the answer names the cards, which the owner
 * re-points or removes first), and visitors read one service at GET /api/services/:id. The id is the service's
 * address: a new service takes it back from any redirect, and a service given another one leaves a permanent
 * redirect from the old (the home cards follow by the foreign key's cascade; the menus cannot link to a service).
 */
export function serviceBehaviour(db: Db): CollectionBehaviour<string, Service> {
  return {
    parseKey: serviceKey,
    beforeCreate: (values) => assertAddressFree(db, values.id as string),
    beforeUpdate: async (values, id) => {
      if (typeof values.id === "string") await assertAddressFree(db, values.id, id);
    },
    alongCreate: (tx, row) => clearRulesAtService(tx, row.id),
    alongUpdate: async (tx, { before, after }) => {
      if (before.id === after.id) return;
      await redirectMovedService(tx, { title: after.title, oldId: before.id, newId: after.id });
      const changed = activitySentence("update", "services", after.title);
      return {
        entityId: after.id,
        summary: `${changed}, moving it from ${paths.service(before.id)} to ${paths.service(after.id)}`,
      };
    },
    beforeRemove: async (id) => {
      const cards = await db
        .select({ title: homeServiceCards.title })
        .from(homeServiceCards)
        .where(eq(homeServiceCards.serviceId, id))
        .orderBy(asc(homeServiceCards.sortOrder), asc(homeServiceCards.id));
      if (!cards.length) return;
      const names = cards.map((card) => `"${card.title}"`).join(", ");
      const plural = cards.length > 1;
      throw conflict(
        `The home page card${plural ? "s" : ""} ${names} lead${plural ? "" : "s"} to this service. Point ${plural ? "them" : "it"} at another service or remove ${plural ? "them" : "it"} first.`,
      );
    },
    reads: serviceReadRoutes,
  };
}

/** GET /api/services/:id: one service, out of the cached list (its page's data), or a 404 for an unknown address. */
function serviceReadRoutes(reads: PublicReads): Router {
  return Router().get("/:id", async (req, res) => {
    const answer = await reads.service(req.params.id);
    if (answer.data === null) throw notFound("Service not found");
    sendCached(req, res, answer, PUBLIC_READ_CACHE_CONTROL);
  });
}

/** The home page's service cards: each must lead to a service that exists (400 on the field otherwise). */
export function homeCardBehaviour(db: Db): CollectionBehaviour {
  const checkService = async (values: Record<string, unknown>) => {
    const { serviceId } = values;
    if (typeof serviceId !== "string" || !serviceId.trim()) return;
    const [found] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId.trim()));
    if (!found) {
      const message = "No service has this address; choose one of the listed services";
      throw badRequest(`Invalid input. serviceId: ${message}`, { serviceId: [message] });
    }
  };
  return { beforeCreate: checkService, beforeUpdate: checkService };
}
