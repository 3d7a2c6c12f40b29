import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { mediaSummary } from "@/test/media";
import { mockFetch, renderWithClient, type FetchCall } from "@/test/test-utils";
import type { MediaDetail, MediaListPage, MediaSummary, MediaUsage } from "@shared/schema";
import MediaScreen from "./media-screen";

beforeEach(() => {
  window.history.replaceState(null, "", "/admin/media");
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const UPDATED_AT = "2026-03-01T10:00:00.000Z";

const hexId = (id: number) => id.toString(16).padStart(32, "0");

/** A library entry of a 1600 x 900 photo with alt text, used in two places (the shared entry, made bigger). */
const image = (id: number, over: Partial<MediaSummary> = {}): MediaSummary =>
  mediaSummary({
    id,
    uploadId: hexId(id),
    url: `/uploads/${hexId(id)}-1600x900.jpg`,
    width: 1600,
    height: 900,
    bytes: 245_000,
    altText: `Picture ${id}`,
    createdAt: new Date("2026-02-20T09:00:00Z"),
    updatedAt: UPDATED_AT as unknown as Date,
    thumbnailUrl: `/uploads/${hexId(id)}-1600x900.w320.webp`,
    usageCount: 2,
    uploadedByName: "Ada",
    ...over,
  });

const detail = (summary: MediaSummary, usages: MediaUsage[] = []): MediaDetail => ({ ...summary, usages });

const page = (items: MediaSummary[], total = items.length): MediaListPage => ({ items, total, page: 1, pageSize: 50 });

const USAGES: MediaUsage[] = [
  { kind: "page", label: "About us", href: "/admin/pages?edit=3" },
  { kind: "teamMember", label: "Jane Doe", href: "/admin/team" },
  { kind: "pageRevision", label: "Home", href: "/admin/pages?history=1", previousFile: true },
];

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((c) => c.method === "GET" && c.url.startsWith("/api/media") && !/^\/api\/media\/\d/.test(c.url))
    .map((c) => Object.fromEntries(new URL(c.url, "http://x").searchParams));

type Handler = (call: FetchCall) => { status?: number; body?: unknown } | undefined;

/** A server with `items` in its library (each item's details list `usages` of it); `handler` answers first. */
function renderScreen({
  items = [image(1), image(2)],
  usages = {} as Record<number, MediaUsage[]>,
  handler = (() => undefined) as Handler,
} = {}) {
  const calls = mockFetch((call) => {
    const answer = handler(call);
    if (answer) return answer;
    const one = /^\/api\/media\/(\d+)$/.exec(call.url);
    if (one && call.method === "GET") {
      const found = items.find((item) => item.id === Number(one[1]));
      return found ? { body: detail(found, usages[found.id]) } : { status: 404, body: { message: "Image not found" } };
    }
    if (call.url.startsWith("/api/media") && call.method === "GET") return { body: page(items) };
    return { status: 204 };
  });
  renderWithClient(
    <HelmetProvider>
      <MediaScreen />
      <Toaster />
    </HelmetProvider>,
  );
  return calls;
}

async function openDetails(name: string) {
  await userEvent.click(await screen.findByRole("button", { name }));
  const dialog = await screen.findByRole("dialog", { name });
  await within(dialog).findByRole("textbox", { name: "Name" });
  return dialog;
}

describe("MediaScreen", () => {
  it("shows the newest images as a grid of lazy thumbnails with their alt text, and flags what needs work", async () => {
    const calls = renderScreen({
      items: [
        image(3, { altText: null, usageCount: 0, name: "new-logo.png" }),
        image(2, { decorative: true, altText: null, name: "divider.png" }),
        image(1, { name: "team.jpg", focalX: 20, focalY: 70 }),
      ],
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Media Library" })).toBeVisible();
    const grid = await screen.findByRole("list", { name: "Images, newest first, page 1 of 1" });
    const cards = within(grid).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole("button", { name: "new-logo.png" })).toHaveAccessibleDescription(
      "No alt text Unused",
    );
    // The decorative image needs no alt text; the one in use is not unused.
    expect(cards[1]).not.toHaveTextContent("No alt text");
    expect(cards[2]).not.toHaveTextContent(/No alt text|Unused/);
    expect(within(cards[2]!).getByRole("button", { name: "team.jpg" })).not.toHaveAttribute("aria-describedby");

    const thumbnail = cards[2]!.querySelector("img")!;
    expect(thumbnail).toHaveAttribute("alt", "Picture 1");
    expect(thumbnail).toHaveAttribute("src", image(1).thumbnailUrl);
    expect(thumbnail).toHaveAttribute("loading", "lazy");
    expect(thumbnail).toHaveAttribute("width", "320");
    expect(thumbnail).toHaveAttribute("height", "240");
    expect(thumbnail.style.objectPosition).toBe("20% 70%");
    expect(cards[1]!.querySelector("img")).toHaveAttribute("alt", "");
    expect(cards[0]!.querySelector("img")).toHaveAttribute("alt", "");
    expect(screen.getByText("3 images")).toHaveAttribute("role", "status");
    expect(listCalls(calls)[0]).toEqual({ pageSize: "50" });
  });

  it("switches to the table, with each image's facts, and remembers the choice", async () => {
    renderScreen({
      items: [
        image(1, { name: "logo.svg", contentType: "image/svg+xml", width: null, height: null, bytes: null }),
        image(2, { uploadedByName: null, usageCount: 0, bytes: 1_500_000 }),
      ],
    });
    await screen.findByRole("list", { name: /Images, newest first/ });
    expect(screen.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Table" }));
    expect(screen.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "false");

    const table = screen.getByRole("table", { name: "Images, newest first, page 1 of 1" });
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headings).toEqual(["Image", "Name", "Kind", "Dimensions", "Size", "Uploaded", "Used in"]);
    const [svg, photo] = within(table).getAllByRole("row").slice(1);
    expect(within(svg!).getByRole("rowheader")).toHaveTextContent("logo.svg");
    expect(
      within(svg!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["", "SVG", "—", "—", "Ada20 Feb 2026", "2"]);
    expect(
      within(photo!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["", "JPEG", "1600 × 900", "1.5 MB", "Before the library20 Feb 2026", "Unused"]);
    expect(within(photo!).getByRole("button", { name: "photo-2.jpg" })).toBeVisible();
    expect(window.localStorage.getItem("media-library-view")).toBe("table");
  });

  it("opens in the view chosen last time", async () => {
    window.localStorage.setItem("media-library-view", "table");
    renderScreen();
    expect(await screen.findByRole("table", { name: /Images, newest first/ })).toBeVisible();
  });

  it("searches by name and alt text and filters, keeping both in the address and starting again at page 1", async () => {
    window.history.replaceState(null, "", "/admin/media?page=2");
    const calls = renderScreen({
      handler: (call) =>
        call.method === "GET" && call.url.startsWith("/api/media?")
          ? { body: { ...page([image(1)], 60), page: 2 } }
          : undefined,
    });
    await screen.findByRole("list", { name: /page 2 of 2/ });
    const search = screen.getByRole("searchbox", { name: "Search images" });
    expect(search).toHaveAccessibleDescription("By name or alt text");
    await userEvent.type(search, "logo{Enter}");
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ pageSize: "50", q: "logo" }));
    expect(window.location.search).toBe("?q=logo");

    await userEvent.click(screen.getByRole("checkbox", { name: "Unused" }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ pageSize: "50", q: "logo", unused: "true" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Missing alt text" }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toEqual({ pageSize: "50", q: "logo", unused: "true", missingAlt: "true" }),
    );
    expect(new URLSearchParams(window.location.search).get("missingAlt")).toBe("true");
    await userEvent.click(screen.getByRole("checkbox", { name: "Unused" }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toEqual({ pageSize: "50", q: "logo", missingAlt: "true" }));
  });

  it("pages through the library 50 at a time", async () => {
    const calls = renderScreen({
      handler: (call) => {
        if (call.method !== "GET" || (!call.url.startsWith("/api/media?") && call.url !== "/api/media"))
          return undefined;
        const number = Number(new URL(call.url, "http://x").searchParams.get("page") ?? 1);
        return { body: { items: [image(number * 100)], total: 120, page: number, pageSize: 50 } };
      },
    });
    await screen.findByRole("list", { name: "Images, newest first, page 1 of 3" });
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("list", { name: "Images, newest first, page 2 of 3" })).toHaveTextContent(
      "photo-200.jpg",
    );
    expect(listCalls(calls).at(-1)).toEqual({ page: "2", pageSize: "50" });
    expect(window.location.search).toBe("?page=2");
  });

  it("invites an upload when the library is empty", async () => {
    renderScreen({ items: [] });
    expect(await screen.findByText("No images yet")).toBeVisible();
    expect(screen.getByText(/Upload one with “Upload image”/)).toBeVisible();
  });

  it("says when nothing matches, and clears the search and filters", async () => {
    window.history.replaceState(null, "", "/admin/media?q=zzz&unused=true");
    const calls = renderScreen({
      handler: (call) => (call.method === "GET" && call.url.includes("q=zzz") ? { body: page([], 0) } : undefined),
    });
    expect(await screen.findByText("No images match")).toBeVisible();
    expect(screen.getByText("0 images matching “zzz”")).toHaveAttribute("role", "status");
    expect(screen.getByRole("checkbox", { name: "Unused" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByRole("list", { name: /Images, newest first/ })).toBeVisible();
    expect(window.location.search).toBe("");
    expect(screen.getByRole("searchbox", { name: "Search images" })).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Unused" })).not.toBeChecked();
    expect(listCalls(calls).at(-1)).toEqual({ pageSize: "50" });
  });

  it("says so when the library cannot be loaded", async () => {
    renderScreen({
      handler: (call) => (call.method === "GET" ? { status: 500, body: { message: "boom" } } : undefined),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load images: boom");
  });

  it("uploads an image and opens its details for the alt text", async () => {
    const added = image(9, { name: "new.png", altText: null, usageCount: 0 });
    const items = [image(1)];
    const calls = renderScreen({
      items,
      handler: (call) => {
        if (call.method !== "POST") return undefined;
        items.unshift(added);
        return { status: 201, body: added };
      },
    });
    await screen.findByRole("list", { name: /Images/ });
    const file = new File(["png"], "new.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Upload image"), file);
    const dialog = await screen.findByRole("dialog", { name: "new.png" });
    expect(window.location.search).toBe("?open=9");
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/media");
    expect((post.body as FormData).get("image")).toBe(file);
    expect(await screen.findByText("Uploaded “new.png”.")).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole("textbox", { name: "Alt text" })).toHaveValue(""));
  });

  it("shows the server's refusal of an uploaded file and adds nothing", async () => {
    const calls = renderScreen({
      handler: (call) =>
        call.method === "POST"
          ? { status: 400, body: { message: "Only JPEG, PNG, GIF, WebP or SVG images" } }
          : undefined,
    });
    await screen.findByRole("list", { name: /Images/ });
    const input = screen.getByLabelText("Upload image");
    await userEvent.upload(input, new File(["%PDF"], "brochure.png", { type: "image/png" }));
    const alert = await screen.findByText("Only JPEG, PNG, GIF, WebP or SVG images", { selector: "p[role=alert]" });
    expect(input).toHaveAccessibleDescription("Only JPEG, PNG, GIF, WebP or SVG images");
    expect(alert).toBeVisible();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.location.search).toBe("");
    expect(listCalls(calls)).toHaveLength(2); // the first load, and once more after the attempt
  });

  it("opens an image's details from the address, with its facts and every place that uses it", async () => {
    window.history.replaceState(null, "", "/admin/media?open=2");
    renderScreen({ usages: { 2: USAGES } });
    const dialog = await screen.findByRole("dialog", { name: "photo-2.jpg" });
    await within(dialog).findByRole("textbox", { name: "Name" });
    expect(dialog).toHaveTextContent("KindJPEG");
    expect(dialog).toHaveTextContent("Dimensions1600 × 900");
    expect(dialog).toHaveTextContent("Size245 KB");
    expect(dialog).toHaveTextContent("Uploaded byAda");
    const used = within(dialog).getByRole("region", { name: "Used in" });
    const links = within(used).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About us", "/admin/pages?edit=3"],
      ["Jane Doe", "/admin/team"],
      ["Home", "/admin/pages?history=1"],
    ]);
    expect(used).toHaveTextContent("About us (Page)");
    expect(used).toHaveTextContent("Jane Doe (Team member)");
    expect(used).toHaveTextContent("Home (Earlier version of a page) (keeps the previous file)");
  });

  it("says an unused image is not used anywhere", async () => {
    const dialog = await (async () => {
      renderScreen({ items: [image(1, { usageCount: 0 })] });
      return openDetails("photo-1.jpg");
    })();
    expect(within(dialog).getByRole("region", { name: "Used in" })).toHaveTextContent("Not used anywhere.");
  });

  it("moves the focal point with the arrow keys, announces it, and saves it with the words", async () => {
    const calls = renderScreen({
      handler: (call) =>
        call.method === "PATCH"
          ? { body: image(1, { updatedAt: "2026-03-02T10:00:00.000Z" as unknown as Date }) }
          : undefined,
    });
    const dialog = await openDetails("photo-1.jpg");
    const point = within(dialog).getByRole("button", { name: "Focal point" });
    expect(point).toHaveAccessibleDescription(
      "Focal point 50% across, 50% down Use the arrow keys to move the focal point; hold Shift for bigger steps.",
    );
    const status = within(dialog).getByText("Focal point 50% across, 50% down");
    expect(status).toHaveAttribute("aria-live", "polite");
    point.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowUp}");
    expect(status).toHaveTextContent("Focal point 52% across, 49% down");
    await userEvent.keyboard("{Shift>}{ArrowDown}{ArrowLeft}{/Shift}");
    expect(status).toHaveTextContent("Focal point 42% across, 59% down");
    expect(point.style.left).toBe("42%");
    expect(point.style.top).toBe("59%");

    const alt = within(dialog).getByRole("textbox", { name: "Alt text" });
    expect(alt).toHaveAccessibleDescription("Describe what the image shows. Leave empty only if it is decorative.");
    await userEvent.clear(alt);
    await userEvent.type(alt, "Our team at the 2025 conference");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Credit (optional)" }), "Photo: Sam Lee");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Image saved")).toBeVisible();
    const patch = calls.find((call) => call.method === "PATCH")!;
    expect(patch.url).toBe("/api/media/1");
    expect(patch.body).toEqual({
      name: "photo-1.jpg",
      altText: "Our team at the 2025 conference",
      decorative: false,
      caption: null,
      credit: "Photo: Sam Lee",
      focalX: 42,
      focalY: 59,
      expectedUpdatedAt: UPDATED_AT,
    });
  });

  it("sets the focal point where the image is clicked", async () => {
    renderScreen();
    const dialog = await openDetails("photo-1.jpg");
    const point = within(dialog).getByRole("button", { name: "Focal point" });
    const area = point.parentElement!;
    area.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200 }) as DOMRect;
    fireEvent.click(area, { clientX: 200, clientY: 200, detail: 1 });
    expect(within(dialog).getByText("Focal point 25% across, 75% down")).toBeVisible();
    expect(point).toHaveFocus();
  });

  it("requires alt text unless the image is decorative", async () => {
    const calls = renderScreen({
      items: [image(1, { altText: null })],
      handler: (call) => (call.method === "PATCH" ? { body: image(1) } : undefined),
    });
    const dialog = await openDetails("photo-1.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    const alt = within(dialog).getByRole("textbox", { name: "Alt text" });
    expect(await within(dialog).findByText("Alt text is required unless the image is decorative")).toBeVisible();
    expect(alt).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.method === "PATCH")).toEqual([]);

    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Decorative image" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "PATCH")?.body).toMatchObject({ altText: null, decorative: true }),
    );
  });

  it("shows the server's message when someone else saved the image first", async () => {
    renderScreen({
      handler: (call) =>
        call.method === "PATCH"
          ? {
              status: 409,
              body: { message: "This image was changed by someone else. Reload to see the latest version." },
            }
          : undefined,
    });
    const dialog = await openDetails("photo-1.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("This image was changed by someone else. Reload to see the latest version."),
    ).toHaveAttribute("role", "alert");
  });

  it("refuses to delete an image the server finds in use, listing the uses in the dialog", async () => {
    const calls = renderScreen({
      items: [image(1, { usageCount: 0 })],
      handler: (call) =>
        call.method === "DELETE"
          ? { status: 409, body: { message: "This image is still used in 2 places.", usages: USAGES.slice(0, 2) } }
          : undefined,
    });
    const dialog = await openDetails("photo-1.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete image" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete “photo-1.jpg”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));

    const refused = await screen.findByRole("alertdialog", { name: "“photo-1.jpg” cannot be deleted" });
    expect(within(refused).getByRole("alert")).toHaveTextContent("This image is still used in 2 places.");
    expect(
      within(refused)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About us", "/admin/pages?edit=3"],
      ["Jane Doe", "/admin/team"],
    ]);
    expect(within(refused).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(within(refused).getByRole("button", { name: "Close" })).toHaveFocus();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/media/1"]);

    await userEvent.click(within(refused).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("dialog", { name: "photo-1.jpg" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Delete image" })).toHaveFocus();
  });

  it("lists the known uses at once instead of offering to delete an image in use", async () => {
    const calls = renderScreen({ usages: { 1: USAGES } });
    const dialog = await openDetails("photo-1.jpg");
    expect(dialog).toHaveTextContent("Used in 3 places: it can be deleted once nothing uses it.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete image" }));
    const refused = await screen.findByRole("alertdialog", { name: "“photo-1.jpg” cannot be deleted" });
    expect(within(refused).getAllByRole("link")).toHaveLength(3);
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
  });

  it("deletes an unused image after asking, and closes its details", async () => {
    const items = [image(1, { usageCount: 0 }), image(2)];
    const calls = renderScreen({
      items,
      handler: (call) => {
        if (call.method !== "DELETE") return undefined;
        items.shift();
        return { status: 204 };
      },
    });
    const dialog = await openDetails("photo-1.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete image" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete “photo-1.jpg”?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Image deleted")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === "DELETE")?.url).toBe("/api/media/1");
    await waitFor(() => expect(screen.queryByRole("button", { name: "photo-1.jpg" })).not.toBeInTheDocument());
  });

  it("replaces the file behind the image with a multipart upload and shows the new file", async () => {
    const replaced = image(1, {
      url: `/uploads/${"f".repeat(32)}-1200x800.jpg`,
      thumbnailUrl: `/uploads/${"f".repeat(32)}-1200x800.w320.webp`,
    });
    const calls = renderScreen({
      handler: (call) => (call.method === "POST" ? { body: replaced } : undefined),
    });
    const dialog = await openDetails("photo-1.jpg");
    const file = new File(["jpg"], "new-photo.jpg", { type: "image/jpeg" });
    await userEvent.upload(within(dialog).getByLabelText("Replace file"), file);
    expect(await screen.findByText("File replaced")).toBeVisible();
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.url).toBe("/api/media/1/replace");
    expect((post.body as FormData).get("image")).toBe(file);
    await waitFor(() =>
      expect(
        within(dialog).getByRole("button", { name: "Focal point" }).parentElement!.querySelector("img"),
      ).toHaveAttribute("src", `/uploads/${"f".repeat(32)}-1200x800.w640.webp`),
    );
  });

  it("shows a refused replacement's message and keeps the file", async () => {
    renderScreen({
      handler: (call) =>
        call.method === "POST" ? { status: 413, body: { message: "The image is larger than 5 MB" } } : undefined,
    });
    const dialog = await openDetails("photo-1.jpg");
    await userEvent.upload(
      within(dialog).getByLabelText("Replace file"),
      new File(["jpg"], "huge.jpg", { type: "image/jpeg" }),
    );
    expect(await within(dialog).findByText("The image is larger than 5 MB", { selector: "p" })).toHaveAttribute(
      "role",
      "alert",
    );
    expect(
      within(dialog).getByRole("button", { name: "Focal point" }).parentElement!.querySelector("img"),
    ).toHaveAttribute("src", expect.stringContaining(image(1).uploadId));
  });

  it("gives the focus back to the image that opened the details, and takes ?open out of the address", async () => {
    renderScreen();
    const opener = await screen.findByRole("button", { name: "photo-2.jpg" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "photo-2.jpg" });
    expect(window.location.search).toBe("?open=2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(window.location.search).toBe("");
  });
});
