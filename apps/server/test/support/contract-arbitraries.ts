import type { CallDefinition } from "@banca/contract/call";
import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries derived from the contract's zod schemas, through their JSON Schema (zod's
 * own public `toJSONSchema`, input side), so a call added to the contract is generated for without
 * anyone writing a generator for it. "Plausible" values follow the declared types and bounds (to reach
 * the handlers behind validation); "hostile" ones are what an attacker sends instead.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The fields of an object schema (of a query or body), with whether each is required. */
export function fieldsOf(schema: z.ZodType | undefined): { name: string; required: boolean }[] {
  if (!schema) return [];
  const root = jsonSchemaOf(schema);
  const objects = [root, ...(root.anyOf ?? []), ...(root.oneOf ?? []), ...(root.allOf ?? [])];
  const fields = new Map<string, boolean>();
  for (const object of objects) {
    for (const name of Object.keys(object.properties ?? {})) {
      fields.set(name, (fields.get(name) ?? false) || (object.required ?? []).includes(name));
    }
  }
  return [...fields].map(([name, required]) => ({ name, required }));
}

const cap = (value: number | undefined, fallback: number, limit: number) =>
  Math.min(value ?? fallback, limit);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split("/").pop() ?? "";
  return root.$defs?.[name] ?? {};
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, cap(schema.maxLength, 24, 48));
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((value) => value.length >= minLength && value.length <= Math.max(maxLength, 64));
    } catch {
      // A pattern JavaScript cannot read: fall through to plain strings.
    }
  }
  const longest = schema.maxLength === undefined ? [] : [fc.constant("w".repeat(schema.maxLength))];
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: "grapheme-ascii" }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: "grapheme" }) },
    ...longest.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean, edgesOnly: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000_000 : schema.exclusiveMinimum + 1);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - 1);
  const low = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  const high = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  const edges = fc.constantFrom(
    ...new Set([low, low + 1, high - 1, high].filter((n) => n >= low && n <= high)),
  );
  const inside =
    integer || low > high
      ? fc.integer({ min: Math.min(low, high), max: high })
      : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  // The edges of a range are where off-by-one and overflow faults live.
  if (edgesOnly) return edges;
  return fc.oneof({ weight: 3, arbitrary: inside }, { weight: 2, arbitrary: edges });
}

/** A value of the schema's declared shape and bounds (refinements such as "each id once" aside). */
export function plausible(
  schema: JsonSchema,
  root: JsonSchema = schema,
  depth = 0,
  edgesOnly = false,
): fc.Arbitrary<unknown> {
  const node = resolve(schema, root);
  if (depth > 6) return fc.constant(null);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((option) => plausible(option, root, depth + 1, edgesOnly)));
  if (node.allOf?.length) return plausible(node.allOf[0] ?? {}, root, depth + 1, edgesOnly);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case "string":
      return stringArbitrary(node);
    case "integer":
      return numberArbitrary(node, true, edgesOnly);
    case "number":
      return numberArbitrary(node, false, edgesOnly);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const item = node.items
        ? plausible(node.items, root, depth + 1, edgesOnly)
        : fc.jsonValue({ maxDepth: 1 });
      const minLength = node.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.max(minLength, cap(node.maxItems, 3, 3)) });
    }
    case "object": {
      const properties = node.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        model[name] = plausible(property, root, depth + 1, edgesOnly);
      return fc.record(model, { requiredKeys: (node.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "abc\u0000def",
  "\u202Eevil\u202C",
  "\u200B\u200D\uFEFF",
  "\uD800",
  "\u0007\u001B[31m",
  "../../../../etc/passwd",
  "'; DROP TABLE members; --",
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as typed
  "${7*7}{{7*7}}",
  "%00%0d%0a",
  "NaN",
  "Infinity",
  "-0",
  "1e400",
  "9".repeat(400),
  "🂡".repeat(300),
  "x".repeat(70_000),
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 63,
  1e-300,
];

function nested(depth: number): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Prototype-pollution shapes; sent as JSON text so `__proto__` stays an own key. */
export const POLLUTION_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** A value no schema of the contract should accept as it is, or only at its edge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(true, false, null, [], {}, [null], { length: 1 }, nested(12), nested(400)),
  fc.constantFrom(
    JSON.parse('{"__proto__": {"polluted": true}}'),
    { constructor: { prototype: { polluted: true } } },
    { prototype: { polluted: true } },
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.bigInt().map((value) => value.toString()),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }),
);

/** A plausible object with one field (maybe a new one, maybe a pollution key) made hostile. */
function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(base, fc.nat(), fc.constantFrom(undefined, ...POLLUTION_KEYS, "extra"), hostileValue)
    .map(([value, pick, newKey, hostile]) => {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return hostile;
      const keys = Object.keys(value);
      const key = newKey ?? keys[pick % Math.max(keys.length, 1)] ?? "extra";
      const copy: Record<string, unknown> = { ...value };
      Object.defineProperty(copy, key, {
        value: hostile,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    });
}

export type FuzzInput = { query?: unknown; body?: unknown };

/**
 * Inputs the schema accepts, refinements included (a range no longer than allowed, ids once each):
 * found among plausible values, half of them with every number at an edge of its range.
 */
function acceptedPool(schema: z.ZodType, seed: number): unknown[] {
  const json = jsonSchemaOf(schema);
  const candidates = fc.sample(fc.oneof(plausible(json), plausible(json, json, 0, true)), {
    seed,
    numRuns: 150,
  });
  return candidates.filter((candidate) => schema.safeParse(candidate).success);
}

/**
 * One request input for a call: accepted inputs as they are (to exercise the handlers), accepted
 * or plausible ones with one field made hostile, and wholly hostile ones.
 */
export function callInput(
  call: Pick<CallDefinition, "query" | "body">,
  seed: number,
): fc.Arbitrary<FuzzInput> {
  const part = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> => {
    if (!schema) return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, hostileValue);
    const base = plausible(jsonSchemaOf(schema));
    const pool = acceptedPool(schema, seed);
    const accepted = pool.length > 0 ? fc.constantFrom(...pool) : base;
    return fc.oneof(
      { weight: 3, arbitrary: accepted },
      { weight: 3, arbitrary: mutated(accepted) },
      { weight: 2, arbitrary: mutated(base) },
      { weight: 1, arbitrary: hostileValue },
    );
  };
  return fc.record({ query: part(call.query), body: part(call.body) });
}

/** A query value as a URL carries it: text, repeated for arrays, JSON text for objects. */
export function toQueryString(query: unknown): string {
  if (query === undefined || query === null) return "";
  const params = new URLSearchParams();
  if (typeof query !== "object" || Array.isArray(query)) {
    params.append("q", typeof query === "string" ? query : JSON.stringify(query));
    return `?${params}`;
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      params.append(key, typeof item === "object" ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
