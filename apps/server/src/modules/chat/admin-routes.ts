import type { FastifyInstance } from "fastify";
import { type AdminDeps, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import type { ChatBus } from "./bus.ts";
import {
  answerBody,
  conversationIdBody,
  conversationIdQuery,
  deskAttachmentValue,
  deskConversationValue,
  deskHistoryValue,
  deskListQuery,
  deskMessageValue,
  deskPageValue,
  messageIdQuery,
} from "./desk-schemas.ts";
import { createChatDesk } from "./operator-service.ts";

/** The back office's service desk for the live chat (decision 060). */
export function chatAdminRoutes(app: FastifyInstance, deps: AdminDeps, bus: ChatBus) {
  const desk = createChatDesk(deps.db, bus);
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/chat/conversations",
      permission: "chat.desk",
      summary:
        "The chat queues: conversations by queue (service, vip) and status (live = waiting and open), longest waiting first",
      query: deskListQuery,
      value: deskPageValue,
    },
    ({ merchant, query }) => desk.list(merchant, query),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/chat/conversations/take",
      permission: "chat.desk",
      summary: "Takes a waiting conversation: the operator who took it answers it",
      body: conversationIdBody,
      value: deskConversationValue,
    },
    ({ merchant, operator, body }) => desk.take(merchant, operator, body.conversationId),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/chat/conversations/answer",
      permission: "chat.desk",
      summary:
        "Answers a conversation the operator took (plain text); the member's open chat shows it at once",
      body: answerBody,
      value: deskMessageValue,
    },
    ({ merchant, operator, body }) => desk.answer(merchant, operator, body),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "POST",
      url: "/admin/api/chat/conversations/close",
      permission: "chat.desk",
      summary: "Closes a conversation; the member's next message opens a new one",
      body: conversationIdBody,
      value: deskConversationValue,
    },
    ({ merchant, operator, body }) => desk.close(merchant, operator, body.conversationId),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/chat/conversations/history",
      permission: "chat.desk",
      summary: "A conversation with all its messages, oldest first; reading it marks it read for the desk",
      query: conversationIdQuery,
      value: deskHistoryValue,
      personalData: {
        shows: "a member's chat messages",
        member: (value) => ({
          username: (value as { conversation: { username: string } }).conversation.username,
        }),
      },
    },
    ({ merchant, query }) => desk.history(merchant, query.conversationId),
  );
  registerAdminRoute(
    app,
    deps,
    {
      method: "GET",
      url: "/admin/api/chat/attachment",
      permission: "chat.desk",
      summary: "The image of a chat message, as a data: URL",
      query: messageIdQuery,
      value: deskAttachmentValue,
      personalData: { shows: "an image a member sent to the chat" },
    },
    ({ merchant, query }) => desk.attachment(merchant, query.messageId),
  );
}
