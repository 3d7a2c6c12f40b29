import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mockFetch, renderWithClient } from "@/test/test-utils";
import type { MenuPlace } from "@shared/page-links";
import { PageDialog } from "./page-dialog";

afterEach(() => vi.unstubAllGlobals());

// jsdom does no layout; the editor asks for rectangles when it scrolls the cursor into view.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  Element.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

/** The content as HTML source: the editor's HTML view, whose textarea is then 'Page Content'. */
async function htmlSource() {
  await userEvent.click(await screen.findByRole("button", { name: "HTML" }));
  return screen.getByRole("textbox", { name: "Page Content" });
}

const STALE = "This item was changed by someone else. Reload to see the latest version.";

const existing = {
  id: 3,
  title: "About Us",
  slug: "about-us-page",
  content: "<p>Hi</p>",
  metaTitle: null,
  metaDescription: null,
  isPublished: false,
  createdAt: new Date(),
  updatedAt: new Date(),
  linkedFrom: [] as MenuPlace[],
};

describe("PageDialog", () => {
  it("generates the slug from the title and shows where the page will live", async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={null} />);
    await userEvent.type(screen.getByLabelText("Page Title"), "Case Study: Big Publisher!");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("case-study-big-publisher");
    expect(screen.getByText("The page will be accessible at /page/case-study-big-publisher")).toBeVisible();
  });

  it("leaves a slug the administrator typed alone", async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={null} />);
    await userEvent.type(screen.getByLabelText("URL Slug"), "my-slug");
    await userEvent.type(screen.getByLabelText("Page Title"), "Something Else");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("my-slug");
  });

  it("does not rename an existing page's slug when its title changes", async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={existing} />);
    await userEvent.type(screen.getByLabelText("Page Title"), " Again");
    expect(screen.getByLabelText("URL Slug")).toHaveValue("about-us-page");
    expect(screen.getByLabelText("Publish page")).not.toBeChecked();
  });

  it("requires content with its required message and focuses the first invalid field", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={null} />);
    await userEvent.type(screen.getByLabelText("Page Title"), "Hello");
    await userEvent.type(await htmlSource(), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create Page" }));
    expect(await screen.findByText("Page content is required")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Page Content" })).toHaveAccessibleDescription(
      /Page content is required/,
    );
    expect(calls).toHaveLength(0);
  });

  it("shows a duplicate slug from the server on the slug field", async () => {
    mockFetch(() => ({
      status: 409,
      body: { message: "Slug taken", fieldErrors: { slug: ["A page with this slug already exists"] } },
    }));
    const onOpenChange = vi.fn();
    renderWithClient(<PageDialog open onOpenChange={onOpenChange} page={null} />);
    await userEvent.type(screen.getByLabelText("Page Title"), "Hello");
    await userEvent.type(await htmlSource(), "<p>Hello</p>");
    await userEvent.click(screen.getByRole("button", { name: "Create Page" }));
    // Saving a published page runs the accessibility check first, which takes a moment in jsdom.
    expect(await screen.findByText("A page with this slug already exists", {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText("URL Slug")).toHaveFocus());
    expect(onOpenChange).not.toHaveBeenCalled();
  }, 20_000);
});

describe("PageDialog for a page the menus link to", () => {
  const LOCKED =
    "The footer links to this page, so it cannot be deleted, unpublished or given another slug. Remove it from the footer menu first.";
  const WARNING = "The menu links to this page; unpublishing or deleting it removes that link.";
  const privacy = {
    ...existing,
    title: "Privacy Policy",
    slug: "privacy",
    content: "<h2>What we collect</h2><p>Logs.</p>",
    isPublished: true,
    linkedFrom: ["footer"] as MenuPlace[],
  };

  it("says why a footer-linked legal page keeps its slug and stays published, and still saves its words", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: privacy } : { body: [] }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={privacy} />);
    expect(screen.getByText(LOCKED)).toBeVisible();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    const slug = screen.getByLabelText("URL Slug");
    expect(slug).toHaveAttribute("readonly");
    expect(slug).toHaveAccessibleDescription("The page is at /privacy; the footer links to it there.");
    expect(screen.queryByLabelText("Publish page")).not.toBeInTheDocument();
    expect(screen.getByText("Published: this page stays visible while the footer links to it.")).toBeVisible();

    await userEvent.type(screen.getByLabelText("Page Title"), " (2026)");
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    await waitFor(() => expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1), { timeout: 10_000 });
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      title: "Privacy Policy (2026)",
      slug: "privacy",
      isPublished: true,
    });
  }, 20_000);

  it("warns about another linked page, which may still be unpublished or moved", () => {
    mockFetch(() => ({ body: [] }));
    const news = { ...existing, slug: "news", isPublished: true, linkedFrom: ["header"] as MenuPlace[] };
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={news} />);
    expect(screen.getByText(WARNING)).toBeVisible();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(screen.getByLabelText("URL Slug")).not.toHaveAttribute("readonly");
    expect(screen.getByLabelText("Publish page")).toBeChecked();
  });

  it("says nothing about menus for a page no menu links to", () => {
    mockFetch(() => ({ body: [] }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={existing} />);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });
});

describe("PageDialog when someone else saved first", () => {
  it("sends the updatedAt it loaded, and shows the server's 409 message in the failure toast", async () => {
    const loaded = { ...existing, updatedAt: "2025-05-01T10:20:30.456Z" as unknown as Date };
    const calls = mockFetch(({ method }) =>
      method === "PUT" ? { status: 409, body: { message: STALE } } : { body: [] },
    );
    const onOpenChange = vi.fn();
    renderWithClient(
      <>
        <PageDialog open onOpenChange={onOpenChange} page={loaded} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Update Page" }));
    expect(await screen.findByText(STALE)).toBeVisible();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      title: "About Us",
      updatedAt: "2025-05-01T10:20:30.456Z",
    });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe("PageDialog before publishing", () => {
  const withProblem = { ...existing, content: "<h3>Intro</h3><p>Text</p>", isPublished: true };

  it("asks before publishing content with accessibility problems, and saves only when told to", async () => {
    const calls = mockFetch(({ method }) => (method === "PUT" ? { body: withProblem } : { body: [] }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={withProblem} />);
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
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={withProblem} />);
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
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={{ ...existing, content }} />);
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
      timeout: 5_000,
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
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={{ ...existing, content }} />);
    expect(await screen.findByRole("textbox", { name: "Page Content" })).toHaveAttribute("contenteditable", "true");
    expect(await noticeItems()).toEqual(["Addresses that are not web, mail or phone links (javascript:)"]);
  });

  it("says nothing about content that reaches visitors as written", async () => {
    mockFetch(() => ({ body: [] }));
    renderWithClient(<PageDialog open onOpenChange={() => {}} page={existing} />);
    await screen.findByRole("textbox", { name: "Page Content" });
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
