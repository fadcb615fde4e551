/**
 * SQL fragments that let the statements moving money refuse what a player's own protection forbids,
 * inside the statement they already run (decisions 065, 084): no extra round trip on a bet.
 *
 * Periods are rolling (the last 24 hours, 7 days, 30 days), so a limit reached late at night does
 * not open again at midnight, and no time zone is read on the hot path.
 */

/** The limit in force of row `l`: a pending raise or removal applies once its time has come. */
export const LIMIT_NOW = "(CASE WHEN l.next_at <= now() THEN l.next_amount ELSE l.amount END)";

/** How far back each period reaches. */
export const PERIOD_INTERVAL = `(CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days'
  ELSE interval '30 days' END)`;

/** Stakes and net loss (stakes − wins, as the reports' profit with the sign turned) of rounds in `l`'s period. */
const PLAYED_IN_PERIOD = (merchant: string) => `(
  SELECT coalesce(sum(r.bet), 0) AS staked, coalesce(sum(r.bet - r.win), 0) AS lost
    FROM game_rounds r
   WHERE r.merchant_code = ${merchant} AND r.member_id = l.member_id AND r.state <> 'cancelled'
     AND r.started_at > now() - ${PERIOD_INTERVAL})`;

/**
 * The first loss or wager limit a stake of `amount` would pass, as `'<kind>:<period>:<limit>'`, or
 * NULL. A member without limits costs one primary-key probe. A stake that lands exactly on the limit
 * is taken; one minor unit more is refused.
 */
export function playLimitRefusalSql(merchant: string, member: string, amount: string): string {
  return `(SELECT l.kind || ':' || l.period || ':' || ${LIMIT_NOW}
     FROM player_limits l CROSS JOIN LATERAL ${PLAYED_IN_PERIOD(merchant)} p
    WHERE l.member_id = ${member} AND l.kind IN ('loss', 'wager') AND ${LIMIT_NOW} IS NOT NULL
      AND (CASE l.kind WHEN 'wager' THEN p.staked ELSE p.lost END) + ${amount} > ${LIMIT_NOW}
    ORDER BY ${LIMIT_NOW} LIMIT 1)`;
}

/** The site session `token` (its hash) has run past the member's session time limit: `'session:session:<minutes>'`. */
export function sessionLimitRefusalSql(member: string, siteSession: string): string {
  return `(SELECT 'session:session:' || ${LIMIT_NOW}
     FROM player_limits l JOIN sessions ws ON ws.token_hash = ${siteSession}
    WHERE l.member_id = ${member} AND l.kind = 'session' AND ${LIMIT_NOW} IS NOT NULL
      AND ws.created_at + make_interval(mins => ${LIMIT_NOW}::int) <= now())`;
}

/**
 * Why a bet of `amount` is refused, or NULL: the member is timed out or self-excluded
 * (`'excluded'`), the site session is past its time limit, or a loss or wager limit would be passed.
 */
export function betRefusalSql(merchant: string, member: string, amount: string, siteSession: string): string {
  return `(SELECT CASE WHEN m.excluded_until > now() THEN 'excluded'
                       ELSE coalesce(${sessionLimitRefusalSql("m.id", siteSession)},
                                     ${playLimitRefusalSql(merchant, "m.id", amount)}) END
     FROM members m WHERE m.id = ${member})`;
}

export type GuardRefusal =
  | { reason: "excluded" }
  | { reason: "limit"; kind: "loss" | "wager" | "session" | "deposit"; period: string; limit: bigint };

/** Reads a refusal as the fragments above write it. */
export function parseGuardRefusal(text: string | null | undefined): GuardRefusal | null {
  if (!text) return null;
  if (text === "excluded") return { reason: "excluded" };
  const [kind, period, limit] = text.split(":");
  return { reason: "limit", kind: kind as "loss", period: period ?? "", limit: BigInt(limit ?? "0") };
}
