import { randomUUID } from "node:crypto";
import type { LocalizedText } from "@banca/contract/localized";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { recordAudit } from "#app/modules/audit/audit-log.ts";
import { createMemberRepository } from "#app/modules/members/repository.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { OperatorMessage, SentRow } from "./operator-message.ts";
import { createInboxRepository } from "./repository.ts";

/** The back office's side of the inbox: send to one member or to all, and the list of what was sent. */
export function createInboxOperatorService(db: Database) {
  return {
    async send(merchant: Merchant, message: OperatorMessage, actor: string) {
      let memberId: number | null = null;
      if (message.audience === "member") {
        const member = await createMemberRepository(db).findByUsername(merchant.code, message.username);
        if (!member) throw new AppError("member.not.found", `No member "${message.username.slice(0, 64)}"`);
        if (member.kind === "trial") throw new AppError("trial.account", "Trial accounts have no inbox");
        memberId = member.id;
      }
      const reference = `operator:${message.reference ?? randomUUID()}`;
      return db.transaction(async (tx) => {
        const inbox = createInboxRepository(tx);
        const id = await inbox.insert({
          merchantCode: merchant.code,
          memberId,
          kind: "operator",
          title: message.title,
          content: message.content,
          reference,
          sentBy: actor,
        });
        if (id === null) {
          return { id: (await inbox.findByReference(merchant.code, reference))!, reference, replayed: true };
        }
        await recordAudit(tx, {
          merchantCode: merchant.code,
          actor,
          action: "message.send",
          targetType: message.audience === "member" ? "member" : "merchant",
          targetId: message.audience === "member" ? String(memberId) : merchant.code,
          detail: {
            messageId: id,
            audience: message.audience,
            ...(message.audience === "member" ? { username: message.username } : {}),
            reference,
            languages: Object.keys(message.title),
          },
        });
        return { id, reference, replayed: false };
      });
    },

    async sent(merchant: Merchant, page: { pageNo: number; pageSize: number }) {
      const [count] = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM member_messages WHERE merchant_code = $1",
        [merchant.code],
      );
      const rows = await db.query<Record<string, unknown>>(
        `SELECT msg.id::text, msg.member_id, m.username, msg.kind, msg.template, msg.params, msg.title,
                msg.content, msg.reference, msg.sent_by, msg.created_at,
                CASE WHEN msg.member_id IS NOT NULL THEN 1 ELSE
                  (SELECT count(*) FROM members a WHERE a.merchant_code = msg.merchant_code
                      AND a.kind <> 'trial' AND a.created_at <= msg.created_at) END AS recipients,
                (SELECT count(*) FROM member_message_receipts r
                  WHERE r.message_id = msg.id AND r.read_at IS NOT NULL) AS reads
           FROM member_messages msg LEFT JOIN members m ON m.id = msg.member_id
          WHERE msg.merchant_code = $1
          ORDER BY msg.id DESC LIMIT $2 OFFSET $3`,
        [merchant.code, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      const total = Number(count?.n ?? 0);
      return {
        list: rows.map(
          (row): SentRow => ({
            id: Number(row.id),
            audience: row.member_id == null ? "all" : "member",
            username: (row.username as string | null) ?? null,
            kind: row.kind as SentRow["kind"],
            template: (row.template as string | null) ?? null,
            params: row.params as Record<string, string>,
            title: (row.title as LocalizedText | null) ?? null,
            content: (row.content as LocalizedText | null) ?? null,
            reference: row.reference as string,
            sentBy: row.sent_by as string,
            sentAt: new Date(row.created_at as string).toISOString(),
            recipients: Number(row.recipients),
            reads: Number(row.reads),
          }),
        ),
        pageNo: page.pageNo,
        pageSize: page.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / page.pageSize),
      };
    },
  };
}
export type InboxOperatorService = ReturnType<typeof createInboxOperatorService>;
