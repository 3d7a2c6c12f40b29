// node --test scripts/build.test.mjs (part of npm test): the build never empties the folder a server serves,
// and `npm start` knows when a build is current.
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, it } from "node:test";
import { builds, inputsHash, isCurrent, runBuild } from "./build.mjs";
import { replaceDirAfter } from "./replace-dir.mjs";

const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-test-"));
  temps.push(dir);
  return dir;
};
/** Every file below `dir` with its content, for before/after comparisons. */
const snapshot = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true })
      .filter((name) => fs.statSync(path.join(dir, name)).isFile())
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), "utf8")]),
  );

describe("replaceDirAfter", () => {
  it("leaves the previous output as it was when the build fails, and no half-built folder beside it", async () => {
    const parent = tempDir();
    const target = path.join(parent, "public");
    fs.mkdirSync(path.join(target, "assets"), { recursive: true });
    fs.writeFileSync(path.join(target, "index.html"), "<p>previous</p>");
    fs.writeFileSync(path.join(target, "assets", "app.js"), "previous()");

    await assert.rejects(
      replaceDirAfter(target, async (folder) => {
        fs.writeFileSync(path.join(folder, "index.html"), "<p>half</p>");
        throw new Error("syntax error in app.tsx");
      }),
      /syntax error/,
    );
    assert.deepEqual(snapshot(target), { "assets/app.js": "previous()", "index.html": "<p>previous</p>" });
    assert.deepEqual(fs.readdirSync(parent), ["public"]);
  });

  it("puts a successful build in place of the previous output, and builds the first one too", async () => {
    const parent = tempDir();
    const target = path.join(parent, "server");
    await replaceDirAfter(target, (folder) => fs.writeFileSync(path.join(folder, "index.js"), "first"));
    assert.deepEqual(snapshot(target), { "index.js": "first" });

    let seenDuringBuild;
    await replaceDirAfter(target, (folder) => {
      // While the new build runs, the previous output is still served.
      seenDuringBuild = snapshot(target);
      fs.writeFileSync(path.join(folder, "main.js"), "second");
    });
    assert.deepEqual(seenDuringBuild, { "index.js": "first" });
    assert.deepEqual(snapshot(target), { "main.js": "second" });
    assert.deepEqual(fs.readdirSync(parent), ["server"]);
  });

  it("removes folders left behind by a build whose process was killed", async () => {
    const parent = tempDir();
    const target = path.join(parent, "public");
    // Process ids are never this large, so this "build" is certainly gone.
    fs.mkdirSync(path.join(parent, ".public.next-999999999-abcd"));
    fs.mkdirSync(path.join(parent, ".public.old-999999999-1"));
    await replaceDirAfter(target, (folder) => fs.writeFileSync(path.join(folder, "index.html"), "new"));
    assert.deepEqual(fs.readdirSync(parent), ["public"]);
  });
});

describe("the server build", () => {
  it("keeps the previous dist/server when esbuild fails on a missing entry", async () => {
    const outDir = path.join(tempDir(), "server");
    await runBuild("server", { outDir });
    const built = snapshot(outDir);
    assert.ok(built["index.js"].includes("./bundle/index.js"));
    // The server's launcher holds V8's young generation before the bundle loads its packages.
    assert.ok("bundle/heap.js" in built);
    assert.ok(built["index.js"].indexOf("holdYoungGeneration()") < built["index.js"].indexOf("./bundle/index.js"));
    assert.ok(!built["backup.js"].includes("heap"));
    assert.ok(built["bundle/index.js"].length > 10_000);
    assert.ok("bundle/index.js.map" in built && "admin-create.js" in built);
    assert.ok("uploads-sweep.js" in built && "bundle/uploads-sweep.js" in built);
    // The bundle imports npm packages from node_modules and contains the project's own code, @shared included.
    assert.match(built["bundle/index.js"], /from "express"/);
    assert.doesNotMatch(built["bundle/index.js"], /@shared\//);
    assert.equal(isCurrent(builds.server, outDir), true);

    await assert.rejects(
      runBuild("server", { outDir, entries: { index: "server/does-not-exist.ts" } }),
      /Could not resolve|does-not-exist/,
    );
    assert.deepEqual(snapshot(outDir), built);
    assert.deepEqual(fs.readdirSync(path.dirname(outDir)), ["server"]);
  });
});

describe("inputsHash", () => {
  const spec = { inputs: ["src", "vite.config.ts"], env: /^VITE_/ };
  const project = () => {
    const base = tempDir();
    fs.mkdirSync(path.join(base, "src", "test"), { recursive: true });
    fs.writeFileSync(path.join(base, "src", "app.tsx"), "app");
    fs.writeFileSync(path.join(base, "src", "app.test.tsx"), "test");
    fs.writeFileSync(path.join(base, "src", "test", "setup.ts"), "setup");
    fs.writeFileSync(path.join(base, "vite.config.ts"), "config");
    return base;
  };

  it("changes when a source file changes, appears or goes", () => {
    const base = project();
    const before = inputsHash(spec, { base, environment: {} });
    assert.equal(inputsHash(spec, { base, environment: {} }), before);

    fs.writeFileSync(path.join(base, "src", "app.tsx"), "app, edited");
    const edited = inputsHash(spec, { base, environment: {} });
    assert.notEqual(edited, before);

    fs.writeFileSync(path.join(base, "src", "new.ts"), "new");
    const added = inputsHash(spec, { base, environment: {} });
    assert.notEqual(added, edited);

    fs.rmSync(path.join(base, "vite.config.ts"));
    assert.notEqual(inputsHash(spec, { base, environment: {} }), added);
  });

  it("changes with the file's time even when its size stays the same", () => {
    const base = project();
    const before = inputsHash(spec, { base, environment: {} });
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(base, "src", "app.tsx"), later, later);
    assert.notEqual(inputsHash(spec, { base, environment: {} }), before);
  });

  it("changes with the VITE_ variables compiled into the site, not with others", () => {
    const base = project();
    const before = inputsHash(spec, { base, environment: { VITE_SITE_URL: "https://a.example" } });
    assert.notEqual(inputsHash(spec, { base, environment: { VITE_SITE_URL: "https://b.example" } }), before);
    assert.equal(inputsHash(spec, { base, environment: { VITE_SITE_URL: "https://a.example", PORT: "8080" } }), before);
  });

  it("ignores tests, which are not part of what ships", () => {
    const base = project();
    const before = inputsHash(spec, { base, environment: {} });
    fs.writeFileSync(path.join(base, "src", "app.test.tsx"), "more tests");
    fs.writeFileSync(path.join(base, "src", "test", "setup.ts"), "other setup");
    assert.equal(inputsHash(spec, { base, environment: {} }), before);
  });
});
