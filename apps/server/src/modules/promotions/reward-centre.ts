import type { RewardEntry } from "@banca/contract/calls/promotions";
import type { Language } from "@banca/contract/languages";
import type { LocalizedText } from "@banca/contract/localized";
import type { PromotionCategory } from "@banca/contract/promotions";
import type { Queryable } from "#app/db/database.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { wireFormat } from "./wire.ts";

type Row = {
  kind: RewardEntry["kind"];
  id: string;
  promotion_id: string;
  title: LocalizedText;
  category: PromotionCategory;
  artwork: string;
  status: RewardEntry["status"];
  amount: string | null;
  comment: string;
  image_count: string | number;
  reject_reason: string | null;
  time: Date | string;
  decided_at: Date | string | null;
  total: string;
};

/**
 * The member's reward centre: every application, claim and lucky-draw prize claimed, newest first,
 * one page at a time.
 * Promotions switched off later still show here: what the member took part in stays theirs.
 */
export async function rewardCentre(
  db: Queryable,
  merchant: Merchant,
  language: Language,
  session: AuthenticatedSession,
  page: { pageNo: number; pageSize: number },
) {
  const rows = await db.query<Row>(
    `WITH entries AS (
       SELECT 'application' AS kind, a.id, a.promotion_id, a.status, a.bonus_amount AS amount, a.comment,
              (SELECT count(*) FROM promotion_application_images i WHERE i.application_id = a.id) AS image_count,
              a.reject_reason, a.created_at AS time, a.decided_at
         FROM promotion_applications a WHERE a.merchant_code = $1 AND a.member_id = $2
       UNION ALL
       SELECT 'claim', c.id, c.promotion_id, 'claimed', c.amount, '', 0, NULL, c.created_at, c.created_at
         FROM promotion_claims c WHERE c.merchant_code = $1 AND c.member_id = $2
       UNION ALL
       SELECT 'raffle', w.id, w.promotion_id, 'claimed', w.amount, '', 0, NULL, w.claimed_at, w.claimed_at
         FROM raffle_winners w WHERE w.merchant_code = $1 AND w.member_id = $2 AND w.status = 'claimed'
     )
     SELECT e.kind, e.id::text, e.promotion_id::text, p.title, p.category, p.artwork, e.status,
            e.amount::text, e.comment, e.image_count, e.reject_reason, e.time, e.decided_at,
            count(*) OVER ()::text AS total
       FROM entries e JOIN promotions p ON p.id = e.promotion_id
      ORDER BY e.time DESC, e.id DESC
      LIMIT $3 OFFSET $4`,
    [merchant.code, session.memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const wire = wireFormat(merchant, language);
  const totalCount = rows[0]
    ? Number(rows[0].total)
    : await countEntries(db, merchant.code, session.memberId);
  return {
    list: rows.map(
      (row): RewardEntry => ({
        kind: row.kind,
        id: Number(row.id),
        promotionId: Number(row.promotion_id),
        title: wire.text(row.title),
        category: row.category,
        artwork: row.artwork,
        status: row.status,
        amount: wire.money(row.amount === null ? null : BigInt(row.amount)),
        comment: row.comment,
        imageCount: Number(row.image_count),
        rejectReason: row.reject_reason,
        time: new Date(row.time).getTime(),
        decidedAt: row.decided_at === null ? null : new Date(row.decided_at).getTime(),
      }),
    ),
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}

/** The count when the page asked for lies past the last entry. */
async function countEntries(db: Queryable, merchantCode: string, memberId: number): Promise<number> {
  const rows = await db.query<{ n: string }>(
    `SELECT ((SELECT count(*) FROM promotion_applications WHERE merchant_code = $1 AND member_id = $2)
           + (SELECT count(*) FROM promotion_claims WHERE merchant_code = $1 AND member_id = $2)
           + (SELECT count(*) FROM raffle_winners
               WHERE merchant_code = $1 AND member_id = $2 AND status = 'claimed'))::text AS n`,
    [merchantCode, memberId],
  );
  return Number(rows[0]?.n ?? 0);
}
