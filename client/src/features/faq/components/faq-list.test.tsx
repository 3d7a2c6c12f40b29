import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { faqQueryKey } from "@shared/bootstrap";
import { FaqList } from "./faq-list";

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, question: string) => ({
  id,
  question,
  answer: "Typical timelines:",
  answerType: "list",
  listItems: ["EPUB conversion: 2-4 business days"],
  sortOrder: id,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("FaqList", () => {
  it("shows the questions the page came with at once, without asking the API", () => {
    const calls = mockFetch(() => ({ status: 500 }));
    const client = createQueryClient();
    client.setQueryData(faqQueryKey, [row(1, "How long does each service take?"), row(2, "Do you audit?")]);
    render(
      <QueryClientProvider client={client}>
        <FaqList />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "How long does each service take?" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.getByText("EPUB conversion: 2-4 business days")).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("fetches the questions when the page came without them", async () => {
    const calls = mockFetch(() => ({ body: [row(3, "What is NIMAS?")] }));
    renderWithClient(<FaqList />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading questions");
    expect(await screen.findByRole("button", { name: "What is NIMAS?" })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(["/api/faq"]);
  });

  it("says when there are no questions, and when they could not be loaded", async () => {
    mockFetch(() => ({ body: [] }));
    const empty = renderWithClient(<FaqList />);
    expect(await screen.findByText("No questions yet.")).toBeInTheDocument();
    empty.unmount();

    mockFetch(() => ({ status: 500, body: { message: "Database unavailable" } }));
    renderWithClient(<FaqList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The questions could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
