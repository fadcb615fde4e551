import type { RafflePrizeStatus } from "@banca/contract/raffle";
import type { Queryable } from "#app/db/database.ts";

/** The SQL of a member's tickets from their counts and the raffle's rule (alias e: entry, r: raffle). */
const TICKETS_SQL = `LEAST(r.max_tickets,
  COALESCE(e.valid_bet / r.bet_per_ticket, 0) + e.deposits::bigint * r.deposit_tickets)::integer`;

export type Winner = {
  id: number;
  promotionId: number;
  place: number;
  memberId: number;
  username: string;
  ticket: number;
  amount: bigint;
  status: RafflePrizeStatus;
  requiredTurnover: bigint | null;
  claimedAt: Date | null;
};

type WinnerRow = {
  id: string;
  promotion_id: string;
  place: number;
  member_id: string;
  username: string;
  ticket: number;
  amount: string;
  status: RafflePrizeStatus;
  required_turnover: string | null;
  claimed_at: Date | string | null;
};

const WINNER_COLUMNS = `w.id::text, w.promotion_id::text, w.place, w.member_id::text, m.username, w.ticket,
  w.amount::text, w.status, w.required_turnover::text, w.claimed_at`;

const toWinner = (row: WinnerRow): Winner => ({
  id: Number(row.id),
  promotionId: Number(row.promotion_id),
  place: row.place,
  memberId: Number(row.member_id),
  username: row.username,
  ticket: row.ticket,
  amount: BigInt(row.amount),
  status: row.status,
  requiredTurnover: row.required_turnover === null ? null : BigInt(row.required_turnover),
  claimedAt: row.claimed_at === null ? null : new Date(row.claimed_at),
});

export type Entry = {
  memberId: number;
  username: string;
  validBet: bigint;
  deposits: number;
  tickets: number;
  firstTicket: number | null;
};

/** Tickets, draws and prizes of raffle promotions. */
export function createRaffleRepository(db: Queryable) {
  /** Sets entries' tickets from their counts and the rule (all of the raffle's, or the members given). */
  async function recountTickets(promotionId: number, memberIds: readonly number[] | null = null) {
    await db.query(
      `UPDATE raffle_entries e SET tickets = ${TICKETS_SQL}
         FROM raffles r
        WHERE r.promotion_id = e.promotion_id AND e.promotion_id = $1 AND r.drawn_at IS NULL
          AND ($2::bigint[] IS NULL OR e.member_id = ANY ($2::bigint[]))`,
      [promotionId, memberIds],
    );
  }

  return {
    recountTickets,

    /** Adds counted activity to members' entries and sets their tickets by the raffle's rule. */
    async addActivity(
      promotionId: number,
      merchantCode: string,
      adds: readonly { memberId: number; validBet: bigint; deposits: number }[],
    ): Promise<void> {
      if (adds.length === 0) return;
      await db.query(
        `INSERT INTO raffle_entries AS e (promotion_id, member_id, merchant_code, valid_bet, deposits)
         SELECT $1, a.member_id, $2, a.valid_bet, a.deposits
           FROM unnest($3::bigint[], $4::bigint[], $5::integer[]) AS a(member_id, valid_bet, deposits)
         ON CONFLICT (promotion_id, member_id) DO UPDATE
            SET valid_bet = e.valid_bet + EXCLUDED.valid_bet, deposits = e.deposits + EXCLUDED.deposits,
                updated_at = now()`,
        [
          promotionId,
          merchantCode,
          adds.map((add) => add.memberId),
          adds.map((add) => add.validBet.toString()),
          adds.map((add) => add.deposits),
        ],
      );
      await recountTickets(
        promotionId,
        adds.map((add) => add.memberId),
      );
    },

    /** The member's tickets in each of the raffles given (members see only their own). */
    async ticketsOf(memberId: number, promotionIds: readonly number[]) {
      if (promotionIds.length === 0)
        return new Map<number, { tickets: number; firstTicket: number | null }>();
      const rows = await db.query<{ promotion_id: string; tickets: number; first_ticket: number | null }>(
        `SELECT promotion_id::text, tickets, first_ticket FROM raffle_entries
          WHERE member_id = $1 AND promotion_id = ANY ($2::bigint[])`,
        [memberId, promotionIds],
      );
      return new Map(
        rows.map((row) => [
          Number(row.promotion_id),
          { tickets: row.tickets, firstTicket: row.first_ticket },
        ]),
      );
    },

    /** Tickets and holders of a raffle not drawn yet. */
    async liveTotals(promotionId: number): Promise<{ tickets: number; holders: number }> {
      const [row] = await db.query<{ tickets: string; holders: string }>(
        `SELECT coalesce(sum(tickets), 0)::text AS tickets, count(*)::text AS holders
           FROM raffle_entries WHERE promotion_id = $1 AND tickets > 0`,
        [promotionId],
      );
      return { tickets: Number(row?.tickets ?? 0), holders: Number(row?.holders ?? 0) };
    },

    /** Every entry holding tickets, in ticket order (member id), as the draw numbers them. */
    async holders(promotionId: number): Promise<Entry[]> {
      const rows = await db.query<{
        member_id: string;
        username: string;
        valid_bet: string;
        deposits: number;
        tickets: number;
        first_ticket: number | null;
      }>(
        `SELECT e.member_id::text, m.username, e.valid_bet::text, e.deposits, e.tickets, e.first_ticket
           FROM raffle_entries e JOIN members m ON m.id = e.member_id
          WHERE e.promotion_id = $1 AND e.tickets > 0 ORDER BY e.member_id`,
        [promotionId],
      );
      return rows.map((row) => ({
        memberId: Number(row.member_id),
        username: row.username,
        validBet: BigInt(row.valid_bet),
        deposits: row.deposits,
        tickets: row.tickets,
        firstTicket: row.first_ticket,
      }));
    },

    /** One page of a raffle's entries for the back office, most tickets first. */
    async entriesPage(promotionId: number, page: { pageNo: number; pageSize: number; username?: string }) {
      const rows = await db.query<{
        member_id: string;
        username: string;
        valid_bet: string;
        deposits: number;
        tickets: number;
        first_ticket: number | null;
        total: string;
      }>(
        `SELECT e.member_id::text, m.username, e.valid_bet::text, e.deposits, e.tickets, e.first_ticket,
                count(*) OVER ()::text AS total
           FROM raffle_entries e JOIN members m ON m.id = e.member_id
          WHERE e.promotion_id = $1 AND ($2::text IS NULL OR lower(m.username) = lower($2))
          ORDER BY e.tickets DESC, e.member_id LIMIT $3 OFFSET $4`,
        [promotionId, page.username ?? null, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        list: rows.map((row) => ({
          memberId: Number(row.member_id),
          username: row.username,
          validBet: BigInt(row.valid_bet),
          deposits: row.deposits,
          tickets: row.tickets,
          firstTicket: row.first_ticket,
        })),
      };
    },

    async winners(promotionId: number): Promise<Winner[]> {
      const rows = await db.query<WinnerRow>(
        `SELECT ${WINNER_COLUMNS} FROM raffle_winners w JOIN members m ON m.id = w.member_id
          WHERE w.promotion_id = $1 ORDER BY w.place`,
        [promotionId],
      );
      return rows.map(toWinner);
    },

    /** The member's prizes in the raffles given; `lock` holds them for a claim. */
    async prizesOf(memberId: number, promotionIds: readonly number[], options: { lock?: boolean } = {}) {
      if (promotionIds.length === 0) return [];
      const rows = await db.query<WinnerRow>(
        `SELECT ${WINNER_COLUMNS} FROM raffle_winners w JOIN members m ON m.id = w.member_id
          WHERE w.member_id = $1 AND w.promotion_id = ANY ($2::bigint[]) ORDER BY w.promotion_id, w.place
          ${options.lock ? "FOR UPDATE OF w" : ""}`,
        [memberId, promotionIds],
      );
      return rows.map(toWinner);
    },

    async markClaimed(
      id: number,
      claim: { requiredTurnover: bigint; journalEntryId: number; at: Date },
    ): Promise<void> {
      await db.query(
        `UPDATE raffle_winners SET status = 'claimed', required_turnover = $2, journal_entry_id = $3,
                claimed_at = $4 WHERE id = $1 AND status = 'won'`,
        [id, claim.requiredTurnover, claim.journalEntryId, claim.at],
      );
    },

    /** Lets every prize whose claim window has closed lapse; answers how many did. */
    async lapse(now: Date): Promise<number> {
      const rows = await db.query(
        `UPDATE raffle_winners w SET status = 'lapsed', lapsed_at = $1
           FROM raffles r
          WHERE r.promotion_id = w.promotion_id AND w.status = 'won' AND r.claim_until <= $1
          RETURNING w.id`,
        [now],
      );
      return rows.length;
    },

    /** The latest places drawn at the merchant, newest draw first. */
    async latestWinners(merchantCode: string, size: number) {
      return db.query<{
        promotion_id: string;
        title: Record<string, string>;
        place: number;
        username: string;
        amount: string;
        drawn_at: Date | string;
      }>(
        `SELECT w.promotion_id::text, p.title, w.place, m.username, w.amount::text, r.drawn_at
           FROM raffles r
           JOIN promotions p ON p.id = r.promotion_id AND p.enabled
           JOIN raffle_winners w ON w.promotion_id = r.promotion_id
           JOIN members m ON m.id = w.member_id
          WHERE r.merchant_code = $1 AND r.drawn_at IS NOT NULL
          ORDER BY r.drawn_at DESC, r.promotion_id DESC, w.place
          LIMIT $2`,
        [merchantCode, size],
      );
    },
  };
}
export type RaffleRepository = ReturnType<typeof createRaffleRepository>;
