import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { settingBodySchema } from "./schema";
import { settingLabel } from "./setting-labels";
import { formLabelOf, isSiteTextKind, settingKeys, settingOf, settingsTabs } from "./settings-registry";
import { placeholderTexts, siteTextEnv } from "./site-text-defaults";
import { siteTextKeys } from "./site-text-kinds";

// What every setting needs, so that one added to the registry without it fails here rather than on the site.

const rootFile = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "..", name), "utf8");
const declaredEnv = settingKeys.flatMap((key) => {
  const { env } = settingOf(key);
  return env ? [{ key, env }] : [];
});

describe("the settings registry", () => {
  it.each(settingKeys)("%s has a label, a tab and a rule that lets it be cleared", (key) => {
    const setting = settingOf(key);
    expect(setting.label.trim()).not.toBe("");
    expect(settingLabel(key)).toBe(setting.label);
    expect(formLabelOf(key).trim()).not.toBe("");
    expect(settingsTabs).toContain(setting.tab);
    expect(settingBodySchema(key).safeParse({ value: null }).success).toBe(true);
  });

  it("names each setting differently, in the activity log and on each tab's form", () => {
    const labels = settingKeys.map((key) => settingOf(key).label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const tab of settingsTabs) {
      const formLabels = settingKeys.filter((key) => settingOf(key).tab === tab).map(formLabelOf);
      expect(new Set(formLabels).size, tab).toBe(formLabels.length);
    }
  });

  it.each(settingKeys)("%s has what its kind needs, and its default follows its own rule", (key) => {
    const setting = settingOf(key);
    if (isSiteTextKind(setting.kind)) {
      expect(setting.default?.trim(), "a site text's placeholder").toBeTruthy();
      expect(setting.purpose?.trim(), "what its field is for").toBeTruthy();
    } else {
      expect(setting.env, "only site texts have a first-start default").toBeUndefined();
    }
    if (setting.kind === "socialLink") {
      expect(setting.network?.trim()).toBeTruthy();
      expect(setting.example).toMatch(/^https:\/\//);
    }
    if (setting.kind === "switch") expect(["true", "false"]).toContain(setting.default);
    if (setting.kind === "choice") expect(setting.choices).toContain(setting.default);
    if (setting.default !== undefined)
      expect(settingBodySchema(key).safeParse({ value: setting.default }).success).toBe(true);
  });

  it("gives each environment variable to one site text, by a VITE_* name", () => {
    const names = declaredEnv.map(({ env }) => env);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^VITE_[A-Z0-9_]+$/);
    expect(siteTextEnv).toEqual(Object.fromEntries(declaredEnv.map(({ key, env }) => [key, env])));
    expect(Object.keys(placeholderTexts)).toEqual(siteTextKeys);
  });
});

describe("the configuration docs and .env.example", () => {
  it("list every environment variable the registry declares, and no other VITE_* default", () => {
    const docs = rootFile("docs/operations/configuration.md");
    const section = docs.slice(docs.indexOf("## Site texts: first-start defaults"));
    const sectionEnd = section.indexOf("\n## ", 1);
    const texts = sectionEnd > 0 ? section.slice(0, sectionEnd) : section;
    const documented = new Set(texts.match(/VITE_[A-Z0-9_]+/g));
    expect([...documented].sort()).toEqual(declaredEnv.map(({ env }) => env).sort());
  });

  it(".env.example sets each one to its placeholder", () => {
    const example = rootFile(".env.example");
    for (const { key, env } of declaredEnv) expect(example).toContain(`\n${env}=${settingOf(key).default}\n`);
  });
});
