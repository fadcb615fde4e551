import type { Database } from "#app/db/database.ts";
import { createCaptchaService } from "#app/modules/captcha/service.ts";

let issued = 0;

/** A captcha issued as the site would get it, with its answer: what a person would read off the image. */
export async function solvedCaptcha(db: Database, merchantCode = "demo") {
  const answer = `K${String(++issued).padStart(4, "7")}`.slice(0, 5);
  const service = createCaptchaService(db, { randomText: () => answer });
  // Issued for an address of its own: the captcha throttle of the addresses under test stays clear.
  const { captchaId } = await service.issue(merchantCode, `captcha-solver-${issued}`);
  return { captchaId, captcha: answer };
}
