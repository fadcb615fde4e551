import type { Database } from "#app/db/database.ts";

type Page = { page: number; size: number };
const iso = (value: Date | string) => new Date(value).toISOString();

/** Lists for the operator: who reached a limit, who is excluded. Queries only; nothing changes here. */
export function createProtectionOperatorService(db: Database) {
  return {
    async limitHits(merchantCode: string, { page, size }: Page) {
      const rows = await db.query<{
        id: string;
        username: string;
        kind: string;
        period: string;
        channel: string;
        limit_amount: string;
        attempted: string;
        created_at: Date | string;
        total: string;
      }>(
        `SELECT h.id::text, m.username, h.kind, h.period, h.channel, h.limit_amount::text, h.attempted::text,
                h.created_at, count(*) OVER ()::text AS total
           FROM limit_hits h JOIN members m ON m.id = h.member_id
          WHERE h.merchant_code = $1 ORDER BY h.created_at DESC, h.id DESC LIMIT $2 OFFSET $3`,
        [merchantCode, size, (page - 1) * size],
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        list: rows.map((row) => ({
          id: Number(row.id),
          username: row.username,
          kind: row.kind,
          period: row.period,
          channel: row.channel,
          limitAmount: row.limit_amount,
          attempted: row.attempted,
          at: iso(row.created_at),
        })),
      };
    },

    async exclusions(merchantCode: string, { page, size, active }: Page & { active: boolean }) {
      const rows = await db.query<{
        id: string;
        username: string;
        kind: string;
        starts_at: Date | string;
        ends_at: string;
        ended_sessions: number;
        in_force: boolean;
        total: string;
      }>(
        `SELECT e.id::text, m.username, e.kind, e.starts_at,
                CASE WHEN e.ends_at = 'infinity' THEN 'infinity' ELSE e.ends_at::text END AS ends_at,
                e.ended_sessions, e.ends_at > now() AS in_force, count(*) OVER ()::text AS total
           FROM member_exclusions e JOIN members m ON m.id = e.member_id
          WHERE e.merchant_code = $1 AND (NOT $4::boolean OR e.ends_at > now())
          ORDER BY e.ends_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
        [merchantCode, size, (page - 1) * size, active],
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        list: rows.map((row) => ({
          id: Number(row.id),
          username: row.username,
          kind: row.kind,
          startsAt: iso(row.starts_at),
          endsAt: row.ends_at === "infinity" ? null : iso(row.ends_at),
          endedSessions: row.ended_sessions,
          inForce: row.in_force,
        })),
      };
    },
  };
}
