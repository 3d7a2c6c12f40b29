import { z } from "zod";
import { envSchema } from "./env";
import { openApiDocument, type JsonSchema, type OpenApiDocument, type OpenApiOperation } from "./openapi";

/**
 * The generated documentation: docs/api.md from the OpenAPI document (itself made from the endpoint table), and the
 * environment variables' tables of docs/operations/configuration.md from server/env.ts. `npm run docs:api`
 * (scripts/docs-api.ts) writes both; api-docs.test.ts fails while either file differs from what this makes.
 */

export const API_DOC_PATH = "docs/api.md";
export const CONFIGURATION_DOC_PATH = "docs/operations/configuration.md";
export const ENV_START = "<!-- env:start -->";
export const ENV_END = "<!-- env:end -->";

/** Text for a Markdown table cell: no line breaks, and a `|` that does not end the cell. */
const cell = (text: string) => text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|");
// An empty string shows as "" (an empty code span would not show at all).
const code = (value: unknown) => `\`${typeof value === "string" && value ? value : JSON.stringify(value)}\``;
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`]
    .concat(rows.map((row) => `| ${row.map(cell).join(" | ")} |`))
    .join("\n");

/** The schema without its `null` alternative, and whether it had one. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (!options) return { schema, nullable: false };
  const rest = options.filter((option) => option.type !== "null");
  if (rest.length !== 1) return { schema, nullable: rest.length < options.length };
  // zod nests a nullable inside another (a nullable column made nullable again): unwrap every level.
  const inner = withoutNull(rest[0]!);
  return { schema: inner.schema, nullable: true };
}

/** A schema's type in a word or two: string, integer, array of string, object, any. */
export function typeOf(raw: JsonSchema): string {
  const { schema, nullable } = withoutNull(raw);
  const options = schema.anyOf as JsonSchema[] | undefined;
  const base = options
    ? [...new Set(options.filter((option) => option.type !== "null").map(typeOf))].join(" or ")
    : schema.type === "array"
      ? `array of ${typeOf((schema.items as JsonSchema | undefined) ?? {})}`
      : typeof schema.type === "string"
        ? schema.type
        : "any";
  return nullable ? `${base} or null` : base;
}

const FORMATS: Record<string, string> = {
  email: "an e-mail address",
  "date-time": "an ISO 8601 date and time",
  date: "an ISO 8601 date",
  uri: "a URL",
};

const range = (min: unknown, max: unknown, unit: string) =>
  typeof min === "number" && typeof max === "number"
    ? `${min}–${max} ${unit}`
    : typeof max === "number"
      ? `at most ${max} ${unit}`
      : typeof min === "number" && min > 0
        ? `at least ${min} ${unit}`
        : "";

/** What a value must be, in words: lengths, ranges, formats, allowed values, the default. */
export function ruleOf(raw: JsonSchema): string {
  const { schema } = withoutNull(raw);
  const rules: string[] = [];
  const options = (schema.anyOf as JsonSchema[] | undefined)?.filter((option) => option.type !== "null");
  if (options) rules.push(options.map(ruleOf).filter(Boolean).join(", or "));
  if (schema.const !== undefined) rules.push(`exactly ${code(schema.const)}`);
  if (Array.isArray(schema.enum)) rules.push(`one of ${schema.enum.map(code).join(", ")}`);
  if (typeof schema.format === "string") rules.push(FORMATS[schema.format] ?? `format ${schema.format}`);
  // A format's own pattern (zod writes one for e-mails and dates) says nothing the format does not.
  else if (typeof schema.pattern === "string") rules.push(`matches ${code(schema.pattern)}`);
  rules.push(range(schema.minLength, schema.maxLength, "characters"));
  rules.push(range(schema.minItems, schema.maxItems, "items"));
  const max = schema.maximum === Number.MAX_SAFE_INTEGER ? undefined : schema.maximum;
  if (typeof schema.exclusiveMinimum === "number") rules.push(`more than ${schema.exclusiveMinimum}`);
  if (typeof schema.minimum === "number" && typeof max === "number") rules.push(`${schema.minimum}–${max}`);
  else if (typeof schema.minimum === "number") rules.push(`at least ${schema.minimum}`);
  else if (typeof max === "number") rules.push(`at most ${max}`);
  const names = schema.propertyNames as JsonSchema | undefined;
  if (names && Array.isArray(names.enum)) rules.push(`keys: ${ruleOf(names)}`);
  if (schema.type === "array" && schema.items) {
    const each = ruleOf(schema.items as JsonSchema);
    if (each) rules.push(`each: ${each}`);
  }
  if (schema.default !== undefined) rules.push(`default ${code(schema.default)}`);
  if (typeof schema.description === "string") rules.push(schema.description);
  return rules.filter(Boolean).join("; ");
}

/** One row per field of an object schema: name, type, whether required, rule. */
function fieldRows(schema: JsonSchema): string[][] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, field]) => [
    code(name),
    typeOf(field),
    required.has(name) ? "yes" : "no",
    ruleOf(field),
  ]);
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const access = operation["x-access"] === "admin" ? "Administrators only" : "Public";
  const [status] = Object.keys(operation.responses);
  const lines = [`### \`${method.toUpperCase()} ${path}\``, "", `${operation.summary}. ${access}; answers ${status}.`];
  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    const rows = parameters.map((p) => [
      code(p.name),
      p.in,
      typeOf(p.schema),
      p.required ? "yes" : "no",
      ruleOf(p.description ? { ...p.schema, description: p.description } : p.schema),
    ]);
    lines.push("", table(["Parameter", "In", "Type", "Required", "Rule"], rows));
  }
  const body = operation.requestBody;
  if (body?.content["multipart/form-data"]) {
    lines.push("", "Body: a multipart form with one image file in the field `image`.");
  } else if (body) {
    const schema = body.content["application/json"]!.schema;
    const rows = fieldRows(schema);
    lines.push("", `Body${body.required ? "" : " (optional)"}: a JSON object.`);
    if (rows.length) lines.push("", table(["Field", "Type", "Required", "Rule"], rows));
  }
  return lines.join("\n");
}

const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");

/** docs/api.md: one section per tag, each endpoint with its access, summary, parameters and body fields. */
export function renderApiReference(document: OpenApiDocument = openApiDocument()): string {
  const byTag = new Map<string, string[]>(document.tags.map((tag) => [tag.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byTag.get(operation.tags[0]!)!.push(renderOperation(method, path, operation));
    }
  }
  const sections = [...byTag].map(([tag, operations]) => [`## ${tag}`, ...operations].join("\n\n"));
  return [
    "# API reference",
    "",
    "<!-- Generated by `npm run docs:api` from the endpoint table, server/api-table.ts: edit that, not this file. -->",
    "",
    "Every endpoint the server answers, from the endpoint table in `server/api-table.ts`. The server also serves it",
    "as an OpenAPI 3.1 document at `GET /api/openapi.json`.",
    "",
    "- Administrators only: the session cookie of a signed-in administrator (`sid`, over HTTPS `__Host-sid`); 401",
    "  without a session, 403 for anyone else. Writes from another origin are refused ([security](security.md)).",
    "- An administrator signed in with a password another one chose (added, or reset) gets 403",
    '  `{ "message": "Choose a new password before you continue.", "mustChangePassword": true }` from every',
    "  administrators' endpoint but `POST /api/account/password` until they have changed it; `GET /api/auth/me` says",
    "  `mustChangePassword: true` meanwhile.",
    '- A failure answers JSON `{ "message": "…", "fieldErrors": { "field": ["…"] } }`; `fieldErrors` only when',
    "  particular fields are wrong (400, 409).",
    "",
    ...[...byTag.keys()].map((tag) => `- [${tag}](#${anchorOf(tag)})`),
    "",
    sections.join("\n\n"),
    "",
  ].join("\n");
}

// The configuration page's sections, in order, by the group each variable names in env.ts.
const ENV_SECTIONS: { group: string; title: string; note?: string }[] = [
  { group: "server", title: "Server" },
  { group: "database", title: "Database and files" },
  {
    group: "s3",
    title: "Uploads on S3-compatible storage",
    note: "See [s3.md](s3.md). Any `S3_*` variable without `S3_BUCKET` stops start-up.",
  },
  { group: "sessions", title: "Sessions and accounts" },
  { group: "email", title: "E-mail" },
  { group: "backups", title: "Backups", note: "See [backups.md](backups.md)." },
  { group: "logs", title: "Logs and metrics", note: "See [logs-and-metrics.md](logs-and-metrics.md)." },
];

interface EnvVariable {
  name: string;
  group: string;
  description: string;
  /** The default as the page shows it. */
  default: string;
}

/** Each variable of env.ts with its metadata; a variable without a description or a known group is an error. */
export function envVariables(): EnvVariable[] {
  const json = z.toJSONSchema(envSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const groups = new Set(ENV_SECTIONS.map((section) => section.group));
  return Object.entries(json.properties as Record<string, JsonSchema>).map(([name, variable]) => {
    const { description, group, unset } = variable as { description?: string; group?: string; unset?: string };
    if (!description || !group || !groups.has(group)) {
      throw new Error(`${name} in server/env.ts needs .meta(about(group, description)) with a known group`);
    }
    const fallback = unset ?? (variable.default === undefined ? "unset" : code(variable.default));
    return { name, group, description, default: fallback };
  });
}

/** The section between the env markers: one table per group, each variable with its default and meaning. */
export function renderEnvSection(variables = envVariables()): string {
  const sections = ENV_SECTIONS.map(({ group, title, note }) => {
    const rows = variables
      .filter((variable) => variable.group === group)
      .map((variable) => [code(variable.name), variable.default, variable.description]);
    return [`## ${title}`, ...(note ? [note] : []), table(["Variable", "Default", "Meaning"], rows)].join("\n\n");
  });
  return [
    ENV_START,
    "<!-- Generated by `npm run docs:api` from the descriptions in server/env.ts: edit them there. -->",
    "",
    sections.join("\n\n"),
    ENV_END,
  ].join("\n");
}

/** The configuration page with its env section made anew; the rest of the page is left as it is. */
export function withEnvSection(page: string, section = renderEnvSection()): string {
  const start = page.indexOf(ENV_START);
  const end = page.indexOf(ENV_END);
  if (start === -1 || end < start) throw new Error(`${CONFIGURATION_DOC_PATH} lacks ${ENV_START} … ${ENV_END}`);
  return page.slice(0, start) + section + page.slice(end + ENV_END.length);
}
