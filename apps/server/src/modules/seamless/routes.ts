import { SEAMLESS_SCHEMAS } from "@banca/contract/seamless-wallet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Database } from "#app/db/database.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import type { Metrics } from "#app/ops/metrics.ts";
import { findVendorSecret, SEAMLESS_PREFIX } from "#app/providers/vendors/seamless-client.ts";
import { SeamlessError } from "./seamless-error.ts";
import { type Caller, createSeamlessService } from "./service.ts";
import { assertFresh, assertSigned } from "./signature.ts";

const OPERATIONS = ["session", "balance", "debit", "credit", "rollback"] as const;
type Operation = (typeof OPERATIONS)[number];

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseBody(rawBody: string): Record<string, unknown> {
  try {
    const body = JSON.parse(rawBody) as unknown;
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new SeamlessError("BAD_REQUEST", "The body must be a JSON object");
}

/**
 * The seamless-wallet API game vendors call (`POST /seamless/v1/<operation>`). It answers in the
 * vendors' envelope, not the site's: `{"status": "OK", ...}` or `{"status": "ERROR", code, message}`.
 */
export function seamlessRoutes(
  app: FastifyInstance,
  deps: { db: Database; merchants: MerchantService; metrics?: Metrics; validateResponses?: boolean },
) {
  const seamless = createSeamlessService(deps.db, deps.merchants);
  // Secrets never change once generated, so each is read once a minute at most, not on every call
  // (and once for a burst of calls that find it missing).
  const secrets = new LRUCache<string, string, { merchantCode: string; vassalage: string }>({
    max: 1_000,
    ttl: 60_000,
    fetchMethod: async (_key, _stale, { context }) =>
      (await findVendorSecret(deps.db, context.merchantCode, context.vassalage)) ?? undefined,
  });
  async function secretOf(merchantCode: string, vassalage: string): Promise<string> {
    const key = `${merchantCode}|${vassalage}`;
    // A kept secret is read synchronously: `fetch` answers even a hit through promises.
    const secret = secrets.get(key) ?? (await secrets.fetch(key, { context: { merchantCode, vassalage } }));
    // Secrets are made at seeding, never here: a vendor without one has no standing with this merchant.
    if (!secret) throw new SeamlessError("UNKNOWN_VENDOR", "This vendor has no credentials here");
    return secret;
  }

  async function authenticate(
    request: FastifyRequest,
    operation: Operation,
  ): Promise<{ caller: Caller; body: Record<string, unknown> }> {
    const vassalage = header(request, "x-vendor");
    if (!vassalage || !/^[A-Z0-9_]{2,32}$/.test(vassalage))
      throw new SeamlessError("UNKNOWN_VENDOR", "x-vendor is missing");
    const timestamp = header(request, "x-timestamp");
    assertFresh(timestamp);
    const rawBody = typeof request.body === "string" ? request.body : "";
    const body = parseBody(rawBody);
    // The token tells the merchant, and so which of the vendor's secrets signs the request.
    const session = await seamless.sessionOf(vassalage, body, operation);
    const secret = await secretOf(session.merchant_code, vassalage);
    assertSigned(secret, timestamp!, rawBody, header(request, "x-signature"));
    return { caller: { vassalage, session }, body };
  }

  void app.register(async (scope) => {
    // Vendors sign the exact bytes they send, so the body is read as text.
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error, request, reply) => {
      if (error instanceof SeamlessError) {
        return reply.status(error.status).send({ status: "ERROR", code: error.code, message: error.message });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(400)
          .send({ status: "ERROR", code: "BAD_REQUEST", message: (error as Error).message });
      }
      request.log.error({ err: error }, "seamless wallet failure");
      return reply
        .status(500)
        .send({ status: "ERROR", code: "INTERNAL_ERROR", message: "The wallet is temporarily unavailable" });
    });
    for (const operation of OPERATIONS) {
      // Vendors' answers are a few hundred bytes: below any compression threshold, so the
      // compression hooks are left off these routes rather than run to decide that on every call.
      // Every call is recorded in vendor_transactions, so two access-log lines per spin add nothing:
      // these routes log warnings and errors only. Only vendors' servers call them: no browser headers.
      scope.post(
        `${SEAMLESS_PREFIX}/${operation}`,
        { compress: false, logLevel: "warn", config: { browserHeaders: false } },
        async (request) => {
          const started = performance.now();
          const took = () => (performance.now() - started) / 1000;
          try {
            const answer = await answerCall(request, operation);
            deps.metrics?.seamlessCall(operation, "OK", took());
            return answer;
          } catch (error) {
            const status = error instanceof SeamlessError ? error.code : "INTERNAL_ERROR";
            deps.metrics?.seamlessCall(operation, status, took());
            throw error;
          }
        },
      );
    }
  });

  /** One vendor call: who calls, then the operation; the route around it times it for the metrics. */
  async function answerCall(request: FastifyRequest, operation: Operation) {
    const { caller, body } = await authenticate(request, operation);
    const value =
      operation === "session"
        ? await seamless.openSession(caller)
        : operation === "balance"
          ? await seamless.balance(caller)
          : await seamless[operation](caller, body);
    const answer = { status: "OK", ...value };
    // The vendor document is generated from these schemas: an answer that leaves them fails here.
    if (deps.validateResponses) {
      const checked = SEAMLESS_SCHEMAS[operation].answer.safeParse(answer);
      if (!checked.success) {
        request.log.error({ issues: checked.error.issues, operation }, "answer breaks the vendor document");
        throw new Error(`answer of ${operation} breaks the vendor document`);
      }
    }
    return answer;
  }
}
