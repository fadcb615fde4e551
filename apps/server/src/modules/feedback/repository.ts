import type { Queryable } from "#app/db/database.ts";

export type NewFeedback = {
  merchantCode: string;
  category: string;
  content: string;
  contact: string;
  language: string;
  clientIp: string;
  userAgent: string;
};

export function createFeedbackRepository(db: Queryable) {
  return {
    /** Serialises the messages of one sender until the transaction ends, so the limit is exact. */
    async lockSender(merchantCode: string, clientIp: string): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`feedback:${merchantCode}:${clientIp}`]);
    },
    async insert(feedback: NewFeedback): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO feedback (merchant_code, category, content, contact, language, client_ip, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          feedback.merchantCode,
          feedback.category,
          feedback.content,
          feedback.contact,
          feedback.language,
          feedback.clientIp,
          feedback.userAgent,
        ],
      );
      return Number(rows[0]?.id);
    },
    async countRecentFromIp(merchantCode: string, clientIp: string, sinceSeconds: number): Promise<number> {
      const rows = await db.query<{ count: string | number }>(
        `SELECT count(*) AS count FROM feedback
          WHERE merchant_code = $1 AND client_ip = $2 AND created_at > now() - make_interval(secs => $3)`,
        [merchantCode, clientIp, sinceSeconds],
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
