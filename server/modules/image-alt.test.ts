import { describe, expect, it } from "vitest";
import { logoBody, teamMemberBody, testimonialBody } from "@shared/test/rows";
import { useTestApp } from "../test/harness";

const ctx = useTestApp();

// Each image's text alternative and decorative switch, per collection, with the defaults existing rows get.
const cases = [
  {
    path: "/api/team",
    body: teamMemberBody({ imageUrl: "https://cdn.example.com/a.png" }),
    alt: "imageAlt",
    decorative: "imageDecorative",
    decorativeByDefault: false,
  },
  {
    path: "/api/logos",
    body: logoBody({ logoUrl: "https://cdn.example.com/a.png" }),
    alt: "logoAlt",
    decorative: "logoDecorative",
    decorativeByDefault: false,
  },
  ...(["avatar", "companyLogo"] as const).map((image) => ({
    path: "/api/testimonials",
    body: testimonialBody(),
    alt: `${image}Alt`,
    decorative: `${image}Decorative`,
    // The card prints both names beside these images.
    decorativeByDefault: true,
  })),
];

describe("image alt text", () => {
  it.each(cases)("$path: $alt defaults to null (the name), is stored trimmed, and empty clears it", async (c) => {
    const admin = await ctx.signedIn();
    const created = await admin.post(c.path).send(c.body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ [c.alt]: null, [c.decorative]: c.decorativeByDefault });

    const set = await admin
      .put(`${c.path}/${created.body.id}`)
      .send({ [c.alt]: "  Portrait in a blue jacket ", [c.decorative]: false });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ [c.alt]: "Portrait in a blue jacket", [c.decorative]: false });

    const cleared = await admin.put(`${c.path}/${created.body.id}`).send({ [c.alt]: "", [c.decorative]: true });
    expect(cleared.body).toMatchObject({ [c.alt]: null, [c.decorative]: true });
    const listed = (await ctx.anonymous().get(c.path)).body.find((row: { id: number }) => row.id === created.body.id);
    expect(listed).toMatchObject({ [c.alt]: null, [c.decorative]: true });
  });

  it.each(cases)("$path refuses an over-long $alt and a $decorative that is not a boolean", async (c) => {
    const admin = await ctx.signedIn();
    const long = await admin.post(c.path).send({ ...c.body, [c.alt]: "x".repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors[c.alt]).toEqual(["Alt text must be at most 300 characters"]);
    const notBoolean = await admin.post(c.path).send({ ...c.body, [c.decorative]: "yes" });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.fieldErrors[c.decorative]).toEqual(["Decorative must be true or false"]);
  });
});
