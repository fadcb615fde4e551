import type { ApplicationStatus } from "@banca/contract/calls/promotions";
import type { Queryable } from "#app/db/database.ts";
import type { AccountKind } from "#app/modules/members/account-kind.ts";

export type Application = {
  id: number;
  merchantCode: string;
  promotionId: number;
  memberId: number;
  comment: string;
  status: ApplicationStatus;
  bonusAmount: bigint | null;
  rejectReason: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  journalEntryId: number | null;
  imageCount: number;
  createdAt: Date;
};

export type Claim = {
  id: number;
  promotionId: number;
  memberId: number;
  amount: bigint;
  requiredTurnover: bigint;
  depositId: number | null;
  createdAt: Date;
};

/** What the claim rules read about a member. */
export type MemberFacts = {
  kind: AccountKind;
  registeredAt: Date;
  /** A mobile number confirmed by a code (registration by mobile, or binding in the security centre). */
  mobileVerified: boolean;
  /** The member's first credited deposit ever, if any. */
  firstDeposit: { id: number; amount: bigint; creditedAt: Date } | null;
};

type ApplicationRow = {
  id: string;
  merchant_code: string;
  promotion_id: string;
  member_id: string;
  comment: string;
  status: ApplicationStatus;
  bonus_amount: string | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | string | null;
  journal_entry_id: string | null;
  image_count: number | string;
  created_at: Date | string;
};

const APPLICATION_COLUMNS = `a.id::text, a.merchant_code, a.promotion_id::text, a.member_id::text, a.comment,
  a.status, a.bonus_amount::text, a.reject_reason, a.decided_by, a.decided_at, a.journal_entry_id::text,
  (SELECT count(*) FROM promotion_application_images i WHERE i.application_id = a.id) AS image_count,
  a.created_at`;

export function toApplication(row: ApplicationRow): Application {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    promotionId: Number(row.promotion_id),
    memberId: Number(row.member_id),
    comment: row.comment,
    status: row.status,
    bonusAmount: row.bonus_amount === null ? null : BigInt(row.bonus_amount),
    rejectReason: row.reject_reason,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    journalEntryId: row.journal_entry_id === null ? null : Number(row.journal_entry_id),
    imageCount: Number(row.image_count),
    createdAt: new Date(row.created_at),
  };
}

type ClaimRow = {
  id: string;
  promotion_id: string;
  member_id: string;
  amount: string;
  required_turnover: string;
  deposit_id: string | null;
  created_at: Date | string;
};

const toClaim = (row: ClaimRow): Claim => ({
  id: Number(row.id),
  promotionId: Number(row.promotion_id),
  memberId: Number(row.member_id),
  amount: BigInt(row.amount),
  requiredTurnover: BigInt(row.required_turnover),
  depositId: row.deposit_id === null ? null : Number(row.deposit_id),
  createdAt: new Date(row.created_at),
});

const CLAIM_COLUMNS = `id::text, promotion_id::text, member_id::text, amount::text, required_turnover::text,
  deposit_id::text, created_at`;

/** A member's standing in promotions: applications, claims, and the facts the claim rules read. */
export function createStandingRepository(db: Queryable) {
  return {
    /** Locks the member's row: one claim or application of a member at a time. */
    async lockMember(merchantCode: string, memberId: number): Promise<boolean> {
      const rows = await db.query("SELECT id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE", [
        merchantCode,
        memberId,
      ]);
      return rows.length > 0;
    },

    async memberFacts(merchantCode: string, memberId: number): Promise<MemberFacts | null> {
      const rows = await db.query<{
        kind: AccountKind;
        created_at: Date | string;
        mobile_verified: boolean;
        deposit_id: string | null;
        deposit_amount: string | null;
        credited_at: Date | string | null;
      }>(
        `SELECT m.kind, m.created_at,
                (m.mobile_verified_at IS NOT NULL AND m.mobile_num <> '') AS mobile_verified,
                d.id::text AS deposit_id, d.amount::text AS deposit_amount,
                d.decided_at AS credited_at
           FROM members m
           LEFT JOIN LATERAL (
             SELECT id, amount, decided_at FROM deposits
              WHERE merchant_code = m.merchant_code AND member_id = m.id AND status = 'approved'
              ORDER BY decided_at, id LIMIT 1
           ) d ON true
          WHERE m.merchant_code = $1 AND m.id = $2`,
        [merchantCode, memberId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        kind: row.kind,
        registeredAt: new Date(row.created_at),
        mobileVerified: row.mobile_verified,
        firstDeposit:
          row.deposit_id === null
            ? null
            : {
                id: Number(row.deposit_id),
                amount: BigInt(row.deposit_amount ?? "0"),
                creditedAt: new Date(row.credited_at ?? 0),
              },
      };
    },

    /** The member's latest application to each of the given promotions. */
    async latestApplications(
      merchantCode: string,
      memberId: number,
      promotionIds: readonly number[],
    ): Promise<Map<number, Application>> {
      if (promotionIds.length === 0) return new Map();
      const rows = await db.query<ApplicationRow>(
        `SELECT DISTINCT ON (a.promotion_id) ${APPLICATION_COLUMNS} FROM promotion_applications a
          WHERE a.merchant_code = $1 AND a.member_id = $2 AND a.promotion_id = ANY ($3::bigint[])
          ORDER BY a.promotion_id, a.id DESC`,
        [merchantCode, memberId, promotionIds],
      );
      return new Map(rows.map((row) => [Number(row.promotion_id), toApplication(row)]));
    },

    /** The member's live application (applying or issued) to a promotion. */
    async liveApplication(promotionId: number, memberId: number): Promise<Application | null> {
      const rows = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications a
          WHERE a.promotion_id = $1 AND a.member_id = $2 AND a.status IN ('applying', 'issued')`,
        [promotionId, memberId],
      );
      return rows[0] ? toApplication(rows[0]) : null;
    },

    async insertApplication(application: {
      merchantCode: string;
      promotionId: number;
      memberId: number;
      comment: string;
    }): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO promotion_applications (merchant_code, promotion_id, member_id, comment)
         VALUES ($1, $2, $3, $4) RETURNING id::text`,
        [application.merchantCode, application.promotionId, application.memberId, application.comment],
      );
      return Number(rows[0]?.id);
    },

    async insertImage(
      applicationId: number,
      image: { contentType: string; size: number; sha256: string; bytes: Buffer },
    ): Promise<void> {
      await db.query(
        `INSERT INTO promotion_application_images (application_id, content_type, size, sha256, bytes)
         VALUES ($1, $2, $3, $4, $5)`,
        [applicationId, image.contentType, image.size, image.sha256, image.bytes],
      );
    },

    async application(merchantCode: string, id: number, options: { lock?: boolean } = {}) {
      if (options.lock) {
        // Locked alone first: FOR UPDATE does not go with the count of its images.
        const locked = await db.query(
          "SELECT id FROM promotion_applications WHERE merchant_code = $1 AND id = $2 FOR UPDATE",
          [merchantCode, id],
        );
        if (locked.length === 0) return null;
      }
      const rows = await db.query<ApplicationRow>(
        `SELECT ${APPLICATION_COLUMNS} FROM promotion_applications a WHERE a.merchant_code = $1 AND a.id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toApplication(rows[0]) : null;
    },

    async claimsOf(
      merchantCode: string,
      memberId: number,
      promotionIds: readonly number[],
    ): Promise<Map<number, Claim>> {
      if (promotionIds.length === 0) return new Map();
      const rows = await db.query<ClaimRow>(
        `SELECT ${CLAIM_COLUMNS} FROM promotion_claims
          WHERE merchant_code = $1 AND member_id = $2 AND promotion_id = ANY ($3::bigint[])`,
        [merchantCode, memberId, promotionIds],
      );
      return new Map(rows.map((row) => [Number(row.promotion_id), toClaim(row)]));
    },

    /** Records a claim; a claim already there (a concurrent twin) is answered instead. */
    async insertClaim(claim: {
      merchantCode: string;
      promotionId: number;
      memberId: number;
      amount: bigint;
      requiredTurnover: bigint;
      depositId: number | null;
      journalEntryId: number;
    }): Promise<Claim> {
      await db.query(
        `INSERT INTO promotion_claims (merchant_code, promotion_id, member_id, amount, required_turnover,
           deposit_id, journal_entry_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (promotion_id, member_id) DO NOTHING`,
        [
          claim.merchantCode,
          claim.promotionId,
          claim.memberId,
          claim.amount,
          claim.requiredTurnover,
          claim.depositId,
          claim.journalEntryId,
        ],
      );
      const rows = await db.query<ClaimRow>(
        `SELECT ${CLAIM_COLUMNS} FROM promotion_claims WHERE promotion_id = $1 AND member_id = $2`,
        [claim.promotionId, claim.memberId],
      );
      return toClaim(rows[0]!);
    },
  };
}
export type StandingRepository = ReturnType<typeof createStandingRepository>;
