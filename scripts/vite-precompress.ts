// A Vite plugin for the production build: beside every script and stylesheet it writes a brotli copy
// (`name.js.br`) compressed once at the highest level, which the server sends to browsers that accept brotli
// (server/http/precompressed.ts). Compressing on each request would use a fast, weaker level instead.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);

export function precompress(): Plugin {
  return {
    name: "precompress",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      const files = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.promises.readFile(file);
          const compressed = await brotli(source, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          await fs.promises.writeFile(`${file}.br`, compressed);
        }),
      );
    },
  };
}
