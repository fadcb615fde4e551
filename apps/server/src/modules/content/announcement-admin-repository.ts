import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

export type AnnouncementType = "PL" | "PU" | "PR" | "H";
export type StoredAnnouncement = {
  id: number;
  type: AnnouncementType;
  title: LocalizedText;
  content: LocalizedText;
  published_at: Date;
  enabled: boolean;
};
export type AnnouncementInput = {
  type: AnnouncementType;
  title: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
  enabled: boolean;
};

const COLUMNS = "id, type, title, content, published_at, enabled";
// Announcements addressed to agents (type AG) share the table and have their own screen and calls
// (agent-announcements): this list and its writes never see them.
const SITE_NOTICES = "type <> 'AG'";

/** The site's notices as the back office edits them: every one, published or not, enabled or not. */
export function createAnnouncementAdminRepository(db: Queryable) {
  return {
    async page(
      merchantCode: string,
      filter: { type?: AnnouncementType | undefined; pageNo: number; pageSize: number },
    ) {
      const [count] = await db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM announcements WHERE merchant_code = $1 AND ${SITE_NOTICES} AND ($2::text IS NULL OR type = $2)`,
        [merchantCode, filter.type ?? null],
      );
      const rows = await db.query<StoredAnnouncement>(
        `SELECT ${COLUMNS} FROM announcements WHERE merchant_code = $1 AND ${SITE_NOTICES} AND ($2::text IS NULL OR type = $2)
          ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [merchantCode, filter.type ?? null, filter.pageSize, (filter.pageNo - 1) * filter.pageSize],
      );
      return { rows, totalCount: Number(count?.n ?? 0) };
    },
    async create(merchantCode: string, input: AnnouncementInput) {
      const [row] = await db.query<StoredAnnouncement>(
        `INSERT INTO announcements (merchant_code, type, title, content, published_at, enabled)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          merchantCode,
          input.type,
          JSON.stringify(input.title),
          JSON.stringify(input.content),
          input.publishedAt,
          input.enabled,
        ],
      );
      if (!row) throw new Error("announcement not written");
      return row;
    },
    async update(merchantCode: string, id: number, input: AnnouncementInput) {
      const [row] = await db.query<StoredAnnouncement>(
        `UPDATE announcements SET type = $3, title = $4, content = $5, published_at = $6, enabled = $7
          WHERE merchant_code = $1 AND id = $2 AND ${SITE_NOTICES} RETURNING ${COLUMNS}`,
        [
          merchantCode,
          id,
          input.type,
          JSON.stringify(input.title),
          JSON.stringify(input.content),
          input.publishedAt,
          input.enabled,
        ],
      );
      return row ?? null;
    },
    async remove(merchantCode: string, id: number) {
      const rows = await db.query(
        `DELETE FROM announcements WHERE merchant_code = $1 AND id = $2 AND ${SITE_NOTICES} RETURNING id`,
        [merchantCode, id],
      );
      return rows.length > 0;
    },
  };
}
