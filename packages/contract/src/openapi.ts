import type { z } from "zod";
import type { CallDefinition } from "./call.ts";
import { envelopeSchema } from "./envelope.ts";
import { ERROR_STATUS } from "./errors.ts";
import {
  APACHE_LICENSE,
  codesByStatus,
  createSchemaComponents,
  type JsonSchema,
  type SchemaComponents,
  STATUS_TEXT,
} from "./openapi-schemas.ts";

function queryParameters(components: SchemaComponents, query: z.ZodType | undefined, hint: string) {
  if (!query) return [];
  const schema = components.of(query, "input", hint) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
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
const MERCHANT_PARAMETER = {
  name: "Merchant",
  in: "header",
  required: false,
  description: "The merchant's code; without it the merchant is the one owning the host",
  schema: { type: "string" },
};
const LANGUAGE_PARAMETER = {
  name: "Language",
  in: "header",
  required: false,
  description: "The language of texts in the answer (one the merchant offers)",
  schema: { type: "string" },
};
const SEALED_BODY = {
  type: "object",
  required: ["value"],
  properties: {
    value: { type: "string", description: 'base64url(iv || AES-256-GCM of {"ts","nonce","body"})' },
  },
};

/** The statuses every call may answer with, whoever calls (401 only where a session is needed). */
const MEMBER_ONLY_STATUSES = new Set([401]);

/**
 * The error answers of a document whose failures are the site's envelope, one response component
 * per HTTP status naming the codes that status carries.
 */
export function envelopeErrorResponses(table: Record<string, number>) {
  const responses: Record<string, object> = {};
  const refs = new Map<number, string>();
  for (const [status, codes] of codesByStatus(table)) {
    const name = `Error${status}`;
    refs.set(status, `#/components/responses/${name}`);
    responses[name] = {
      description: `${STATUS_TEXT[status] ?? "Error"}: the envelope with success false and errorCode one of ${codes.join(", ")}`,
      content: {
        "application/json": {
          schema: {
            type: "object",
            required: ["success", "message", "value", "errorCode"],
            properties: {
              success: { const: false },
              message: { type: "string" },
              value: {},
              errorCode: { type: "string", enum: codes },
            },
          },
          example: { success: false, message: "…", value: null, errorCode: codes[0] },
        },
      },
    };
  }
  return { responses, refs };
}

export type OpenApiOptions = {
  /** Where the API is served; a relative URL means the host that served the document. */
  servers?: Array<{ url: string; description?: string }>;
  description?: string;
  /** Example values of calls' success envelopes (by call id), shown in the document. */
  examples?: Record<string, unknown>;
};

/** The OpenAPI 3.1 document of the given calls, generated from their zod schemas. */
export function buildOpenApiDocument(
  calls: readonly CallDefinition[],
  info: { title: string; version: string },
  options: OpenApiOptions = {},
) {
  const components = createSchemaComponents();
  const errors = envelopeErrorResponses(ERROR_STATUS);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const errorResponses = Object.fromEntries(
      [...errors.refs]
        .filter(([status]) => call.auth === "member" || !MEMBER_ONLY_STATUSES.has(status))
        .map(([status, $ref]) => [status, { $ref }]),
    );
    const operation: Record<string, unknown> = {
      operationId: call.id,
      summary: call.summary,
      tags: [call.tag],
      // A member call needs the session token; an optional one adds the member's own view with it.
      security:
        call.auth === "member"
          ? [{ memberSession: [] }]
          : call.auth === "optional"
            ? [{}, { memberSession: [] }]
            : [],
      parameters: [
        MERCHANT_PARAMETER,
        LANGUAGE_PARAMETER,
        ...queryParameters(components, call.query, `${call.id}Query`),
      ],
      responses: {
        200: {
          description: "Success envelope",
          content: {
            "application/json": {
              schema: components.of(envelopeSchema(call.value), "output", `${call.id}Value`),
              ...(options.examples?.[call.id] === undefined
                ? {}
                : {
                    example: { success: true, message: "", value: options.examples[call.id], errorCode: "" },
                  }),
            },
          },
        },
        ...errorResponses,
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
        content: { "application/json": { schema: components.of(call.body, "input", `${call.id}Body`) } },
      };
    }
    if (call.encrypted) {
      // On the wire the body is sealed (decision 006); the call's own schema is the plaintext's `body`.
      operation["x-encrypted"] = true;
      if (call.body) operation["x-sealed-body"] = components.of(call.body, "input", `${call.id}Body`);
      (operation.parameters as object[]).push(ENCRYPTION_PARAMETER);
      operation.requestBody = { required: true, content: { "application/json": { schema: SEALED_BODY } } };
    }
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  const tags = [...new Set(calls.map((call) => call.tag))]
    .sort()
    .map((name) => ({ name, description: `The ${name} calls` }));
  return {
    openapi: "3.1.0",
    info: {
      ...info,
      description:
        options.description ??
        "The player API: every answer is the envelope {success, message, value, errorCode}; clients branch on errorCode.",
      license: APACHE_LICENSE,
    },
    servers: options.servers ?? [{ url: "/", description: "The site that served this document" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        memberSession: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description:
            "The session token a log-in answers with (value.token), sent as it is (no scheme word). A member call without a live token answers 401 login.not.session or user.or.token.invalid.",
        },
      },
      responses: errors.responses,
      schemas: components.schemas,
    },
  };
}
