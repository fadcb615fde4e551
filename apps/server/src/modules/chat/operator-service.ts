import { CHAT_VIP_ABOVE_RANK, type ChatConversationStatus, type ChatQueue } from "@banca/contract/chat";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { imageDataUrl } from "#app/http/uploaded-image.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { Operator } from "#app/modules/operators/repository.ts";
import type { ChatBus, ChatEvent } from "./bus.ts";
import { type ConversationRow, createChatRepository, type MessageRow } from "./repository.ts";
import { onceByReference } from "./retry.ts";

const notFound = () => new AppError("chat.conversation.not.found", "No such conversation");

const deskConversation = (row: ConversationRow) => ({
  id: row.id,
  queue: row.queue,
  status: row.status,
  createdAt: row.createdAt.getTime(),
  takenAt: row.takenAt?.getTime() ?? null,
  closedAt: row.closedAt?.getTime() ?? null,
  lastMessageAt: row.lastMessageAt.getTime(),
});

const deskMessage = (row: MessageRow, operatorNames: Map<number, string>) => ({
  id: row.id,
  from: row.sender,
  operator: row.operatorId === null ? null : (operatorNames.get(row.operatorId) ?? null),
  text: row.body,
  image: row.image,
  time: row.createdAt.getTime(),
});

type DeskRow = Awaited<ReturnType<ReturnType<typeof createChatRepository>["desk"]>>["rows"][number];

/** A conversation as the desk's list shows it. */
const deskRow = (row: DeskRow) => ({
  ...deskConversation(row.conversation),
  username: row.username,
  vip: (row.clubRank ?? 0) > CHAT_VIP_ABOVE_RANK,
  operator: row.operatorName,
  unread: row.unread,
  last: row.last,
});

/**
 * What a change of the bus means to the desk (its socket's pushes): the conversation's row as the
 * list shows it, and for a message the message as the history shows it and whether it opened the
 * conversation. Null for what the desk does not show (a member reading its messages).
 */
export async function readDeskChange(db: Queryable, event: ChatEvent) {
  if (!event.id || event.kind === "unread") return null;
  const chat = createChatRepository(db);
  const message = event.kind === "message" ? await chat.message(event.memberId, event.id) : null;
  const conversationId = event.kind === "message" ? message?.conversationId : event.id;
  if (conversationId === undefined) return null;
  const { rows } = await chat.desk(
    event.merchantCode,
    { status: "all", conversationId },
    { limit: 1, offset: 0 },
  );
  const row = rows[0];
  if (!row) return null;
  if (!message) return { conversation: deskRow(row), message: null, first: false };
  const names = await operatorNamesOf(db, [message.operatorId]);
  const earlier = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM chat_messages WHERE conversation_id = $1 AND id < $2",
    [conversationId, message.id],
  );
  return {
    conversation: deskRow(row),
    message: deskMessage(message, names),
    first: Number(earlier[0]?.n ?? 0) === 0,
  };
}

async function operatorNamesOf(db: Queryable, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<{ id: string; name: string }>(
    "SELECT id::text, name FROM operators WHERE id = ANY ($1)",
    [wanted],
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/**
 * The service desk: operators of a merchant see its queues, take a waiting conversation, answer
 * the one they took, close any, and read any history. Answers reach the member's sockets on every
 * instance through the bus; taking and closing are in the audit log.
 */
export function createChatDesk(db: Database, bus: ChatBus) {
  const publish = (row: ConversationRow, kind: "message" | "conversation", id: number) =>
    bus.publish({ merchantCode: row.merchantCode, memberId: row.memberId, kind, id });

  const operatorNames = (ids: readonly (number | null)[]) => operatorNamesOf(db, ids);

  return {
    async list(
      merchant: Merchant,
      query: {
        queue?: ChatQueue;
        status: ChatConversationStatus | "live";
        username?: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await createChatRepository(db).desk(merchant.code, query, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map(deskRow),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async take(merchant: Merchant, operator: Operator, conversationId: number) {
      const row = await db.transaction(async (tx) => {
        const chat = createChatRepository(tx);
        const taken = await chat.take(merchant.code, conversationId, operator.id);
        if (!taken) {
          const existing = await chat.conversation(merchant.code, conversationId);
          if (!existing) throw notFound();
          throw new AppError("chat.conversation.state", `This conversation is ${existing.status} already`, {
            status: existing.status,
          });
        }
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operator.actor ?? `operator:${operator.name}`,
          action: "chat.take",
          targetType: "chat_conversation",
          targetId: String(taken.id),
        });
        return taken;
      });
      await publish(row, "conversation", row.id);
      return deskConversation(row);
    },

    async answer(
      merchant: Merchant,
      operator: Operator,
      body: { conversationId: number; text: string; clientRef: string },
    ) {
      const { row, messageId, fresh } = await onceByReference(() =>
        db.transaction(async (tx) => {
          const chat = createChatRepository(tx);
          const conversation = await chat.conversation(merchant.code, body.conversationId, true);
          if (!conversation) throw notFound();
          const earlier = await chat.messageByRef(conversation.memberId, "operator", body.clientRef);
          if (earlier) return { row: conversation, messageId: earlier.id, fresh: false };
          if (conversation.status !== "open" || conversation.operatorId !== operator.id) {
            throw new AppError(
              "chat.conversation.state",
              conversation.status === "open"
                ? "Another operator holds this conversation"
                : `Take the conversation first; it is ${conversation.status}`,
              { status: conversation.status },
            );
          }
          const id = await chat.insertMessage({
            conversation,
            sender: "operator",
            operatorId: operator.id,
            body: body.text,
            clientRef: body.clientRef,
          });
          return { row: conversation, messageId: id, fresh: true };
        }),
      );
      if (fresh) await publish(row, "message", messageId);
      const message = (await createChatRepository(db).message(row.memberId, messageId))!;
      return deskMessage(message, new Map([[operator.id, operator.name]]));
    },

    async close(merchant: Merchant, operator: Operator, conversationId: number) {
      const row = await db.transaction(async (tx) => {
        const chat = createChatRepository(tx);
        const closed = await chat.close(merchant.code, conversationId, operator.id);
        if (!closed) {
          if (!(await chat.conversation(merchant.code, conversationId))) throw notFound();
          throw new AppError("chat.conversation.state", "This conversation is closed already", {
            status: "closed",
          });
        }
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor: operator.actor ?? `operator:${operator.name}`,
          action: "chat.close",
          targetType: "chat_conversation",
          targetId: String(closed.id),
        });
        return closed;
      });
      await publish(row, "conversation", row.id);
      return deskConversation(row);
    },

    /** A conversation with every message; reading it marks it read for the desk. */
    async history(merchant: Merchant, conversationId: number) {
      const chat = createChatRepository(db);
      const conversation = await chat.conversation(merchant.code, conversationId);
      if (!conversation) throw notFound();
      const messages = await chat.conversationMessages(conversation.id);
      await chat.markOperatorRead(conversation.id);
      const member = await db.query<{ username: string }>("SELECT username FROM members WHERE id = $1", [
        conversation.memberId,
      ]);
      const names = await operatorNames([conversation.operatorId, ...messages.map((row) => row.operatorId)]);
      return {
        conversation: {
          ...deskConversation(conversation),
          username: member[0]?.username ?? "",
          operator: conversation.operatorId === null ? null : (names.get(conversation.operatorId) ?? null),
        },
        messages: messages.map((row) => deskMessage(row, names)),
      };
    },

    async attachment(merchant: Merchant, messageId: number) {
      const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
        `SELECT a.content_type, a.bytes FROM chat_attachments a
           JOIN chat_messages m ON m.id = a.message_id
           JOIN chat_conversations c ON c.id = m.conversation_id
          WHERE a.message_id = $1 AND c.merchant_code = $2`,
        [messageId, merchant.code],
      );
      const row = rows[0];
      if (!row) throw new AppError("chat.attachment.not.found", "No such image");
      return { contentType: row.content_type, dataUrl: imageDataUrl(row.content_type, row.bytes) };
    },
  };
}
