import type { RoundStatus } from "@banca/contract/betting-records";
import type { GameType } from "@banca/contract/site";
import type { Queryable } from "#app/db/database.ts";

export type RoundFilter = {
  merchantCode: string;
  memberId: number;
  start: Date;
  end: Date;
  gameType?: GameType | undefined;
  vassalage?: string | undefined;
  status?: RoundStatus | undefined;
};

export type RoundRow = {
  id: string;
  vendor_round_id: string;
  game_id: string;
  names: Record<string, string>;
  game_type: GameType;
  vassalage: string;
  vendor_name: string | null;
  bet: string;
  valid_bet: string;
  win: string;
  state: RoundStatus;
  started_at: Date;
  settled_at: Date | null;
};

/** Sums of a set of rounds in minor units, as text (bigint travels as text). */
export type MoneyRow = { rounds: string; bet: string; valid_bet: string; win: string; profit: string };

export type ProfitRow = MoneyRow & { game_type: GameType | null; day: string | null; grouping: number };

// The member's rounds by the time of their first bet: the index game_rounds_member
// (merchant_code, member_id, started_at DESC) finds them without touching anyone else's.
const memberRounds = (joins = "") => `
  FROM game_rounds r ${joins}
 WHERE r.merchant_code = $1 AND r.member_id = $2 AND r.started_at >= $3 AND r.started_at < $4`;

// A round is filed under its game's vendor: the demo vendor books the rounds of the games it stands
// in for under its own code (decision 019), but the member sees them under the game's vendor.
const FILTERS = `
   AND ($5::text IS NULL OR r.game_type = $5)
   AND ($6::text IS NULL OR r.game_id IN (SELECT id FROM games WHERE merchant_code = $1 AND vassalage = $6))
   AND ($7::text IS NULL OR r.state = $7)`;

// A cancelled round holds no stake and counts for nothing; only settled rounds have a result.
const SUMS = `
  count(*) FILTER (WHERE r.state <> 'cancelled')::text AS rounds,
  coalesce(sum(r.bet) FILTER (WHERE r.state <> 'cancelled'), 0)::text AS bet,
  coalesce(sum(r.valid_bet) FILTER (WHERE r.state = 'settled'), 0)::text AS valid_bet,
  coalesce(sum(r.win) FILTER (WHERE r.state = 'settled'), 0)::text AS win,
  coalesce(sum(r.win - r.bet) FILTER (WHERE r.state = 'settled'), 0)::text AS profit`;

const filterParams = (filter: RoundFilter) => [
  filter.merchantCode,
  filter.memberId,
  filter.start,
  filter.end,
  filter.gameType ?? null,
  filter.vassalage ?? null,
  filter.status ?? null,
];

/** Read-only queries of a member's game rounds; every one is bound to a merchant and a member. */
export function createBettingRecordsRepository(db: Queryable) {
  return {
    async rounds(filter: RoundFilter, page: { limit: number; offset: number }): Promise<RoundRow[]> {
      return db.query<RoundRow>(
        `SELECT r.id::text, r.vendor_round_id, r.game_id::text, g.names, r.game_type, g.vassalage,
                v.display_name AS vendor_name, r.bet::text, r.valid_bet::text, r.win::text, r.state, r.started_at, r.settled_at
           ${memberRounds(`JOIN games g ON g.id = r.game_id
           LEFT JOIN vendors v ON v.merchant_code = r.merchant_code AND v.vassalage = g.vassalage`)}
           ${FILTERS}
          ORDER BY r.started_at DESC, r.id DESC
          LIMIT $8 OFFSET $9`,
        [...filterParams(filter), page.limit, page.offset],
      );
    },

    /** Every round the filter matches (cancelled ones included, as the list shows them) and its sums. */
    async totals(filter: RoundFilter): Promise<MoneyRow & { count: string }> {
      const [row] = await db.query<MoneyRow & { count: string }>(
        `SELECT count(*)::text AS count, ${SUMS} ${memberRounds()} ${FILTERS}`,
        filterParams(filter),
      );
      return row!;
    },

    /**
     * Sums per game type, per day of `timeZone` (by the time of the first bet) and overall, in one
     * pass over the rounds: `grouping` is 1 on the per-type rows, 2 on the per-day rows, 3 on the
     * overall row (GROUPING() of the two keys).
     */
    async profit(filter: RoundFilter, timeZone: string): Promise<ProfitRow[]> {
      return db.query<ProfitRow>(
        `SELECT r.game_type, to_char(r.started_at AT TIME ZONE $8, 'YYYY-MM-DD') AS day,
                GROUPING(r.game_type, to_char(r.started_at AT TIME ZONE $8, 'YYYY-MM-DD'))::int AS grouping,
                ${SUMS}
           ${memberRounds()} ${FILTERS} AND r.state <> 'cancelled'
          GROUP BY GROUPING SETS ((r.game_type), (to_char(r.started_at AT TIME ZONE $8, 'YYYY-MM-DD')), ())`,
        [...filterParams(filter), timeZone],
      );
    },
  };
}
