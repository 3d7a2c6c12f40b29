// The yardstick for `npm run bench`: a bare node:http server answering each path with the response the real
// server sent for it (status, headers and body), so a side-by-side run shows what the application adds on top
// of Node itself.
import fs from "node:fs";
import http from "node:http";

const [port, routesFile] = process.argv.slice(2);
/**
 * Path (or "br " and the path, for the answer to `Accept-Encoding: br`) → response, body in base64.
 * @type {Record<string, { status: number; headers: string[]; body: string }>}
 */
const routes = JSON.parse(fs.readFileSync(routesFile, "utf8"));
const answers = new Map(
  Object.entries(routes).map(([path, { status, headers, body }]) => {
    const bytes = Buffer.from(body, "base64");
    return [path, { status, bytes, headers: [...headers, "Content-Length", String(bytes.length)] }];
  }),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.headers["accept-encoding"] ? `br ${req.url}` : req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.bytes);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("Listening"));
