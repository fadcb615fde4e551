import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * The `components.schemas` of one OpenAPI 3.1 document, filled as operations are described.
 *
 * zod writes a recursive schema (or one with a `meta({ id })`) as a `$defs` block local to the
 * schema it is part of; inside an operation such a `$ref: "#/$defs/…"` resolves against the whole
 * document and means nothing. Every such definition is hoisted here under its id (or a name made
 * from the operation) and its references are pointed at `#/components/schemas/<name>`.
 */
export function createSchemaComponents() {
  const schemas: Record<string, JsonSchema> = {};
  const serialized = new Map<string, string>();

  function place(preferred: string, schema: JsonSchema): string {
    const text = JSON.stringify(schema);
    for (let n = 1; ; n++) {
      const name = n === 1 ? preferred : `${preferred}${n}`;
      const existing = serialized.get(name);
      if (existing === text) return name;
      if (existing === undefined) {
        schemas[name] = schema;
        serialized.set(name, text);
        return name;
      }
    }
  }

  function rewrite(node: unknown, names: Map<string, string>): unknown {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, names));
    if (!node || typeof node !== "object") return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string" && names.has(value)) out[key] = names.get(value);
      else out[key] = rewrite(value, names);
    }
    return out;
  }

  return {
    schemas,
    /** The JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema, its definitions hoisted. */
    of(schema: z.ZodType, io: "input" | "output", nameHint: string): JsonSchema {
      const json = z.toJSONSchema(schema, {
        target: "draft-2020-12",
        io,
        unrepresentable: "any",
      }) as JsonSchema;
      delete json.$schema;
      const defs = {
        ...(json.$defs as Record<string, JsonSchema> | undefined),
        ...(json.definitions as object),
      };
      delete json.$defs;
      delete json.definitions;
      const entries = Object.entries(defs as Record<string, JsonSchema>);
      if (entries.length === 0) return json;
      const names = new Map<string, string>();
      const wanted = entries.map(([key]) => (/^__schema\d+$/.test(key) ? `${nameHint}${key.slice(8)}` : key));
      // Names are settled before the bodies are rewritten, since definitions may refer to each other.
      entries.forEach(([key], index) => {
        const target = `#/components/schemas/${wanted[index]}`;
        names.set(`#/$defs/${key}`, target);
        names.set(`#/definitions/${key}`, target);
      });
      entries.forEach(([key, body], index) => {
        const placed = place(wanted[index]!, rewrite(body, names) as JsonSchema);
        if (placed !== wanted[index]) {
          names.set(`#/$defs/${key}`, `#/components/schemas/${placed}`);
          names.set(`#/definitions/${key}`, `#/components/schemas/${placed}`);
        }
      });
      return rewrite(json, names) as JsonSchema;
    },
  };
}
export type SchemaComponents = ReturnType<typeof createSchemaComponents>;

/** `{"status": 400, "codes": [...]}` per HTTP status, from a code → status table. */
export function codesByStatus(table: Record<string, number>): Map<number, string[]> {
  const byStatus = new Map<number, string[]>();
  for (const [code, status] of Object.entries(table))
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b));
}

export const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Not authenticated",
  402: "Payment required",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  410: "Gone",
  413: "Payload too large",
  422: "Unprocessable",
  423: "Locked",
  429: "Too many requests",
  500: "Server error",
  502: "Bad gateway",
  503: "Service unavailable",
};

export const APACHE_LICENSE = { name: "Apache-2.0", identifier: "Apache-2.0" };
