import { describe, expect, it } from "vitest";
import { describeAnswer, describeWrite } from "./describe";
import { activitySentence } from "./sentence";

describe("describeWrite", () => {
  it.each([
    ["POST", "/team", { action: "create", entityType: "team", entityId: null }],
    ["PUT", "/pages/12", { action: "update", entityType: "pages", entityId: "12" }],
    ["PATCH", "/inquiries/3/status", { action: "status", entityType: "inquiries", entityId: "3" }],
    ["POST", "/inquiries/3/respond", { action: "respond", entityType: "inquiries", entityId: "3" }],
    ["DELETE", "/logos/7", { action: "delete", entityType: "logos", entityId: "7" }],
    ["POST", "/testimonials/reorder", { action: "reorder", entityType: "testimonials", entityId: null }],
    ["PUT", "/faq/3", { action: "update", entityType: "faq", entityId: "3" }],
    ["POST", "/faq/reorder", { action: "reorder", entityType: "faq", entityId: null }],
    ["PUT", "/standards/2", { action: "update", entityType: "standards", entityId: "2" }],
    ["POST", "/testimonials/upload/avatar", { action: "upload", entityType: "testimonials", entityId: null }],
    ["POST", "/settings/upload/logo", { action: "upload", entityType: "settings", entityId: null }],
    ["POST", "/settings/companyName", { action: "settings", entityType: "settings", entityId: "companyName" }],
    ["POST", "/auth/register", { action: "create", entityType: "admins", entityId: null }],
    // Endpoints that do not exist yet are described by the same rules.
    ["POST", "/admins", { action: "create", entityType: "admins", entityId: null }],
    ["DELETE", "/admins/5", { action: "delete", entityType: "admins", entityId: "5" }],
    ["POST", "/account/password", { action: "password", entityType: "account", entityId: null }],
    ["POST", "/pages/4/revisions/9/restore", { action: "restore", entityType: "pages", entityId: "4" }],
    ["PATCH", "/inquiries/3/notes", { action: "update", entityType: "inquiries", entityId: "3" }],
  ])("%s %s", (method, path, expected) => {
    expect(describeWrite(method, path)).toEqual(expected);
  });

  it("leaves sign-in and sign-out to the auth routes", () => {
    expect(describeWrite("POST", "/auth/login")).toBeNull();
    expect(describeWrite("POST", "/auth/logout")).toBeNull();
    expect(describeWrite("POST", "/")).toBeNull();
  });
});

describe("describeAnswer", () => {
  it("takes a created row's id and its title or name", () => {
    expect(describeAnswer("create", { id: 8, title: "About", slug: "about" })).toEqual({
      entityId: "8",
      summary: "About",
    });
    expect(describeAnswer("create", { id: 2, clientName: "Acme", logoUrl: "/uploads/x.png" })).toEqual({
      entityId: "2",
      summary: "Acme",
    });
  });

  it("names an FAQ item by its question, not by its answer's fields", () => {
    expect(
      describeAnswer("update", {
        id: 3,
        question: "How long does each service take?",
        answer: "Typical timelines are:",
        answerType: "list",
        listItems: ["EPUB conversion: 2-4 business days"],
      }),
    ).toEqual({ entityId: "3", summary: "How long does each service take?" });
  });

  it("looks inside a wrapped answer, and adds an inquiry's new status", () => {
    expect(
      describeAnswer("respond", { inquiry: { id: 3, fullName: "Grace" }, emailed: true, message: "Sent" }),
    ).toEqual({
      entityId: "3",
      summary: "Grace",
    });
    // A reply only saved says so, so the log does not claim the inquirer was answered.
    expect(
      describeAnswer("respond", { inquiry: { id: 3, fullName: "Grace" }, emailed: false, message: "Saved" }).summary,
    ).toBe("Grace (not e-mailed)");
    expect(describeAnswer("status", { id: 3, fullName: "Grace", status: "in_review" }).summary).toBe(
      "Grace: in review",
    );
  });

  it("names an upload by the stored file's address, and says nothing about lists or empty answers", () => {
    expect(describeAnswer("upload", { imageUrl: "/uploads/abc-10x10.png" })).toEqual({
      summary: "/uploads/abc-10x10.png",
    });
    expect(describeAnswer("reorder", [{ id: 1, name: "A" }])).toEqual({});
    expect(describeAnswer("delete", undefined)).toEqual({});
  });
});

// What the log shows for each kind of entry written today: a sentence naming the item, never a field or key name.
describe("activitySentence", () => {
  it.each([
    ["create", "team", "Ada Lovelace", 'Added the team member "Ada Lovelace"'],
    ["update", "pages", "Privacy Policy", 'Changed the page "Privacy Policy"'],
    ["delete", "logos", "Acme", 'Deleted the client logo "Acme"'],
    ["update", "testimonials", "Acme", 'Changed the testimonial "Acme"'],
    ["update", "faq", "How long does each service take?", 'Changed the question "How long does each service take?"'],
    ["update", "standards", "European Union", 'Changed the standards region "European Union"'],
    ["delete", "standards", "Canada", 'Deleted the standards region "Canada"'],
    ["reorder", "faq", null, "Reordered the FAQ questions"],
    ["reorder", "team", null, "Reordered the team members"],
    ["restore", "pages", "Terms", 'Restored an earlier version of the page "Terms"'],
    ["status", "inquiries", "Grace Hopper: in review", 'Marked the inquiry from "Grace Hopper" as in review'],
    ["respond", "inquiries", "Grace Hopper", 'Responded to the inquiry from "Grace Hopper"'],
    [
      "respond",
      "inquiries",
      "Grace Hopper (not e-mailed)",
      'Saved a reply to the inquiry from "Grace Hopper", not e-mailed',
    ],
    ["update", "inquiries", "Grace Hopper", 'Changed the inquiry from "Grace Hopper"'],
    ["create", "admins", "newadmin", 'Added the administrator account "newadmin"'],
    ["delete", "admins", "newadmin", 'Deleted the administrator account "newadmin"'],
    ["password", "admins", null, "Reset the password of an administrator account"],
    ["password", "account", null, "Changed their own password"],
    ["upload", "team", "/uploads/a.png", "Uploaded the file /uploads/a.png for the team members"],
    ["upload", "settings", "/uploads/logo.png", "Uploaded the file /uploads/logo.png for the site settings"],
    ["delete", "team", null, "Deleted a team member"],
  ] as const)("%s %s %s", (action, entityType, detail, sentence) => {
    expect(activitySentence(action, entityType, detail)).toBe(sentence);
  });

  it("shortens a long name, and names a kind of item added later by its path word", () => {
    expect(activitySentence("update", "faq", "Why? ".repeat(40))).toMatch(/^Changed the question ".{119}…"$/);
    expect(activitySentence("create", "webinars", "Accessible PDFs in an hour")).toBe(
      'Added the webinars item "Accessible PDFs in an hour"',
    );
  });
});
