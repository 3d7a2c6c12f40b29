// Test helpers for components that talk to the API: a fresh query client per test and a scripted fetch.
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { servicesQuery } from "@/lib/services-query";
import { serviceRows } from "./services";

/**
 * Renders with a fresh query client (or `client`, which a test may have filled with what the server is taken to
 * have answered already) holding what the server seeds every public page with: the services.
 */
export function renderWithClient(ui: ReactElement, client = createQueryClient()) {
  client.setQueryData(servicesQuery.queryKey, serviceRows);
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch with `handler`; returns the calls made, with JSON bodies parsed. */
export function mockFetch(handler: (call: FetchCall) => { status?: number; body?: unknown }) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const raw = init.body;
      const call = {
        url,
        method: init.method ?? "GET",
        body: typeof raw === "string" ? JSON.parse(raw) : raw,
      };
      calls.push(call);
      const { status = 200, body } = handler(call);
      const text = body === undefined ? "" : JSON.stringify(body);
      return new Response(status === 204 ? null : text, { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}
