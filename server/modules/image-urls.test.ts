import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/harness";

const ctx = useTestApp();

// Every stored image address: an upload or https, never plain http (mixed content on an HTTPS site).
const cases = [
  {
    path: "/api/team",
    body: { name: "Ann", designation: "CEO", description: "Leads", sortOrder: 1 },
    field: "imageUrl",
  },
  { path: "/api/logos", body: { clientName: "Acme" }, field: "logoUrl" },
  ...["avatarUrl", "companyLogoUrl"].map((field) => ({
    path: "/api/testimonials",
    body: { clientName: "Acme", personName: "Ann", personTitle: "CEO", content: "Great work" },
    field,
  })),
];

describe("image addresses", () => {
  it.each(cases)("$path refuses a plain http $field and accepts https", async ({ path, body, field }) => {
    const admin = await ctx.signedIn();
    const http = await admin.post(path).send({ ...body, [field]: "http://cdn.example.com/a.png" });
    expect(http.status).toBe(400);
    expect(http.body.fieldErrors[field]).toEqual(["Image must be an uploaded file or an https address"]);
    const https = await admin.post(path).send({ ...body, [field]: "https://cdn.example.com/a.png" });
    expect(https.status).toBe(201);
    expect(https.body[field]).toBe("https://cdn.example.com/a.png");
    const updated = await admin.put(`${path}/${https.body.id}`).send({ [field]: "http://cdn.example.com/b.png" });
    expect(updated.status).toBe(400);
  });
});
