import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Nginx {
  httpsPort: number;
  stop(): Promise<void>;
}

/**
 * Runs nginx unprivileged in `dir` with the project's documented site configuration (deploy/nginx/site.conf),
 * changing only the ports it listens on and where the certificate is, behind an upstream list of `backends`.
 * Every answer carries `X-Upstream` (which instance answered), added around the documented file, not in it.
 */
export async function startNginx(dir: string, siteConf: string, backends: number[]): Promise<Nginx> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const key = path.join(dir, "site.key");
  const crt = path.join(dir, "site.crt");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-keyout",
      key,
      "-out",
      crt,
    ],
    {
      stdio: "ignore",
    },
  );
  let site = fs.readFileSync(siteConf, "utf8");
  const replace = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`deploy/nginx/site.conf no longer has ${from}`);
    site = site.replace(from, to);
  };
  replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = site.replace(/^\s*listen \[::\]:\d+.*$/gm, "");
  replace(/\/etc\/nginx\/tls\/site\.crt/, crt);
  replace(/\/etc\/nginx\/tls\/site\.key/, key);
  fs.writeFileSync(path.join(dir, "site.conf"), site);

  const temp = (name: string) => {
    const folder = path.join(dir, name);
    fs.mkdirSync(folder, { recursive: true });
    return folder;
  };
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${asRoot ? "user root root;\n" : ""}worker_processes auto;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  add_header X-Upstream $upstream_addr always;
  upstream accessible_site {
${backends.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 32;
  }
  include ${path.join(dir, "site.conf")};
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const started = Date.now();
  while (!(await canConnect(httpsPort))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      child.kill("SIGKILL");
      const log = fs.existsSync(path.join(dir, "error.log"))
        ? fs.readFileSync(path.join(dir, "error.log"), "utf8")
        : "";
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpsPort,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
