import net from "node:net";
import type { ConnectionTarget } from "../db/connection";

/**
 * A TCP proxy in front of a test database (the embedded one's Unix socket, or a PostgreSQL address) that can
 * play an outage: `cut()` drops every connection and refuses new ones, as a restarting PostgreSQL does;
 * `silence()` drops them and then accepts new ones without ever answering, as a dead network does;
 * `refuseStartup()` answers each new connection's start-up with a fatal error, as a PostgreSQL that is starting up
 * or recovering from a crash does; `restore()` passes connections through again, on the same port.
 */
export class DatabaseProxy {
  #server: net.Server | undefined;
  #upstream: net.NetConnectOpts | undefined;
  #sockets = new Set<net.Socket>();
  /** What a new connection gets: passed through, silence, or this message (an ErrorResponse) and the end. */
  #mode: "pass" | "silent" | Buffer = "pass";
  port = 0;

  /** For `openDatabase({ route })`: starts the proxy in front of `target` and returns where to connect instead. */
  route = async (target: ConnectionTarget): Promise<ConnectionTarget> => {
    if (target.connectionString) {
      const url = new URL(target.connectionString);
      this.#upstream = { host: url.hostname || "localhost", port: Number(url.port || 5432) };
      await this.#listen();
      url.hostname = "127.0.0.1";
      url.port = String(this.port);
      return { connectionString: url.toString() };
    }
    this.#upstream = { path: `${target.host}/.s.PGSQL.${target.port}` };
    await this.#listen();
    return { host: "127.0.0.1", port: this.port, user: target.user, database: target.database };
  };

  async cut() {
    this.#dropAll();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }

  silence() {
    this.#mode = "silent";
    this.#dropAll();
  }

  /** New connections are refused with SQLSTATE `code`; those already open pass as before. */
  refuseStartup(code: string, message: string) {
    const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
    const header = Buffer.alloc(5);
    header.write("E");
    header.writeInt32BE(fields.length + 4, 1);
    this.#mode = Buffer.concat([header, fields]);
  }

  async restore() {
    this.#mode = "pass";
    if (!this.#server) await this.#listen();
  }

  async close() {
    await this.cut();
  }

  #dropAll() {
    for (const socket of this.#sockets) socket.destroy();
    this.#sockets.clear();
  }

  #track(socket: net.Socket) {
    this.#sockets.add(socket);
    socket.on("close", () => this.#sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  async #listen() {
    const server = net.createServer((client) => {
      this.#track(client);
      const mode = this.#mode;
      if (mode === "silent") return;
      if (mode !== "pass") {
        client.once("data", () => client.end(mode));
        return;
      }
      const upstream = net.connect(this.#upstream!);
      this.#track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }
}
