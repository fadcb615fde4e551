import { CONTENT_IMAGE_PATH } from "@banca/contract/backoffice/content";
import { z } from "zod";
import type { Queryable } from "#app/db/database.ts";
import { defineJob } from "#app/modules/jobs/job.ts";
import { auditContent } from "./content-audit.ts";

/**
 * How long a picture stays after the sweep first finds no banner using it: long enough for a staff
 * member to undo a change or finish a banner they uploaded a picture for, and for pages already
 * open to keep their pictures.
 */
export const CONTENT_IMAGE_GRACE_MS = 7 * 86_400_000;

// A banner uses a picture when its address is the picture's (relative or on the merchant's host).
const USED = `EXISTS (
  SELECT 1 FROM banners b
   WHERE b.merchant_code = ci.merchant_code
     AND b.url LIKE '%' || $1 || ci.id || '-' || ci.sha256 || '.%'
)`;

/**
 * Marks the pictures no banner uses (from now), clears the mark of those used again, and deletes
 * the ones unused for the grace period. Answers how many it deleted.
 */
export async function sweepContentImages(tx: Queryable, now: Date): Promise<number> {
  await tx.query(
    `UPDATE content_images ci SET unused_since = NULL WHERE unused_since IS NOT NULL AND ${USED}`,
    [CONTENT_IMAGE_PATH],
  );
  await tx.query(
    `UPDATE content_images ci SET unused_since = $2 WHERE unused_since IS NULL AND NOT ${USED}`,
    [CONTENT_IMAGE_PATH, now],
  );
  const deleted = await tx.query<{ id: string; merchant_code: string; unused_since: Date }>(
    `DELETE FROM content_images ci WHERE unused_since <= $2 AND NOT ${USED}
     RETURNING id, merchant_code, unused_since`,
    [CONTENT_IMAGE_PATH, new Date(now.getTime() - CONTENT_IMAGE_GRACE_MS)],
  );
  for (const row of deleted) {
    await auditContent(tx, {
      merchantCode: row.merchant_code,
      actor: "system",
      action: "content_image.delete",
      targetType: "content_image",
      id: Number(row.id),
      detail: { unusedSince: new Date(row.unused_since).toISOString() },
    });
  }
  return deleted.length;
}

/** The hourly sweep of unused content pictures; one run per slot across all servers. */
export const contentImagesSweepJob = defineJob({
  name: "content.images.sweep",
  payload: z.object({}),
  everyMs: 3_600_000,
  handler: async (tx, _payload, context) => {
    await sweepContentImages(tx, context.now);
  },
});
