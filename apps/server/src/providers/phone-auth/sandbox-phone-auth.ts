import {
  createHash,
  generateKeyPair,
  type KeyObject,
  randomBytes,
  randomInt,
  randomUUID,
  timingSafeEqual,
} from "node:crypto";
import { promisify } from "node:util";
import { PHONE_AUTH_PATHS, SANDBOX_PHONE_AUTH_PATH } from "@banca/contract/phone-auth";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Database } from "#app/db/database.ts";
import type { MerchantService } from "#app/modules/merchants/service.ts";
import { smsText } from "#app/modules/verification/messages.ts";
import type { SmsSender } from "#app/providers/sms.ts";
import { type IdTokenClaims, signIdToken } from "./id-token.ts";

const CODE_MINUTES = 5;
const MAX_TRIES = 5;
const WINDOW_SECONDS = 15 * 60;
const MAX_PER_NUMBER = 5;
const MAX_PER_ADDRESS = 10;
/** Like the provider's ID tokens: an hour. The platform takes them only within minutes of the code. */
const TOKEN_SECONDS = 60 * 60;
const E164 = /^\+[1-9]\d{6,14}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The audience of the sandbox's tokens for one merchant: a token of one brand means nothing to another. */
export const sandboxAudience = (merchantCode: string) => `sandbox-${merchantCode}`;

export type SandboxPhoneAuth = ReturnType<typeof createSandboxPhoneAuth>;

const makeKeyPair = promisify(generateKeyPair);
type KeyPair = { privateKey: KeyObject; publicKey: KeyObject };

/**
 * A phone-authentication provider on this server for the demo start and the tests: it sends its
 * codes through the SMS adapter (the outbox, where tests and the demo read them) and signs ID tokens
 * with a key of its own, which the server's verifier is handed in-process. The key is made when it
 * is first needed, on the thread pool: an RSA key costs tens to hundreds of milliseconds of CPU, most
 * of an application's build, and most applications built (every test file's) never sign a token.
 */
export function createSandboxPhoneAuth(options: { publicUrl: string }) {
  const kid = randomUUID();
  const issuer = `${options.publicUrl}${SANDBOX_PHONE_AUTH_PATH}`;
  let made: KeyPair | undefined;
  let making: Promise<KeyPair> | undefined;
  const keys = () => (making ??= makeKeyPair("rsa", { modulusLength: 2048 }).then((pair) => (made = pair)));
  return {
    issuer,
    // No token names a key that was never made.
    keyOf: (id: string) => (id === kid ? made?.publicKey : undefined),
    async jwks() {
      const { publicKey } = await keys();
      return { keys: [{ ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" }] };
    },
    async sign(
      merchantCode: string,
      phoneNumber: string,
      now = Math.floor(Date.now() / 1000),
    ): Promise<string> {
      const { privateKey } = await keys();
      const claims: IdTokenClaims = {
        iss: issuer,
        aud: sandboxAudience(merchantCode),
        sub: sha256(`${merchantCode}\u0000${phoneNumber}`).slice(0, 28),
        iat: now,
        exp: now + TOKEN_SECONDS,
        auth_time: now,
        phone_number: phoneNumber,
        jti: randomUUID(),
      };
      return signIdToken(privateKey, kid, claims);
    },
  };
}

/** The provider's error answer: HTTP 400 with the REST message the site maps to the spec's codes. */
function refuse(reply: FastifyReply, message: string, status = 400) {
  return reply
    .status(status)
    .send({ error: { code: status, message, errors: [{ message, domain: "global" }] } });
}

const keyQuery = z.object({ key: z.string().max(64).default("") });
const sendBody = z.object({
  phoneNumber: z.string().max(32).default(""),
  recaptchaToken: z.string().optional(),
});
const signInBody = z.object({
  sessionInfo: z.string().max(128).default(""),
  code: z.string().max(32).default(""),
});

/**
 * The sandbox's REST endpoints under /sandbox/phone-auth/v1 (demo start with SANDBOX_PHONE_AUTH only).
 * The `key` the site passes is the merchant code; only a merchant whose phoneAuth says "sandbox" may
 * use it (OPERATION_NOT_ALLOWED otherwise).
 */
export function sandboxPhoneAuthRoutes(
  app: FastifyInstance,
  deps: { db: Database; merchants: MerchantService; sms: SmsSender; sandbox: SandboxPhoneAuth },
) {
  const { db } = deps;
  async function merchantOf(key: string) {
    try {
      const merchant = await deps.merchants.resolve(key || "-", undefined);
      return merchant.settings.phoneAuth?.provider === "sandbox" ? merchant : null;
    } catch {
      return null;
    }
  }
  // "::" is a literal colon in a route path; the REST names have one.
  const route = (path: string) => `${SANDBOX_PHONE_AUTH_PATH}${path.replace(":", "::")}`;

  app.get(`${SANDBOX_PHONE_AUTH_PATH}/keys`, async () => deps.sandbox.jwks());

  app.post(route(PHONE_AUTH_PATHS.sendCode), async (request, reply) => {
    const merchant = await merchantOf(keyQuery.parse(request.query ?? {}).key);
    if (!merchant) return refuse(reply, "OPERATION_NOT_ALLOWED");
    const body = sendBody.safeParse(request.body ?? {});
    const phoneNumber = body.success ? body.data.phoneNumber.trim() : "";
    if (phoneNumber === "") return refuse(reply, "MISSING_PHONE_NUMBER");
    if (!E164.test(phoneNumber)) return refuse(reply, "INVALID_PHONE_NUMBER");
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const sessionInfo = randomBytes(32).toString("base64url");
    const admitted = await db.transaction(async (tx) => {
      // One request at a time per number and per address, so the counts below cannot be raced.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1)), pg_advisory_xact_lock(hashtext($2))", [
        `phone-auth:${merchant.code}:${phoneNumber}`,
        `phone-auth:${merchant.code}:${request.ip}`,
      ]);
      const [counts] = await tx.query<{ to_number: string; from_address: string; last_second: string }>(
        `SELECT count(*) FILTER (WHERE phone_number = $2) AS to_number,
                count(*) FILTER (WHERE client_ip = $3) AS from_address,
                count(*) FILTER (WHERE created_at > now() - interval '1 second') AS last_second
           FROM phone_auth_sandbox_sessions
          WHERE merchant_code = $1 AND (phone_number = $2 OR client_ip = $3)
            AND created_at > now() - make_interval(secs => $4)`,
        [merchant.code, phoneNumber, request.ip, WINDOW_SECONDS],
      );
      if (
        Number(counts?.last_second ?? 0) > 0 ||
        Number(counts?.to_number ?? 0) >= MAX_PER_NUMBER ||
        Number(counts?.from_address ?? 0) >= MAX_PER_ADDRESS
      ) {
        return false;
      }
      await tx.query(
        `INSERT INTO phone_auth_sandbox_sessions (merchant_code, session_hash, phone_number, code_hash, client_ip, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
        [
          merchant.code,
          sha256(sessionInfo),
          phoneNumber,
          sha256(`${sessionInfo}:${code}`),
          request.ip,
          CODE_MINUTES,
        ],
      );
      return true;
    });
    if (!admitted) return refuse(reply, "TOO_MANY_ATTEMPTS_TRY_LATER");
    const language = merchant.settings.languages.default;
    await deps.sms.send({
      merchantCode: merchant.code,
      to: phoneNumber,
      text: smsText(language, { brand: merchant.name, code, minutes: CODE_MINUTES }),
    });
    return { sessionInfo };
  });

  app.post(route(PHONE_AUTH_PATHS.signIn), async (request, reply) => {
    const merchant = await merchantOf(keyQuery.parse(request.query ?? {}).key);
    if (!merchant) return refuse(reply, "OPERATION_NOT_ALLOWED");
    const body = signInBody.safeParse(request.body ?? {});
    const sessionInfo = body.success ? body.data.sessionInfo : "";
    const code = body.success ? body.data.code.trim() : "";
    if (sessionInfo === "") return refuse(reply, "MISSING_SESSION_INFO");
    if (code === "") return refuse(reply, "MISSING_CODE");
    // The try is counted before the comparison: concurrent guesses cannot exceed MAX_TRIES.
    const [session] = await db.query<{
      id: string;
      phone_number: string;
      code_hash: string;
      expired: boolean;
    }>(
      `UPDATE phone_auth_sandbox_sessions SET attempts = attempts + 1
        WHERE merchant_code = $1 AND session_hash = $2 AND used_at IS NULL AND attempts < $3
        RETURNING id, phone_number, code_hash, expires_at <= now() AS expired`,
      [merchant.code, sha256(sessionInfo), MAX_TRIES],
    );
    if (!session) {
      const [known] = await db.query<{ used: boolean }>(
        "SELECT used_at IS NOT NULL AS used FROM phone_auth_sandbox_sessions WHERE merchant_code = $1 AND session_hash = $2",
        [merchant.code, sha256(sessionInfo)],
      );
      // Out of tries: the code is gone, like an expired one. Unknown or used: not a session.
      return refuse(reply, known && !known.used ? "SESSION_EXPIRED" : "INVALID_SESSION_INFO");
    }
    if (session.expired) return refuse(reply, "SESSION_EXPIRED");
    const expected = Buffer.from(session.code_hash);
    const given = Buffer.from(sha256(`${sessionInfo}:${code}`));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return refuse(reply, "INVALID_CODE");
    }
    const [used] = await db.query(
      "UPDATE phone_auth_sandbox_sessions SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id",
      [session.id],
    );
    if (!used) return refuse(reply, "INVALID_SESSION_INFO");
    const idToken = await deps.sandbox.sign(merchant.code, session.phone_number);
    return {
      idToken,
      refreshToken: "",
      expiresIn: String(TOKEN_SECONDS),
      localId: sha256(`${merchant.code}\u0000${session.phone_number}`).slice(0, 28),
      phoneNumber: session.phone_number,
    };
  });
}
