import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export interface ServerProcess {
  child: ChildProcess;
  /** The server's own pid (the child's, unless it runs under a parent that reaps it late). */
  pid: number;
  /** The port it listens on (it is started on port 0, so the system picks a free one). */
  port: number;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves when the process has ended (and, reaped late, once its parent reaped it and ended too). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to its whole process group, as systemd or a terminal does. */
  signal(name: NodeJS.Signals): void;
}

const running = new Set<ServerProcess>();

/**
 * Starts the real server (`server/index.ts` through the tsx loader, in one process) on an embedded database, in
 * its own process group, and resolves once it listens. `env` is added to a clean environment. With `reapLate`,
 * it runs under a parent that leaves it a zombie once killed, until `killServers()` (see `spawnUnreaped`).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  { reapLate = false } = {},
): Promise<ServerProcess> {
  const args = ["--import", "tsx", path.join("server", "index.ts")];
  const options: SpawnOptions = {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "development",
      PORT: "0",
      DATABASE_URL: "",
      // A sign-in waits for the password hash before it rather than being refused with 503 (on a busy machine a hash
      // takes seconds); a test of that refusal sets its own limit.
      PASSWORD_HASH_MAX_WAIT_MS: "30000",
      ...env,
    },
  };
  const unreaped = reapLate ? spawnUnreaped(process.execPath, args, options) : undefined;
  const child = unreaped?.parent ?? spawn(process.execPath, args, options);
  const pid = unreaped ? await unreaped.pid : child.pid!;
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // "close", not "exit": the process may end before everything it wrote has been read from its pipes.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    pid,
    port: 0,
    output: () => output,
    exited,
    signal: (name) => {
      try {
        process.kill(-pid, name);
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
  for (const server of left) {
    server.signal("SIGKILL");
    server.child.stdin?.end(); // a parent that reaps late does so now
  }
  await Promise.all(left.map((server) => server.exited));
}

/**
 * Spawns `file args` in a session (and process group) of its own under a shell that does not reap it until the
 * shell's standard input ends, as a container's init that reaps no orphans or a supervisor that has not waited
 * yet: once killed, the process stays a zombie until then. Its output is the shell's. Needs Linux's `setsid`.
 */
export function spawnUnreaped(file: string, args: string[], options: SpawnOptions = {}) {
  const script = 'setsid "$@" 3>&- & echo $! >&3; exec 3>&-; read _; wait';
  const parent = spawn("sh", ["-c", script, "sh", file, ...args], {
    ...options,
    stdio: ["pipe", "pipe", "pipe", "pipe"],
  });
  const pid = new Promise<number>((resolve, reject) => {
    let text = "";
    parent.stdio[3]!.on("data", (chunk) => (text += chunk));
    parent.stdio[3]!.on("end", () => (/^\d+\n$/.test(text) ? resolve(Number(text)) : reject(new Error("no pid"))));
  });
  return { parent, pid };
}

/** Waits until `condition` holds, or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
