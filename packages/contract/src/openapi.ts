import { z } from "zod";
import type { CallDefinition } from "./call.ts";
import { envelopeSchema } from "./envelope.ts";
import { ERROR_STATUS } from "./errors.ts";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as JsonSchema;
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = toSchema(query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ENCRYPTION_PARAMETER = {
  name: "Encryption",
  in: "header",
  required: true,
  description:
    "e1.<keyId>.<base64url client P-256 public key>.<base64url salt>; key from GET /wps/session/key",
  schema: { type: "string" },
};
const SEALED_BODY = {
  type: "object",
  required: ["value"],
  properties: {
    value: { type: "string", description: 'base64url(iv || AES-256-GCM of {"ts","nonce","body"})' },
  },
};

/** The OpenAPI 3 document of the given calls, generated from their zod schemas. */
export function buildOpenApiDocument(
  calls: readonly CallDefinition[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorEnvelope = toSchema(envelopeSchema(z.unknown()), "output");
  for (const call of calls) {
    const operation: Record<string, unknown> = {
      operationId: call.id,
      summary: call.summary,
      tags: [call.tag],
      parameters: [
        { name: "Merchant", in: "header", required: false, schema: { type: "string" } },
        { name: "Language", in: "header", required: false, schema: { type: "string" } },
        ...queryParameters(call.query),
      ],
      responses: {
        200: {
          description: "Success envelope",
          content: { "application/json": { schema: toSchema(envelopeSchema(call.value), "output") } },
        },
        default: {
          description: `Error envelope; errorCode is one of ${Object.keys(ERROR_STATUS).join(", ")}`,
          content: { "application/json": { schema: errorEnvelope } },
        },
      },
    };
    if (call.moduleId) operation["x-module-id"] = call.moduleId;
    // Refused with region.restricted from a country the merchant blocks (decision 029).
    if (call.regionGuarded) operation["x-region-guarded"] = true;
    // Served while the account must change its password; other member calls answer
    // password.change.required then (decision 010).
    if (call.beforePasswordChange) operation["x-before-password-change"] = true;
    if (call.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: toSchema(call.body, "input") } },
      };
    }
    if (call.encrypted) {
      // On the wire the body is sealed (decision 006); the call's own schema is the plaintext's `body`.
      operation["x-encrypted"] = true;
      if (call.body) operation["x-sealed-body"] = toSchema(call.body, "input");
      (operation.parameters as object[]).push(ENCRYPTION_PARAMETER);
      operation.requestBody = { required: true, content: { "application/json": { schema: SEALED_BODY } } };
    }
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return { openapi: "3.0.3", info, paths };
}
