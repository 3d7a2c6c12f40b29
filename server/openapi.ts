import { STATUS_CODES } from "node:http";
import type { RequestHandler } from "express";
import { z } from "zod";
import { API_TABLE, type Endpoint } from "./api-table";
import { toEntry, type CachedAnswer } from "./http/json-cache";
import { idSchema } from "./http/validate";
import { cachedRead } from "./modules/public-reads";

/** A JSON Schema as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiOperation {
  tags: string[];
  summary: string;
  operationId: string;
  /** "public" or "admin", as the endpoint table says; admin calls also name the session cookie under security. */
  "x-access": Endpoint["access"];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, object> } | { $ref: string }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: object;
}

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends, before any transform. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as JsonSchema;
  return json;
}

/** /api/pages/:id/revisions/:revisionId → /api/pages/{id}/revisions/{revisionId} */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

// A parameter the table gives no schema: a numeric key where parseId reads it, text otherwise.
const defaultParam = (name: string) => (name === "id" || name.endsWith("Id") ? idSchema : z.string());

function parametersOf(endpoint: Endpoint): OpenApiParameter[] {
  const inPath = paramsOf(endpoint.path).map((name): OpenApiParameter => ({
    name,
    in: "path",
    required: true,
    schema: jsonSchemaOf(endpoint.params?.[name] ?? defaultParam(name)),
  }));
  const query = endpoint.query ? jsonSchemaOf(endpoint.query) : undefined;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, { description, ...schema }]): OpenApiParameter => ({
      name,
      in: "query",
      required: required.has(name),
      schema,
      ...(typeof description === "string" ? { description } : {}),
    }),
  );
  return [...inPath, ...inQuery];
}

const IMAGE_FORM: JsonSchema = {
  type: "object",
  properties: { image: { type: "string", contentMediaType: "application/octet-stream" } },
  required: ["image"],
};

function requestBodyOf(endpoint: Endpoint): OpenApiOperation["requestBody"] {
  if (!endpoint.body) return undefined;
  if (endpoint.body === "image") return { required: true, content: { "multipart/form-data": { schema: IMAGE_FORM } } };
  return {
    required: !endpoint.bodyOptional,
    content: { "application/json": { schema: jsonSchemaOf(endpoint.body) } },
  };
}

// "GET /api/pages/:id/revisions" → "getApiPagesIdRevisions": unique, since method and path are.
const operationIdOf = (endpoint: Endpoint) =>
  [endpoint.method.toLowerCase(), ...endpoint.path.split(/[^A-Za-z0-9]+/).filter(Boolean)]
    .map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join("");

function operationOf(endpoint: Endpoint): OpenApiOperation {
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  const type = endpoint.answers ?? "application/json";
  const success = {
    description: STATUS_CODES[endpoint.status] ?? "Success",
    ...(endpoint.status === 204 ? {} : { content: { [type]: {} } }),
  };
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    operationId: operationIdOf(endpoint),
    "x-access": endpoint.access,
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [endpoint.status]: success, "4XX": { $ref: "#/components/responses/Error" } },
    ...(endpoint.access === "admin" ? { security: [{ session: [] }] } : {}),
  };
}

/** The OpenAPI 3.1 document of `table` (by default every endpoint of the app). */
export function openApiDocument(table: Endpoint[] = API_TABLE): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of table) {
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Accessible content site API",
      version: "1",
      description:
        "The website's public reads and the CMS's endpoints. Admin endpoints need the session cookie of a " +
        "signed-in administrator (401 without a session, 403 for anyone else). Every failure answers " +
        "{ message, fieldErrors? }.",
    },
    tags: [...new Set(table.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        // Named __Host-sid over HTTPS (production), sid otherwise (http/sessions.ts).
        session: { type: "apiKey", in: "cookie", name: "__Host-sid" },
      },
      schemas: {
        Error: {
          type: "object",
          properties: {
            message: { type: "string" },
            fieldErrors: {
              type: "object",
              description: "Messages by field, the field's dotted path as key",
              additionalProperties: { type: "array", items: { type: "string" } },
            },
          },
          required: ["message"],
        },
      },
      responses: {
        Error: {
          description: "Refused: the message says why, and fieldErrors which fields (400, 409)",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}

let served: CachedAnswer | undefined;

/** The public GET /api/openapi.json: the document, made on the first request and kept (ETag and 304). */
export const openApiRead: RequestHandler = cachedRead(() => (served ??= toEntry(openApiDocument())));
