import { describe, expect, it } from "vitest";
import { faqItemBody, logoBody, standardsRegionBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { useTestApp } from "../../test/harness";
import { bootstrapOf, queryData } from "../../test/site-html";

const SITE = "https://www.example.org";
const ctx = useTestApp({ PUBLIC_SITE_URL: `${SITE}/` });

describe("bootstrap data: the first screen does not wait for the API", () => {
  it("names no user for a visitor, and carries the settings and the home page's lists", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/logos").send(logoBody({ clientName: "Acme" }));
    await admin.post("/api/testimonials").send(testimonialBody({ clientName: "Beta" }));
    await admin.post("/api/settings/companyTagline").send({ value: "Accessible by design" });
    const html = (await ctx.anonymous().get("/")).text;
    expect(bootstrapOf(html).siteUrl).toBe(SITE);
    expect(queryData(html, "/api/auth/me")).toBeNull();
    expect(queryData(html, "/api/settings")).toContainEqual(
      expect.objectContaining({ settingKey: "companyTagline", settingValue: "Accessible by design" }),
    );
    expect(queryData(html, "/api/logos")).toEqual([expect.objectContaining({ clientName: "Acme" })]);
    expect(queryData(html, "/api/testimonials")).toEqual([expect.objectContaining({ clientName: "Beta" })]);
    expect(queryData(html, "/api/team")).toBeUndefined();
  });

  it("the about page carries the team", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/team").send(teamMemberBody({ name: "Ada", sortOrder: 999 }));
    expect(queryData((await ctx.anonymous().get("/about")).text, "/api/team")).toEqual([
      expect.objectContaining({ name: "Ada" }),
    ]);
  });

  it("the FAQ page carries the questions, so it renders before any request of its own", async () => {
    const admin = await ctx.signedIn();
    await admin.post("/api/faq").send(faqItemBody({ question: "Do you audit apps?" }));
    expect(queryData((await ctx.anonymous().get("/faq")).text, "/api/faq")).toEqual([
      expect.objectContaining({ question: "Do you audit apps?", answerType: "text", listItems: [] }),
    ]);
    expect(queryData((await ctx.anonymous().get("/about")).text, "/api/faq")).toBeUndefined();
  });

  it("the standards page carries the regions, so it renders before any request of its own", async () => {
    const admin = await ctx.signedIn();
    const canada = standardsRegionBody();
    await admin.post("/api/standards").send(canada);
    expect(queryData((await ctx.anonymous().get("/standards")).text, "/api/standards")).toEqual([
      expect.objectContaining({ title: canada.title, icon: canada.icon, details: canada.details }),
    ]);
    expect(queryData((await ctx.anonymous().get("/")).text, "/api/standards")).toBeUndefined();
  });

  it("names the signed-in user, without the password", async () => {
    const admin = await ctx.signedIn({ username: "editor" });
    const user = queryData((await admin.get("/faq")).text, "/api/auth/me") as Record<string, unknown>;
    expect(user).toMatchObject({ username: "editor", isAdmin: true });
    expect(user).not.toHaveProperty("password");
  });
});
