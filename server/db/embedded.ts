import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import settings from "./embedded-settings.json";
import { copyTemplate, defaultTemplateDir } from "./embedded-template";
import { takeLock, type DirectoryLock } from "./lock";

/** Where `pg` reaches the embedded database: `host` is the folder holding the Unix socket. */
export interface SocketConnection {
  host: string;
  /** Names the socket file (`.s.PGSQL.<port>`), as PostgreSQL's own Unix sockets do; no TCP port is opened. */
  port: number;
  user: string;
  database: string;
}

export interface EmbeddedPostgres {
  connection: SocketConnection;
  /** The socket file itself. */
  socketPath: string;
  /** A copy of the database's files as one archive, which `memoryImage` starts another database from. */
  dumpFiles(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  log?: (message: string) => void;
  /**
   * Called once when another process took the data folder's lock while this one runs. The database has then
   * stopped answering (so nothing more is written to files another process may use); the server must stop.
   */
  onLockLost?: (error: Error) => void;
  /** Where a new data folder is copied from (see embedded-template.ts); null runs initdb instead. */
  templateDir?: string | null;
  /**
   * For a database in memory: the files it starts from (another's `dumpFiles()`), instead of an empty cluster that
   * initdb makes. The API tests start each file's database from one made and migrated once per run: initdb costs
   * seconds of CPU that a hundred test files would each pay.
   */
  memoryImage?: Blob;
}

const SOCKET_PORT = 5432;
const SOCKET_FILE = `.s.PGSQL.${SOCKET_PORT}`;
// A Unix socket's path must fit in sun_path: 108 bytes on Linux and 104 on macOS, the terminating NUL included.
const MAX_SOCKET_PATH_BYTES = 103;

/**
 * PostgreSQL settings for a database that lives in the server's own process (embedded-settings.json), given on
 * the command line so that they hold for data folders created before too. Both size memory that PGlite's
 * WebAssembly heap fills at start and keeps for good. shared_buffers: PostgreSQL's default buffer cache of 128 MB
 * is more than a small site's whole database, and PGlite reads its files through the operating system's cache,
 * which keeps them in memory anyway; 4 MB holds the tables every request reads (sessions, users, settings) and
 * the newest inquiries, 4 MiB less than 8 MB kept in a server that had just started.
 * max_connections: PGlite is a single session whatever the number of sockets, and the default of 100 sizes the
 * tables of connections and locks for a hundred.
 */
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

/**
 * PGlite is PostgreSQL compiled to WebAssembly. V8 compiles each function of it with its baseline compiler when
 * first called, then compiles the busiest ones again with its optimizing compiler, on background threads. That
 * second compilation cost the server about 80 MiB for good (the compilers' working memory, which the C library
 * keeps once freed, and the optimized code), more than the rest of the database; the queries of a site this size
 * do not need it. These flags stop it; they are read when a WebAssembly module is compiled, so they are set
 * before the first PGlite loads its own, and they concern WebAssembly only (the server runs none besides PGlite).
 */
function stayOnBaselineWasmCompiler() {
  v8.setFlagsFromString("--no-wasm-tier-up");
  v8.setFlagsFromString("--no-wasm-dynamic-tiering");
}

/**
 * Starts PGlite (on disk in `dataDir`, or in memory when `dataDir` is null) behind a PostgreSQL Unix socket, so
 * the rest of the server talks to it through the same `pg` pool as to a real PostgreSQL.
 *
 * The socket accepts a password-less superuser, so it lives in a folder only this user can enter (mode 0700):
 * `<dataDir>.socket/` beside the data folder, or a private temporary folder (in-memory databases, and data
 * folders too deep for a socket path). No TCP port is opened: other users and processes of the machine cannot
 * reach the database, which holds the sessions.
 */
export async function startEmbeddedPostgres(
  dataDir: string | null,
  { log = () => {}, onLockLost, templateDir = defaultTemplateDir, memoryImage }: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  let lock: DirectoryLock | undefined;
  let lockLost: Error | undefined;
  let server: PGLiteSocketServer | undefined;
  let socketDir: { dir: string; temporary: boolean } | undefined;
  try {
    if (dataDir) {
      const firstStart = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
      fs.mkdirSync(dataDir, { recursive: true });
      lock = await takeLock(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`), {
        onCompromised: (error) => {
          lockLost = error;
          log(`${error.message}. The embedded database stops answering so that it writes nothing more.`);
          // Dropping the socket stops every query; PGlite itself is left unclosed, since closing it writes.
          void server?.stop();
          onLockLost?.(error);
        },
      });
      if (!firstStart) {
        log(`Opening the embedded PostgreSQL database in ${dataDir}...`);
      } else {
        // A copy of the build's template; without one, PGlite runs initdb itself, which takes far more memory.
        const template = templateDir ? copyTemplate(dataDir, templateDir) : { reason: "no template given" };
        log(
          "copied" in template
            ? `Creating the embedded PostgreSQL database in ${dataDir} from the build's template...`
            : `Creating the embedded PostgreSQL database in ${dataDir} with initdb (${template.reason}); this takes a few seconds...`,
        );
      }
    }
    socketDir = privateSocketDir(dataDir);
    const socketPath = path.join(socketDir.dir, SOCKET_FILE);
    // A socket file left by a server that crashed; the lock says no running server uses this folder.
    fs.rmSync(socketPath, { force: true });
    stayOnBaselineWasmCompiler();
    // Options only, for a database in memory: PGlite reads a first argument that is not a folder as its options.
    const pglite = dataDir
      ? new PGlite(dataDir, { startParams })
      : new PGlite({ startParams, loadDataDir: memoryImage });
    await pglite.waitReady;
    // Several sockets so that a pool reconnect is not refused while the old socket is still closing.
    server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 8 });
    await server.start();
    const started = { server, socketDir };
    return {
      connection: { host: socketDir.dir, port: SOCKET_PORT, user: "postgres", database: "postgres" },
      socketPath,
      dumpFiles: () => pglite.dumpDataDir("none"),
      async stop() {
        await started.server.stop();
        if (!lockLost) await pglite.close();
        removeSocketDir(started.socketDir);
        await lock?.release();
      },
    };
  } catch (error) {
    await server?.stop();
    if (socketDir) removeSocketDir(socketDir);
    await lock?.release();
    throw error;
  }
}

/**
 * Where another process of this user reaches the database a running server opened on `dataDir` (the backup
 * command does, while the server holds the data folder's lock); undefined when there is no such socket, e.g. the
 * server put it in a temporary folder because DATA_DIR is too deep for a socket path.
 */
export function runningServerSocket(dataDir: string): SocketConnection | undefined {
  const dir = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.socket`);
  if (!fs.existsSync(path.join(dir, SOCKET_FILE))) return undefined;
  return { host: dir, port: SOCKET_PORT, user: "postgres", database: "postgres" };
}

/** The folder for the socket, created with mode 0700 (and made so if it already existed). */
function privateSocketDir(dataDir: string | null): { dir: string; temporary: boolean } {
  if (dataDir) {
    const dir = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.socket`);
    if (Buffer.byteLength(path.join(dir, SOCKET_FILE)) <= MAX_SOCKET_PATH_BYTES) {
      fs.mkdirSync(dir, { mode: 0o700, recursive: true });
      const stat = fs.lstatSync(dir);
      // Only a real folder of our own: a link or someone else's folder could expose the socket to them.
      if (!stat.isDirectory() || (process.getuid && stat.uid !== process.getuid())) {
        throw new Error(`${dir} must be a folder owned by the user running the server.`);
      }
      fs.chmodSync(dir, 0o700);
      return { dir, temporary: false };
    }
    // DATA_DIR is too deep for a socket path: fall through to a private temporary folder.
  }
  // mkdtemp creates the folder with mode 0700 under a name no other process can predict.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-"));
  if (Buffer.byteLength(path.join(dir, SOCKET_FILE)) > MAX_SOCKET_PATH_BYTES) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `The temporary folder ${os.tmpdir()} is too deep for a Unix socket path: set TMPDIR to a shorter one.`,
    );
  }
  return { dir, temporary: true };
}

function removeSocketDir({ dir, temporary }: { dir: string; temporary: boolean }) {
  if (temporary) fs.rmSync(dir, { recursive: true, force: true });
  else fs.rmSync(path.join(dir, SOCKET_FILE), { force: true });
}
