import type { Queryable } from "#app/db/database.ts";

export type LedgerLineRow = {
  entry_id: string;
  kind: string;
  wallet: string;
  amount: string;
  balance_after: string | null;
  remark: string | null;
  created_at: Date;
};

export type BetLineRow = {
  id: string;
  vendor: string;
  game_type: string;
  bet: string;
  valid_bet: string;
  win: string;
  state: "open" | "settled" | "cancelled";
  started_at: Date;
  settled_at: Date | null;
};

type Page = { pageNo: number; pageSize: number };
const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/** A member's ledger lines and game rounds, newest first, a page at a time, with the count of all. */
export function createMemberHistoryRepository(db: Queryable) {
  return {
    async ledger(memberId: number, filter: Page & { wallet?: string; kind?: string }) {
      const where = ["a.member_id = $1"];
      const params: unknown[] = [memberId];
      if (filter.wallet) {
        params.push(filter.wallet);
        where.push(`a.kind = $${params.length}`);
      }
      if (filter.kind) {
        // The kind itself or any kind under it ("bonus" finds bonus.grant and bonus.claim).
        params.push(filter.kind, `${filter.kind.replaceAll("_", "\\_")}.%`);
        where.push(`(j.kind = $${params.length - 1} OR j.kind LIKE $${params.length})`);
      }
      const from = `FROM postings p
           JOIN ledger_accounts a ON a.id = p.account_id
           JOIN journal_entries j ON j.id = p.entry_id
          WHERE ${where.join(" AND ")}`;
      const [rows, count] = await Promise.all([
        db.query<LedgerLineRow>(
          `SELECT j.id::text AS entry_id, j.kind, a.kind AS wallet, p.amount::text,
                  p.balance_after::text, coalesce(j.memo->>'remark', j.memo->>'reason') AS remark, j.created_at
             ${from}
            ORDER BY p.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, filter.pageSize, offsetOf(filter)],
        ),
        db.query<{ total: string }>(`SELECT count(*)::text AS total ${from}`, params),
      ]);
      return { rows, totalCount: Number(count[0]?.total ?? 0) };
    },

    async bets(memberId: number, filter: Page & { state?: string }) {
      const params: unknown[] = [memberId];
      let where = "member_id = $1";
      if (filter.state) {
        params.push(filter.state);
        where += " AND state = $2";
      }
      const [rows, count] = await Promise.all([
        db.query<BetLineRow>(
          `SELECT id::text, vassalage AS vendor, game_type, bet::text, valid_bet::text, win::text, state,
                  started_at, settled_at
             FROM game_rounds WHERE ${where}
            ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
          [...params, filter.pageSize, offsetOf(filter)],
        ),
        db.query<{ total: string }>(`SELECT count(*)::text AS total FROM game_rounds WHERE ${where}`, params),
      ]);
      return { rows, totalCount: Number(count[0]?.total ?? 0) };
    },
  };
}
