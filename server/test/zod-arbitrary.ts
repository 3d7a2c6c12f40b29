import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries read from zod 4 schemas (their `_zod.def`), for the API fuzz test. `validOf` gives values
 * the schema's types, lengths, ranges, enums and patterns accept; refinements written as code (`.refine`) are not
 * readable, so a few of its values are still refused, which the fuzz does not mind. `nearValidOf` takes such a value
 * and breaks it in one place.
 */

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

type Internals = { _zod: { def: Def; optin?: string } };
const defOf = (schema: z.ZodType) => (schema as unknown as Internals)._zod.def;
/** Whether an object may leave the key out (optional, or defaulted). */
const mayOmit = (schema: z.ZodType) => (schema as unknown as Internals)._zod.optin !== undefined;

const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);

// Valid values are kept small (a few array items, short text) so that a run costs little; the longest accepted
// text is tried now and then, as a boundary.
const SHORT = 40;
const FEW = 4;

const isoDateTime = fc
  .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringOf(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = Infinity;
  let format = def.format;
  let pattern = def.pattern;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") min = Math.max(min, check.minimum ?? 0);
    if (check.check === "max_length") max = Math.min(max, check.maximum ?? Infinity);
    if (check.check === "length_equals") min = max = check.length ?? 0;
    if (check.check === "string_format") {
      format = check.format;
      pattern = check.pattern;
    }
  }
  const fits = (s: string) => s.length >= min && s.length <= max;
  switch (format) {
    case "email":
      // zod's own e-mail pattern is narrower than fast-check's addresses.
      return (pattern ? fc.stringMatching(pattern) : fc.emailAddress()).filter(fits);
    case "datetime":
      return isoDateTime;
    case "date":
      return isoDateTime.map((s) => s.slice(0, 10));
    case "url":
      return fc.webUrl({ validSchemes: ["https"] }).filter(fits);
    case "regex":
      if (pattern) return fc.stringMatching(pattern).filter(fits);
  }
  if (format && format !== "regex") throw new Error(`zod-arbitrary: no arbitrary for the string format "${format}"`);
  const text = fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, SHORT)) });
  if (!Number.isFinite(max) || max <= SHORT) return text;
  return fc.oneof({ arbitrary: text, weight: 9 }, { arbitrary: fc.constant("x".repeat(max)), weight: 1 });
}

function numberOf(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === "number_format") integer = true;
    const step = check.inclusive ? 0 : integer ? 1 : Number.EPSILON;
    if (check.check === "greater_than") min = Math.max(min, (check.value ?? min) + step);
    if (check.check === "less_than") max = Math.min(max, (check.value ?? max) - step);
  }
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

type ValidOf = (schema: z.ZodType) => fc.Arbitrary<unknown>;
/** Arbitraries for what a key's rule says only in code (an address that must be an upload), by the key's name. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

function arrayOf(def: Def, validOf: ValidOf): fc.Arbitrary<unknown[]> {
  let min = 0;
  let max = Infinity;
  for (const check of checksOf(def)) {
    if (check.check === "min_length") min = check.minimum ?? 0;
    if (check.check === "max_length") max = check.maximum ?? Infinity;
  }
  return fc.array(validOf(def.element!), { minLength: min, maxLength: Math.max(min, Math.min(max, FEW)) });
}

function objectOf(def: Def, validOf: ValidOf, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape ?? {};
  const fieldOf = (key: string, field: z.ZodType) =>
    hints[key] ? fc.oneof({ arbitrary: hints[key], weight: 4 }, validOf(field)) : validOf(field);
  const model = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, fieldOf(key, field)]));
  const requiredKeys = Object.keys(shape).filter((key) => !mayOmit(shape[key]!));
  return fc.record(model, { requiredKeys });
}

/**
 * Values `schema` is built to accept (see above for what it cannot know); a key named in `hints` mostly takes its
 * values from there.
 */
export function validOf(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const valid = (inner: z.ZodType) => validOf(inner, hints);
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringOf(def);
    case "number":
      return numberOf(def);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "literal":
      return fc.constantFrom(...def.values!);
    case "enum":
      return fc.constantFrom(...Object.values(def.entries!));
    case "unknown":
    case "any":
      return fc.oneof(fc.string({ maxLength: SHORT }), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
    case "array":
      return arrayOf(def, valid);
    case "tuple":
      return fc.tuple(...def.items!.map(valid));
    case "object":
      return objectOf(def, valid, hints);
    case "record":
      return fc.dictionary(valid(def.keyType!) as fc.Arbitrary<string>, valid(def.valueType!), {
        maxKeys: FEW,
      });
    case "union":
      return fc.oneof(...def.options!.map(valid));
    case "optional":
      return fc.option(valid(def.innerType!), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(valid(def.innerType!), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return valid(def.innerType!);
    case "pipe":
      // What the pipe takes in, unless that is a bare transform (then what comes out of it decides).
      return defOf(def.in!).type === "transform" ? valid(def.out!) : valid(def.in!);
    case "lazy":
      return valid(def.getter!());
  }
  throw new Error(`zod-arbitrary: no arbitrary for zod type "${def.type}"`);
}

/** A value of another type than expected, or one at the edge of what any field takes. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom("", " ", "\u0000", -1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -1e308, 1e308, true, false, null, [], {}),
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  fc.constant("x".repeat(20_001)),
);

type Path = (string | number)[];

/** Every place in `value` one could break: each key and array item, at any depth. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [
    [...prefix, key],
    ...pathsOf((value as Record<string, unknown>)[key], [...prefix, key]),
  ]);
}

/** `value` with the field at `path` removed (`wrong` undefined) or replaced by `wrong`. */
function breakAt(value: unknown, path: Path, wrong: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as typeof parent;
  const last = path[path.length - 1]!;
  if (wrong !== undefined) parent[last] = wrong;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

/**
 * A valid value broken in one place: a field (at any depth) left out, or given a value of another type or an
 * edge value; a value with no fields is replaced whole. A key the schema does not know may be added too.
 */
export function nearValidOf(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fc
    .tuple(validOf(schema, hints), fc.nat(), fc.option(wrongValue, { nil: undefined, freq: 3 }), fc.boolean())
    .map(([value, pick, wrong, extraKey]) => {
      const paths = pathsOf(value);
      const broken = paths.length ? breakAt(value, paths[pick % paths.length]!, wrong) : (wrong ?? null);
      return extraKey && broken && typeof broken === "object" && !Array.isArray(broken)
        ? { ...broken, unexpectedField: wrong ?? "x" }
        : broken;
    });
}
