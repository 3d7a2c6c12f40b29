import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (on disk in `dataDir`, or in memory when `dataDir` is null) behind a loopback Postgres socket,
 * so the rest of the server talks to it through the same `pg` pool as to a real PostgreSQL.
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  log: (message: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  let releaseLock = () => {};
  if (dataDir) {
    const firstStart = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = takeLock(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`));
    log(
      firstStart
        ? `Creating the embedded PostgreSQL database in ${dataDir} (first start takes a few seconds)...`
        : `Opening the embedded PostgreSQL database in ${dataDir}...`,
    );
  }
  try {
    const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
    await pglite.waitReady;
    // Several sockets so that a pool reconnect is not refused while the old socket is still closing.
    const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 8 });
    await server.start();
    return {
      url: `postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
      async stop() {
        await server.stop();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * Two processes opening one PGlite directory silently lose data, so the directory is guarded by a lock file
 * holding the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function takeLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database is in use by another running server (pid ${owner}, lock ${lockPath}). ` +
            "Stop that server first, or set DATA_DIR to another folder.",
        );
      }
      fs.unlinkSync(lockPath); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
