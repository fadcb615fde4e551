import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

export type MessageRow = {
  id: number;
  memberId: number | null;
  kind: "system" | "operator";
  template: string | null;
  params: Record<string, string>;
  title: LocalizedText | null;
  content: LocalizedText | null;
  createdAt: Date;
  read: boolean;
};

export type NewMessage = {
  merchantCode: string;
  /** null: every real member of the merchant who exists now. */
  memberId: number | null;
  reference: string;
  sentBy: string;
} & (
  | { kind: "system"; template: string; params: Record<string, string> }
  | { kind: "operator"; title: LocalizedText; content: LocalizedText }
);

// The messages addressed to member $1 of merchant $2: their own, and the broadcasts sent since they
// joined, except those sent while the member was timed out or self-excluded (no marketing then,
// decision 084). Trial accounts have no inbox. `r` is the member's receipt (read, deleted) if any.
const ADDRESSED = `FROM member_messages msg
  JOIN members me ON me.id = $1 AND me.merchant_code = $2 AND me.kind <> 'trial'
  LEFT JOIN member_message_receipts r ON r.member_id = me.id AND r.message_id = msg.id
 WHERE msg.merchant_code = me.merchant_code
   AND (msg.member_id = me.id OR (msg.member_id IS NULL AND msg.created_at >= me.created_at
        AND NOT EXISTS (SELECT 1 FROM member_exclusions ex
                         WHERE ex.member_id = me.id AND msg.created_at >= ex.starts_at AND msg.created_at < ex.ends_at)))`;
const KEPT = `${ADDRESSED} AND r.deleted_at IS NULL`;

function toMessage(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    memberId: row.member_id == null ? null : Number(row.member_id),
    kind: row.kind as MessageRow["kind"],
    template: (row.template as string | null) ?? null,
    params: (row.params as Record<string, string>) ?? {},
    title: (row.title as LocalizedText | null) ?? null,
    content: (row.content as LocalizedText | null) ?? null,
    createdAt: new Date(row.created_at as string),
    read: row.read_at != null,
  };
}

const countOf = (rows: { n: string | number }[]) => Number(rows[0]?.n ?? 0);

/** The inbox's queries; every member-side query is bound to one member of one merchant. */
export function createInboxRepository(db: Queryable) {
  return {
    /** Stores a message once per (merchant, reference); null when the reference was already used. */
    async insert(message: NewMessage): Promise<number | null> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO member_messages
           (merchant_code, member_id, kind, template, params, title, content, reference, sent_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (merchant_code, reference) DO NOTHING RETURNING id::text`,
        [
          message.merchantCode,
          message.memberId,
          message.kind,
          message.kind === "system" ? message.template : null,
          message.kind === "system" ? message.params : {},
          message.kind === "operator" ? message.title : null,
          message.kind === "operator" ? message.content : null,
          message.reference,
          message.sentBy,
        ],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    async findByReference(merchantCode: string, reference: string): Promise<number | null> {
      const rows = await db.query<{ id: string }>(
        "SELECT id::text FROM member_messages WHERE merchant_code = $1 AND reference = $2",
        [merchantCode, reference],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    unreadCount: async (merchantCode: string, memberId: number) =>
      countOf(
        await db.query<{ n: string }>(`SELECT count(*) AS n ${KEPT} AND r.read_at IS NULL`, [
          memberId,
          merchantCode,
        ]),
      ),

    async page(
      merchantCode: string,
      memberId: number,
      filter: { unreadOnly: boolean; limit: number; offset: number },
    ): Promise<{ rows: MessageRow[]; total: number }> {
      const where = filter.unreadOnly ? `${KEPT} AND r.read_at IS NULL` : KEPT;
      const total = countOf(
        await db.query<{ n: string }>(`SELECT count(*) AS n ${where}`, [memberId, merchantCode]),
      );
      const rows = await db.query(
        `SELECT msg.id::text, msg.member_id::text, msg.kind, msg.template, msg.params, msg.title, msg.content,
                msg.created_at, r.read_at
           ${where}
          ORDER BY msg.created_at DESC, msg.id DESC
          LIMIT $3 OFFSET $4`,
        [memberId, merchantCode, filter.limit, filter.offset],
      );
      return { rows: rows.map(toMessage), total };
    },

    /** Of the ids given, those addressed to this member (deleted ones included). */
    async addressedIds(merchantCode: string, memberId: number, ids: readonly number[]): Promise<number[]> {
      const rows = await db.query<{ id: string }>(`SELECT msg.id::text ${ADDRESSED} AND msg.id = ANY ($3)`, [
        memberId,
        merchantCode,
        ids,
      ]);
      return rows.map((row) => Number(row.id));
    },

    /** Marks these messages read; answers how many were unread and kept before. */
    async markRead(merchantCode: string, memberId: number, ids: readonly number[]): Promise<number> {
      const before = countOf(
        await db.query<{ n: string }>(
          `SELECT count(*) AS n ${KEPT} AND r.read_at IS NULL AND msg.id = ANY ($3)`,
          [memberId, merchantCode, ids],
        ),
      );
      await db.query(
        `INSERT INTO member_message_receipts (member_id, message_id, read_at)
         SELECT $1, id, now() FROM unnest($2::bigint[]) AS id
         ON CONFLICT (member_id, message_id)
         DO UPDATE SET read_at = coalesce(member_message_receipts.read_at, EXCLUDED.read_at)`,
        [memberId, ids],
      );
      return before;
    },

    /** Marks every kept unread message read; answers how many. */
    async markAllRead(merchantCode: string, memberId: number): Promise<number> {
      const rows = await db.query(
        `INSERT INTO member_message_receipts (member_id, message_id, read_at)
         SELECT me.id, msg.id, now() ${KEPT} AND r.read_at IS NULL
         ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = EXCLUDED.read_at
         RETURNING message_id`,
        [memberId, merchantCode],
      );
      return rows.length;
    },

    /** Deletes these messages for this member; answers how many were still kept. */
    async markDeleted(merchantCode: string, memberId: number, ids: readonly number[]): Promise<number> {
      const before = countOf(
        await db.query<{ n: string }>(`SELECT count(*) AS n ${KEPT} AND msg.id = ANY ($3)`, [
          memberId,
          merchantCode,
          ids,
        ]),
      );
      await db.query(
        `INSERT INTO member_message_receipts (member_id, message_id, deleted_at)
         SELECT $1, id, now() FROM unnest($2::bigint[]) AS id
         ON CONFLICT (member_id, message_id)
         DO UPDATE SET deleted_at = coalesce(member_message_receipts.deleted_at, EXCLUDED.deleted_at)`,
        [memberId, ids],
      );
      return before;
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
