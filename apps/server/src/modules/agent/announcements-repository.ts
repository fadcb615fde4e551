import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

/** Announcements addressed to agents are rows of `announcements` of type AG (decision 036). */
export const AGENT_ANNOUNCEMENT_TYPE = "AG";

export type AgentAnnouncementRow = {
  id: number;
  title: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
  enabled: boolean;
};

type Row = {
  id: number | string;
  title: LocalizedText;
  content: LocalizedText;
  published_at: Date | string;
  enabled: boolean;
};

const toAnnouncement = (row: Row): AgentAnnouncementRow => ({
  id: Number(row.id),
  title: row.title,
  content: row.content,
  publishedAt: new Date(row.published_at),
  enabled: row.enabled,
});

// What agents see: switched on and published by now.
const VISIBLE = `merchant_code = $1 AND type = '${AGENT_ANNOUNCEMENT_TYPE}' AND enabled AND published_at <= now()`;

export type AnnouncementValues = {
  title: LocalizedText;
  content: LocalizedText;
  publishedAt: Date;
  enabled: boolean;
};

export function createAgentAnnouncementRepository(db: Queryable) {
  return {
    async page(merchantCode: string, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db.query<Row>(
          `SELECT id, title, content, published_at, enabled FROM announcements WHERE ${VISIBLE}
            ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [merchantCode, limit, offset],
        ),
        db.query<{ n: string }>(`SELECT count(*)::text AS n FROM announcements WHERE ${VISIBLE}`, [
          merchantCode,
        ]),
      ]);
      return { list: rows.map(toAnnouncement), total: Number(count[0]?.n ?? 0) };
    },

    async visible(merchantCode: string, id: number): Promise<AgentAnnouncementRow | null> {
      const rows = await db.query<Row>(
        `SELECT id, title, content, published_at, enabled FROM announcements WHERE ${VISIBLE} AND id = $2`,
        [merchantCode, id],
      );
      return rows[0] ? toAnnouncement(rows[0]) : null;
    },

    /** Every agent announcement of the merchant, switched off and future ones too (the back office). */
    async all(merchantCode: string): Promise<AgentAnnouncementRow[]> {
      const rows = await db.query<Row>(
        `SELECT id, title, content, published_at, enabled FROM announcements
          WHERE merchant_code = $1 AND type = '${AGENT_ANNOUNCEMENT_TYPE}' ORDER BY published_at DESC, id DESC`,
        [merchantCode],
      );
      return rows.map(toAnnouncement);
    },

    async byId(merchantCode: string, id: number): Promise<AgentAnnouncementRow | null> {
      const rows = await db.query<Row>(
        `SELECT id, title, content, published_at, enabled FROM announcements
          WHERE merchant_code = $1 AND type = '${AGENT_ANNOUNCEMENT_TYPE}' AND id = $2 FOR UPDATE`,
        [merchantCode, id],
      );
      return rows[0] ? toAnnouncement(rows[0]) : null;
    },

    async insert(merchantCode: string, values: AnnouncementValues): Promise<number> {
      const rows = await db.query<{ id: number | string }>(
        `INSERT INTO announcements (merchant_code, type, title, content, published_at, enabled)
         VALUES ($1, '${AGENT_ANNOUNCEMENT_TYPE}', $2, $3, $4, $5) RETURNING id`,
        [
          merchantCode,
          JSON.stringify(values.title),
          JSON.stringify(values.content),
          values.publishedAt,
          values.enabled,
        ],
      );
      return Number(rows[0]?.id);
    },

    async update(merchantCode: string, id: number, values: AnnouncementValues): Promise<void> {
      await db.query(
        `UPDATE announcements SET title = $3, content = $4, published_at = $5, enabled = $6
          WHERE merchant_code = $1 AND type = '${AGENT_ANNOUNCEMENT_TYPE}' AND id = $2`,
        [
          merchantCode,
          id,
          JSON.stringify(values.title),
          JSON.stringify(values.content),
          values.publishedAt,
          values.enabled,
        ],
      );
    },

    async remove(merchantCode: string, id: number): Promise<void> {
      await db.query(
        `DELETE FROM announcements WHERE merchant_code = $1 AND type = '${AGENT_ANNOUNCEMENT_TYPE}' AND id = $2`,
        [merchantCode, id],
      );
    },
  };
}
