// Tailwind 4 reads its theme from CSS; this file is loaded by client/src/index.css through `@config`
// and holds only what CSS cannot express: where the class names live.
import type { Config } from "tailwindcss";

export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
} satisfies Config;
