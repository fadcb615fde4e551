import { APPLICATION_STATUSES } from "@banca/contract/calls/promotions";
import { pickText } from "@banca/contract/localized";
import { minorToDecimal } from "@banca/contract/money";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { imageDataUrl } from "#app/http/uploaded-image.ts";
import { decimalAmount, isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { Application } from "./standing-repository.ts";

export const applicationsQuery = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** An application as the back office shows it. */
export const operatorApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string().nullable(),
  memberId: z.number().int(),
  username: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  comment: z.string(),
  imageCount: z.number().int(),
  bonusAmount: decimalAmount.nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  appliedAt: isoTime,
  decidedAt: isoTime.nullable(),
});

export const operatorApplicationPage = operatorPage(operatorApplicationSchema);

/** An image of an application, to look at. */
export const applicationImageSchema = z.object({
  id: z.number().int(),
  contentType: z.string(),
  size: z.number().int(),
  dataUrl: z.string(),
});

export function operatorApplication(
  application: Application & { username?: string; promotionTitle?: string },
  decimals: number,
): z.output<typeof operatorApplicationSchema> {
  return {
    id: application.id,
    promotionId: application.promotionId,
    promotionTitle: application.promotionTitle ?? null,
    memberId: application.memberId,
    username: application.username ?? null,
    status: application.status,
    comment: application.comment,
    imageCount: application.imageCount,
    bonusAmount: application.bonusAmount === null ? null : minorToDecimal(application.bonusAmount, decimals),
    rejectReason: application.rejectReason,
    decidedBy: application.decidedBy,
    appliedAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
  };
}

/** An application with who made it and to what, as the back office answers its decisions. */
export async function describeApplication(db: Queryable, merchant: Merchant, application: Application) {
  const rows = await db.query<{ username: string; title: Record<string, string> }>(
    `SELECT m.username, p.title FROM members m, promotions p WHERE m.id = $1 AND p.id = $2`,
    [application.memberId, application.promotionId],
  );
  const language = merchant.settings.languages.default;
  return operatorApplication(
    {
      ...application,
      ...(rows[0]
        ? { username: rows[0].username, promotionTitle: pickText(rows[0].title, language, language) }
        : {}),
    },
    merchant.settings.currency.decimals,
  );
}

/** The merchant's applications, oldest waiting first when filtered to "applying", else newest first. */
export async function listApplications(
  db: Queryable,
  merchant: Merchant,
  query: z.output<typeof applicationsQuery>,
): Promise<z.output<typeof operatorApplicationPage>> {
  const rows = await db.query<{
    id: string;
    promotion_id: string;
    member_id: string;
    username: string;
    title: Record<string, string>;
    comment: string;
    status: Application["status"];
    bonus_amount: string | null;
    reject_reason: string | null;
    decided_by: string | null;
    decided_at: Date | string | null;
    created_at: Date | string;
    image_count: string;
    total: string;
  }>(
    `SELECT a.id::text, a.promotion_id::text, a.member_id::text, m.username, p.title, a.comment, a.status,
            a.bonus_amount::text, a.reject_reason, a.decided_by, a.decided_at, a.created_at,
            (SELECT count(*) FROM promotion_application_images i WHERE i.application_id = a.id)::text AS image_count,
            count(*) OVER ()::text AS total
       FROM promotion_applications a
       JOIN members m ON m.id = a.member_id
       JOIN promotions p ON p.id = a.promotion_id
      WHERE a.merchant_code = $1 AND ($2::text IS NULL OR a.status = $2)
        AND ($3::bigint IS NULL OR a.promotion_id = $3)
      ORDER BY CASE WHEN $2::text = 'applying' THEN a.created_at END ASC, a.created_at DESC, a.id DESC
      LIMIT $4 OFFSET $5`,
    [
      merchant.code,
      query.status ?? null,
      query.promotionId ?? null,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    ],
  );
  const { decimals } = merchant.settings.currency;
  const language = merchant.settings.languages.default;
  const totalCount = rows[0] ? Number(rows[0].total) : 0;
  return {
    list: rows.map((row) =>
      operatorApplication(
        {
          id: Number(row.id),
          merchantCode: merchant.code,
          promotionId: Number(row.promotion_id),
          memberId: Number(row.member_id),
          username: row.username,
          promotionTitle: pickText(row.title, language, language),
          comment: row.comment,
          status: row.status,
          bonusAmount: row.bonus_amount === null ? null : BigInt(row.bonus_amount),
          rejectReason: row.reject_reason,
          decidedBy: row.decided_by,
          decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
          journalEntryId: null,
          imageCount: Number(row.image_count),
          createdAt: new Date(row.created_at),
        },
        decimals,
      ),
    ),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

/** An application's images as data: URLs, for the operator to look at. */
export async function applicationImages(db: Queryable, merchantCode: string, applicationId: number) {
  const rows = await db.query<{ id: string; content_type: string; size: number; bytes: Uint8Array }>(
    `SELECT i.id::text, i.content_type, i.size, i.bytes FROM promotion_application_images i
       JOIN promotion_applications a ON a.id = i.application_id
      WHERE a.merchant_code = $1 AND i.application_id = $2 ORDER BY i.id`,
    [merchantCode, applicationId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contentType: row.content_type,
    size: Number(row.size),
    dataUrl: imageDataUrl(row.content_type, row.bytes),
  }));
}
