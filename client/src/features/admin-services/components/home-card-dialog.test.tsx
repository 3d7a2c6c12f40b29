import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serviceRows } from "@/test/services";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { HomeServiceCard } from "@shared/schema";
import { HomeCardDialog } from "./home-card-dialog";

afterEach(() => vi.unstubAllGlobals());

const [nimas, pdf, epub, web] = serviceRows as [(typeof serviceRows)[number], ...typeof serviceRows];

const status = () => screen.getByRole("status");

describe("HomeCardDialog", () => {
  it("a new card starts as the first service's, and choosing another fills in its title, text and icon", async () => {
    const user = userEvent.setup();
    renderWithClient(
      <HomeCardDialog open onOpenChange={() => {}} item={null} services={serviceRows} nextSortOrder={7} />,
    );
    expect(screen.getByLabelText("Leads to")).toHaveValue("nimas");
    expect(screen.getByLabelText("Title")).toHaveValue(nimas.title);
    expect(screen.getByLabelText("Text")).toHaveValue(nimas.description);

    await user.selectOptions(screen.getByLabelText("Leads to"), epub.id);
    expect(screen.getByLabelText("Title")).toHaveValue(epub.title);
    expect(screen.getByLabelText("Text")).toHaveValue(epub.description);
    expect(screen.getByRole("radio", { name: "Open book" })).toBeChecked();
    expect(status()).toHaveTextContent(`Filled in the title, text and icon from ${epub.title}.`);
  });

  it("keeps what the administrator typed, and fills what is empty or still the previous service's", async () => {
    const user = userEvent.setup();
    const calls = mockFetch(({ body }) => ({ status: 201, body }));
    renderWithClient(
      <HomeCardDialog open onOpenChange={() => {}} item={null} services={serviceRows} nextSortOrder={7} />,
    );
    const title = screen.getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "Books for every reader");
    await user.selectOptions(screen.getByLabelText("Leads to"), web.id);
    expect(title).toHaveValue("Books for every reader");
    expect(screen.getByLabelText("Text")).toHaveValue(web.description);
    expect(screen.getByRole("radio", { name: "Globe" })).toBeChecked();
    expect(status()).toHaveTextContent(`Filled in the text and icon from ${web.title}.`);

    await user.clear(screen.getByLabelText("Text"));
    await user.click(screen.getByRole("radio", { name: "Video" }));
    await user.selectOptions(screen.getByLabelText("Leads to"), pdf.id);
    expect(title).toHaveValue("Books for every reader");
    expect(screen.getByLabelText("Text")).toHaveValue(pdf.description);
    expect(screen.getByRole("radio", { name: "Video" })).toBeChecked();
    expect(status()).toHaveTextContent(`Filled in the text from ${pdf.title}.`);

    await user.click(screen.getByRole("button", { name: "Add Card" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/home-cards",
      body: { title: "Books for every reader", description: pdf.description, icon: "video", serviceId: "pdf" },
    });
  });

  it("editing a card, only what still matches the service it led to follows the new one", async () => {
    const user = userEvent.setup();
    const card: HomeServiceCard = {
      id: 3,
      title: "Audits",
      description: "WCAG audits by people who use assistive technology.",
      icon: web.icon,
      serviceId: "web",
      sortOrder: 1,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    renderWithClient(
      <HomeCardDialog open onOpenChange={() => {}} item={card} services={serviceRows} nextSortOrder={7} />,
    );
    await user.selectOptions(screen.getByLabelText("Leads to"), epub.id);
    expect(screen.getByLabelText("Title")).toHaveValue("Audits");
    expect(screen.getByLabelText("Text")).toHaveValue(card.description);
    expect(screen.getByRole("radio", { name: "Open book" })).toBeChecked();
    expect(status()).toHaveTextContent(`Filled in the icon from ${epub.title}.`);
  });
});
