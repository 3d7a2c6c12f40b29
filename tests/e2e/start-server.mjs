// Starts the real server on a fresh embedded database for the browser journeys.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const port = process.argv[2] ?? "5099";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
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
    INQUIRY_MAX_PER_HOUR: "1000",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
