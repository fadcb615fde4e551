import type { ChatConversationStatus, ChatQueue } from "@banca/contract/chat";
import type { Queryable } from "#app/db/database.ts";

export type ConversationRow = {
  id: number;
  merchantCode: string;
  memberId: number;
  queue: ChatQueue;
  status: ChatConversationStatus;
  operatorId: number | null;
  createdAt: Date;
  takenAt: Date | null;
  closedAt: Date | null;
  lastMessageAt: Date;
  memberReadId: number;
  operatorReadId: number;
};

export type MessageRow = {
  id: number;
  conversationId: number;
  memberId: number;
  sender: "member" | "operator";
  operatorId: number | null;
  body: string;
  createdAt: Date;
  image: { contentType: string; size: number } | null;
};

const CONVERSATION_COLUMNS = `c.id::text, c.merchant_code, c.member_id::text, c.queue, c.status, c.operator_id::text,
  c.created_at, c.taken_at, c.closed_at, c.last_message_at, c.member_read_id::text, c.operator_read_id::text`;
const MESSAGE_COLUMNS = `m.id::text, m.conversation_id::text, m.member_id::text, m.sender, m.operator_id::text,
  m.body, m.created_at, a.content_type, a.size`;

const date = (value: unknown) => (value == null ? null : new Date(value as string));

function toConversation(row: Record<string, unknown>): ConversationRow {
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code as string,
    memberId: Number(row.member_id),
    queue: row.queue as ChatQueue,
    status: row.status as ChatConversationStatus,
    operatorId: row.operator_id == null ? null : Number(row.operator_id),
    createdAt: new Date(row.created_at as string),
    takenAt: date(row.taken_at),
    closedAt: date(row.closed_at),
    lastMessageAt: new Date(row.last_message_at as string),
    memberReadId: Number(row.member_read_id),
    operatorReadId: Number(row.operator_read_id),
  };
}

function toMessage(row: Record<string, unknown>): MessageRow {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    memberId: Number(row.member_id),
    sender: row.sender as MessageRow["sender"],
    operatorId: row.operator_id == null ? null : Number(row.operator_id),
    body: row.body as string,
    createdAt: new Date(row.created_at as string),
    image:
      row.content_type == null ? null : { contentType: row.content_type as string, size: Number(row.size) },
  };
}

const countOf = (rows: { n: string | number }[]) => Number(rows[0]?.n ?? 0);

/** The chat's queries. Member-side reads are bound to one member; desk reads to one merchant. */
export function createChatRepository(db: Queryable) {
  return {
    /** The member's conversation in progress (waiting or open), locked when `lock` is set. */
    async liveConversation(memberId: number, lock = false): Promise<ConversationRow | null> {
      const rows = await db.query(
        `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c
          WHERE c.member_id = $1 AND c.status <> 'closed' ${lock ? "FOR UPDATE" : ""}`,
        [memberId],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    /** The member's newest conversation, whatever its state. */
    async latestConversation(memberId: number): Promise<ConversationRow | null> {
      const rows = await db.query(
        `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.member_id = $1 ORDER BY c.id DESC LIMIT 1`,
        [memberId],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    /** Opens a conversation unless one is in progress (two tabs sending at once open one). */
    async openConversation(merchantCode: string, memberId: number, queue: ChatQueue): Promise<void> {
      await db.query(
        `INSERT INTO chat_conversations (merchant_code, member_id, queue) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) WHERE status <> 'closed' DO NOTHING`,
        [merchantCode, memberId, queue],
      );
    },

    async conversation(merchantCode: string, id: number, lock = false): Promise<ConversationRow | null> {
      const rows = await db.query(
        `SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c
          WHERE c.id = $1 AND c.merchant_code = $2 ${lock ? "FOR UPDATE" : ""}`,
        [id, merchantCode],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    async messageByRef(memberId: number, sender: MessageRow["sender"], clientRef: string) {
      const rows = await db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN chat_attachments a ON a.message_id = m.id
          WHERE m.member_id = $1 AND m.sender = $2 AND m.client_ref = $3`,
        [memberId, sender, clientRef],
      );
      return rows[0] ? toMessage(rows[0]) : null;
    },

    /** Serialises one member's sends until the transaction ends, so the per-minute limit is exact. */
    async lockMemberSends(memberId: number): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtext('chat-send'), $1::int)", [memberId]);
    },

    /** The member's own messages (texts and images) of the last minute, on every instance. */
    async memberMessagesLastMinute(memberId: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM chat_messages
          WHERE member_id = $1 AND sender = 'member' AND created_at > now() - interval '1 minute'`,
        [memberId],
      );
      return rows[0]?.n ?? 0;
    },

    async insertMessage(message: {
      conversation: ConversationRow;
      sender: MessageRow["sender"];
      operatorId: number | null;
      body: string;
      clientRef: string;
    }): Promise<number> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO chat_messages (conversation_id, member_id, sender, operator_id, body, client_ref)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
        [
          message.conversation.id,
          message.conversation.memberId,
          message.sender,
          message.operatorId,
          message.body,
          message.clientRef,
        ],
      );
      const id = Number(rows[0]!.id);
      // The sender has seen its own message.
      const readColumn = message.sender === "member" ? "member_read_id" : "operator_read_id";
      await db.query(
        `UPDATE chat_conversations SET last_message_at = now(), ${readColumn} = GREATEST(${readColumn}, $2)
          WHERE id = $1`,
        [message.conversation.id, id],
      );
      return id;
    },

    async insertAttachment(
      messageId: number,
      image: { contentType: string; size: number; sha256: string; bytes: Buffer },
    ) {
      await db.query(
        `INSERT INTO chat_attachments (message_id, content_type, size, sha256, bytes) VALUES ($1, $2, $3, $4, $5)`,
        [messageId, image.contentType, image.size, image.sha256, image.bytes],
      );
    },

    /** Images the member sent in this conversation since its last answer. */
    async imagesSinceAnswer(conversationId: number): Promise<number> {
      return countOf(
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM chat_messages m JOIN chat_attachments a ON a.message_id = m.id
            WHERE m.conversation_id = $1 AND m.sender = 'member'
              AND m.id > (SELECT coalesce(max(id), 0) FROM chat_messages
                           WHERE conversation_id = $1 AND sender = 'operator')`,
          [conversationId],
        ),
      );
    },

    async message(memberId: number, id: number): Promise<MessageRow | null> {
      const rows = await db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN chat_attachments a ON a.message_id = m.id
          WHERE m.member_id = $1 AND m.id = $2`,
        [memberId, id],
      );
      return rows[0] ? toMessage(rows[0]) : null;
    },

    /** A page of the member's messages, newest first, across all its conversations. */
    async memberMessages(memberId: number, page: { beforeId?: number; afterId?: number; limit: number }) {
      const after = page.afterId !== undefined;
      const rows = await db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN chat_attachments a ON a.message_id = m.id
          WHERE m.member_id = $1 AND m.id < $2 AND m.id > $3
          ORDER BY m.id ${after ? "ASC" : "DESC"} LIMIT $4`,
        [memberId, page.beforeId ?? Number.MAX_SAFE_INTEGER, page.afterId ?? 0, page.limit],
      );
      return rows.map(toMessage);
    },

    async conversationMessages(conversationId: number): Promise<MessageRow[]> {
      const rows = await db.query(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m LEFT JOIN chat_attachments a ON a.message_id = m.id
          WHERE m.conversation_id = $1 ORDER BY m.id`,
        [conversationId],
      );
      return rows.map(toMessage);
    },

    async attachment(messageId: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
      const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
        "SELECT content_type, bytes FROM chat_attachments WHERE message_id = $1",
        [messageId],
      );
      return rows[0] ? { contentType: rows[0].content_type, bytes: rows[0].bytes } : null;
    },

    /** Answers from customer service the member has not seen yet, in all its conversations. */
    memberUnread: async (memberId: number) =>
      countOf(
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
            WHERE c.member_id = $1 AND m.sender = 'operator' AND m.id > c.member_read_id`,
          [memberId],
        ),
      ),

    /** Marks the member's conversations read up to `upToId` (every message when absent). */
    async markMemberRead(memberId: number, upToId: number | undefined): Promise<void> {
      await db.query(
        `UPDATE chat_conversations c
            SET member_read_id = GREATEST(c.member_read_id, coalesce(
              (SELECT max(m.id) FROM chat_messages m WHERE m.conversation_id = c.id AND m.id <= $2), 0))
          WHERE c.member_id = $1`,
        [memberId, upToId ?? Number.MAX_SAFE_INTEGER],
      );
    },

    /** Takes a waiting conversation for an operator; null when it is not waiting (any more). */
    async take(merchantCode: string, id: number, operatorId: number): Promise<ConversationRow | null> {
      const rows = await db.query(
        `UPDATE chat_conversations c SET status = 'open', operator_id = $3, taken_at = now()
          WHERE c.id = $1 AND c.merchant_code = $2 AND c.status = 'waiting'
        RETURNING ${CONVERSATION_COLUMNS}`,
        [id, merchantCode, operatorId],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    /** Closes a conversation in progress; null when it is closed already. */
    async close(merchantCode: string, id: number, operatorId: number): Promise<ConversationRow | null> {
      const rows = await db.query(
        `UPDATE chat_conversations c
            SET status = 'closed', closed_at = now(), operator_id = coalesce(c.operator_id, $3),
                taken_at = coalesce(c.taken_at, now())
          WHERE c.id = $1 AND c.merchant_code = $2 AND c.status <> 'closed'
        RETURNING ${CONVERSATION_COLUMNS}`,
        [id, merchantCode, operatorId],
      );
      return rows[0] ? toConversation(rows[0]) : null;
    },

    async markOperatorRead(conversationId: number): Promise<void> {
      await db.query(
        `UPDATE chat_conversations SET operator_read_id = GREATEST(operator_read_id,
           coalesce((SELECT max(id) FROM chat_messages WHERE conversation_id = $1), 0)) WHERE id = $1`,
        [conversationId],
      );
    },

    /** The service desk's list: conversations of a merchant with their member and last message. */
    async desk(
      merchantCode: string,
      filter: {
        queue?: ChatQueue;
        status: ChatConversationStatus | "all" | "live";
        username?: string;
        /** One conversation's row (the desk socket's pushes). */
        conversationId?: number;
      },
      page: { limit: number; offset: number },
    ) {
      const where = [
        "c.merchant_code = $1",
        "(CASE WHEN $2::text = 'all' THEN true WHEN $2::text = 'live' THEN c.status <> 'closed' ELSE c.status = $2::text END)",
        "($3::text IS NULL OR c.queue = $3)",
        "($4::text IS NULL OR me.username = $4)",
        "($5::bigint IS NULL OR c.id = $5)",
      ].join(" AND ");
      const params = [
        merchantCode,
        filter.status,
        filter.queue ?? null,
        filter.username ?? null,
        filter.conversationId ?? null,
      ];
      const from = "FROM chat_conversations c JOIN members me ON me.id = c.member_id";
      const total = countOf(
        await db.query<{ n: string }>(`SELECT count(*) AS n ${from} WHERE ${where}`, params),
      );
      const rows = await db.query(
        `SELECT ${CONVERSATION_COLUMNS}, me.username, me.club_rank, o.name AS operator_name,
                (SELECT count(*) FROM chat_messages u
                  WHERE u.conversation_id = c.id AND u.sender = 'member' AND u.id > c.operator_read_id) AS unread,
                last.body AS last_body, last.sender AS last_sender, last.has_image AS last_has_image
           ${from}
           LEFT JOIN operators o ON o.id = c.operator_id
           LEFT JOIN LATERAL (
             SELECT m.body, m.sender, EXISTS (SELECT 1 FROM chat_attachments a WHERE a.message_id = m.id) AS has_image
               FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
           ) last ON true
          WHERE ${where}
          ORDER BY c.last_message_at ASC, c.id ASC
          LIMIT $6 OFFSET $7`,
        [...params, page.limit, page.offset],
      );
      return {
        total,
        rows: rows.map((row) => ({
          conversation: toConversation(row),
          username: row.username as string,
          clubRank: row.club_rank == null ? null : Number(row.club_rank),
          operatorName: (row.operator_name as string | null) ?? null,
          unread: Number(row.unread),
          last:
            row.last_sender == null
              ? null
              : {
                  from: row.last_sender as MessageRow["sender"],
                  text: row.last_body as string,
                  image: Boolean(row.last_has_image),
                },
        })),
      };
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
