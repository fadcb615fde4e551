import type { RecordType } from "@banca/contract/records";
import type { Queryable } from "#app/db/database.ts";
import { recordTypeSql } from "./record-type-sql.ts";

export type RecordRange = { start: Date; end: Date; limit: number; offset: number };

export type RecordRow = {
  id: string;
  entry_id: string;
  created_at: Date;
  kind: string;
  account_kind: string;
  vendor_name: string | null;
  amount: string;
  balance_after: string;
  remark: string | null;
};

export type BonusRow = {
  id: string;
  entry_id: string;
  created_at: Date;
  kind: string;
  amount: string;
  remark: string | null;
  required_turnover: string | null;
  forfeited: boolean;
};

// The member's postings in a time range: the partial index postings_member_time (account, time)
// finds them without touching the rest of their history; only those rows join their entry.
const memberPostings = (moreJoins = "") => `
  FROM ledger_accounts a
  JOIN postings p ON p.account_id = a.id AND p.balance_after IS NOT NULL
                 AND p.created_at >= $3 AND p.created_at < $4
  JOIN journal_entries e ON e.id = p.entry_id
  ${moreJoins}
 WHERE a.member_id = $1 AND a.merchant_code = $2`;
const MEMBER_POSTINGS = memberPostings();
// A vendor wallet's kind is "vendor:<vassalage>"; the vendor row gives its name.
const WITH_VENDOR = memberPostings(
  "LEFT JOIN vendors v ON v.merchant_code = a.merchant_code AND a.kind = 'vendor:' || v.vassalage",
);

const TYPE_FILTER = `AND (cardinality($5::text[]) = 0 OR ${recordTypeSql("e.kind")} = ANY($5::text[]))`;
// The account record shows the wallets; the points mall's points details the points account (decision 056).
const ACCOUNT_FILTER = (param: number) => `AND (a.kind = 'points') = $${param}::boolean`;

/** Read-only queries of a member's ledger lines; amounts travel as text and become BigInt. */
export function createRecordsRepository(db: Queryable) {
  return {
    async transactions(
      merchantCode: string,
      memberId: number,
      types: readonly RecordType[],
      range: RecordRange,
      points = false,
    ): Promise<RecordRow[]> {
      return db.query<RecordRow>(
        `SELECT p.id::text, p.entry_id::text, p.created_at, e.kind, a.kind AS account_kind,
                v.display_name AS vendor_name, p.amount::text, p.balance_after::text,
                CASE WHEN jsonb_typeof(e.memo->'remark') = 'string' THEN e.memo->>'remark' END AS remark
           ${WITH_VENDOR} ${TYPE_FILTER} ${ACCOUNT_FILTER(8)}
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT $6 OFFSET $7`,
        [memberId, merchantCode, range.start, range.end, types, range.limit, range.offset, points],
      );
    },

    async transactionTotals(
      merchantCode: string,
      memberId: number,
      types: readonly RecordType[],
      range: Pick<RecordRange, "start" | "end">,
      points = false,
    ): Promise<{ count: number; moneyIn: bigint; moneyOut: bigint }> {
      const [row] = await db.query<{ count: string; money_in: string; money_out: string }>(
        // Totals count each entry once, by what it did to the member's wallets together: a move
        // between their own wallets (a withdrawal hold, a transfer to a game wallet) nets to zero
        // and is neither money in nor money out.
        `WITH lines AS (
           SELECT p.entry_id, p.amount ${MEMBER_POSTINGS} ${TYPE_FILTER} ${ACCOUNT_FILTER(6)}
         ), entries AS (
           SELECT sum(amount) AS net FROM lines GROUP BY entry_id
         )
         SELECT (SELECT count(*) FROM lines)::text AS count,
                coalesce(sum(net) FILTER (WHERE net > 0), 0)::text AS money_in,
                coalesce(sum(net) FILTER (WHERE net < 0), 0)::text AS money_out
           FROM entries`,
        [memberId, merchantCode, range.start, range.end, types, points],
      );
      return {
        count: Number(row?.count ?? 0),
        moneyIn: BigInt(row?.money_in ?? "0"),
        moneyOut: BigInt(row?.money_out ?? "0"),
      };
    },

    /** Bonus credits to the member's main wallet (entries of kind bonus.*). */
    async bonuses(merchantCode: string, memberId: number, range: RecordRange): Promise<BonusRow[]> {
      return db.query<BonusRow>(
        `SELECT p.id::text, p.entry_id::text, p.created_at, e.kind, p.amount::text,
                CASE WHEN jsonb_typeof(e.memo->'remark') = 'string' THEN e.memo->>'remark' END AS remark,
                e.memo->>'requiredTurnover' AS required_turnover,
                EXISTS (SELECT 1 FROM bonus_forfeited_entries f WHERE f.bonus_entry_id = e.id) AS forfeited
           ${MEMBER_POSTINGS} AND a.kind = 'main' AND e.kind LIKE 'bonus.%'
          ORDER BY p.created_at DESC, p.id DESC
          LIMIT $5 OFFSET $6`,
        [memberId, merchantCode, range.start, range.end, range.limit, range.offset],
      );
    },

    async bonusTotals(
      merchantCode: string,
      memberId: number,
      range: Pick<RecordRange, "start" | "end">,
    ): Promise<{ count: number; amount: bigint; requiredTurnover: bigint }> {
      const [row] = await db.query<{ count: string; amount: string; required: string }>(
        `SELECT count(*)::text AS count, coalesce(sum(p.amount), 0)::text AS amount,
                coalesce(sum((e.memo->>'requiredTurnover')::numeric), 0)::text AS required
           ${MEMBER_POSTINGS} AND a.kind = 'main' AND e.kind LIKE 'bonus.%'`,
        [memberId, merchantCode, range.start, range.end],
      );
      return {
        count: Number(row?.count ?? 0),
        amount: BigInt(row?.amount ?? "0"),
        requiredTurnover: BigInt(row?.required ?? "0"),
      };
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
