import { z } from "zod";
import { defineCall } from "../call.ts";
import { ENDPOINTS } from "../endpoints.ts";
import {
  INBOX_MAX_IDS,
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  MESSAGE_TEMPLATE_NAMES,
  type MessageTemplate,
} from "../inbox.ts";

const messageCommon = {
  id: z.number().int(),
  /** When it was sent, in milliseconds. */
  time: z.number().int(),
  read: z.boolean(),
  /** Sent to every member of the merchant rather than to this one. */
  broadcast: z.boolean(),
};

/**
 * A message as its reader gets it. System messages name a template of the site's catalogue and its
 * params, so the site words them in the reader's language; an operator's message comes in the
 * reader's language (else the merchant's default). Both are plain text, never HTML.
 */
export const inboxMessageSchema = z.discriminatedUnion("kind", [
  z.object({
    ...messageCommon,
    kind: z.literal("system"),
    template: z.enum(MESSAGE_TEMPLATE_NAMES as [MessageTemplate, ...MessageTemplate[]]),
    params: z.record(z.string(), z.string()),
  }),
  z.object({ ...messageCommon, kind: z.literal("operator"), title: z.string(), content: z.string() }),
]);
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

const unreadValue = { unreadCount: z.number().int() };

/** Message ids of the caller's inbox, at least one, each at most once. */
const idsSchema = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1)
  .max(INBOX_MAX_IDS)
  .refine((ids) => new Set(ids).size === ids.length, "each id at most once");

export const unreadCountCall = defineCall({
  id: "unreadCount",
  ...ENDPOINTS.unreadCount,
  tag: "inbox",
  summary: "How many messages of the member's inbox (platform information) are unread",
  auth: "member",
  moduleId: "INBOX3",
  value: z.object(unreadValue),
});

export const messageListCall = defineCall({
  id: "messageList",
  ...ENDPOINTS.messageList,
  tag: "inbox",
  summary: "The member's inbox, newest first; `unread=true` keeps only the unread messages",
  auth: "member",
  moduleId: "INBOX3",
  query: z.object({
    unread: z.enum(["true", "false"]).default("false"),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  }),
  value: z.object({
    list: z.array(inboxMessageSchema),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    totalCount: z.number().int(),
    totalPages: z.number().int(),
    ...unreadValue,
  }),
});

export const readMessagesCall = defineCall({
  id: "readMessages",
  ...ENDPOINTS.readMessages,
  tag: "inbox",
  summary: "Marks messages of the member's inbox read: the ids given, or all of them",
  auth: "member",
  moduleId: "INBOX3",
  body: z.union([z.strictObject({ ids: idsSchema }), z.strictObject({ all: z.literal(true) })]),
  value: z.object({ updated: z.number().int(), ...unreadValue }),
});

export const deleteMessagesCall = defineCall({
  id: "deleteMessages",
  ...ENDPOINTS.deleteMessages,
  tag: "inbox",
  summary: "Deletes messages from the member's inbox; a deleted message stays deleted",
  auth: "member",
  moduleId: "INBOX3",
  body: z.strictObject({ ids: idsSchema }),
  value: z.object({ deleted: z.number().int(), ...unreadValue }),
});
