import { z } from "zod";
import { defineCall } from "../call.ts";
import { CHAT_CONVERSATION_STATUSES, CHAT_LIMITS, CHAT_QUEUES } from "../chat.ts";
import { ENDPOINTS } from "../endpoints.ts";

/** The sender's own reference for a message; sending again with it answers the first message. */
const clientRefSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, - or _");

/**
 * Plain text, never HTML: the site shows it as text. Trimmed; control characters other than line
 * breaks refused. Longer than CHAT_LIMITS.maxText is refused by the server with its own code
 * (`chat.message.too.long`), so the length is not part of the shape.
 */
export const chatTextSchema = z
  .string()
  .trim()
  .min(1, "write a message")
  .describe(`At most ${CHAT_LIMITS.maxText} characters (chat.message.too.long)`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .refine((text) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text), "no control characters");

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** "member": the caller; "operator": customer service (staff names are not shown to players). */
  from: z.enum(["member", "operator"]),
  text: z.string(),
  /** An image sent with the message, fetched with `chatAttachment`. */
  image: z.object({ contentType: z.string(), size: z.number().int() }).nullable(),
  /** Milliseconds. */
  time: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  queue: z.enum(CHAT_QUEUES),
  /** waiting: in the queue; open: an operator has taken it; closed: finished (the next message starts a new one). */
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  createdAt: z.number().int(),
  closedAt: z.number().int().nullable(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const unreadValue = { unreadCount: z.number().int() };

export const chatAddressCall = defineCall({
  id: "chatAddress",
  ...ENDPOINTS.chatAddress,
  tag: "chat",
  summary:
    "Where the member's chat goes: the live chat or, for club ranks above 4, the VIP service; the socket to connect to and the unread count. Agents are refused (chat.agent.refused: use the information channel), trial accounts too (trial.account)",
  auth: "member",
  moduleId: "CBS3",
  // The original client's parameters: kept for compatibility, only the header colour is used (the window's title bar).
  query: z.object({
    b2c: z.string().max(16).optional(),
    title: z.string().max(120).optional(),
    language: z.string().max(16).optional(),
    headerColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "a colour such as #262743")
      .optional(),
  }),
  value: z.object({
    service: z.enum(["live", "vip"]),
    queue: z.enum(CHAT_QUEUES),
    /** The socket's path on this server (the spec's chatUrl). */
    chatUrl: z.string(),
    pathList: z.array(z.object({ type: z.string(), path: z.string() })),
    headerColor: z.string(),
    unReadCount: z.number().int(),
  }),
});

export const chatUnreadCountCall = defineCall({
  id: "chatUnreadCount",
  ...ENDPOINTS.chatUnreadCount,
  tag: "chat",
  summary: "How many customer-service answers the member has not seen yet",
  auth: "member",
  moduleId: "CBS3",
  value: z.object(unreadValue),
});

export const chatHistoryCall = defineCall({
  id: "chatHistory",
  ...ENDPOINTS.chatHistory,
  tag: "chat",
  summary:
    "The member's chat, newest page first (older pages with `beforeId`), with the conversation in progress and the unread count",
  auth: "member",
  moduleId: "CBS3",
  query: z.object({
    beforeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    size: z.coerce.number().int().min(1).max(CHAT_LIMITS.maxPageSize).default(CHAT_LIMITS.pageSize),
  }),
  value: z.object({
    /** Oldest first. */
    messages: z.array(chatMessageSchema),
    hasMore: z.boolean(),
    conversation: chatConversationSchema.nullable(),
    ...unreadValue,
  }),
});

export const chatSendCall = defineCall({
  id: "chatSend",
  ...ENDPOINTS.chatSend,
  tag: "chat",
  summary:
    "Sends a text message to customer service; it opens a conversation in the member's queue when none is in progress",
  auth: "member",
  moduleId: "CBS3",
  body: z.strictObject({ text: chatTextSchema, clientRef: clientRefSchema }),
  value: z.object({ message: chatMessageSchema, conversation: chatConversationSchema }),
});

export const chatSendImageCall = defineCall({
  id: "chatSendImage",
  ...ENDPOINTS.chatSendImage,
  tag: "chat",
  summary:
    "Sends one image (the raw bytes, png or jpg, at most 5 MB; at most 3 in a row before an answer) to customer service",
  auth: "member",
  moduleId: "CBS3",
  query: z.object({ clientRef: clientRefSchema }),
  value: z.object({ message: chatMessageSchema, conversation: chatConversationSchema }),
});

export const chatAttachmentCall = defineCall({
  id: "chatAttachment",
  ...ENDPOINTS.chatAttachment,
  tag: "chat",
  summary: "The image of one of the member's chat messages, as a data: URL",
  auth: "member",
  moduleId: "CBS3",
  query: z.object({ messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  value: z.object({ contentType: z.string(), dataUrl: z.string() }),
});

export const chatReadCall = defineCall({
  id: "chatRead",
  ...ENDPOINTS.chatRead,
  tag: "chat",
  summary: "Marks the member's chat read up to a message it has shown (by default all of it)",
  auth: "member",
  moduleId: "CBS3",
  body: z.strictObject({
    upToId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  value: z.object(unreadValue),
});

/** What the socket pushes, one JSON object per frame. */
export const chatSocketEventSchema = z.discriminatedUnion("type", [
  /** Answer to the hello: the conversation in progress and the unread count. */
  z.object({
    type: z.literal("ready"),
    conversation: chatConversationSchema.nullable(),
    ...unreadValue,
  }),
  /** A new message (the member's own from another tab, or an answer). */
  z.object({ type: z.literal("message"), message: chatMessageSchema, ...unreadValue }),
  /** The conversation was taken or closed. */
  z.object({ type: z.literal("conversation"), conversation: chatConversationSchema }),
  z.object({ type: z.literal("unread"), ...unreadValue }),
]);
export type ChatSocketEvent = z.infer<typeof chatSocketEventSchema>;

/** The site's first frame: its session token, and the last message it holds (the missed ones follow the ready). */
export const chatSocketHelloSchema = z.strictObject({
  type: z.literal("hello"),
  token: z.string().min(1).max(128),
  merchant: z.string().max(32).optional(),
  afterId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});
