import type request from "supertest";
import { expect } from "vitest";
import type { ActivityEntry, ActivityPage } from "@shared/schema";

/** One page of the activity log as `agent` sees it; `query` picks the page, its size and filters. */
export async function activity(agent: request.Agent, query = ""): Promise<ActivityPage> {
  const res = await agent.get(`/api/activity${query}`);
  expect(res.status).toBe(200);
  return res.body as ActivityPage;
}

/** The entries except sign-ins, which every signed-in test agent makes, oldest first. */
export async function writes(agent: request.Agent): Promise<Array<Partial<ActivityEntry>>> {
  const { items } = await activity(agent, "?pageSize=100");
  return items
    .filter((e) => e.action !== "sign-in")
    .reverse()
    .map(({ action, entityType, entityId, summary, username }) => ({
      action,
      entityType,
      entityId,
      summary,
      username,
    }));
}

/** The same entries as `writes`, newest first, each as [action, entityType, entityId, summary]: short to compare. */
export async function latestWrites(agent: request.Agent): Promise<Array<Array<string | null | undefined>>> {
  return (await writes(agent))
    .reverse()
    .map(({ action, entityType, entityId, summary }) => [action, entityType, entityId, summary]);
}
