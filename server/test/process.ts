import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServerProcess {
  child: ChildProcess;
  /** The port it listens on (it is started on port 0, so the system picks a free one). */
  port: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to its whole process group, as systemd or a terminal does. */
  signal(name: NodeJS.Signals): void;
}

const running = new Set<ServerProcess>();

/**
 * Starts the real server (`server/index.ts` through the tsx loader, in one process) on an embedded database, in
 * its own process group, and resolves once it listens. `env` is added to a clean environment.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("server", "index.ts")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      PORT: "0",
      DATABASE_URL: "",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // "close", not "exit": the process may end before everything it wrote has been read from its pipes.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port: 0,
    output: () => output,
    exited,
    signal: (name) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));

  const started = Date.now();
  while (!server.port) {
    const listening = /Listening on http:\/\/[^:]+:(\d+)/.exec(output);
    if (listening) server.port = Number(listening[1]);
    else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      server.signal("SIGKILL");
      throw new Error(`The server did not start:\n${output}`);
    } else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}

/** Kills whatever a test left running (call from afterEach/afterAll). */
export async function killServers() {
  const left = [...running];
  for (const server of left) server.signal("SIGKILL");
  await Promise.all(left.map((server) => server.exited));
}

/** Waits until `condition` holds, or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
