import {
  APACHE_LICENSE,
  codesByStatus,
  createSchemaComponents,
  STATUS_TEXT,
} from "@banca/contract/openapi-schemas";
import { SEAMLESS_OPERATIONS, SEAMLESS_SCHEMAS, seamlessErrorSchema } from "@banca/contract/seamless-wallet";
import { SEAMLESS_PREFIX } from "#app/providers/vendors/seamless-client.ts";
import { SEAMLESS_ERROR_STATUS } from "./seamless-error.ts";
import { MAX_CLOCK_SKEW_MS } from "./signature.ts";

/** Which refusals each operation can answer with (every one may also answer the signing refusals). */
const OPERATION_CODES: Record<(typeof SEAMLESS_OPERATIONS)[number], string[]> = {
  session: ["INVALID_TOKEN"],
  balance: ["INVALID_TOKEN"],
  debit: [
    "INVALID_TOKEN",
    "SESSION_EXPIRED",
    "INSUFFICIENT_FUNDS",
    "BETS_BLOCKED",
    "DUPLICATE_CONFLICT",
    "ROUND_CLOSED",
    "TRANSACTION_ROLLED_BACK",
  ],
  credit: ["INVALID_TOKEN", "DEBIT_NOT_FOUND", "DUPLICATE_CONFLICT", "ROUND_CLOSED"],
  rollback: ["INVALID_TOKEN", "DUPLICATE_CONFLICT", "ROUND_SETTLED"],
};
const ALWAYS = ["BAD_REQUEST", "UNKNOWN_VENDOR", "INVALID_SIGNATURE", "STALE_REQUEST", "INTERNAL_ERROR"];

const EXAMPLES: Record<(typeof SEAMLESS_OPERATIONS)[number], { request: object; answer: object }> = {
  session: {
    request: { launchToken: "q0Lr3c9S2m8YkTn1vWzB4xQe7uJh5aPf6dGs0iKo1yM" },
    answer: {
      status: "OK",
      balance: "100.00",
      currency: "USD",
      sessionToken: "Zt8v1nQe0xW4kLm2cYp9rBs6uHj3aGd7fKo5iNt1yRw",
      expiresAt: "2026-11-26T09:00:00.000Z",
      memberId: 1042,
      username: "player01",
      gameId: 7,
      gameCode: "starfall",
      gameType: "SLOT",
      language: "en",
    },
  },
  balance: {
    request: { sessionToken: "Zt8v1nQe0xW4kLm2cYp9rBs6uHj3aGd7fKo5iNt1yRw" },
    answer: {
      status: "OK",
      balance: "100.00",
      currency: "USD",
      gameId: 7,
      gameCode: "starfall",
      gameType: "SLOT",
    },
  },
  debit: {
    request: {
      sessionToken: "Zt8v1nQe0xW4kLm2cYp9rBs6uHj3aGd7fKo5iNt1yRw",
      transactionId: "tx-1001",
      roundId: "r-501",
      amount: "2.50",
    },
    answer: { status: "OK", balance: "97.50", currency: "USD", transactionId: "tx-1001", replayed: false },
  },
  credit: {
    request: {
      sessionToken: "Zt8v1nQe0xW4kLm2cYp9rBs6uHj3aGd7fKo5iNt1yRw",
      transactionId: "tx-1002",
      roundId: "r-501",
      amount: "5.00",
    },
    answer: { status: "OK", balance: "102.50", currency: "USD", transactionId: "tx-1002", replayed: false },
  },
  rollback: {
    request: {
      sessionToken: "Zt8v1nQe0xW4kLm2cYp9rBs6uHj3aGd7fKo5iNt1yRw",
      transactionId: "tx-1003",
      roundId: "r-502",
      debitTransactionId: "tx-1001",
    },
    answer: { status: "OK", balance: "100.00", currency: "USD", transactionId: "tx-1003", replayed: false },
  },
};

/** `/openapi/vendor.json`: the seamless wallet, generated from the contract's schemas. */
export function buildVendorDocument(version: string) {
  const components = createSchemaComponents();
  const errorSchema = components.of(seamlessErrorSchema, "output", "SeamlessError");
  const paths: Record<string, object> = {};
  for (const operation of SEAMLESS_OPERATIONS) {
    const { summary, body, answer } = SEAMLESS_SCHEMAS[operation];
    const codes = [...ALWAYS, ...OPERATION_CODES[operation]];
    const table = Object.fromEntries(
      codes.map((code) => [code, SEAMLESS_ERROR_STATUS[code as keyof typeof SEAMLESS_ERROR_STATUS]]),
    );
    const errors = Object.fromEntries(
      [...codesByStatus(table)].map(([status, statusCodes]) => [
        status,
        {
          description: `${STATUS_TEXT[status] ?? "Error"}: code one of ${statusCodes.join(", ")}`,
          content: {
            "application/json": {
              schema: {
                ...errorSchema,
                properties: {
                  ...(errorSchema.properties as object),
                  code: { type: "string", enum: statusCodes },
                },
              },
              example: { status: "ERROR", code: statusCodes[0], message: "…" },
            },
          },
        },
      ]),
    );
    paths[`${SEAMLESS_PREFIX}/${operation}`] = {
      post: {
        operationId: `seamless${operation[0]!.toUpperCase()}${operation.slice(1)}`,
        summary,
        tags: ["seamless wallet"],
        security: [{ vendorCode: [], requestTimestamp: [], requestSignature: [] }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: components.of(body, "input", `${operation}Request`),
              example: EXAMPLES[operation].request,
            },
          },
        },
        responses: {
          200: {
            description: "Done (or, with replayed true, the first answer to this transaction id again)",
            content: {
              "application/json": {
                schema: components.of(answer, "output", `${operation}Answer`),
                example: EXAMPLES[operation].answer,
              },
            },
          },
          ...errors,
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Banca seamless wallet",
      version,
      description:
        "What a game vendor calls on every round: every call is signed (see the security schemes and docs/vendor-integration.md), every money call is idempotent per transactionId.",
      license: APACHE_LICENSE,
    },
    servers: [{ url: "/", description: "The platform that served this document" }],
    tags: [{ name: "seamless wallet", description: "Session, balance, debit, credit and rollback" }],
    paths,
    components: {
      securitySchemes: {
        vendorCode: {
          type: "apiKey",
          in: "header",
          name: "x-vendor",
          description: "The vendor's code at the platform (2 to 32 of A-Z 0-9 _)",
        },
        requestTimestamp: {
          type: "apiKey",
          in: "header",
          name: "x-timestamp",
          description: `Milliseconds since the epoch when the request was signed; refused (STALE_REQUEST) when more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes off`,
        },
        requestSignature: {
          type: "apiKey",
          in: "header",
          name: "x-signature",
          description:
            'Lower-case hex HMAC-SHA256, keyed with the vendor\'s secret for the merchant, of the text "<x-timestamp>.<the exact bytes of the body>"',
        },
      },
      schemas: components.schemas,
    },
  };
}
