import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import type { GuardRefusal } from "./guard-sql.ts";

type Channel = "game" | "lottery" | "deposit" | "session";

/**
 * Vendors know one code for a player who may not bet (BETS_BLOCKED); the message says which rule,
 * and starts with this so the in-house games can tell the player in their own terms.
 */
export const PROTECTION_PREFIX = "Player protection: ";

/** The reason of a refusal (the vendor's message, the envelope's message). */
export function guardMessage(guard: GuardRefusal): string {
  if (guard.reason === "excluded") return `${PROTECTION_PREFIX}the player is in a time-out or self-exclusion`;
  if (guard.kind === "session") return `${PROTECTION_PREFIX}the session time limit is reached`;
  const period = guard.period === "day" ? "daily" : `${guard.period}ly`;
  return `${PROTECTION_PREFIX}the ${period} ${guard.kind} limit is reached`;
}

/** A vendor refusal's message read back as the site's error (in-house games). */
export function protectionErrorOf(message: string): AppError | null {
  if (!message.startsWith(PROTECTION_PREFIX)) return null;
  const text = message.slice(PROTECTION_PREFIX.length);
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return new AppError(
    text.includes("exclusion") ? "protection.excluded" : "protection.limit.reached",
    sentence,
  );
}

/**
 * Notes a limit reached, for the operator's list. Runs only on the refused path, after the
 * statement that refused: the hot path of an accepted bet never writes here.
 */
export async function recordGuardRefusal(
  db: Queryable,
  merchantCode: string,
  memberId: string | number,
  channel: Channel,
  guard: GuardRefusal,
  attempted: bigint,
): Promise<void> {
  if (guard.reason !== "limit") return;
  await db.query(
    `INSERT INTO limit_hits (merchant_code, member_id, kind, period, channel, limit_amount, attempted)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [merchantCode, memberId, guard.kind, guard.period, channel, guard.limit.toString(), attempted.toString()],
  );
}

/** The envelope's error for a refusal of the site's own calls (deposits, lottery orders, in-house games). */
export function guardError(guard: GuardRefusal): AppError {
  return guard.reason === "excluded"
    ? new AppError("protection.excluded", guardMessage(guard))
    : new AppError("protection.limit.reached", guardMessage(guard), {
        kind: guard.kind,
        period: guard.period,
      });
}
