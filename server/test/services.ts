import { homeServiceCards, services as serviceTable } from "@shared/tables";
import { homeServiceCards as seededCards, serviceDetail, services } from "../../client/src/content/services";
import type { Db } from "../db/connection";

/**
 * Puts back the eight services and six home cards a fresh install starts with (the test harness empties every
 * table before each test), for tests of the pages that show them.
 */
export async function seedServices(db: Db) {
  await db.insert(serviceTable).values(
    services.map((service, index) => ({
      ...service,
      keywords: service.keywords ?? [],
      detail: serviceDetail,
      sortOrder: index,
    })),
  );
  await db.insert(homeServiceCards).values(
    seededCards.map((card, index) => ({
      title: card.title,
      description: card.description,
      icon: card.icon,
      serviceId: card.href.replace("/services/", ""),
      sortOrder: index,
    })),
  );
}
