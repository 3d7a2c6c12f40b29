import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import { testimonialRow } from "@shared/test/rows";
import TestimonialsScreen from "./testimonials-screen";

afterEach(() => vi.unstubAllGlobals());

const rows = [
  testimonialRow({ id: 1, personName: "Jo Park", clientName: "Acme", sortOrder: 1 }),
  testimonialRow({ id: 2, personName: "Sam Lee", clientName: "Globex", sortOrder: 2 }),
];

describe("Testimonials screen", () => {
  it("moving a card to the top by its button saves the order and keeps the focus on that card", async () => {
    // The server's list, in the order last saved.
    let list = rows;
    const calls = mockFetch(({ url, method }) => {
      if (method === "POST" && url === "/api/testimonials/reorder") list = [rows[1]!, rows[0]!];
      return { body: list };
    });
    renderWithClient(
      <HelmetProvider>
        <TestimonialsScreen />
      </HelmetProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Move Sam Lee (Globex) up" }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Move Sam Lee (Globex) up" })).toBeDisabled());
    expect(screen.getByRole("button", { name: "Move Sam Lee (Globex) down" })).toHaveFocus();
    expect(screen.getByText("Sam Lee (Globex) moved to position 1 of 2")).toHaveAttribute("role", "status");
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/testimonials/reorder",
      body: {
        testimonialOrders: [
          { id: 2, sortOrder: 1 },
          { id: 1, sortOrder: 2 },
        ],
      },
    });
  });
});
