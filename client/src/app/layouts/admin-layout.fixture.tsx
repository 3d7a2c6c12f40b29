// For the admin layout's tests: the layout as the admin app renders it, around a screen of the test's own.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import { HelmetProvider } from "react-helmet-async";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { settingsQuery } from "@/lib/queries";
import { createQueryClient } from "@/lib/query-client";
import { AdminLayout } from "./admin-layout";

const user = { id: 1, username: "admin", email: null, isAdmin: true } as never;

/**
 * The admin layout at `path` (relative to the /admin nest, as inside it), signed in as an administrator, around
 * `screen` (which may suspend: "Loading screen" shows meanwhile). Returns the memory location, to read or move.
 */
export function renderAdminAt(path: string, screen: ReactNode, client = createQueryClient()) {
  client.setQueryData(settingsQuery.queryKey, []);
  const location = memoryLocation({ path, record: true });
  render(
    <HelmetProvider>
      <QueryClientProvider client={client}>
        <Router hook={location.hook}>
          <AdminLayout user={user}>
            <Suspense fallback={<p>Loading screen</p>}>{screen}</Suspense>
          </AdminLayout>
        </Router>
      </QueryClientProvider>
    </HelmetProvider>,
  );
  return location;
}
