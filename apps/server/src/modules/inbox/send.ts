import {
  isMessageTemplate,
  MESSAGE_TEMPLATES,
  type MessageParams,
  type MessageTemplate,
} from "@banca/contract/inbox";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { createInboxRepository } from "./repository.ts";

const PARAM_MAX = 500;
const REFERENCE_MAX = 160;

export type SystemMessage<T extends MessageTemplate = MessageTemplate> = {
  merchantCode: string;
  memberId: number;
  template: T;
  params: MessageParams<T>;
  /** What the message is about, unique per merchant ("deposit:D123:credited"): sent once. */
  reference: string;
  /** Who caused it, for the sent list ("system", "operator:ana"). */
  sentBy?: string;
};

export type SentMessage = { id: number; replayed: boolean } | null;

function checkParams(template: string, params: Record<string, string>) {
  if (!isMessageTemplate(template))
    throw new AppError("request_param_err", `No message template ${template}`);
  const expected: readonly string[] = MESSAGE_TEMPLATES[template];
  for (const [name, value] of Object.entries(params)) {
    if (!expected.includes(name))
      throw new AppError("request_param_err", `${template} takes no param ${name}`);
    if (typeof value !== "string" || value.length > PARAM_MAX) {
      throw new AppError(
        "request_param_err",
        `Param ${name} must be text of at most ${PARAM_MAX} characters`,
      );
    }
  }
  const missing = expected.filter((name) => !(name in params));
  if (missing.length > 0) throw new AppError("request_param_err", `${template} needs ${missing.join(", ")}`);
}

/**
 * Puts a system message in a member's inbox, inside the caller's transaction, so the message and
 * the change it reports (a credit, a rejection) commit together or not at all. The reference makes
 * it idempotent: a replayed approval finds its message and sends nothing. Trial accounts have no
 * inbox: the answer is null and nothing is written.
 */
export async function sendMemberMessage<T extends MessageTemplate>(
  tx: Queryable,
  message: SystemMessage<T>,
): Promise<SentMessage> {
  checkParams(message.template, message.params);
  const reference = message.reference.trim();
  if (reference.length < 1 || reference.length > REFERENCE_MAX) {
    throw new AppError("request_param_err", `The reference must have 1 to ${REFERENCE_MAX} characters`);
  }
  const [member] = await tx.query<{ kind: string }>(
    "SELECT kind FROM members WHERE id = $1 AND merchant_code = $2",
    [message.memberId, message.merchantCode],
  );
  if (!member) throw new AppError("member.not.found", "No such member");
  if (member.kind === "trial") return null;
  const inbox = createInboxRepository(tx);
  const id = await inbox.insert({
    merchantCode: message.merchantCode,
    memberId: message.memberId,
    kind: "system",
    template: message.template,
    params: message.params,
    reference,
    sentBy: message.sentBy ?? "system",
  });
  if (id !== null) return { id, replayed: false };
  return { id: (await inbox.findByReference(message.merchantCode, reference))!, replayed: true };
}
