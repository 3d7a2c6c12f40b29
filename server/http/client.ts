import fs from "node:fs";
import path from "node:path";
import express, { Router, type Request } from "express";

/** Routes the SPA handles: every GET outside /api and /uploads. */
const isSpaRoute = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !/^\/(api|uploads)(\/|$)/.test(req.path);

/** Serves the built client: hashed assets cached for a year, index.html revalidated, SPA fallback. */
export function serveBuiltClient(distDir: string): Router {
  const router = Router();
  const indexPath = path.join(distDir, "index.html");
  router.use(
    "/assets",
    express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: "1h" }));
  router.use((req, res, next) => {
    if (!isSpaRoute(req)) return next();
    if (!fs.existsSync(indexPath)) {
      res.status(503).type("text/plain").send("The website has not been built yet: run `npm run build`.");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexPath);
  });
  return router;
}

/** Development: Vite in middleware mode on the same port, with HMR. */
export async function serveViteDev(httpServer: import("node:http").Server): Promise<Router> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.resolve("vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const router = Router();
  router.use(vite.middlewares);
  router.use(async (req, res, next) => {
    if (!isSpaRoute(req)) return next();
    try {
      const template = await fs.promises.readFile(path.resolve("client/index.html"), "utf8");
      const html = await vite.transformIndexHtml(req.originalUrl, template);
      res.status(200).setHeader("Cache-Control", "no-cache").type("html").end(html);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      next(error);
    }
  });
  return router;
}
