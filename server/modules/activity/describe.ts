import type { ActivityAction } from "@shared/schema";
import { NOT_EMAILED } from "./sentence";

export interface WriteDescription {
  action: ActivityAction;
  entityType: string;
  entityId: string | null;
}

/** Path words that name what a write does better than its method. */
const NAMED_ACTIONS = new Set<ActivityAction>(["reorder", "status", "respond", "restore", "password", "erase"]);

/**
 * What an API write does, read from its method and its path below /api alone, so that endpoints added later are
 * described without being listed here: the first path segment is the kind of item, the first number after it the
 * item, and a known verb at the end (or "upload" anywhere) the action. Sign-in and sign-out are recorded by the
 * auth routes themselves (the user changes during those requests), so they are left out: null.
 */
export function describeWrite(method: string, path: string): WriteDescription | null {
  const segments = path.split("/").filter(Boolean);
  const [entityType, ...rest] = segments;
  if (!entityType) return null;
  if (entityType === "auth") {
    // An administrator creating an account through the first-run form's endpoint.
    return rest[0] === "register" ? { action: "create", entityType: "admins", entityId: null } : null;
  }
  const numericId = rest.find((segment) => /^\d+$/.test(segment)) ?? null;
  const last = rest.at(-1) as ActivityAction | undefined;

  let action: ActivityAction;
  if (rest.includes("upload")) action = "upload";
  else if (last && NAMED_ACTIONS.has(last)) action = last;
  else if (entityType === "settings") action = "settings";
  else if (method === "DELETE") action = "delete";
  else if (method === "PUT" || method === "PATCH") action = "update";
  else action = "create";

  // A setting is named by its key (POST /settings/companyName).
  const entityId = entityType === "settings" && action === "settings" ? (rest[0] ?? null) : numericId;
  return { action, entityType, entityId };
}

// The fields that name an item in the answers of the existing endpoints, most telling first.
const NAME_FIELDS = [
  "title",
  "name",
  "question",
  "clientName",
  "fullName",
  "personName",
  "username",
  "settingValue",
] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The row a JSON answer is about: the answer itself, or the one object it wraps (e.g. `{ inquiry, response }`). */
function subjectOf(body: unknown): Json | undefined {
  if (!isObject(body)) return undefined;
  if (NAME_FIELDS.some((field) => typeof body[field] === "string") || "id" in body) return body;
  return Object.values(body).find(isObject);
}

/** The created or changed item's id and a short human summary, read from the handler's JSON answer. */
export function describeAnswer(action: ActivityAction, body: unknown): { entityId?: string; summary?: string } {
  if (action === "upload" && isObject(body)) {
    // Uploads answer the stored file's address under a field named after its purpose (imageUrl, logoUrl, ...).
    const url = Object.values(body).find((value) => typeof value === "string");
    return { summary: url as string | undefined };
  }
  const subject = subjectOf(body);
  if (!subject) return {};
  const id = subject.id;
  const name = NAME_FIELDS.map((field) => subject[field]).find((value) => typeof value === "string" && value.trim());
  let summary = typeof name === "string" ? name : undefined;
  if (action === "status" && typeof subject.status === "string") {
    summary = `${summary ? `${summary}: ` : ""}${subject.status.replace(/_/g, " ")}`;
  }
  if (action === "respond" && isObject(body) && body.emailed === false) summary = `${summary ?? ""}${NOT_EMAILED}`;
  return { entityId: typeof id === "number" || typeof id === "string" ? String(id) : undefined, summary };
}
