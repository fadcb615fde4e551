import type { CardType } from "@banca/contract/withdrawal-settings";
import type { Queryable } from "#app/db/database.ts";

export type BankCardRow = {
  id: number;
  memberId: number;
  type: CardType;
  providerCode: string;
  providerName: string;
  accountNumber: string;
  holderName: string;
  createdAt: Date;
};

const COLUMNS =
  "id, member_id, card_type, provider_code, provider_name, account_number, holder_name, created_at";

function toCard(row: Record<string, unknown>): BankCardRow {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    type: row.card_type as CardType,
    providerCode: row.provider_code as string,
    providerName: row.provider_name as string,
    accountNumber: row.account_number as string,
    holderName: row.holder_name as string,
    createdAt: new Date(row.created_at as string),
  };
}

export function createBankCardRepository(db: Queryable) {
  return {
    async list(merchantCode: string, memberId: number): Promise<BankCardRow[]> {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM bank_cards
          WHERE merchant_code = $1 AND member_id = $2 AND removed_at IS NULL ORDER BY id`,
        [merchantCode, memberId],
      );
      return rows.map(toCard);
    },
    /** A card the member still has bound; unbound cards are found only through their withdrawals. */
    async find(merchantCode: string, memberId: number, id: number): Promise<BankCardRow | null> {
      const rows = await db.query(
        `SELECT ${COLUMNS} FROM bank_cards
          WHERE merchant_code = $1 AND member_id = $2 AND id = $3 AND removed_at IS NULL`,
        [merchantCode, memberId, id],
      );
      return rows[0] ? toCard(rows[0]) : null;
    },
    /** Locks the member's row: bindings of one member happen one at a time, so the count holds. */
    async lockMember(merchantCode: string, memberId: number): Promise<{ payeeName: string } | null> {
      const rows = await db.query<{ payee_name: string }>(
        "SELECT payee_name FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE",
        [merchantCode, memberId],
      );
      return rows[0] ? { payeeName: rows[0].payee_name } : null;
    },
    async payeeName(merchantCode: string, memberId: number): Promise<string> {
      const rows = await db.query<{ payee_name: string }>(
        "SELECT payee_name FROM members WHERE merchant_code = $1 AND id = $2",
        [merchantCode, memberId],
      );
      return rows[0]?.payee_name ?? "";
    },
    async setPayeeName(memberId: number, payeeName: string): Promise<void> {
      await db.query("UPDATE members SET payee_name = $2 WHERE id = $1 AND payee_name = ''", [
        memberId,
        payeeName,
      ]);
    },
    async count(memberId: number): Promise<number> {
      const rows = await db.query<{ total: string | number }>(
        "SELECT count(*) AS total FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL",
        [memberId],
      );
      return Number(rows[0]?.total ?? 0);
    },
    /** Null when the member has bound this account already. */
    async insert(
      card: Omit<BankCardRow, "id" | "createdAt"> & { merchantCode: string },
    ): Promise<BankCardRow | null> {
      const rows = await db.query(
        `INSERT INTO bank_cards (merchant_code, member_id, card_type, provider_code, provider_name, account_number, holder_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (member_id, card_type, provider_code, account_number) WHERE removed_at IS NULL DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          card.merchantCode,
          card.memberId,
          card.type,
          card.providerCode,
          card.providerName,
          card.accountNumber,
          card.holderName,
        ],
      );
      return rows[0] ? toCard(rows[0]) : null;
    },
    /** Whether a withdrawal to this card is still on its way or waits for the member's word. */
    async hasOpenWithdrawal(cardId: number): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM withdrawals
          WHERE bank_card_id = $1 AND status IN ('pending', 'approved', 'paid', 'disputed') LIMIT 1`,
        [cardId],
      );
      return rows.length > 0;
    },
    /** Unbinds a card: it leaves the list, and the withdrawals that went to it keep showing it. */
    async remove(cardId: number): Promise<void> {
      await db.query("UPDATE bank_cards SET removed_at = now() WHERE id = $1 AND removed_at IS NULL", [
        cardId,
      ]);
    },
  };
}
