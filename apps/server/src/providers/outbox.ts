import type { Queryable } from "#app/db/database.ts";
import type { EmailSender } from "./email.ts";
import type { SmsSender } from "./sms.ts";

export type OutboxMessage = {
  id: number;
  channel: "sms" | "email";
  merchantCode: string;
  destination: string;
  subject: string;
  text: string;
  createdAt: Date;
};

export type OutboxFilter = { merchantCode?: string; destination?: string; limit: number };

async function store(
  db: Queryable,
  message: Pick<OutboxMessage, "channel" | "merchantCode" | "destination" | "subject" | "text">,
) {
  await db.query(
    "INSERT INTO outbox_messages (channel, merchant_code, destination, subject, text) VALUES ($1, $2, $3, $4, $5)",
    [message.channel, message.merchantCode, message.destination, message.subject, message.text],
  );
}

/**
 * The local delivery adapter: nothing leaves the machine, every message is kept in `outbox_messages`
 * where tests, the operator command and (when switched on) the sandbox page read it.
 */
export function createOutbox(db: Queryable) {
  const sms: SmsSender = {
    send: ({ merchantCode, to, text }) =>
      store(db, { channel: "sms", merchantCode, destination: to, subject: "", text }),
  };
  const email: EmailSender = {
    send: ({ merchantCode, to, subject, text }) =>
      store(db, { channel: "email", merchantCode, destination: to, subject, text }),
  };
  return {
    sms,
    email,
    /** The newest messages first. */
    async latest(filter: OutboxFilter): Promise<OutboxMessage[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, channel, merchant_code, destination, subject, text, created_at FROM outbox_messages
          WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR destination = $2)
          ORDER BY id DESC LIMIT $3`,
        [filter.merchantCode ?? null, filter.destination ?? null, filter.limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        channel: row.channel as OutboxMessage["channel"],
        merchantCode: row.merchant_code as string,
        destination: row.destination as string,
        subject: row.subject as string,
        text: row.text as string,
        createdAt: new Date(row.created_at as string),
      }));
    },
  };
}
