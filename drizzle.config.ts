import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from shared/tables.ts; the server applies them at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/tables.ts",
  out: "./migrations",
});
