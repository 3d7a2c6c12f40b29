import { asc, eq } from "drizzle-orm";
import { Router, type Request } from "express";
import {
  homeCardResource,
  insertServiceSchema,
  SERVICE_ID_MAX,
  serviceResource,
  type HomeServiceCard,
  type Service,
} from "@shared/schema";
import { homeServiceCards, services } from "@shared/tables";
import type { Db } from "../../db/connection";
import { requireAdmin } from "../../http/auth";
import { badRequest, conflict, notFound } from "../../http/errors";
import { sendCached } from "../../http/send-cached";
import { parseBody } from "../../http/validate";
import { PUBLIC_READ_CACHE_CONTROL, cachedRead, listReadRoutes, type PublicReads } from "../public-reads";
import { collectionRoutes, sortableCollection } from "../sortable-collection";

/** A route's service id: any text within the length an id may have; whether a service has it is looked up. */
function serviceKey(req: Request): string {
  const id = String(req.params.id ?? "");
  if (!id || id.length > SERVICE_ID_MAX) throw notFound("Service not found");
  return id;
}

/**
 * The services' admin writes (the public reads are serviceReadRoutes below). A new service's id must be free: a clear 409 on the id field otherwise. A service a
 * home page card leads to is not deleted: the answer names the cards, which the owner re-points or removes first.
 */
export function serviceRoutes(db: Db): Router {
  const collection = sortableCollection<Service, string>(db, services, "Service");
  const router = Router();
  router.post("/", requireAdmin, async (req, res) => {
    const values = parseBody(insertServiceSchema, req);
    const [taken] = await db.select({ id: services.id }).from(services).where(eq(services.id, values.id));
    if (taken) {
      const message = `A service already has the address /services/${values.id}; choose another`;
      throw conflict(message, { id: [message] });
    }
    res.status(201).json(await collection.create(values));
  });
  router.use(
    collectionRoutes<Service, string>({
      collection,
      resource: serviceResource,
      publicList: "services",
      parseKey: serviceKey,
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
    }),
  );
  return router;
}

/**
 * The public GET /api/services (every service) and GET /api/services/:id (one service, out of the same cached list:
 * its page's data, or a 404 for an address no service has), both with an ETag and 304, mounted before sessions.
 */
export function serviceReadRoutes(reads: PublicReads): Router {
  const router = Router();
  router.get("/", cachedRead(reads.services));
  router.get("/:id", async (req, res) => {
    const answer = await reads.service(req.params.id);
    if (answer.data === null) throw notFound("Service not found");
    sendCached(req, res, answer, PUBLIC_READ_CACHE_CONTROL);
  });
  return router;
}

/** The home page's service cards: each must lead to a service that exists (400 on the field otherwise). */
export function homeCardRoutes(db: Db): Router {
  const router = Router();
  const checkService = async (req: Request) => {
    const serviceId = (req.body as { serviceId?: unknown } | undefined)?.serviceId;
    if (typeof serviceId !== "string" || !serviceId.trim()) return;
    const [found] = await db.select({ id: services.id }).from(services).where(eq(services.id, serviceId.trim()));
    if (!found) {
      const message = "No service has this address; choose one of the listed services";
      throw badRequest(`Invalid input. serviceId: ${message}`, { serviceId: [message] });
    }
  };
  router.post("/", requireAdmin, async (req, _res, next) => {
    await checkService(req);
    next();
  });
  router.put("/:id", requireAdmin, async (req, _res, next) => {
    await checkService(req);
    next();
  });
  router.use(
    collectionRoutes({
      collection: sortableCollection<HomeServiceCard>(db, homeServiceCards, "Home page card"),
      resource: homeCardResource,
      publicList: "home-cards",
    }),
  );
  return router;
}

/** The public GET /api/home-cards: the home page's service cards, from the read cache (mounted before sessions). */
export const homeCardReadRoutes = (reads: PublicReads): Router => listReadRoutes(reads["home-cards"]);
