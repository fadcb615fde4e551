import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { confirmCurrentPassword } from "./current-password.ts";

/**
 * How recent the session's sign-in must be to stand in for a password the account does not have.
 * Long enough to open the security centre and type a code; short enough that a session left open
 * on a shared computer has lost this power before anyone else sits down.
 */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

/** Who asks, as the owner-proven calls know them: the account and the session it calls with. */
export type OwnerClaim = {
  merchantCode: string;
  username: string;
  /** Null for accounts without a password of their own (social sign-in). */
  passwordHash: string | null;
  /** The hash of the session's token. */
  tokenHash: string;
};

/**
 * Proves that the person holding a session is the account's owner before a change that would hand
 * the account to whoever holds it (a recovery channel, the first payment password, a withdrawal
 * destination, the first login password). A session alone proves nothing: it may be one left open.
 *
 * - Accounts with a login password give it (`password.incorrect` when missing or wrong, counted
 *   with log-in failures, `too.many.requests` past their limit).
 * - Accounts without one (social sign-in) prove themselves by a sign-in of the last
 *   `FRESH_SIGN_IN_SECONDS`: signing in again with the provider is the proof
 *   (`reauthentication.required` otherwise).
 */
export async function confirmOwner(
  db: Database,
  claim: OwnerClaim,
  password: string | undefined,
  clientIp: string,
): Promise<void> {
  if (claim.passwordHash !== null) {
    await confirmCurrentPassword(db, { ...claim, passwordHash: claim.passwordHash }, password, clientIp);
    return;
  }
  const rows = await db.query<{ fresh: boolean }>(
    `SELECT created_at > now() - make_interval(secs => $2) AS fresh FROM sessions
      WHERE token_hash = $1 AND merchant_code = $3`,
    [claim.tokenHash, FRESH_SIGN_IN_SECONDS, claim.merchantCode],
  );
  if (!rows[0]?.fresh) {
    throw new AppError(
      "reauthentication.required",
      "Sign in again to confirm it is you, then finish within 5 minutes",
    );
  }
}
