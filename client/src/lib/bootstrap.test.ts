import { describe, expect, it } from "vitest";
import { removeServerHead } from "@/lib/server-head";
import { BOOTSTRAP_ELEMENT_ID } from "@shared/bootstrap";
import { readBootstrap, seedQueries } from "./bootstrap";
import { createQueryClient } from "./query-client";

const page = (html: string) =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, "text/html");

describe("bootstrap data", () => {
  it("seeds the query cache with the server's answers, so the first screen asks for nothing", () => {
    const doc = page("");
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = BOOTSTRAP_ELEMENT_ID;
    script.textContent = JSON.stringify({
      siteUrl: "https://x.example",
      queries: [
        [["/api/auth/me"], null],
        [["/api/team"], [{ id: 1 }]],
      ],
    });
    doc.body.append(script);
    const bootstrap = readBootstrap(doc);
    expect(bootstrap?.siteUrl).toBe("https://x.example");
    const client = createQueryClient();
    seedQueries(client, bootstrap);
    expect(client.getQueryState(["/api/auth/me"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/me"])).toBeNull();
    expect(client.getQueryData(["/api/team"])).toEqual([{ id: 1 }]);
  });

  it("reads nothing from a page without it, or with broken JSON", () => {
    expect(readBootstrap(page(""))).toBeNull();
    const doc = page("");
    doc.body.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{oops</script>`;
    expect(readBootstrap(doc)).toBeNull();
  });

  it("removes only the head tags the server wrote", () => {
    const doc = page(
      `<meta charset="utf-8"><title data-server-head>Old</title><meta name="description" content="x" data-server-head><link rel="icon" href="/favicon.svg">`,
    );
    removeServerHead(doc);
    expect(doc.head.innerHTML).toBe('<meta charset="utf-8"><link rel="icon" href="/favicon.svg">');
  });
});
