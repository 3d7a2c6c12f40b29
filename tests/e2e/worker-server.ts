// Each Playwright worker runs its own production server on its own fresh embedded database, so workers never see
// each other's rows: a journey that checks an empty list, or counts what it created, runs as it would alone.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

export interface WorkerServer {
  baseURL: string;
}

/** A port nothing listens on now: the kernel picks one, and it is released for the server to take. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilHealthy(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the test server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the test server at ${baseURL} did not answer /api/health within ${timeoutMs} ms`);
}

/** Starts the built server (tests/e2e/start-server.mjs) and resolves once it answers; `stop` ends it. */
export async function startWorkerServer(): Promise<WorkerServer & { stop(): Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["tests/e2e/start-server.mjs", String(port)], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitUntilHealthy(baseURL, child, 120_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
