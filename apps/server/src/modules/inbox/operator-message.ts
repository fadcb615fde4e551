import { MESSAGE_CONTENT_MAX, MESSAGE_TITLE_MAX } from "@banca/contract/inbox";
import { LANGUAGES } from "@banca/contract/languages";
import { localizedTextSchema } from "@banca/contract/localized";
import { z } from "zod";
import { isoTime, operatorPage } from "#app/modules/admin/answer-schemas.ts";

// Plain text: line breaks and tabs are kept, other control characters are refused. The site shows
// the text as text, so markup in it reads as typed and never runs.
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(
      (text) => ![...text].some((char) => isControl(char.codePointAt(0) ?? 0)),
      "no control characters",
    );

const localized = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), plainText(max))
    .refine((text) => Object.keys(text).length > 0, "at least one language");

const common = {
  title: localized(MESSAGE_TITLE_MAX),
  content: localized(MESSAGE_CONTENT_MAX),
  /** Sending the same reference again sends the message once. */
  reference: z.string().trim().min(1).max(100).optional(),
};

/** An operator's message: to one member by username, or to every member of the merchant. */
export const operatorMessageSchema = z
  .discriminatedUnion("audience", [
    z.strictObject({ audience: z.literal("member"), username: z.string().trim().min(1).max(64), ...common }),
    z.strictObject({ audience: z.literal("all"), ...common }),
  ])
  .refine(
    (message) => Object.keys(message.title).sort().join() === Object.keys(message.content).sort().join(),
    { path: ["content"], message: "title and content must be given in the same languages" },
  );
export type OperatorMessage = z.infer<typeof operatorMessageSchema>;

/** The answer to a send: the message's id, and whether the reference had already sent it. */
export const sentMessageValue = z.object({
  id: z.number().int(),
  reference: z.string(),
  replayed: z.boolean(),
});

/** A message in the back office's list of what was sent. */
export const sentRowSchema = z.object({
  id: z.number().int(),
  audience: z.enum(["member", "all"]),
  username: z.string().nullable(),
  kind: z.enum(["system", "operator"]),
  template: z.string().nullable().describe("The catalogue key of a system message"),
  params: z.record(z.string(), z.string()),
  title: localizedTextSchema.nullable(),
  content: localizedTextSchema.nullable(),
  reference: z.string(),
  sentBy: z.string(),
  sentAt: isoTime,
  recipients: z
    .number()
    .int()
    .describe("Members it reached (1, or the real members who existed when a broadcast went out)"),
  reads: z.number().int(),
});
export type SentRow = z.infer<typeof sentRowSchema>;
export const sentPageValue = operatorPage(sentRowSchema);

export const sentListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
