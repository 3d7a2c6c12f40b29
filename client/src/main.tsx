import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { readBootstrap, seedQueries } from "./lib/bootstrap";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

const queryClient = createQueryClient();
seedQueries(queryClient, readBootstrap());

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
