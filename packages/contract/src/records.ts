// The kinds of lines in a member's account record. Free of zod: the site's type filter uses these.

/**
 * Record types a member can filter by. A ledger entry's kind decides its type (see
 * `recordTypeOfKind`), so a new kind of movement lands in a type without a list to keep in step.
 */
export const RECORD_TYPES = [
  "deposit",
  "withdrawal",
  "fee",
  "bonus",
  "adjustment",
  "transfer",
  "rebate",
  "salary",
  "dividend",
  "bet",
  "win",
  "other",
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/**
 * The rule, in order: a kind that is or ends in "fee" is a fee (e.g. "withdrawal.fee"); a kind of
 * `KIND_EXACT_TYPES` has its type; otherwise its first dot-separated word names the type ("withdrawal.hold" → withdrawal, "bonus.manual" →
 * bonus, "refund" → bet, "transfer.upline" → transfer, "rebate" → rebate); anything else is "other". The server
 * filters with the same rule in SQL (modules/records/record-type-sql.ts).
 */
export const KIND_PREFIX_TYPES: ReadonlyArray<readonly [prefix: string, type: RecordType]> = [
  ["deposit", "deposit"],
  ["withdrawal", "withdrawal"],
  ["fee", "fee"],
  ["bonus", "bonus"],
  ["adjustment", "adjustment"],
  ["transfer", "transfer"],
  ["rebate", "rebate"],
  ["bet", "bet"],
  ["refund", "bet"],
  ["win", "win"],
];

/**
 * Whole kinds with a type of their own, checked before the first word: an agent contract's payout
 * ("agent.daily.salary", "agent.hourly.salary", "agent.realtime.salary", "agent.dividend").
 */
export const KIND_EXACT_TYPES: ReadonlyArray<readonly [kind: string, type: RecordType]> = [
  ["agent.daily.salary", "salary"],
  ["agent.hourly.salary", "salary"],
  ["agent.realtime.salary", "salary"],
  ["agent.dividend", "dividend"],
];

export function recordTypeOfKind(kind: string): RecordType {
  if (kind === "fee" || kind.endsWith(".fee")) return "fee";
  const exact = KIND_EXACT_TYPES.find(([whole]) => whole === kind);
  if (exact) return exact[1];
  const head = kind.split(".", 1)[0];
  return KIND_PREFIX_TYPES.find(([prefix]) => prefix === head)?.[1] ?? "other";
}

/** Longest span one query of the account record may cover, in days. */
export const RECORD_MAX_SPAN_DAYS = 366;
