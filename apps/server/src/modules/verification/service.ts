import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { EmailSender } from "#app/providers/email.ts";
import type { SmsSender } from "#app/providers/sms.ts";
import { type CheckedToken, type PhoneAuthService, phoneAuthOf } from "./phone-auth-service.ts";
import {
  type CodeChannel,
  type CodeKey,
  type CodePurpose,
  createVerificationRepository,
} from "./repository.ts";

/** Lifetime of an SMS code; the site's resend countdown is this times 60 seconds. */
export const SMS_CODE_MINUTES = 5;
/** E-mail can take a while to arrive and to be read: its codes live longer. */
export const EMAIL_CODE_MINUTES = 15;
/** Tries per code, right or wrong; a code that ran out of tries is spent. */
export const MAX_TRIES = 5;
const WINDOW_SECONDS = 15 * 60;
const MAX_PER_DESTINATION = 5;
// One address may ask for a few numbers (a family, a typo); sending to many is SMS pumping.
const MAX_PER_ADDRESS = 10;
const BLOCK_SECONDS = 5 * 60;
/**
 * Wrong codes a destination may see in one UTC day, across codes and purposes. Without it the send
 * limits (5 codes per 15 minutes, 5 tries each) allowed about 2,400 guesses a day at one number.
 */
export const MAX_FAILED_CHECKS_PER_DAY = 20;
// Longer than every lifetime, window and block above; kept a day for support questions.
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * Where codes go. `null`: the start has no such provider (a production start that was given none):
 * codes for that channel are refused before any is stored, since nobody could ever receive them.
 */
export type Delivery = { sms: SmsSender | null; email: EmailSender | null };

export type IssueRequest = {
  merchantCode: string;
  purpose: CodePurpose;
  channel: CodeChannel;
  destination: string;
  /** What else the code is bound to (an account, a log-in challenge); empty when nothing. */
  context?: string;
  clientIp: string;
  lifetimeMinutes: number;
  /**
   * The message carrying the code, or null to send nothing: the request is stored and limited like
   * any other, so the caller's answer cannot tell whether a number is registered (decision 009).
   */
  compose: ((code: string) => { subject?: string; text: string }) | null;
};

export type CodeCheck = Omit<CodeKey, "context"> & { context?: string; code: string | undefined };

/** A code to a mobile number, or the provider's token for it on the phone-authentication route. */
export type PhoneCodeCheck = Omit<CodeCheck, "merchantCode" | "channel"> & {
  verificationToken?: string | undefined;
  channel?: string | undefined;
};
/** A checked code (its id) or a checked provider token, spent by `consume`. */
export type CheckedCode = { id: number } | CheckedToken;

/** Salted, and bound to purpose and destination: a stored hash proves nothing about other codes. */
function hashCode(salt: string, key: CodeKey, code: string): string {
  return createHash("sha256")
    .update(`${salt}\u0000${key.purpose}\u0000${key.destination}\u0000${key.context}\u0000${code}`)
    .digest("base64url");
}

function matches(stored: string, key: CodeKey, code: string): boolean {
  const [salt = "", hash = ""] = stored.split(":");
  const expected = Buffer.from(hash, "base64url");
  const given = Buffer.from(hashCode(salt, key, code), "base64url");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const tooMany = () => new AppError("too-many-requests", "Too many requests, try again after 5 minutes");
const tooSoon = () =>
  new AppError("too.many.requests", "Please wait a second before asking for another code");
const dailyLimit = () =>
  new AppError(
    "verification.daily.limit",
    "Too many wrong codes for this number or e-mail today, try again tomorrow",
  );

/**
 * The sending limits, inside the caller's transaction: one request per second per destination and
 * per client address; past 5 to a destination (10 from an address) in 15 minutes, that subject waits
 * 5 minutes. The block is written (the transaction commits) before the caller is refused.
 */
async function admit(tx: Queryable, merchantCode: string, destination: string, clientIp: string) {
  const codes = createVerificationRepository(tx);
  const subjects = [`to:${destination}`, `ip:${clientIp}`];
  await codes.lock(merchantCode, subjects);
  if ((await codes.activeBlocks(merchantCode, subjects)).length > 0) return "blocked" as const;
  const recent = await codes.recent(merchantCode, destination, clientIp, WINDOW_SECONDS);
  if (recent.tooSoon) return "too-soon" as const;
  const full = [
    ...(recent.toDestination >= MAX_PER_DESTINATION ? [subjects[0] as string] : []),
    ...(recent.fromAddress >= MAX_PER_ADDRESS ? [subjects[1] as string] : []),
  ];
  for (const subject of full) await codes.block(merchantCode, subject, BLOCK_SECONDS);
  return full.length > 0 ? ("blocked" as const) : ("admitted" as const);
}

export function createVerificationService(db: Database, delivery: Delivery, phoneAuth?: PhoneAuthService) {
  const service = {
    /**
     * Counts a "taken or free?" answer about `destination` (a number, or `user:<name>`) as a code
     * request: it shares the code requests' limits, so the answer cannot be asked at speed.
     */
    async lookup(request: { merchantCode: string; destination: string; clientIp: string }): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        const admitted = await admit(tx, request.merchantCode, request.destination, request.clientIp);
        if (admitted === "admitted") {
          await createVerificationRepository(tx).insertLookup(
            request.merchantCode,
            request.destination,
            request.clientIp,
          );
        }
        return admitted;
      });
      if (outcome === "blocked") throw tooMany();
      if (outcome === "too-soon") throw tooSoon();
    },

    /**
     * Stores a new 6-digit code and sends it. One request per second per destination and per client
     * address; past 5 codes to a destination (10 from an address) in 15 minutes, that subject waits
     * 5 minutes (`too-many-requests`).
     */
    async issue(request: IssueRequest): Promise<{ expiresAt: Date }> {
      // Refused whether or not the destination has an account: the answer tells nothing about it.
      if (request.channel === "sms" ? !delivery.sms : !delivery.email) {
        throw request.channel === "sms"
          ? new AppError("verification.sms.unavailable", "Codes by SMS cannot be sent at the moment")
          : new AppError("verification.email.unavailable", "Codes by e-mail cannot be sent at the moment");
      }
      const key: CodeKey = { ...request, context: request.context ?? "" };
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const salt = randomBytes(16).toString("base64url");
      const outcome = await db.transaction(async (tx) => {
        const admitted = await admit(tx, request.merchantCode, request.destination, request.clientIp);
        if (admitted !== "admitted") return admitted;
        return createVerificationRepository(tx).insert({
          ...key,
          channel: request.channel,
          codeHash: `${salt}:${hashCode(salt, key, code)}`,
          lifetimeSeconds: request.lifetimeMinutes * 60,
          clientIp: request.clientIp,
        });
      });
      // Clean-up rides on issuing: an indexed delete that mostly finds nothing, so no job is needed.
      await createVerificationRepository(db).deleteOld(KEEP_SECONDS);
      if (outcome === "blocked") throw tooMany();
      if (outcome === "too-soon") throw tooSoon();
      const message = request.compose?.(code);
      if (message && request.channel === "sms") {
        await delivery.sms?.send({
          merchantCode: request.merchantCode,
          to: request.destination,
          text: message.text,
        });
      } else if (message) {
        await delivery.email?.send({
          merchantCode: request.merchantCode,
          to: request.destination,
          subject: message.subject ?? "",
          text: message.text,
        });
      }
      return { expiresAt: outcome };
    },

    /**
     * Checks a code against the newest one sent for its key, counting the try. Throws
     * `missing-verification-code`, `invalid-verification-code` (wrong, reused, never sent) or
     * `code-expired` (past its lifetime or out of tries), or `verification.daily.limit` once the
     * destination saw MAX_FAILED_CHECKS_PER_DAY wrong codes today. Answers the code's id for `consume`.
     */
    async check(request: CodeCheck): Promise<{ id: number }> {
      const code = request.code?.trim() ?? "";
      if (code === "") throw new AppError("missing-verification-code", "Verification code is missing");
      const key: CodeKey = { ...request, context: request.context ?? "" };
      const codes = createVerificationRepository(db);
      const { merchantCode, destination } = key;
      // Refused even with the right code: the day's guesses at this destination are used up.
      if ((await codes.failuresToday(merchantCode, destination)) >= MAX_FAILED_CHECKS_PER_DAY) {
        throw dailyLimit();
      }
      const stored = await codes.latest(key);
      const invalid = new AppError("invalid-verification-code", "Verification code is not valid");
      if (!stored || stored.consumed) throw invalid;
      if (stored.expired || stored.attempts >= MAX_TRIES) {
        throw new AppError("code-expired", "Code expired, send again");
      }
      // Anything but six digits cannot match: refused without spending one of the code's tries.
      if (!/^\d{6}$/.test(code)) throw invalid;
      // Counted as a failure before the comparison, so guesses arriving together cannot pass the cap.
      if (!(await codes.reserveFailure(merchantCode, destination, MAX_FAILED_CHECKS_PER_DAY))) {
        throw dailyLimit();
      }
      // A code out of tries (or spent meanwhile) compares nothing: its failure is taken back.
      if (!(await codes.takeTry(stored.id, MAX_TRIES))) {
        await codes.releaseFailure(merchantCode, destination);
        throw invalid;
      }
      if (!matches(stored.codeHash, key, code)) throw invalid;
      await codes.releaseFailure(merchantCode, destination);
      return { id: stored.id };
    },

    /**
     * Spends a checked code, inside the caller's transaction when given, so that the code and the
     * change it allows land together or not at all.
     */
    async consume(checked: CheckedCode, tx: Queryable = db): Promise<void> {
      if ("kind" in checked) {
        if (!phoneAuth) throw new AppError("invalid-verification-code", "Verification code is not valid");
        await phoneAuth.spend(checked, tx);
        return;
      }
      if (!(await createVerificationRepository(tx).consume(checked.id))) {
        throw new AppError("invalid-verification-code", "Verification code is not valid");
      }
    },

    /**
     * Checks what proves a mobile number: on the merchant's phone-authentication route the
     * provider's token sent with channel "sms" (spec part 1 §4), otherwise the platform's SMS code.
     */
    async checkPhoneCode(merchant: Merchant, request: PhoneCodeCheck): Promise<CheckedCode> {
      if (phoneAuthOf(merchant).provider === "builtin") {
        return service.check({ ...request, merchantCode: merchant.code });
      }
      if (!phoneAuth)
        throw new AppError("operation-not-allowed", "Not enabled function, contact customer service");
      if (request.channel !== "sms" || !request.verificationToken?.trim()) {
        throw new AppError("missing-verification-code", "Verification code is missing");
      }
      return phoneAuth.check(merchant, request.verificationToken, request.destination);
    },
  };
  return service;
}
export type VerificationService = ReturnType<typeof createVerificationService>;
