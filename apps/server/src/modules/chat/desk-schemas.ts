import { chatTextSchema } from "@banca/contract/calls/chat";
import { CHAT_CONVERSATION_STATUSES, CHAT_LIMITS, CHAT_QUEUES } from "@banca/contract/chat";
import { z } from "zod";

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const millis = z.number().int().describe("milliseconds");

export const deskListQuery = z.object({
  queue: z.enum(CHAT_QUEUES).optional(),
  /** live: waiting and open together (the desk's default view). */
  status: z.enum([...CHAT_CONVERSATION_STATUSES, "live"]).default("live"),
  username: z.string().trim().min(1).max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const conversationIdBody = z.strictObject({ conversationId: id });
export const conversationIdQuery = z.object({ conversationId: z.coerce.number().pipe(id) });
export const messageIdQuery = z.object({ messageId: z.coerce.number().pipe(id) });

export const answerBody = z.strictObject({
  conversationId: id,
  text: chatTextSchema.max(CHAT_LIMITS.maxText),
  /** The operator tool's own reference: a retried answer is sent once. */
  clientRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, - or _"),
});

const conversationValue = z.object({
  id: z.number().int(),
  queue: z.enum(CHAT_QUEUES),
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  createdAt: millis,
  takenAt: millis.nullable(),
  closedAt: millis.nullable(),
  lastMessageAt: millis,
});
export const deskConversationValue = conversationValue;

const imageValue = z.object({ contentType: z.string(), size: z.number().int() }).nullable();

export const deskMessageValue = z.object({
  id: z.number().int(),
  from: z.enum(["member", "operator"]),
  operator: z.string().nullable(),
  text: z.string(),
  image: imageValue,
  time: millis,
});

export const deskPageValue = z.object({
  list: z.array(
    conversationValue.extend({
      username: z.string(),
      vip: z.boolean(),
      operator: z.string().nullable(),
      unread: z.number().int().describe("member messages the desk has not read"),
      last: z
        .object({ from: z.enum(["member", "operator"]), text: z.string(), image: z.boolean() })
        .nullable(),
    }),
  ),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});

export const deskHistoryValue = z.object({
  conversation: conversationValue.extend({ username: z.string(), operator: z.string().nullable() }),
  messages: z.array(deskMessageValue),
});

export const deskAttachmentValue = z.object({ contentType: z.string(), dataUrl: z.string() });
