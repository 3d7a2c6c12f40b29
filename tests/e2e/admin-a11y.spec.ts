// Accessibility of the admin area and the sign-in page: one scan (axe and HTML_CodeSniffer at 1280×800 and 390×844)
// per screen state, each state a row of its own. The journeys check what the screens do and scan nothing; a state
// is scanned here once, however many journeys pass through it.
//
// Opening a page, signing it in and loading the app cost far more than a scan, so the rows of one screen run in one
// test on one page, each a step named after its state (a finding names the state and lets the next ones run): a
// row moves to its screen inside the app, or closes the dialogs left open when it is on it already, and loads the
// page afresh only when it arranged data through the API first (the app keeps what it loaded).
//
// Every admin screen of the admin area (shared/admin-routes.ts) is scanned as it opens with its list filled, so a new
// screen is scanned without a new row; the lists are scanned empty too (admin-lists.ts), and each dialog, menu,
// confirmation and error a journey shows has a row below: how to reach it, then the scan.
import fs from "node:fs";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { adminRoutes } from "@shared/admin-routes";
import { pageBody } from "@shared/test/rows";
import { ADMIN_LISTS, type AdminList } from "./admin-lists";
import {
  addAuthenticator,
  addUnknownPasskey,
  atLocalhost,
  buyerInquiry,
  VIEWPORTS,
  adminApi,
  createLogos,
  createPage,
  createTeamMember,
  createTestimonial,
  deleteWhere,
  expectNoAxeViolationsAt,
  fillTestimonialDialog,
  image,
  navigateInApp,
  ownPasswordAgain,
  sendInquiry,
  setSetting,
  signInPage,
  toastWith,
  unique,
  expect,
  test,
  type ConsoleErrors,
  type Viewport,
} from "./fixtures";

/** Rows every screen shows, made once for this file and deleted at its end. */
const SHOWN = "E2E Shown";
const SHOWN_ADMIN = "e2e-shown-admin";
const SHOWN_DRAFT = "e2e-shown-draft";
/** Rows one state needs, deleted after its test. */
const SCAN = "E2E Scan";
const SCAN_ADMIN = "e2e-scan-";
const PASSWORD = "a11y-scan-password-1";
const PHONE = [VIEWPORTS[1]];
const EDGE_ON_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";

/** What a row may use to reach its state. */
interface Reach {
  page: Page;
  api: APIRequestContext;
  consoleErrors: ConsoleErrors;
  baseURL: string;
  playwright: PlaywrightWorkerArgs["playwright"];
}

/**
 * One screen state: how to get there (from wherever the row before left the page), the sizes it is scanned at (both,
 * unless the state has only one), and what to undo once it is scanned.
 */
interface State {
  name: string;
  reach(reach: Reach): Promise<void>;
  viewports?: readonly Viewport[];
  leave?(page: Page): Promise<void>;
}

/** Every dialog and confirmation in the page, the ones hidden behind another included. */
const dialogs = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

/**
 * Opens a screen and waits until its data is there. On a page already showing the app it moves there as a link
 * does, or closes the dialogs left open when it is there already; `reload` loads the page afresh, for data arranged
 * through the API since the app loaded its own.
 */
async function open(page: Page, path: string, { reload = false } = {}) {
  const at = page.url() === "about:blank" ? null : new URL(page.url());
  const to = new URL(path, at ?? "http://unknown");
  // The lists keep their page and search as they were when the screen opened.
  if (reload || !at || at.origin !== to.origin || at.search !== to.search) {
    await page.goto(path);
  } else if (at.pathname !== to.pathname) {
    // The screen left behind keeps its heading (hidden behind a dialog, maybe) until the next one replaces it.
    await page.locator("h1").evaluateAll((headings) => headings.forEach((h1) => h1.setAttribute("data-left", "")));
    await navigateInApp(page, to.pathname + to.search);
    await expect(page.locator("h1[data-left]")).toHaveCount(0);
  } else {
    // Escape closes the dialog on top, then the one under it; the focus they hand back would show its tooltip.
    for (let open = await dialogs(page).count(); open > 0; open--) {
      await page.keyboard.press("Escape");
      await expect(dialogs(page)).toHaveCount(open - 1);
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }
  await settle(page);
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Scans each state in order on one page, each a step of the test named after it. */
function scanInOrder(title: string, states: State[]) {
  test(title, async ({ page, api, consoleErrors, baseURL, playwright }) => {
    // A state takes a few seconds; the passkey states, which sign in and out, up to half a minute on a busy machine.
    test.setTimeout(30_000 + states.length * 40_000);
    for (const state of states) {
      await test.step(state.name, async () => {
        await state.reach({ page, api, consoleErrors, baseURL: baseURL!, playwright });
        await expectNoAxeViolationsAt(page, state.name, state.viewports, { soft: true });
        await state.leave?.(page);
      });
    }
  });
}

/**
 * The states of each screen together, in their order, named after the screen their name starts with; the screens
 * with a single state share one test.
 */
function scanByScreen(states: State[]) {
  const screens = new Map<string, State[]>();
  for (const state of states) {
    const screen = /^\/\S*?(?=:| |$)/.exec(state.name)?.[0] ?? state.name;
    screens.set(screen, [...(screens.get(screen) ?? []), state]);
  }
  const alone = [...screens.values()].filter((group) => group.length === 1).flat();
  for (const [screen, group] of screens) if (group.length > 1) scanInOrder(screen, group);
  if (alone.length > 0) scanInOrder("the screens with one state of their own", alone);
}

// --- What the states are reached with ---

/** Sends an inquiry of the state's own and opens its details. */
async function openInquiry(page: Page, api: APIRequestContext) {
  const fullName = unique(`${SCAN} Inquirer`);
  await sendInquiry(api, buyerInquiry(fullName));
  await open(page, "/admin/inquiries", { reload: true });
  await page.getByRole("button", { name: `View inquiry from ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(details.getByLabel("Status")).toHaveValue("in_review");
  return { details, fullName };
}

/** The Add New Page dialog with a title and the editor focused, for the editor's own dialogs. */
async function pageEditor(page: Page) {
  await open(page, "/admin/pages");
  await page.getByRole("button", { name: "Add Page" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Page" });
  await dialog.getByLabel("Page Title").fill(unique(SCAN));
  await dialog.getByRole("textbox", { name: "Page Content" }).click();
  await page.keyboard.type("Our team.");
  return dialog;
}

/** A page saved three times, its Edit dialog open on the History tab; returns the first version's entry. */
async function pageHistory(page: Page, api: APIRequestContext) {
  const title = unique(`${SCAN} History`);
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await createPage(api, { title, slug, content: "<h2>Our work</h2><p>First version of the text.</p>" });
  const rows = (await (await api.get("/api/pages")).json()) as Array<{ id: number; slug: string }>;
  const id = rows.find((row) => row.slug === slug)!.id;
  for (const [suffix, word] of [
    ["two", "Second"],
    ["three", "Third"],
  ]) {
    const content = `<h2>Our work</h2><p>${word} version of the text.</p>`;
    expect((await api.put(`/api/pages/${id}`, { data: { title: `${title} ${suffix}`, content } })).ok()).toBeTruthy();
  }
  await open(page, "/admin/pages", { reload: true });
  await page.getByRole("button", { name: `Edit ${title} three`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Page" });
  await dialog.getByRole("tab", { name: "History" }).click();
  const versions = dialog.getByRole("listitem");
  await expect(versions).toHaveCount(3);
  return versions.nth(2);
}

/** Opens a page's Edit dialog after making the page through the API. */
async function editPage(page: Page, api: APIRequestContext, title: string, content: string) {
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await createPage(api, { title, slug, content, isPublished: false });
  await open(page, "/admin/pages", { reload: true });
  await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click();
  return page.getByRole("dialog", { name: "Edit Page" });
}

interface PasskeyAccount {
  username: string;
  local: string;
}

/** The administrator the passkey states share, made by the first of them. */
const passkeyScan: { account?: PasskeyAccount } = {};

/** An administrator of the state's own, signed in at localhost with a password, on the Account screen. */
async function passkeyAccount({ page, api, baseURL }: Reach): Promise<PasskeyAccount> {
  const username = `${SCAN_ADMIN}${Date.now().toString(36).slice(-5)}`;
  expect((await api.post("/api/admins", { data: { username, password: PASSWORD } })).status()).toBe(201);
  const local = atLocalhost(baseURL);
  await addAuthenticator(page);
  const login = await page.request.post(`${local}/api/auth/login`, { data: { username, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  await ownPasswordAgain(page.request, PASSWORD, local);
  await open(page, `${local}/admin/account`);
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  return { username, local };
}

/**
 * From the Add a passkey dialog: the Account screen with a passkey that opened this session, and a second session
 * (another browser, signed in with the password).
 */
async function accountWithPasskey({ page, playwright }: Reach, { username, local }: PasskeyAccount) {
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await dialog.getByLabel("Name").fill("Work laptop");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(toastWith(page, '"Work laptop" signs you in from now on.')).toBeVisible();
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const elsewhere = await playwright.request.newContext({ baseURL: local, userAgent: EDGE_ON_MAC });
  expect((await elsewhere.post("/api/auth/login", { data: { username, password: PASSWORD } })).ok()).toBeTruthy();
  await elsewhere.dispose();
  await open(page, `${local}/admin/account`, { reload: true });
  const sessions = page.getByRole("table", { name: "Your sessions, this one first" });
  await expect(sessions.getByRole("row").filter({ hasText: "Edge on macOS" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(/Last used/)).toBeVisible();
}

// --- The states ---

/** The dialogs, confirmations, menus, views and errors of the admin screens, signed in as the administrator. */
const ADMIN_STATES: State[] = [
  {
    name: "/admin/redirects with rules and an address not found",
    async reach({ page, api }) {
      // Made afresh, should a retry find them from the first try.
      await deleteWhere(api, "/api/redirects", (row) => String(row.note).startsWith(SHOWN));
      for (const [fromPath, toPath, statusCode] of [
        ["/e2e-shown-brochure", "/services", 301],
        ["/e2e-shown-offer", "/contact", 302],
      ] as const) {
        const data = { fromPath, toPath, statusCode, note: `${SHOWN} rule` };
        expect((await api.post("/api/redirects", { data })).status()).toBe(201);
      }
      await api.get("/e2e-shown-missing");
      await api.get("/e2e-shown-brochure", { maxRedirects: 0 });
      await open(page, "/admin/redirects", { reload: true });
      await expect(page.getByRole("rowheader", { name: "/e2e-shown-offer" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Redirect /e2e-shown-missing" })).toBeVisible();
    },
  },
  {
    name: "/admin/redirects: Add Redirect dialog with the server's refusal on a field",
    async reach({ page, consoleErrors }) {
      consoleErrors.expect(/status of 409 /);
      await open(page, "/admin/redirects");
      await page.getByRole("button", { name: "Redirect /e2e-shown-missing" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Redirect" });
      await expect(dialog.getByRole("textbox", { name: "New address" })).toBeFocused();
      await page.keyboard.type("/e2e-shown-brochure");
      // An address that has a rule already: the server refuses it, on the Old address field.
      await dialog.getByRole("textbox", { name: "Old address" }).fill("/e2e-shown-offer");
      await dialog.getByRole("button", { name: "Add Redirect" }).click();
      await expect(dialog.getByRole("textbox", { name: "Old address" })).toHaveAttribute("aria-invalid", "true");
    },
    async leave(page) {
      await page.keyboard.press("Escape");
    },
  },
  // The Overview: the table above scans it with a fresh site's checklist; here with nothing left to do.
  {
    name: "/admin: Overview with nothing left to do and no backup",
    async reach({ page }) {
      const done = {
        inquiries: { newCount: 0, newest: [] },
        checklist: [],
        backups: { newest: null, schedule: null, stale: true },
        activity: [],
      };
      await page.route("**/api/overview", (route) =>
        route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(done) }),
      );
      await open(page, "/admin", { reload: true });
      await expect(page.getByText(/^Nothing left to do/)).toBeVisible();
      await expect(page.getByText("There is no backup yet.")).toBeVisible();
    },
    leave: (page) => page.unroute("**/api/overview"),
  },
  // Team
  {
    name: "/admin/team: Add Team Member dialog with a photo and its alt text",
    async reach({ page }) {
      await open(page, "/admin/team");
      await page.getByRole("button", { name: "Add Team Member" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Team Member" });
      const name = `${SCAN} Member`;
      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Designation").fill("Accessibility Lead");
      await dialog.getByLabel("Description").fill("Leads our audits.");
      await dialog.getByLabel("Profile Image").setInputFiles(image("photo.jpg"));
      await expect(dialog.getByRole("img", { name })).toHaveAttribute("src", /^\/uploads\//);
      await dialog.getByLabel("Alt text").fill("Smiling person in a blue jacket");
      await expect(dialog.getByText("Enter the LinkedIn profile URL (optional)")).toBeVisible();
    },
  },
  {
    name: "/admin/team: Reorder View",
    async reach({ page }) {
      await open(page, "/admin/team");
      await page.getByRole("tab", { name: "Reorder View" }).click();
      const list = page.getByRole("list", { name: "Team members in display order" });
      await expect(list.getByRole("listitem").filter({ hasText: SHOWN }).first()).toBeVisible();
    },
  },
  {
    name: "/admin/team: delete confirmation",
    async reach({ page }) {
      await open(page, "/admin/team");
      await page.getByRole("button", { name: `Delete ${SHOWN} Ada` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this team member?");
    },
  },
  {
    name: "/admin/team: an icon button's tooltip",
    async reach({ page }) {
      await open(page, "/admin/team");
      await page.getByRole("button", { name: `Edit ${SHOWN} Ada` }).hover();
      await expect(page.getByRole("tooltip")).toHaveText(`Edit ${SHOWN} Ada`);
    },
  },
  // Pages
  {
    name: "/admin/pages: Add New Page dialog filled in, as a draft",
    async reach({ page }) {
      await open(page, "/admin/pages");
      await page.getByRole("button", { name: "Add Page" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Page" });
      await dialog.getByLabel("Page Title").fill(unique(SCAN));
      await dialog.getByRole("textbox", { name: "Page Content" }).fill("Hello from the accessibility scan.");
      await dialog.getByLabel("Meta Description").fill("A page being written.");
      await dialog.getByLabel("Publish page").uncheck();
    },
  },
  {
    name: "/admin/pages: the editor's accessibility check reporting problems",
    async reach({ page, api }) {
      const dialog = await editPage(
        page,
        api,
        unique(`${SCAN} Problems`),
        '<h3>Our services</h3><p>We convert documents. For details <a href="/services">click here</a>.</p>',
      );
      const check = dialog.getByRole("region", { name: "Accessibility check" });
      await expect(check.getByRole("status")).toHaveText("2 accessibility problems");
    },
  },
  {
    name: "/admin/pages: Edit Page dialog naming what visitors will not get",
    async reach({ page, api }) {
      const dialog = await editPage(
        page,
        api,
        unique(`${SCAN} Markup`),
        '<h2>Offer</h2><p><a href="https://www.example.com/" style="position:fixed" popover="manual">Win</a></p><iframe src="https://www.example.com/embed" title="Video"></iframe>',
      );
      const notice = dialog.getByRole("status").filter({ hasText: "Visitors will not get these parts of your HTML" });
      await expect(notice.getByRole("listitem")).toHaveCount(3);
    },
  },
  {
    name: "/admin/pages: the privacy policy's Edit Page dialog, kept by the footer",
    async reach({ page }) {
      await open(page, "/admin/pages");
      await page.getByRole("button", { name: "Edit Privacy Policy" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Page" });
      await expect(dialog.getByText(/The footer links to this page, so it cannot be deleted/)).toBeVisible();
    },
  },
  {
    name: "/admin/pages: Insert image dialog asking for alt text",
    async reach({ page }) {
      await pageEditor(page);
      await page.keyboard.press("Control+Alt+m");
      const imageDialog = page.getByRole("dialog", { name: "Insert image" });
      await imageDialog.getByLabel("Upload an image").setInputFiles(image("photo.jpg"));
      await expect(imageDialog.getByLabel("Image address")).toHaveValue(/^\/uploads\//);
      await imageDialog.getByRole("button", { name: "Insert image" }).click();
      await expect(imageDialog.getByText("Describe the image, or mark it as decorative")).toBeVisible();
    },
  },
  {
    name: "/admin/pages: Add link dialog asking for the link's words",
    async reach({ page }) {
      await pageEditor(page);
      await page.keyboard.press("Control+k");
      const linkDialog = page.getByRole("dialog", { name: "Add link" });
      await linkDialog.getByRole("button", { name: "Add link" }).click();
      await expect(linkDialog.getByText("Enter the words the link shows")).toBeVisible();
    },
  },
  {
    name: "/admin/pages: a page's history",
    async reach({ page, api }) {
      const first = await pageHistory(page, api);
      await expect(first).toContainText("Version 1:");
    },
  },
  {
    name: "/admin/pages: a page's history with a version compared and its HTML changes shown",
    async reach({ page, api }) {
      const first = await pageHistory(page, api);
      await first.getByRole("button", { name: /^Compare version 1, of/ }).click();
      await first.getByRole("button", { name: "Show HTML changes" }).click();
      await expect(first.getByRole("region", { name: "HTML changes" })).toContainText("First version of the text.");
    },
  },
  {
    name: "/admin/pages: restore confirmation",
    async reach({ page, api }) {
      const first = await pageHistory(page, api);
      await first.getByRole("button", { name: /^Restore version 1, of/ }).click();
      const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
      await expect(confirm).toContainText("The current version stays in the history");
    },
  },
  {
    name: "/admin/pages: delete confirmation",
    async reach({ page }) {
      await open(page, "/admin/pages");
      await page.getByRole("button", { name: `Delete ${SHOWN} Draft` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this page?");
    },
  },
  {
    name: "/admin/pages: page 2 of the list",
    async reach({ page, api }) {
      // More pages than one page of the list holds (50).
      const batch = unique(SCAN);
      const slugBase = batch.toLowerCase().replace(/\s+/g, "-");
      for (let i = 1; i <= 51; i++) {
        const data = pageBody({
          title: `${batch} ${i}`,
          slug: `${slugBase}-${i}`,
          content: `<p>Page ${i}.</p>`,
          isPublished: i % 2 === 0,
        });
        expect((await api.post("/api/pages", { data })).status()).toBe(201);
      }
      await open(page, "/admin/pages?page=2");
      await expect(page.getByRole("table", { name: /page 2 of/ })).toBeVisible();
    },
  },
  {
    name: "/admin/pages: a search that finds nothing",
    async reach({ page }) {
      await open(page, "/admin/pages");
      await page.getByRole("searchbox", { name: "Search pages" }).fill("no page is called this");
      await expect(page.getByText("No page's title or slug contains “no page is called this”.")).toBeVisible();
    },
  },
  {
    name: "a draft previewed by an administrator",
    async reach({ page, consoleErrors }) {
      // Nothing public answers at a draft's address.
      consoleErrors.allow(/status of 404 /);
      await page.goto(`/page/${SHOWN_DRAFT}`);
      await expect(page.getByRole("heading", { level: 1, name: `${SHOWN} Draft` })).toBeVisible();
      const banner = page.getByRole("status").filter({ hasText: "Preview — not published" });
      await expect(banner).toBeVisible();
    },
  },
  // Inquiries
  {
    name: "/admin/inquiries: Inquiry Details with notes saved",
    async reach({ page, api }) {
      const { details } = await openInquiry(page, api);
      await expect(details).toContainText("No responses yet.");
      await details.getByLabel("Notes").fill("Call back on Monday about the VPAT scope.");
      await details.getByRole("button", { name: "Save notes" }).click();
      await expect(toastWith(page, "Notes saved")).toBeVisible();
    },
  },
  {
    name: "/admin/inquiries: Send Response dialog",
    async reach({ page, api }) {
      const { details } = await openInquiry(page, api);
      await details.getByRole("button", { name: "Respond" }).click();
      const respond = page.getByRole("dialog", { name: "Send Response" });
      // The e2e server has no mail server, so the note saying so is scanned with the dialog.
      await expect(respond.getByRole("note")).toContainText("This site cannot send e-mail");
      await respond.getByLabel("Your Message").fill("Thank you, we will send a quote today.");
      await expect(respond.getByRole("button", { name: "Send Response" })).toBeEnabled();
    },
  },
  {
    name: "/admin/inquiries: delete confirmation",
    async reach({ page }) {
      await open(page, "/admin/inquiries");
      await page.getByRole("button", { name: `Delete inquiry from ${SHOWN} Inquirer` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("This action cannot be undone.");
    },
  },
  {
    name: "/admin/inquiries: Erase by e-mail address, its refusal and its confirmation",
    async reach({ page }) {
      await open(page, "/admin/inquiries");
      await page.getByRole("button", { name: "Erase by e-mail address" }).click();
      const dialog = page.getByRole("dialog", { name: "Erase by e-mail address" });
      const field = dialog.getByRole("textbox", { name: "E-mail address" });
      await field.fill("nobody@");
      await dialog.getByRole("button", { name: "Erase..." }).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await field.fill("nobody@example.org");
      await dialog.getByRole("button", { name: "Erase..." }).click();
      await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
    },
  },
  {
    name: "/admin/inquiries: page 2 of the list",
    async reach({ page, api }) {
      const batch = unique(SCAN);
      for (let i = 1; i <= 51; i++) {
        await sendInquiry(api, {
          fullName: `${batch} ${i}`,
          designation: "Production Editor",
          companyEmail: `reader${i}@example.org`,
          phoneNumber: "+1 555 0100",
          goals: ["Accessible EPUB"],
        });
      }
      await open(page, "/admin/inquiries?page=2");
      await expect(page.getByRole("table", { name: /page 2 of/ })).toBeVisible();
    },
  },
  {
    name: "/admin/inquiries: a search that finds nothing",
    async reach({ page }) {
      await open(page, "/admin/inquiries");
      await page.getByRole("searchbox", { name: "Search inquiries" }).fill("no inquirer is called this");
      await expect(
        page.getByText("No inquiry's name or e-mail address contains “no inquirer is called this”."),
      ).toBeVisible();
    },
  },
  // Client logos and testimonials
  {
    name: "/admin/logos: Add New Client Logo dialog with an uploaded logo",
    async reach({ page }) {
      await open(page, "/admin/logos");
      await page.getByRole("button", { name: "Add New Logo" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Client Logo" });
      await dialog.getByLabel("Client / Company Name").fill(`${SCAN} Client`);
      await dialog.getByLabel("Logo Image").setInputFiles(image("logo.png"));
      await expect(dialog.getByRole("img", { name: `${SCAN} Client` })).toHaveAttribute("src", /^\/uploads\//);
    },
  },
  {
    name: "/admin/logos: delete confirmation",
    async reach({ page }) {
      await open(page, "/admin/logos");
      await page.getByRole("button", { name: `Delete ${SHOWN} Client` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("This action cannot be undone.");
    },
  },
  {
    name: "/admin/testimonials: Add New Testimonial dialog with an avatar and a company logo",
    async reach({ page }) {
      await open(page, "/admin/testimonials");
      await page.getByRole("button", { name: "Add New Testimonial" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Testimonial" });
      await fillTestimonialDialog(dialog, `${SCAN} Co`);
    },
  },
  {
    name: "/admin/testimonials: delete confirmation",
    async reach({ page }) {
      await open(page, "/admin/testimonials");
      await page.getByRole("button", { name: `Delete testimonial from ${SHOWN} Co` }).click();
      await expect(page.getByRole("alertdialog")).toContainText("This action cannot be undone.");
    },
  },
  // FAQ, services and standards
  {
    name: "/admin/faq: Add New Question dialog with a list answer",
    async reach({ page }) {
      await open(page, "/admin/faq");
      await page.getByRole("button", { name: "Add New Question" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Question" });
      await dialog.getByLabel("Question").fill(`${SCAN} Which formats do you accept?`);
      await dialog.getByRole("radio", { name: "List" }).check();
      await dialog.getByLabel("Intro text").fill("We accept:");
      await dialog.getByLabel("List items").fill("Microsoft Word\nInDesign packages");
    },
  },
  {
    name: "/admin/services: Add New Service dialog filled in",
    async reach({ page }) {
      await open(page, "/admin/services");
      await page.getByRole("button", { name: "Add New Service" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Service" });
      await dialog.getByLabel("Address").fill("e2e-scan-braille");
      await dialog.getByLabel("Title").fill(`${SCAN} Braille Transcription`);
      await dialog.getByLabel("Description").fill("We transcribe print into braille.");
      await dialog.getByLabel("Keywords").fill("braille, UEB");
      await dialog.getByRole("radio", { name: "PDF file" }).check();
      await dialog.getByLabel("Features").fill("UEB and Nemeth code\nTactile graphics");
      await dialog.getByLabel("Page text").fill("Certified transcribers check every page.");
    },
  },
  {
    name: "/admin/standards: Add New Region dialog filled in",
    async reach({ page }) {
      await open(page, "/admin/standards");
      await page.getByRole("button", { name: "Add New Region" }).click();
      const dialog = page.getByRole("dialog", { name: "Add New Region" });
      await dialog.getByLabel("Region title").fill(`${SCAN} Australia`);
      await dialog.getByLabel("Subtitle").fill("Federal disability discrimination law");
      await dialog.getByRole("radio", { name: "Globe" }).check();
      await dialog.getByLabel("Detail 1 title").fill("DDA (Disability Discrimination Act)");
      await dialog.getByLabel("Detail 1 description").fill("Makes disability discrimination unlawful.");
    },
  },
  // Site Settings (the Company Information tab is the screen as it opens)
  {
    name: "/admin/settings: Company Information with an uploaded logo",
    async reach({ page, api }) {
      const upload = await api.post("/api/settings/upload/logo", {
        multipart: {
          image: { name: "logo.png", mimeType: "image/png", buffer: fs.readFileSync(image("logo.png")) },
        },
      });
      expect(upload.status()).toBe(201);
      await setSetting(api, "companyLogo", ((await upload.json()) as { logoUrl: string }).logoUrl);
      await open(page, "/admin/settings", { reload: true });
      await expect(page.getByRole("button", { name: "Remove logo" })).toBeVisible();
    },
  },
  {
    name: "/admin/settings: Home Page tab with a change not saved yet",
    async reach({ page }) {
      await settingsTab(page, "Home Page");
      await page.getByLabel("Home page heading", { exact: true }).fill("Books every reader can open");
      await expect(page.getByRole("tab", { name: "Home Page (unsaved changes)" })).toBeVisible();
    },
  },
  {
    name: "/admin/settings: asked about the unsaved change on leaving the tab",
    async reach({ page }) {
      await page.getByRole("tab", { name: "Contact & Addresses" }).click();
      await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toBeVisible();
    },
  },
  {
    name: "/admin/settings: About Page tab",
    reach: ({ page }) => settingsTab(page, "About Page"),
  },
  {
    name: "/admin/settings: Service Pages tab",
    reach: ({ page }) => settingsTab(page, "Service Pages"),
  },
  {
    name: "/admin/settings: Call-to-Action Bands tab",
    reach: ({ page }) => settingsTab(page, "Call-to-Action Bands"),
  },
  {
    name: "/admin/settings: Contact & Addresses tab with an address refused on its field",
    async reach({ page }) {
      await settingsTab(page, "Contact & Addresses");
      const portal = page.getByLabel("Client portal quote request address", { exact: true });
      await page.getByLabel("Sales e-mail", { exact: true }).fill("deals@e2e-books.test");
      await portal.fill("http://portal.e2e-books.test/quote");
      await page.getByRole("button", { name: "Save Contact & Addresses" }).click();
      await expect(portal).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(/Enter an address that starts with https:\/\//)).toBeVisible();
    },
  },
  {
    name: "/admin/settings: Other Projects tab",
    reach: ({ page }) => settingsTab(page, "Other Projects"),
  },
  {
    name: "/admin/settings: EPUB Reader Downloads tab",
    reach: ({ page }) => settingsTab(page, "EPUB Reader Downloads"),
  },
  {
    name: "/admin/settings: Social Media tab with an address that is not a web address",
    async reach({ page }) {
      await settingsTab(page, "Social Media");
      await page.getByLabel("YouTube URL").fill("@e2ebooks");
      await expect(page.getByLabel("YouTube URL")).toHaveAccessibleDescription(/This is not a web address/);
    },
  },
  {
    name: "/admin/settings: Contact Page tab",
    async reach({ page }) {
      await settingsTab(page, "Contact Page");
      await expect(page.getByLabel("Show the 'Request a quote' form on the Contact page")).toBeChecked();
    },
  },
  {
    name: "/admin/settings: Inquiries tab with an address refused and a test e-mail's answer",
    async reach({ page }) {
      await settingsTab(page, "Inquiries");
      const recipients = page.getByLabel("Send new inquiries to");
      await recipients.fill("team@e2e-books.test, nobody@");
      await page.getByRole("button", { name: "Save Inquiry E-mails" }).click();
      await expect(recipients).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Send the test to").fill("me@e2e-books.test");
      await page.getByRole("button", { name: "Send a test e-mail" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Not sent." })).toBeVisible();
    },
  },
  {
    name: "/admin/settings: Sign-in tab",
    async reach({ page }) {
      await settingsTab(page, "Sign-in");
      await expect(page.getByLabel("Administrators sign in with passkeys only")).not.toBeChecked();
    },
  },
  // Administrators, the Account screen and the activity log
  {
    name: "/admin/admins: Add Administrator dialog with passwords that do not match",
    async reach({ page }) {
      await open(page, "/admin/admins");
      await page.getByRole("button", { name: "Add Administrator" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Administrator" });
      await dialog.getByLabel("Username").fill(`${SCAN_ADMIN}new`);
      await dialog.getByLabel("E-mail (optional)").fill("new.admin@example.com");
      await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await dialog.getByLabel("Confirm password").fill("something-else");
      await dialog.getByRole("button", { name: "Add Administrator" }).click();
      await expect(dialog.getByText("The passwords do not match")).toBeVisible();
    },
  },
  {
    name: "/admin/admins: Reset password dialog",
    async reach({ page }) {
      await open(page, "/admin/admins");
      await page.getByRole("button", { name: `Reset password of ${SHOWN_ADMIN}` }).click();
      await expect(page.getByRole("dialog", { name: "Reset password" })).toContainText(
        `Set a new password for ${SHOWN_ADMIN}`,
      );
    },
  },
  {
    name: "/admin/admins: remove confirmation",
    async reach({ page }) {
      await open(page, "/admin/admins");
      await page.getByRole("button", { name: `Remove ${SHOWN_ADMIN}` }).click();
      await expect(page.getByRole("alertdialog", { name: `Remove ${SHOWN_ADMIN}?` })).toBeVisible();
    },
  },
  {
    name: "/admin/admins: the list failing to load",
    async reach({ page, consoleErrors }) {
      consoleErrors.expect(/status of 500 /);
      await page.route("**/api/admins", (route) =>
        route.request().method() === "GET"
          ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Database down"}' })
          : route.continue(),
      );
      await page.goto("/admin/admins");
      await expect(page.getByRole("alert")).toContainText("Failed to load administrators");
    },
  },
  {
    name: "/admin/account as a new administrator: Choose a new password, a wrong current password on its field",
    async reach({ page, consoleErrors }) {
      // The wrong password is answered 400.
      consoleErrors.expect(/status of 400 /);
      const login = await page.request.post("/api/auth/login", { data: { username: SHOWN_ADMIN, password: PASSWORD } });
      expect(login.ok()).toBeTruthy();
      // Loaded afresh: the app learns who is signed in now.
      await open(page, "/admin/account", { reload: true });
      await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
      await page.getByLabel("Current password").fill("not my password");
      await page.getByLabel("New password", { exact: true }).fill("own-password-3");
      await page.getByLabel("Confirm new password").fill("own-password-3");
      await page.getByRole("button", { name: "Set New Password" }).click();
      await expect(page.getByText("The current password is incorrect", { exact: true }).first()).toBeVisible();
      await expect(page.getByLabel("Current password")).toBeFocused();
    },
    // The states after this one are the e2e administrator's again.
    async leave(page) {
      await signInPage(page);
      await page.goto("/admin/account");
    },
  },
  {
    name: "/admin/activity: filters that match nothing",
    async reach({ page }) {
      await open(page, "/admin/activity");
      await page.getByLabel("User").fill("nobody-by-this-name");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page.getByText("No activity matches these filters")).toBeVisible();
    },
  },
  // The Admin Menu and the signed-in sign-in page
  {
    name: "/ with the Admin Menu open",
    async reach({ page }) {
      await page.goto("/");
      await page.getByRole("button", { name: "Admin Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Admin Controls" })).toBeVisible();
    },
  },
  {
    // Narrow windows fold Site Settings' list of tabs into one button.
    name: "/admin/settings at 390 px with its list of sections open",
    viewports: PHONE,
    async reach({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, "/admin/settings");
      await page.getByRole("button", { name: /^Section: / }).click();
      await expect(page.getByRole("tab", { name: "Sign-in" })).toBeVisible();
    },
  },
  {
    // Beside the sidebar (wider windows) the admin area has no Admin Menu.
    name: "/admin/settings at 390 px with the Admin Menu open",
    viewports: PHONE,
    async reach({ page }) {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, "/admin/settings");
      await page.getByRole("button", { name: "Admin Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Admin Controls" }).getByRole("link")).toHaveCount(
        Object.keys(adminRoutes).length,
      );
    },
  },
  {
    name: "/auth signed in",
    async reach({ page }) {
      await page.goto("/auth");
      await expect(page.getByRole("heading", { name: "You're Already Logged In" })).toBeVisible();
    },
  },
  // Passkeys on the Account screen, at localhost: one administrator of its own goes through the four in turn.
  {
    name: "/admin/account at localhost without passkeys",
    async reach(reach) {
      passkeyScan.account = await passkeyAccount(reach);
    },
  },
  {
    name: "/admin/account at localhost: Add a passkey dialog",
    async reach({ page }) {
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect(page.getByRole("dialog", { name: "Add a passkey" })).toBeVisible();
    },
  },
  {
    name: "/admin/account at localhost with a passkey and two sessions",
    reach: (reach) => accountWithPasskey(reach, passkeyScan.account!),
  },
  {
    name: "/admin/account at localhost: Remove passkey dialog",
    async reach({ page }) {
      await page.getByRole("button", { name: "Remove Work laptop" }).click();
      const dialog = page.getByRole("dialog", { name: "Remove passkey" });
      await expect(dialog.getByLabel("Also sign out the sessions this passkey opened")).toBeChecked();
    },
  },
];

/** The sign-in page, signed out. */
const SIGN_IN_STATES: State[] = [
  {
    // At the suite's 127.0.0.1 a note says where passkeys work.
    name: "/auth",
    async reach({ page }) {
      await page.goto("/auth");
      await expect(page.getByRole("heading", { name: "Admin Access", level: 1 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Open this page at localhost" })).toBeVisible();
    },
  },
  {
    name: "/auth: Forgot password alert",
    async reach({ page }) {
      await page.goto("/auth");
      await page.getByRole("button", { name: "Forgot password?" }).click();
      await expect(page.getByRole("alertdialog")).toContainText(/Please contact administrator at .+@.+/);
    },
  },
  {
    name: "/auth at localhost with the passkey button",
    async reach({ page, baseURL }) {
      await page.goto(`${atLocalhost(baseURL)}/auth`);
      await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    },
  },
  {
    name: "/auth at localhost after a passkey this site does not know",
    async reach({ page, baseURL, consoleErrors }) {
      // The unknown passkey is answered 401.
      consoleErrors.allow(/status of 401 /);
      const { cdp, authenticatorId } = await addAuthenticator(page);
      await addUnknownPasskey(cdp, authenticatorId);
      await page.goto(`${atLocalhost(baseURL)}/auth`);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "This passkey is not recognised here." })).toBeVisible();
    },
  },
];

/** The tabs of Site Settings, in their order: each has a row above (Company Information is the opening view). */
const SETTINGS_TABS = [
  "Company Information",
  "Home Page",
  "About Page",
  "Service Pages",
  "Call-to-Action Bands",
  "Contact & Addresses",
  "Other Projects",
  "EPUB Reader Downloads",
  "Social Media",
  "Contact Page",
  "Inquiries",
  "Sign-in",
];

/**
 * Opens a tab of Site Settings, from another screen or from another tab of it (as a click on the tab does); changes
 * a row before left unsaved on the tab it leaves are discarded, as the screen asks first.
 */
async function settingsTab(page: Page, name: string) {
  const at = page.url() === "about:blank" ? null : new URL(page.url());
  await open(page, at?.pathname === "/admin/settings" ? at.pathname + at.search : "/admin/settings");
  const tab = page.getByRole("tab", { name });
  const left = (await page.getByRole("tab", { selected: true }).textContent()) ?? "";
  await tab.click();
  if (left.includes("unsaved changes") && !left.startsWith(name))
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** The lists every admin screen shows, made once; each names itself SHOWN, so the rows can find them. */
async function seedShown(request: APIRequestContext) {
  await adminApi(request);
  await sendInquiry(request, {
    fullName: `${SHOWN} Inquirer`,
    designation: "CTO",
    companyEmail: "cto@example.org",
    phoneNumber: "555 0100",
    goals: ["VPAT"],
  });
  await createTeamMember(request, { name: `${SHOWN} Ada`, designation: "Accessibility Lead", description: "Audits." });
  await createTeamMember(request, {
    name: `${SHOWN} Zed`,
    designation: "Reviewer",
    description: "Checks.",
    sortOrder: 2,
  });
  await createLogos(request, [`${SHOWN} Client`]);
  await createTestimonial(request, {
    clientName: `${SHOWN} Co`,
    personName: "Pat Lee",
    personTitle: "Editor",
    content: "Great work.",
  });
  await createPage(request, {
    title: `${SHOWN} Draft`,
    slug: SHOWN_DRAFT,
    content: "<p>Not ready yet.</p>",
    isPublished: false,
  });
  expect((await request.post("/api/admins", { data: { username: SHOWN_ADMIN, password: PASSWORD } })).status()).toBe(
    201,
  );
  expect((await request.post("/api/backups")).status()).toBe(201);
}

async function clearShown(request: APIRequestContext) {
  await adminApi(request);
  const shown = (field: string) => (row: Record<string, unknown>) => String(row[field]).startsWith(SHOWN);
  await deleteWhere(request, "/api/team", shown("name"));
  await deleteWhere(request, "/api/logos", shown("clientName"));
  await deleteWhere(request, "/api/testimonials", shown("clientName"));
  await deleteWhere(request, "/api/pages", shown("title"));
  await deleteWhere(request, "/api/inquiries", shown("fullName"));
  await deleteWhere(request, "/api/redirects", shown("note"));
  await deleteWhere(request, "/api/admins", (row) => row.username === SHOWN_ADMIN);
}

test.describe("accessibility of the admin area, one scan per screen state", () => {
  test.use({
    signedIn: true,
    leftovers: [
      [
        { url: "/api/pages", field: "title", prefix: SCAN },
        { url: "/api/inquiries", field: "fullName", prefix: SCAN },
        { url: "/api/admins", field: "username", prefix: SCAN_ADMIN },
      ],
      { scope: "test" },
    ],
    changedSettings: ["companyLogo"],
  });
  test.beforeAll(({ request }) => seedShown(request));
  test.afterAll(({ request }) => clearShown(request));

  // Every admin screen of the route table, as it opens.
  scanInOrder(
    "every admin screen with its list filled",
    Object.values(adminRoutes).map((route) => ({
      name: `${route.path} (${route.label}) with its list filled`,
      reach: ({ page }) => open(page, route.path),
    })),
  );

  // Every list, empty.
  const emptyBackups: AdminList = {
    path: "/admin/backups",
    api: "/api/backups",
    empty: "No backups yet",
    prompt: null,
  };
  scanInOrder(
    "every list empty",
    [...ADMIN_LISTS, emptyBackups].map((list) => ({
      name: `${list.path} with an empty list`,
      async reach({ page }) {
        await page.route(list.route ?? `**${list.api}`, (route) =>
          route.request().method() === "GET"
            ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(list.body ?? []) })
            : route.continue(),
        );
        await open(page, list.path);
        await expect(page.getByText(list.empty, { exact: true })).toBeVisible();
      },
      leave: (page) => page.unroute(list.route ?? `**${list.api}`),
    })),
  );

  scanByScreen(ADMIN_STATES);

  test("Site Settings has no tab without a row above", async ({ page }) => {
    await open(page, "/admin/settings");
    await expect(page.getByRole("tab")).toHaveText(SETTINGS_TABS);
  });
});

test.describe("accessibility of the sign-in page, signed out", () => {
  scanInOrder("the sign-in page", SIGN_IN_STATES);
});
