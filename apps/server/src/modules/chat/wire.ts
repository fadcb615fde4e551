import type { ChatConversation, ChatMessage } from "@banca/contract/calls/chat";
import type { ConversationRow, MessageRow } from "./repository.ts";

/** A message as a member sees it: who wrote it, never which operator. */
export const toWireMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  from: row.sender,
  text: row.body,
  image: row.image,
  time: row.createdAt.getTime(),
});

export const toWireConversation = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  queue: row.queue,
  status: row.status,
  createdAt: row.createdAt.getTime(),
  closedAt: row.closedAt?.getTime() ?? null,
});
