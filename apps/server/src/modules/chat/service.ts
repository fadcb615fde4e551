import { createHash } from "node:crypto";
import { CHAT_LIMITS, CHAT_SOCKET_PATH, CHAT_VIP_ABOVE_RANK, type ChatQueue } from "@banca/contract/chat";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { checkUploadedImage, imageDataUrl } from "#app/http/uploaded-image.ts";
import { clubLabel } from "#app/modules/members/club-levels.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { assertMayChat } from "./access.ts";
import type { ChatBus } from "./bus.ts";
import { type ConversationRow, createChatRepository, type MessageRow } from "./repository.ts";
import { onceByReference } from "./retry.ts";
import { toWireConversation, toWireMessage } from "./wire.ts";

type Member = Pick<AuthenticatedSession, "memberId" | "merchantCode" | "kind">;

/** The left bar's chat header colour (spec part 1 §9), unless the site asks for another. */
const DEFAULT_HEADER_COLOR = "#262743";

/** Messages a member may send in a minute unless the merchant sets another number. */
const DEFAULT_MESSAGES_PER_MINUTE = 20;
const messagesPerMinute = (merchant: Merchant) =>
  merchant.settings.chat?.messagesPerMinute ?? DEFAULT_MESSAGES_PER_MINUTE;

/** Club ranks above 4 (of a level the merchant defines) reach the VIP service. */
async function queueOf(db: Queryable, merchant: Merchant, memberId: number): Promise<ChatQueue> {
  const rows = await db.query<{ club_rank: number | null }>("SELECT club_rank FROM members WHERE id = $1", [
    memberId,
  ]);
  const rank = clubLabel(merchant, rows[0]?.club_rank ?? null, merchant.settings.languages.default).rankLevel;
  return rank > CHAT_VIP_ABOVE_RANK ? "vip" : "service";
}

/**
 * The member's side of the chat. Every read and write is bound to the session's member; a sent
 * message and its conversation land in one transaction, and the other instances hear of it after
 * the commit, so a socket never pushes what a reader could not find.
 */
export function createChatService(db: Database, bus: ChatBus) {
  const publish = (member: Member, kind: "message" | "conversation" | "unread", id?: number) =>
    bus.publish({
      merchantCode: member.merchantCode,
      memberId: member.memberId,
      kind,
      ...(id ? { id } : {}),
    });

  /** Writes one member message into the conversation in progress (opening one when none is). */
  async function post(
    merchant: Merchant,
    member: Member,
    clientRef: string,
    write: (tx: Queryable, conversation: ConversationRow) => Promise<number>,
  ) {
    const { message, conversation, fresh } = await onceByReference(() =>
      db.transaction(async (tx) => {
        const chat = createChatRepository(tx);
        const earlier = await chat.messageByRef(member.memberId, "member", clientRef);
        if (earlier) {
          const conversation = (await chat.conversation(merchant.code, earlier.conversationId))!;
          return { message: earlier, conversation, fresh: false };
        }
        await chat.lockMemberSends(member.memberId);
        const limit = messagesPerMinute(merchant);
        if ((await chat.memberMessagesLastMinute(member.memberId)) >= limit) {
          throw new AppError(
            "chat.too.many.messages",
            `At most ${limit} messages a minute: please wait a moment`,
            { max: limit },
          );
        }
        let conversation = await chat.liveConversation(member.memberId, true);
        if (!conversation) {
          await chat.openConversation(
            merchant.code,
            member.memberId,
            await queueOf(tx, merchant, member.memberId),
          );
          conversation = (await chat.liveConversation(member.memberId, true))!;
        }
        const id = await write(tx, conversation);
        return { message: (await chat.message(member.memberId, id))!, conversation, fresh: true };
      }),
    );
    if (fresh) await publish(member, "message", message.id);
    return { message: toWireMessage(message), conversation: toWireConversation(conversation) };
  }

  return {
    async address(merchant: Merchant, member: Member, headerColor: string | undefined) {
      assertMayChat(member);
      const queue =
        (await createChatRepository(db).liveConversation(member.memberId))?.queue ??
        (await queueOf(db, merchant, member.memberId));
      return {
        service: queue === "vip" ? ("vip" as const) : ("live" as const),
        queue,
        chatUrl: CHAT_SOCKET_PATH,
        pathList: [{ type: "3", path: CHAT_SOCKET_PATH }],
        headerColor: headerColor ?? DEFAULT_HEADER_COLOR,
        unReadCount: await createChatRepository(db).memberUnread(member.memberId),
      };
    },

    async unreadCount(member: Member) {
      assertMayChat(member);
      return { unreadCount: await createChatRepository(db).memberUnread(member.memberId) };
    },

    async history(member: Member, query: { beforeId?: number; size: number }) {
      assertMayChat(member);
      const chat = createChatRepository(db);
      const rows = await chat.memberMessages(member.memberId, {
        ...(query.beforeId ? { beforeId: query.beforeId } : {}),
        limit: query.size + 1,
      });
      const page = rows.slice(0, query.size).reverse();
      const latest = await chat.latestConversation(member.memberId);
      return {
        messages: page.map(toWireMessage),
        hasMore: rows.length > query.size,
        conversation: latest ? toWireConversation(latest) : null,
        unreadCount: await chat.memberUnread(member.memberId),
      };
    },

    /** Messages after `afterId`, oldest first: what a socket missed while it was away. */
    async missed(member: Member, afterId: number) {
      const rows = await createChatRepository(db).memberMessages(member.memberId, {
        afterId,
        limit: CHAT_LIMITS.maxPageSize,
      });
      return rows.map(toWireMessage);
    },

    async state(member: Member) {
      const chat = createChatRepository(db);
      const latest = await chat.latestConversation(member.memberId);
      return {
        conversation: latest ? toWireConversation(latest) : null,
        unreadCount: await chat.memberUnread(member.memberId),
      };
    },

    async send(merchant: Merchant, member: Member, body: { text: string; clientRef: string }) {
      assertMayChat(member);
      if (body.text.length > CHAT_LIMITS.maxText) {
        throw new AppError(
          "chat.message.too.long",
          `A message has at most ${CHAT_LIMITS.maxText} characters`,
          { max: CHAT_LIMITS.maxText },
        );
      }
      return post(merchant, member, body.clientRef, (tx, conversation) =>
        createChatRepository(tx).insertMessage({
          conversation,
          sender: "member",
          operatorId: null,
          body: body.text,
          clientRef: body.clientRef,
        }),
      );
    },

    async sendImage(merchant: Merchant, member: Member, clientRef: string, body: unknown) {
      assertMayChat(member);
      if (!Buffer.isBuffer(body))
        throw new AppError("upload.type", "Send a png or jpg image as the request body");
      const { bytes, contentType } = checkUploadedImage(body, CHAT_LIMITS.maxImageBytes);
      return post(merchant, member, clientRef, async (tx, conversation) => {
        const chat = createChatRepository(tx);
        if ((await chat.imagesSinceAnswer(conversation.id)) >= CHAT_LIMITS.maxImagesUnanswered) {
          throw new AppError(
            "upload.count",
            `At most ${CHAT_LIMITS.maxImagesUnanswered} images before customer service answers`,
            { max: CHAT_LIMITS.maxImagesUnanswered },
          );
        }
        const id = await chat.insertMessage({
          conversation,
          sender: "member",
          operatorId: null,
          body: "",
          clientRef,
        });
        await chat.insertAttachment(id, {
          contentType,
          size: bytes.length,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          bytes,
        });
        return id;
      });
    },

    async attachment(member: Member, messageId: number) {
      assertMayChat(member);
      const chat = createChatRepository(db);
      const message: MessageRow | null = await chat.message(member.memberId, messageId);
      const image = message?.image ? await chat.attachment(messageId) : null;
      if (!image) throw new AppError("chat.attachment.not.found", "No such image in your chat");
      return { contentType: image.contentType, dataUrl: imageDataUrl(image.contentType, image.bytes) };
    },

    async read(member: Member, upToId: number | undefined) {
      assertMayChat(member);
      const chat = createChatRepository(db);
      const before = await chat.memberUnread(member.memberId);
      await chat.markMemberRead(member.memberId, upToId);
      const unreadCount = await chat.memberUnread(member.memberId);
      // The member's other tabs and devices drop their badge too.
      if (unreadCount !== before) await publish(member, "unread");
      return { unreadCount };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
