// What the page dialog does with the content itself: the accessibility check before publishing, and the notice
// naming the parts of the HTML that visitors will not get.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { stubEditorLayout } from "@/test/editor-layout";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { PageWithLinks } from "@shared/page-links";
import { pageRow } from "@shared/test/rows";
import { pageQuery } from "../api/get-pages";
import { PageDialog } from "./page-dialog";

afterEach(() => vi.unstubAllGlobals());
beforeAll(stubEditorLayout);

// A draft: publishing it is part of what these tests do.
const existing = pageRow({ isPublished: false });

/** The dialog editing `page`, which the server is taken to have sent already. */
function renderDialog(page: PageWithLinks) {
  const client = createQueryClient();
  client.setQueryData(pageQuery(page.id).queryKey, page);
  return renderWithClient(<PageDialog open onOpenChange={() => {}} page={page} />, client);
}

describe("PageDialog before publishing", () => {
  const withProblem = { ...existing, content: "<h3>Intro</h3><p>Text</p>", isPublished: true };

  it("asks before publishing content with accessibility problems, and saves only when told to", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: withProblem } : { body: [] }));
    renderDialog(withProblem);
    expect(
      await screen.findByRole(
        "button",
        { name: /^Show where: "Intro" is a level 3 heading after the page title/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    const confirm = await screen.findByRole(
      "alertdialog",
      { name: "Publish with 1 accessibility problem?" },
      { timeout: 10_000 },
    );
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Publish anyway" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      content: "<h3>Intro</h3><p>Text</p>",
      isPublished: true,
    });
  }, 20_000);

  it("saves a draft without asking", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: withProblem } : { body: [] }));
    renderDialog(withProblem);
    await userEvent.click(screen.getByLabelText("Publish page"));
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

describe("PageDialog: what visitors will not get", () => {
  const NOTICE = "Visitors will not get these parts of your HTML:";
  const noticeItems = async () => {
    const notice = (await screen.findByText(NOTICE, {}, { timeout: 5_000 })).closest("[role=status]") as HTMLElement;
    return within(notice)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
  };

  it("names the parts the public site leaves out, in the HTML view, without moving focus or changing what is saved", async () => {
    const content = '<p style="color:red">Hi</p><iframe src="https://video.example/embed/1"></iframe>';
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: { ...existing, content } } : { body: [] }));
    renderDialog({ ...existing, content });
    const source = await screen.findByRole("textbox", { name: "Page Content" });
    expect(source).toHaveValue(content);
    const title = screen.getByLabelText("Page Title");
    title.focus();
    expect(await noticeItems()).toEqual([
      "Embedded page or video (iframe)",
      "Inline styles (style attribute) on 1 element",
    ]);
    expect(title).toHaveFocus();

    // The notice follows the source as it is edited.
    await userEvent.click(source);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.paste('<p>Hi</p><form action="/x"><input name="q"></form>');
    await waitFor(() => expect(screen.queryByText("Embedded page or video (iframe)")).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(await noticeItems()).toEqual(["Form and its fields (form, input)"]);
    expect(source).toHaveFocus();

    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      content: '<p>Hi</p><form action="/x"><input name="q"></form>',
    });
  }, 20_000);

  it("names them in the visual view too", async () => {
    mockFetch(() => ({ body: [] }));
    const content = '<p>Hi <a href="javascript:alert(1)">there</a></p>';
    renderDialog({ ...existing, content });
    expect(await screen.findByRole("textbox", { name: "Page Content" })).toHaveAttribute("contenteditable", "true");
    expect(await noticeItems()).toEqual(["Addresses that are not web, mail or phone links (javascript:)"]);
  });

  it("says nothing about content that reaches visitors as written", async () => {
    mockFetch(() => ({ body: [] }));
    renderDialog(existing);
    await screen.findByRole("textbox", { name: "Page Content" });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
