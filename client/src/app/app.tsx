import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Providers } from "./providers";
import { AppRouter } from "./router";

/** The whole app: rendered by main.tsx in the browser, and for a public page's first screen by first-screen.tsx. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <AppRouter />
      </Providers>
    </StrictMode>
  );
}
