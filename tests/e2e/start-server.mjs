// Starts the real server, as built for production (`npm run build`, which test:e2e runs first), on a fresh
// embedded database for the browser journeys.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "5099";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
const entry = "dist/server/index.js";
if (!fs.existsSync(entry)) {
  console.error(`${entry} does not exist: run \`npm run build\` before the browser tests.`);
  process.exit(1);
}
const child = spawn(process.execPath, [entry], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "test",
    PORT: port,
    HOST: "127.0.0.1",
    DATABASE_URL: "",
    DATA_DIR: path.join(dir, "data"),
    UPLOAD_DIR: path.join(dir, "uploads"),
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: "e2e-admin-password",
    LOGIN_MAX_FAILURES: "1000",
    LOGIN_MAX_FAILURES_PER_IP: "1000",
    INQUIRY_MAX_PER_HOUR: "1000",
    // A sign-in waits for the password hash before it rather than being refused with 503: on a machine as busy as
    // CI's a hash can take seconds, and the journeys sign in through the page and the API at once.
    PASSWORD_HASH_MAX_WAIT_MS: "30000",
    // One JSON line per request would bury the journeys' own output; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // `npm run coverage`: V8 writes what of the server's code ran when it exits (scripts/coverage.mjs reads it).
    ...(process.env.E2E_COVERAGE_DIR && {
      NODE_V8_COVERAGE: path.resolve(process.env.E2E_COVERAGE_DIR, "server"),
    }),
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
