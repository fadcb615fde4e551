import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "#app/db/database.ts";

/** A launch token is good for this long: the game page opens right after the launch. */
export const LAUNCH_TOKEN_SECONDS = 300;
/** A vendor session lasts a long evening at one table; a win may still settle after it ends. */
export const VENDOR_SESSION_SECONDS = 12 * 3600;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

/**
 * Issues the one-time token that goes into a game's address; the vendor exchanges it at
 * `POST /seamless/v1/session` for the member's session. Only its hash is stored. `siteSession` (the
 * hash of the site session that launched the game) ties the game session to it: once that one is
 * revoked (logout, password reset or change) the game takes no more bets. Only vendor tests and
 * benchmarks, which have no site session, leave it out.
 */
export async function issueLaunchToken(
  db: Queryable,
  input: {
    merchantCode: string;
    vassalage: string;
    memberId: number;
    gameId: number;
    language: string;
    siteSession?: string;
  },
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO vendor_sessions (merchant_code, vassalage, member_id, game_id, language, launch_token_hash,
            launch_expires_at, site_session)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), $8)`,
    [
      input.merchantCode,
      input.vassalage,
      input.memberId,
      input.gameId,
      input.language,
      hashToken(token),
      LAUNCH_TOKEN_SECONDS,
      input.siteSession ?? null,
    ],
  );
  return token;
}
