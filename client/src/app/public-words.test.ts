import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PUBLIC_WORDS_IN_CODE } from "./public-words-allowed";

// Every word the public site shows is the owners': a site text (Site Settings), an item of a collection the CMS
// edits, or a catalogue of content (client/src/content, shared/). This reads the source of every module the
// public screens reach (from the public features and layouts, through client/src/components and lib, leaving
// out content catalogues and the admin area) and lists each sentence written into it: JSX text of four words or
// more (an expression in it counts as "{…}"), and any string of four words or more (an aria-label, a title, a
// message). A sentence that is not in the allow-list (public-words-allowed.ts) fails here: make it a site text,
// or add it there with the reason it stays in code.

const src = path.join(import.meta.dirname, "..");
const rel = (file: string) => path.relative(src, file).split(path.sep).join("/");

/** Where the public site starts: its screens and its layouts. */
const PUBLIC_FEATURES = [
  "about",
  "contact",
  "content-page",
  "faq",
  "home",
  "not-found",
  "services",
  "standards",
  "wcag-explorer",
];
const ENTRIES = [
  ...PUBLIC_FEATURES.flatMap((feature) => sourcesIn(path.join(src, "features", feature))),
  ...sourcesIn(path.join(src, "app", "layouts")).filter((file) => /[\\/]public-[^\\/]+$/.test(file)),
  path.join(src, "app", "public-site.tsx"),
  path.join(src, "app", "public-pages.tsx"),
];

/** Modules whose words are not code's: content catalogues, the admin area and the sign-in page, tests. */
const OUT_OF_SCOPE = /^(content\/|features\/(admin-|auth\/)|app\/admin-|test\/)|\.test\.tsx?$|\.fixture\.tsx?$/;

function sourcesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package, or shared/ (catalogues and site texts' defaults)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

const words = (text: string) => text.split(/\s+/).filter((token) => /\p{L}/u.test(token) && token !== "{…}");
const normal = (text: string) => text.replace(/\s+/g, " ").trim();
/** A run of words, not a list of class names ("mt-4 text-lg") or an address: four words without code's marks. */
const isSentence = (text: string) =>
  words(text).filter((token) => /^[("'“‘]?[\p{L}][\p{L}'’]*[)"'”’.,:;!?…]*$/u.test(token)).length >= 4 &&
  !/^[a-z0-9:/_\-[\].#%() ]+$/.test(text.trim());

/** The sentences written in one module, and the modules of the site it imports. */
function read(file: string): { sentences: string[]; imports: string[] } {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const sentences: string[] = [];
  const imports: string[] = [];
  const add = (text: string) => {
    const sentence = normal(text);
    if (isSentence(sentence)) sentences.push(sentence);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const specifier = node.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier)) imports.push(specifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) imports.push(argument.text);
      return;
    }
    // Class names are not words; nor is what a developer reads (errors, the console).
    if (ts.isJsxAttribute(node) && node.name.getText() === "className") return;
    if (ts.isNewExpression(node) && node.expression.getText() === "Error") return;
    if (ts.isCallExpression(node) && /^console\./.test(node.expression.getText())) return;
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      // Adjacent text and expressions read as one sentence ("Why Choose Our {…} Service").
      let run = "";
      for (const child of node.children) {
        if (ts.isJsxText(child)) run += child.text;
        else if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteralLike(child.expression))
          run += child.expression.text;
        else if (ts.isJsxExpression(child) && !child.expression) continue;
        else if (ts.isJsxExpression(child)) run += " {…} ";
        else {
          add(run);
          run = "";
        }
      }
      add(run);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node.text);
    if (ts.isTemplateExpression(node))
      add(node.head.text + node.templateSpans.map((span) => ` {…} ${span.literal.text}`).join(""));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { sentences, imports };
}

/** Every sentence in the public site's code, with the modules it is written in. */
function publicSentences(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = [...ENTRIES];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file) || OUT_OF_SCOPE.test(rel(file))) continue;
    seen.add(file);
    const { sentences, imports } = read(file);
    for (const sentence of sentences) found.set(sentence, (found.get(sentence) ?? new Set()).add(rel(file)));
    for (const specifier of imports) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return found;
}

describe("the public site's words", () => {
  const found = publicSentences();
  const allowed = new Set(PUBLIC_WORDS_IN_CODE);

  it("are the owners' (site texts, collections, catalogues), but for the allow-list of sentences kept in code", () => {
    const unlisted = [...found].filter(([sentence]) => !allowed.has(sentence));
    expect(
      unlisted.map(([sentence, files]) => `${JSON.stringify(sentence)} in ${[...files].join(", ")}`),
      "Make these site texts (docs/adding-a-setting.md), or allow them in public-words-allowed.ts with the reason",
    ).toEqual([]);
  });

  it("allow only sentences the code still writes, each once", () => {
    expect(PUBLIC_WORDS_IN_CODE.filter((sentence) => !found.has(sentence))).toEqual([]);
    expect(allowed.size).toBe(PUBLIC_WORDS_IN_CODE.length);
  });

  it("finds sentences in JSX text and in strings, and not in class names", () => {
    const file = path.join(src, "app", "public-words.fixture.tsx");
    const { sentences } = read(file);
    expect(sentences).toEqual([
      "Loading the list of services",
      "Why Choose Our {…} Service",
      "Tell us about your project today.",
      "Opens the client portal in a new tab",
    ]);
  });
});
