import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { randomCaptchaText, renderCaptcha } from "./render.ts";
import { createCaptchaRepository } from "./repository.ts";

/** A captcha answers for this long after it is issued. */
export const CAPTCHA_LIFETIME_SECONDS = 5 * 60;
/**
 * New captchas for one address at least this far apart ... The site refreshes at most once a second
 * (spec part 1 §9); requests it spaced by a second can arrive closer after network and queue delays,
 * so the server's floor is half that.
 */
const MIN_INTERVAL_SECONDS = 0.5;
/** ... and at most this many in ten minutes: enough for a person who keeps refreshing, not for a farm. */
export const MAX_PER_WINDOW = 60;
const WINDOW_SECONDS = 10 * 60;
// Expired rows stay an hour so the ten-minute throttle always sees them.
const KEEP_EXPIRED_SECONDS = 60 * 60;

/** The id salts the hash, so one precomputed table of the small answer space does not fit every row. */
function answerHash(id: string, answer: string): Buffer {
  return createHash("sha256").update(`${id}:${answer.trim().toLowerCase()}`).digest();
}

export type CaptchaOptions = {
  /** Where the texts come from; tests pass a known one, everything else uses the random default. */
  randomText?: () => string;
};

export function createCaptchaService(db: Database, options: CaptchaOptions = {}) {
  const nextText = options.randomText ?? randomCaptchaText;
  return {
    /** A new captcha for this address; `too-many-requests` past the address throttle. */
    async issue(merchantCode: string, clientIp: string): Promise<{ captchaId: string; image: string }> {
      const text = nextText();
      const captchaId = randomBytes(18).toString("base64url");
      await db.transaction(async (tx) => {
        const captchas = createCaptchaRepository(tx);
        await captchas.lockAddress(merchantCode, clientIp);
        const recent = await captchas.recentFromIp(merchantCode, clientIp, WINDOW_SECONDS);
        const tooSoon = recent.newestAgeSeconds !== null && recent.newestAgeSeconds < MIN_INTERVAL_SECONDS;
        if (tooSoon || recent.count >= MAX_PER_WINDOW) {
          throw new AppError("too-many-requests", "Too many captcha requests, please wait a moment");
        }
        await captchas.insert({
          id: captchaId,
          merchantCode,
          answerHash: answerHash(captchaId, text).toString("base64url"),
          clientIp,
          lifetimeSeconds: CAPTCHA_LIFETIME_SECONDS,
        });
      });
      // Clean-up rides on issuing: an indexed delete that mostly finds nothing, so no job is needed.
      await createCaptchaRepository(db).deleteExpired(KEEP_EXPIRED_SECONDS);
      return { captchaId, image: renderCaptcha(text) };
    },

    /**
     * Whether the answer solves the captcha, ignoring case and surrounding spaces. Any try spends the
     * captcha, right or wrong; an unknown, spent or expired id, or a missing answer, is false.
     */
    async verify(
      merchantCode: string,
      captchaId: string | undefined,
      answer: string | undefined,
    ): Promise<boolean> {
      if (!captchaId || captchaId.length > 64) return false;
      const stored = await createCaptchaRepository(db).spend(merchantCode, captchaId);
      if (stored === null || !answer) return false;
      const expected = Buffer.from(stored, "base64url");
      const given = answerHash(captchaId, answer);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
