import https from "node:https";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json(): unknown;
  /** Which instance answered, as nginx reports it ("127.0.0.1:port"). */
  upstream: string;
}

/**
 * A browser-like HTTPS client for the test's nginx: its own cookies, the self-signed certificate accepted, and a
 * new connection per request (so nginx's round robin, not a kept connection, decides where each one goes).
 */
export class Browser {
  #cookies = new Map<string, string>();
  constructor(private readonly port: number) {}

  request(
    method: string,
    path: string,
    body?: object | { multipart: { field: string; filename: string; type: string; bytes: Buffer } },
  ) {
    let payload: Buffer | undefined;
    const headers: Record<string, string> = { Host: `localhost:${this.port}` };
    if (body && "multipart" in body) {
      const boundary = `----cluster${Date.now()}`;
      const { field, filename, type, bytes } = body.multipart as {
        field: string;
        filename: string;
        type: string;
        bytes: Buffer;
      };
      payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      headers["Content-Type"] = `multipart/form-data; boundary=${boundary}`;
    } else if (body) {
      payload = Buffer.from(JSON.stringify(body));
      headers["Content-Type"] = "application/json";
    }
    if (payload) headers["Content-Length"] = String(payload.length);
    if (this.#cookies.size) headers.Cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return new Promise<Answer>((resolve, reject) => {
      const req = https.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          headers,
          rejectUnauthorized: false,
          agent: false,
          servername: "localhost",
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            for (const cookie of res.headers["set-cookie"] ?? []) {
              const [pair] = cookie.split(";");
              const [name, ...value] = pair!.split("=");
              this.#cookies.set(name!.trim(), value.join("="));
            }
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: bytes,
              json: () => JSON.parse(bytes.toString("utf8")),
              upstream: String(res.headers["x-upstream"] ?? ""),
            });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: Parameters<Browser["request"]>[2]) => this.request("POST", path, body);
}
