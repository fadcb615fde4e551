import type { Queryable } from "#app/db/database.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";

/** One audited change of the site's content (banner, help topic, picture), in the change's transaction. */
export const auditContent = (
  tx: Queryable,
  entry: {
    merchantCode: string;
    actor: string;
    action: string;
    targetType: "banner" | "help_topic" | "content_image";
    id: number;
    detail?: Record<string, unknown>;
  },
) =>
  recordAudit(tx, {
    merchantCode: entry.merchantCode,
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.id),
    detail: entry.detail ?? {},
  });
