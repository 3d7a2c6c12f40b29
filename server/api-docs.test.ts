import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_DOC_PATH, CONFIGURATION_DOC_PATH, renderApiReference, withEnvSection } from "./api-docs";
import { openApiPath } from "./openapi";
import { useTestApp } from "./test/harness";
import { registeredRoutes } from "./test/registered-routes";

const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, "..", file), "utf8");

describe("generated documentation", () => {
  it(`${API_DOC_PATH} is what the endpoint table makes (run npm run docs:api)`, () => {
    expect(read(API_DOC_PATH), "docs/api.md is stale: run npm run docs:api").toBe(renderApiReference());
  });

  it(`${CONFIGURATION_DOC_PATH} lists the variables of server/env.ts as they are (run npm run docs:api)`, () => {
    const page = read(CONFIGURATION_DOC_PATH);
    expect(page, "the environment variables' section is stale: run npm run docs:api").toBe(withEnvSection(page));
  });
});

describe("GET /api/openapi.json", () => {
  const ctx = useTestApp();

  it("describes every route the app registers, to anyone, with an ETag", async () => {
    const res = await ctx.anonymous().get("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = Object.entries(res.body.paths as Record<string, object>).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const registered = registeredRoutes(ctx.express()).map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);

    const again = await ctx.anonymous().get("/api/openapi.json").set("If-None-Match", res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it("gives admin endpoints the session cookie, path parameters and the shared body schemas", async () => {
    const { body } = await ctx.anonymous().get("/api/openapi.json");
    const update = body.paths["/api/team/{id}"].put;
    expect(update.security).toEqual([{ session: [] }]);
    expect(update.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    const schema = update.requestBody.content["application/json"].schema;
    expect(schema.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(update.responses["4XX"]).toEqual({ $ref: "#/components/responses/Error" });
    expect(body.paths["/api/team"].get.security).toBeUndefined();
    expect(body.paths["/api/team/upload"].post.requestBody.content).toHaveProperty("multipart/form-data");
  });
});
