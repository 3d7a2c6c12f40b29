import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killServers, root, startServer, type ServerProcess } from "../test/process";

// `npm run dev` as a developer runs it (Vite middleware, no HOST), with its data directory inside the project
// (elsewhere than the default data/), and a file in the default data/ folder: Vite's /@fs/ addresses reach any
// file of the project unless told otherwise.
const unique = `dev-server-test-${randomBytes(4).toString("hex")}`;
const dataDir = path.join(root, "test-results", unique);
const defaultDataDir = path.join(root, "data", unique);
const probe = `probe ${randomBytes(8).toString("hex")}`;
let server: ServerProcess;
let secret: string;

const createdDataFolder = !fs.existsSync(path.dirname(defaultDataDir));

beforeAll(async () => {
  fs.mkdirSync(defaultDataDir, { recursive: true });
  fs.writeFileSync(path.join(defaultDataDir, "session-secret"), probe);
  server = await startServer({ VITE_DEV: "1", DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, "uploads") });
  secret = fs.readFileSync(path.join(dataDir, "session-secret"), "utf8").trim();
}, 120_000);

afterAll(async () => {
  await killServers();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(defaultDataDir, { recursive: true, force: true });
  // The data/ folder goes too if this test made it and nothing else has been put in it since.
  const dataFolder = path.dirname(defaultDataDir);
  if (createdDataFolder && fs.readdirSync(dataFolder).length === 0) fs.rmdirSync(dataFolder);
});

const get = async (url: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${url}`);
  return { status: res.status, text: await res.text() };
};

const connects = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(server.port, host);
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    socket.on("connect", () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });

describe("the development server", () => {
  it("serves the project's source files through Vite, /@fs/ addresses included", async () => {
    const main = await get("/src/main.tsx");
    expect(main.status).toBe(200);
    const shared = await get(`/@fs${root}/shared/schema/inquiries.ts`);
    expect(shared.status).toBe(200);
    expect(shared.text).toContain("insertInquirySchema");
  });

  it("does not serve the data directory (session secret, database files)", async () => {
    for (const url of [
      `/@fs${defaultDataDir}/session-secret`,
      `/@fs${defaultDataDir}/session-secret?raw`,
      `/@fs${dataDir}/session-secret`,
      `/@fs${dataDir}/session-secret?raw`,
      `/@fs${dataDir}/session-secret?import&raw`,
      `/@fs${dataDir}/pg/PG_VERSION?raw`,
      `/@fs${dataDir}/pg/PG_VERSION`,
      `/data/${unique}/session-secret`,
      "/data/session-secret",
    ]) {
      const res = await get(url);
      expect(res.status, url).not.toBe(200);
      expect(res.text, url).not.toContain(secret);
      expect(res.text, url).not.toContain(probe);
      expect(res.text, url).not.toMatch(/^1[4-9]\s*$/);
    }
  });

  it("does not serve .env files", async () => {
    const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
    expect(example).toContain("SESSION_SECRET=");
    for (const url of [`/@fs${root}/.env.example`, `/@fs${root}/.env.example?raw`, "/.env", "/.env.example"]) {
      const res = await get(url);
      expect(res.text, url).not.toContain("SESSION_SECRET=");
    }
  });

  it("listens on 127.0.0.1 only", async () => {
    expect(server.output()).toContain(`Listening on http://127.0.0.1:${server.port}`);
    expect(await connects("127.0.0.1")).toBe(true);
    // Linux answers on the whole 127.0.0.0/8 block, so a server on every interface would accept this one.
    if (process.platform === "linux") expect(await connects("127.0.0.2")).toBe(false);
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal);
    if (external) expect(await connects(external.address)).toBe(false);
  });
});
