// Takes the admin guide's screenshots from the real app, so they show the CMS as it is today: starts the built
// server on a fresh embedded database (as the browser tests do), fills it with a little sample content through the
// admin API, signs in and saves one picture of every admin screen, of the sign-in page and of a few dialogs into
// docs/admin-guide/images/. Run it with `npm run docs:screenshots`, which builds first when the build is stale.
import fs from "node:fs";
import path from "node:path";
import { chromium, expect, request, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminRoutes } from "@shared/admin-routes";
import { cmsRoutes } from "@shared/paths";
import type { InquiryStatus, InsertInquiry } from "@shared/schema";
import { chromiumLaunchOptions } from "../tests/chromium";
import {
  adminApi,
  createLogos,
  createPage,
  createTeamMember,
  createTestimonial,
  sendInquiry,
  signInPage,
} from "../tests/e2e/arrange";
import { startWorkerServer } from "../tests/e2e/worker-server";

const OUT_DIR = path.join("docs", "admin-guide", "images");
/** A laptop screen: the sidebar and a table both fit. */
const VIEWPORT = { width: 1280, height: 800 };

/** The name of a screen's picture: the last segment of its address (`/admin/faq` is faq.png). */
const fileFor = (routePath: string) => path.join(OUT_DIR, `${routePath.split("/").pop()}.png`);

const TEAM = [
  {
    name: "Maya Chen",
    designation: "Head of Accessibility",
    description: "Leads our audit practice and reviews every report before it goes out.",
    linkedinUrl: "https://www.linkedin.com/in/example-maya",
  },
  {
    name: "Daniel Okafor",
    designation: "Senior Accessibility Tester",
    description: "Tests websites and apps with screen readers, magnifiers and voice control.",
  },
  {
    name: "Lucia Romero",
    designation: "Document Remediation Specialist",
    description: "Makes PDFs, EPUBs and Office documents readable by everyone.",
  },
];

const EDITED_PAGE = { title: "How We Test", slug: "how-we-test" };

const PAGES = [
  {
    ...EDITED_PAGE,
    content:
      "<h2>Manual and automated checks</h2><p>Every audit combines automated scans with hands-on testing by " +
      "people who use assistive technology every day.</p><h2>What you receive</h2><ul><li>A report of every " +
      "issue, ranked by impact</li><li>Suggested fixes with code examples</li><li>A retest once the fixes are " +
      "in</li></ul>",
    metaDescription: "How our accessibility audits work, step by step.",
  },
  {
    title: "Case Study: City Library",
    slug: "case-study-city-library",
    content: "<p>How a public library made its catalogue and e-books accessible in three months.</p>",
    isPublished: false,
  },
];

const INQUIRIES: (InsertInquiry & { status: InquiryStatus })[] = [
  {
    fullName: "Grace Hopkins",
    designation: "Digital Services Manager",
    companyEmail: "grace.hopkins@northwind.example",
    phoneNumber: "+44 20 7946 0123",
    goals: ["WCAG audit", "Staff training"],
    challenges: ["Our new website launches in June"],
    status: "new",
  },
  {
    fullName: "Tomás Silva",
    designation: "Publishing Director",
    companyEmail: "tomas@brightbooks.example",
    phoneNumber: "+1 555 0142",
    goals: ["Accessible EPUB"],
    challenges: ["A back list of 400 titles"],
    status: "in_review",
  },
  {
    fullName: "Aisha Rahman",
    designation: "Head of Compliance",
    companyEmail: "aisha.rahman@fintrust.example",
    phoneNumber: "+61 2 5550 1234",
    goals: ["PDF remediation"],
    challenges: ["Statements and letters are scanned PDFs"],
    status: "responded",
  },
];

/** The sample content every screen shows: a small but believable site. */
async function fillSite(api: APIRequestContext, visitor: APIRequestContext) {
  await adminApi(api);
  for (const [index, member] of TEAM.entries()) await createTeamMember(api, { ...member, sortOrder: index + 1 });
  for (const page of PAGES) await createPage(api, page);
  await createLogos(api, ["Northwind Press", "Bright Books", "FinTrust Bank", "City Library"]);
  await createTestimonial(api, {
    clientName: "Bright Books",
    personName: "Tomás Silva",
    personTitle: "Publishing Director",
    content: "Our whole back list now works with screen readers, and our team knows how to keep it that way.",
  });
  await createTestimonial(api, {
    clientName: "City Library",
    personName: "Helen Park",
    personTitle: "Head of Digital",
    content: "Clear reports, practical fixes and a retest that proved it. We would work with them again.",
  });
  for (const { status: _status, ...inquiry } of INQUIRIES) await sendInquiry(visitor, inquiry);
  const stored = (await (await api.get("/api/inquiries")).json()) as { id: number; fullName: string }[];
  for (const { fullName, status } of INQUIRIES) {
    if (status === "new") continue;
    const id = stored.find((row) => row.fullName === fullName)!.id;
    const res = await api.patch(`/api/inquiries/${id}/status`, { data: { status } });
    expect(res.ok(), `set the status of ${fullName}`).toBeTruthy();
  }
  const admin = await api.post("/api/admins", {
    data: { username: "sam.editor", password: "sample-password-1", email: "sam.editor@example.com" },
  });
  expect(admin.ok(), "add a second administrator").toBeTruthy();
  const backup = await api.post("/api/backups");
  expect(backup.ok(), "make a backup").toBeTruthy();
}

/** Waits until a screen has its heading, its data and its fonts, so the picture shows no spinner. */
async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Anonymous arrows only: the page's CSP refuses strings, and named functions would carry tsx's helpers.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const written: string[] = [];

async function snap(page: Page, file: string) {
  // The pointer off every button, so no hover style or tooltip shows.
  await page.mouse.move(0, 0);
  const shot = await page.screenshot({ animations: "disabled", caret: "hide" });
  // Down to 256 colours, which a flat interface loses nothing visible to: a third of the size, still PNG.
  await sharp(shot).png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 }).toFile(file);
  written.push(file);
}

async function snapScreen(page: Page, routePath: string) {
  await page.goto(routePath);
  await settle(page);
  await snap(page, fileFor(routePath));
}

/** The dialogs the guide shows besides the screens: adding a member, editing a page, an inquiry's details. */
async function snapDialogs(page: Page) {
  await page.goto(adminRoutes.team.path);
  await settle(page);
  await page.getByRole("button", { name: "Add Team Member" }).click();
  const addMember = page.getByRole("dialog", { name: "Add Team Member" });
  await addMember.getByLabel("Name").fill("Priya Patel");
  await addMember.getByLabel("Designation").fill("Accessibility Trainer");
  await addMember.getByLabel("Description").fill("Teaches content teams to write and design for everyone.");
  await snap(page, path.join(OUT_DIR, "team-add.png"));
  await page.keyboard.press("Escape");
  await expect(addMember).toBeHidden();

  await page.goto(adminRoutes.pages.path);
  await settle(page);
  await page.getByRole("button", { name: `Edit ${EDITED_PAGE.title}` }).click();
  const editPage = page.getByRole("dialog", { name: "Edit Page" });
  await expect(editPage.getByLabel("Page Title")).toHaveValue(EDITED_PAGE.title);
  await expect(editPage.getByRole("textbox", { name: "Page Content" })).toContainText("Manual and automated checks");
  await snap(page, path.join(OUT_DIR, "pages-edit.png"));
  await page.keyboard.press("Escape");
  await expect(editPage).toBeHidden();

  // The inquiry still marked New: opening it moves it to In Review, as it does for a reader of the guide.
  const inquiry = INQUIRIES[0];
  await page.goto(adminRoutes.inquiries.path);
  await settle(page);
  await page.getByRole("button", { name: `View inquiry from ${inquiry.fullName}` }).click();
  const details = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(details).toContainText(inquiry.designation);
  await expect(details.getByText("No responses yet.")).toBeVisible();
  await snap(page, path.join(OUT_DIR, "inquiries-details.png"));
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
}

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const server = await startWorkerServer();
  const api = await request.newContext({ baseURL: server.baseURL });
  const visitor = await request.newContext({ baseURL: server.baseURL });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await fillSite(api, visitor);
    // The browser opens the site by name, as administrators do: at an IP address the sign-in page and Account
    // would show a notice that passkeys do not work there.
    const baseURL = server.baseURL.replace("127.0.0.1", "localhost");
    const context = await browser.newContext({ baseURL, viewport: VIEWPORT, reducedMotion: "reduce" });
    const page = await context.newPage();

    // The sign-in page first, while this browser is still signed out.
    await snapScreen(page, cmsRoutes.auth.path);
    await signInPage(page);
    for (const route of Object.values(adminRoutes)) await snapScreen(page, route.path);
    // After the screens, since opening an inquiry changes its status.
    await snapDialogs(page);
  } finally {
    await browser.close();
    await api.dispose();
    await visitor.dispose();
    await server.stop();
  }

  let total = 0;
  for (const file of written) {
    const size = fs.statSync(file).size;
    total += size;
    console.log(`${file}  ${Math.round(size / 1024)} KB`);
  }
  console.log(`${written.length} screenshots, ${Math.round(total / 1024)} KB in all`);
}

await main();
