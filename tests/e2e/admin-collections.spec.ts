// The journey every sortable collection of the CMS shares, run once per collection from the table below: open the
// screen, add an item through its dialog by keyboard, edit it, move it one place earlier by keyboard (the drag
// handle, Space, an arrow key, Space) and see the order kept after a reload, see it on the public page, then delete
// it through the confirmation. What the dialogs check and say (required fields, list fields, the server's field
// errors) is the component tests' business (client/src/features/admin-*/components/*.test.tsx); what only one
// collection does stays in its own spec (admin-team, admin-logos, admin-testimonials, admin-services).
import fs from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { fillTestimonialDialog } from "./arrange";
import { image, unique, expect, test, type Leftover } from "./fixtures";

/** One collection: where its screen is, the words it shows, and how its dialog is filled in and edited. */
interface Collection {
  name: string;
  path: string;
  heading: string;
  /** The header's add button, its dialog's title and first field, and the dialog's submit button. */
  add: { button: string; dialog: string; firstField: string; submit: string };
  /** Fills in the add dialog's required fields for an item called `name`. */
  fill(dialog: Locator, name: string): Promise<void>;
  /** The sortable list's accessible name. */
  list: string;
  /** What the list calls the item (its drag handle is 'Drag to reorder {label}'). */
  label(name: string): string;
  /** Opens the view that holds the sortable list, when the screen does not show it at first. */
  openList?(page: Page): Promise<void>;
  /** Names of the item's edit and delete buttons. */
  editButton(name: string): string;
  deleteButton(name: string): string;
  /** The edit dialog's title and submit button, the change made in it and how the list item shows it. */
  edit: { dialog: string; submit: string; change(dialog: Locator): Promise<void>; shown(item: Locator): Promise<void> };
  /** What the delete confirmation says about the item. */
  confirm(name: string): string;
  toasts: { created: string; updated: string; reordered: string; deleted: string };
  /** Makes an item before the journey's own, so there is a place to move it to (the seeded lists have some). */
  neighbour?(api: APIRequestContext, name: string): Promise<void>;
  /** The public page that lists the collection, and how it shows the edited item. */
  publicPage: { path: string; shown(page: Page, name: string): Promise<void> };
  /** What the journey leaves behind, in the order it is deleted. */
  leftovers: Leftover[];
  /** The item's name starts with this: unique() appends to it. */
  prefix: string;
}

async function created(api: APIRequestContext, url: string, data: Record<string, unknown>) {
  expect((await api.post(url, { data })).status(), `POST ${url}`).toBe(201);
}

const COLLECTIONS: Collection[] = [
  {
    name: "Team",
    path: "/admin/team",
    heading: "Team Management",
    add: { button: "Add Team Member", dialog: "Add Team Member", firstField: "Name", submit: "Add Team Member" },
    async fill(dialog, name) {
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Designation").fill("Accessibility Lead");
      await dialog.getByLabel("Description").fill("Leads our audits.");
    },
    list: "Team members in display order",
    label: (name) => name,
    openList: (page) => page.getByRole("tab", { name: "Reorder View" }).click(),
    editButton: (name) => `Edit ${name}`,
    deleteButton: (name) => `Delete ${name}`,
    edit: {
      dialog: "Edit Team Member",
      submit: "Update Team Member",
      change: (dialog) => dialog.getByLabel("Designation").fill("Head of Accessibility"),
      shown: (item) => expect(item).toContainText("Head of Accessibility"),
    },
    confirm: () => "Are you sure you want to delete this team member?",
    toasts: {
      created: "Team member created successfully",
      updated: "Team member updated successfully",
      reordered: "Team member order updated successfully",
      deleted: "Team member deleted successfully",
    },
    neighbour: (api, name) =>
      created(api, "/api/team", { name, designation: "Reviewer", description: "Checks.", imageUrl: "", sortOrder: 1 }),
    publicPage: {
      path: "/about",
      shown: (page, name) => expect(page.getByRole("article", { name })).toContainText("Head of Accessibility"),
    },
    leftovers: [{ url: "/api/team", field: "name", prefix: "E2E Collection Member" }],
    prefix: "E2E Collection Member",
  },
  {
    name: "Client Logos",
    path: "/admin/logos",
    heading: "Manage Client Logos",
    add: {
      button: "Add New Logo",
      dialog: "Add New Client Logo",
      firstField: "Client / Company Name",
      submit: "Add Logo",
    },
    async fill(dialog, name) {
      await dialog.getByLabel("Client / Company Name").fill(name);
      await dialog.getByLabel("Logo Image").setInputFiles(image("logo.png"));
      await expect(dialog.getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
    },
    list: "Client logos in carousel order",
    label: (name) => name,
    editButton: (name) => `Edit ${name}`,
    deleteButton: (name) => `Delete ${name}`,
    edit: {
      dialog: "Edit Client Logo",
      submit: "Save Changes",
      // A logo drawn as SVG is accepted.
      async change(dialog) {
        await dialog.getByLabel("Logo Image").setInputFiles(image("logo.svg"));
        await expect(dialog.getByRole("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\.svg$/);
      },
      shown: (item) => expect(item.getByRole("img")).toHaveAttribute("src", /\.svg$/),
    },
    confirm: (name) => `This will permanently delete the logo for ${name}. This action cannot be undone.`,
    toasts: {
      created: "The client logo has been added successfully.",
      updated: "The client logo has been updated successfully.",
      reordered: "Logo order has been updated successfully.",
      deleted: "The client logo has been deleted successfully.",
    },
    async neighbour(api, name) {
      const upload = await api.post("/api/logos/upload", {
        multipart: { image: { name: "logo.png", mimeType: "image/png", buffer: readImage("logo.png") } },
      });
      const { logoUrl } = (await upload.json()) as { logoUrl: string };
      await created(api, "/api/logos", { clientName: name, logoUrl, sortOrder: 0 });
    },
    publicPage: {
      path: "/",
      // A long carousel draws its logos twice, to loop.
      shown: (page, name) => expect(page.getByRole("img", { name }).first()).toHaveAttribute("src", /\.svg$/),
    },
    leftovers: [{ url: "/api/logos", field: "clientName", prefix: "E2E Collection Client" }],
    prefix: "E2E Collection Client",
  },
  {
    name: "Testimonials",
    path: "/admin/testimonials",
    heading: "Manage Testimonials",
    add: {
      button: "Add New Testimonial",
      dialog: "Add New Testimonial",
      firstField: "Client / Company Name",
      submit: "Add Testimonial",
    },
    fill: fillTestimonialDialog,
    list: "Testimonials in display order",
    label: (name) => `Robin Diaz (${name})`,
    editButton: (name) => `Edit testimonial from ${name}`,
    deleteButton: (name) => `Delete testimonial from ${name}`,
    edit: {
      dialog: "Edit Testimonial",
      submit: "Save Changes",
      change: (dialog) => dialog.getByLabel("Title / Position").fill("Director of Production"),
      async shown(item) {
        await expect(item).toContainText("Director of Production");
        await expect(item.getByRole("img", { name: "Robin Diaz" })).toHaveAttribute("src", /^\/uploads\//);
      },
    },
    confirm: (name) => `This will permanently delete the testimonial from ${name}. This action cannot be undone.`,
    toasts: {
      created: "Testimonial created successfully",
      updated: "Testimonial updated successfully",
      reordered: "Testimonial order updated successfully",
      deleted: "Testimonial deleted successfully",
    },
    neighbour: (api, name) =>
      created(api, "/api/testimonials", {
        clientName: name,
        personName: "Pat Lee",
        personTitle: "Editor",
        content: "Great work.",
        sortOrder: 0,
      }),
    publicPage: {
      path: "/",
      shown: (page, name) =>
        expect(
          page.getByRole("region", { name: "What People Say About Us" }).getByText(`Director of Production, ${name}`),
        ).toBeVisible(),
    },
    leftovers: [{ url: "/api/testimonials", field: "clientName", prefix: "E2E Collection Co" }],
    prefix: "E2E Collection Co",
  },
  {
    name: "FAQ",
    path: "/admin/faq",
    heading: "Manage FAQ",
    add: { button: "Add New Question", dialog: "Add New Question", firstField: "Question", submit: "Add Question" },
    async fill(dialog, name) {
      await dialog.getByLabel("Question").fill(name);
      await dialog.getByLabel("Answer").fill("Sometimes.");
    },
    list: "Questions in display order",
    label: (name) => name,
    editButton: (name) => `Edit question: ${name}`,
    deleteButton: (name) => `Delete question: ${name}`,
    edit: {
      dialog: "Edit Question",
      submit: "Save Changes",
      change: (dialog) => dialog.getByLabel("Answer").fill("Yes: captions, transcripts and audio description."),
      shown: (item) => expect(item).toContainText("Yes: captions, transcripts and audio description."),
    },
    confirm: (name) =>
      `This will permanently delete the question "${name}" from the FAQ page. This action cannot be undone.`,
    toasts: {
      created: "Question added successfully",
      updated: "Question updated successfully",
      reordered: "Question order updated successfully",
      deleted: "Question deleted successfully",
    },
    publicPage: {
      path: "/faq",
      async shown(page, name) {
        await page.getByRole("main").getByRole("button", { name }).click();
        await expect(page.getByRole("region", { name })).toContainText(
          "Yes: captions, transcripts and audio description.",
        );
      },
    },
    leftovers: [{ url: "/api/faq", field: "question", prefix: "E2E Collection Question" }],
    prefix: "E2E Collection Question",
  },
  {
    name: "Standards",
    path: "/admin/standards",
    heading: "Manage Standards",
    add: { button: "Add New Region", dialog: "Add New Region", firstField: "Region title", submit: "Add Region" },
    async fill(dialog, name) {
      await dialog.getByLabel("Region title").fill(name);
      await dialog.getByLabel("Subtitle").fill("Federal disability discrimination law");
      await dialog.getByLabel("Detail 1 title").fill("DDA (Disability Discrimination Act)");
      await dialog.getByLabel("Detail 1 description").fill("Makes disability discrimination unlawful.");
    },
    list: "Regions in display order",
    label: (name) => name,
    editButton: (name) => `Edit region: ${name}`,
    deleteButton: (name) => `Delete region: ${name}`,
    edit: {
      dialog: "Edit Region",
      submit: "Save Changes",
      change: (dialog) => dialog.getByLabel("Subtitle").fill("Law for products, services and public websites"),
      async shown(item) {
        await expect(item).toContainText("Law for products, services and public websites");
        await expect(item).toContainText("1 detail: DDA (Disability Discrimination Act)");
      },
    },
    confirm: (name) =>
      `This will permanently delete the region "${name}" from the standards page. This action cannot be undone.`,
    toasts: {
      created: "Region added successfully",
      updated: "Region updated successfully",
      reordered: "Region order updated successfully",
      deleted: "Region deleted successfully",
    },
    publicPage: {
      path: "/standards",
      shown: (page, name) =>
        expect(page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("button", { name })).toContainText(
          "Law for products, services and public websites",
        ),
    },
    leftovers: [{ url: "/api/standards", field: "title", prefix: "E2E Collection Region" }],
    prefix: "E2E Collection Region",
  },
  {
    name: "Services",
    path: "/admin/services",
    heading: "Manage Services",
    add: { button: "Add New Service", dialog: "Add New Service", firstField: "Title", submit: "Add Service" },
    // The address follows the title as it is typed.
    async fill(dialog, name) {
      await dialog.getByLabel("Title").pressSequentially(name);
      await expect(dialog.getByLabel("Address")).toHaveValue(serviceAddress(name));
      await dialog.getByLabel("Description").fill("We transcribe print into braille.");
      await dialog.getByLabel("Features").fill("UEB and Nemeth code");
      await dialog.getByLabel("Page text").fill("Certified transcribers check every page.");
    },
    list: "Services in display order",
    label: (name) => name,
    editButton: (name) => `Edit service: ${name}`,
    deleteButton: (name) => `Delete service: ${name}`,
    edit: {
      dialog: "Edit Service",
      submit: "Save Changes",
      change: (dialog) => dialog.getByLabel("Features").fill("UEB and Nemeth code\nTactile graphics"),
      shown: (item) => expect(item).toContainText("· 2 features"),
    },
    confirm: (name) =>
      `This will permanently delete the service "${name}": its page /services/${serviceAddress(name)} will show "Service Not Found". This action cannot be undone.`,
    toasts: {
      created: "Service added successfully",
      updated: "Service updated successfully",
      reordered: "Service order updated successfully",
      deleted: "Service deleted successfully",
    },
    publicPage: {
      path: "/services",
      shown: (page, name) => expect(page.getByRole("article", { name })).toContainText("Tactile graphics"),
    },
    leftovers: [{ url: "/api/services", field: "title", prefix: "E2E Collection Service" }],
    prefix: "E2E Collection Service",
  },
  {
    name: "Home page cards",
    path: "/admin/services",
    heading: "Manage Services",
    add: { button: "Add Home Page Card", dialog: "Add Home Page Card", firstField: "Leads to", submit: "Add Card" },
    // The card leads to the first service, as the dialog proposes; its own title and text replace the service's.
    async fill(dialog, name) {
      await dialog.getByLabel("Title").fill(name);
      await dialog.getByLabel("Text").fill("Braille in every code your readers use.");
    },
    list: "Home page cards in display order",
    label: (name) => name,
    editButton: (name) => `Edit home page card: ${name}`,
    deleteButton: (name) => `Delete home page card: ${name}`,
    edit: {
      dialog: "Edit Home Page Card",
      submit: "Save Changes",
      async change(dialog) {
        await dialog.getByLabel("Leads to").selectOption({ label: "Accessible EPUB" });
      },
      shown: (item) => expect(item).toContainText("Leads to Accessible EPUB (/services/epub)"),
    },
    confirm: (name) =>
      `This will remove the card "${name}" from the home page. The service itself stays. This action cannot be undone.`,
    toasts: {
      created: "Home page card added successfully",
      updated: "Home page card updated successfully",
      reordered: "Home page card order updated successfully",
      deleted: "Home page card deleted successfully",
    },
    publicPage: {
      path: "/",
      shown: (page, name) =>
        expect(
          page.getByRole("region", { name: "Our Services" }).getByRole("link", { name: `Learn More about ${name}` }),
        ).toHaveAttribute("href", "/services/epub"),
    },
    leftovers: [{ url: "/api/home-cards", field: "title", prefix: "E2E Collection Card" }],
    prefix: "E2E Collection Card",
  },
];

function readImage(name: string) {
  return fs.readFileSync(image(name));
}

/** A service's address from its name: 'E2E Collection Service ab12c' gives 'e2e-collection-service-ab12c'. */
function serviceAddress(name: string) {
  return name.toLowerCase().replace(/\s+/g, "-");
}

/** The list's items in their order, by what the list calls them (read from their drag handles). */
async function order(list: Locator) {
  const handles = list.getByRole("button", { name: /^Drag to reorder / });
  return (await handles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")!))).map((label) =>
    label.replace(/^Drag to reorder /, ""),
  );
}

/** Opens the collection's screen and the view with its sortable list. */
async function openScreen(page: Page, collection: Collection) {
  await page.goto(collection.path);
  await expect(page.getByRole("heading", { name: collection.heading, level: 1 })).toBeVisible();
  await collection.openList?.(page);
  const list = page.getByRole("list", { name: collection.list });
  await expect(list).toBeVisible();
  return list;
}

/**
 * Moves the item one place earlier with the keyboard, as dnd-kit's keyboard sensor lets a person do: focus the drag
 * handle, Space to pick it up, an arrow key, Space to drop it. In a grid the item before may sit at the end of the
 * row above, where ArrowUp lands on the item straight above: the position the move announces says where it went.
 */
async function moveEarlierByKeyboard(page: Page, list: Locator, label: string) {
  const handle = list.getByRole("button", { name: `Drag to reorder ${label}`, exact: true });
  const before = await order(list);
  const from = before.indexOf(label);
  expect(from, "the item has one before it").toBeGreaterThan(0);
  const previous = list.getByRole("button", { name: `Drag to reorder ${before[from - 1]}`, exact: true });
  const sameRow = (await handle.boundingBox())!.y === (await previous.boundingBox())!.y;
  await handle.focus();
  // dnd-kit measures the items after the pick-up, so the keys are pressed at a person's pace.
  await page.keyboard.press("Space");
  await expect(page.getByText(`Picked up ${label}. Position ${from + 1} of ${before.length}.`)).toBeAttached();
  await page.waitForTimeout(200);
  await page.keyboard.press(sameRow ? "ArrowLeft" : "ArrowUp");
  const moved = page.getByText(new RegExp(`^${escapeRegExp(label)} moved to position \\d+ of ${before.length}\\.$`));
  await expect(moved).toBeAttached();
  const to = Number(/position (\d+) of/.exec((await moved.textContent())!)![1]) - 1;
  expect(to).toBeLessThan(from);
  await page.waitForTimeout(200);
  await page.keyboard.press("Space");
  const expected = [...before];
  expected.splice(to, 0, ...expected.splice(from, 1));
  return expected;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.use({
  signedIn: true,
  leftovers: [COLLECTIONS.flatMap((collection) => collection.leftovers), { scope: "test" }],
});

test.describe("the sortable collections' screen", () => {
  // Each journey goes through its screen twice and a public page once, with two uploads for the logos.
  test.describe.configure({ timeout: 120_000 });
  for (const collection of COLLECTIONS) {
    test(`${collection.name}: add by keyboard, edit, reorder by keyboard, see it public, delete`, async ({
      page,
      api,
      ui,
    }) => {
      await collection.neighbour?.(api, unique(collection.prefix));
      const name = unique(collection.prefix);
      const label = collection.label(name);
      const list = await openScreen(page, collection);
      const item = list.getByRole("listitem").filter({
        has: page.getByRole("button", { name: `Drag to reorder ${label}`, exact: true }),
      });

      // Add, by keyboard: the dialog opens on its first field and gives the focus back to the add button.
      const addButton = page.getByRole("button", { name: collection.add.button, exact: true });
      await addButton.press("Enter");
      const dialog = page.getByRole("dialog", { name: collection.add.dialog });
      await expect(dialog.getByLabel(collection.add.firstField, { exact: true })).toBeFocused();
      await collection.fill(dialog, name);
      await dialog.getByRole("button", { name: collection.add.submit }).press("Enter");
      await expect(dialog).toBeHidden();
      await expect(addButton).toBeFocused();
      await expect(ui.toast(collection.toasts.created)).toBeVisible();
      await expect(item).toBeVisible();
      const count = (await order(list)).length;

      // Edit: the list shows the change, and the focus goes back to the edit button.
      const editButton = list.getByRole("button", { name: collection.editButton(name), exact: true });
      await editButton.press("Enter");
      const edit = page.getByRole("dialog", { name: collection.edit.dialog });
      await collection.edit.change(edit);
      await edit.getByRole("button", { name: collection.edit.submit }).press("Enter");
      await expect(edit).toBeHidden();
      await expect(editButton).toBeFocused();
      await expect(ui.toast(collection.toasts.updated)).toBeVisible();
      await collection.edit.shown(item);

      // Reorder by keyboard; the public page shows the item as edited, and the order is kept on coming back.
      const expected = await moveEarlierByKeyboard(page, list, label);
      await expect(ui.toast(collection.toasts.reordered)).toBeVisible();
      await expect.poll(() => order(list)).toEqual(expected);
      await page.goto(collection.publicPage.path);
      await collection.publicPage.shown(page, name);
      await openScreen(page, collection);
      await expect.poll(() => order(list)).toEqual(expected);

      // Delete, answering the confirmation: the list is one shorter.
      await list.getByRole("button", { name: collection.deleteButton(name), exact: true }).press("Enter");
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(collection.confirm(name));
      await confirm.getByRole("button", { name: "Delete" }).press("Enter");
      await expect(ui.toast(collection.toasts.deleted)).toBeVisible();
      await expect(item).toHaveCount(0);
      await expect.poll(async () => (await order(list)).length).toBe(count - 1);
    });
  }
});
