import type { Queryable } from "#app/db/database.ts";

/**
 * Tables that grow on a refused request by design, so a refusal may add to them: logs of attempts
 * and guesses (the guessing limits count them), the audit and outbox logs, the request-sealing keys
 * and nonces, captchas and codes handed to visitors, and jobs. Everything else — members, sessions,
 * ledger, deposits, withdrawals, cards, inbox, promotions, games — is in the checksum.
 */
const APPEND_ONLY = new Set([
  "schema_migrations",
  "login_attempts",
  "audit_log",
  "outbox_messages",
  "encryption_keys",
  "encryption_nonces",
  "captchas",
  "verification_codes",
  "verification_blocks",
  "verification_lookups",
  "verification_check_failures",
  "payment_password_attempts",
  "login_challenges",
  "member_login_addresses",
  "jobs",
]);

/** Columns that a read touches: the session's "last seen" moment. */
const TOUCHED_ON_READ = ["last_seen_at"];

/** One query that answers a digest per table of every row of every table but the append-only ones. */
export async function tableChecksum(db: Queryable): Promise<Record<string, string>> {
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !APPEND_ONLY.has(name));
  const drop = TOUCHED_ON_READ.map((column) => ` - '${column}'`).join("");
  // An order-free sum of row hashes: no sort, so the 10,000-game catalogue costs little.
  const parts = tables.map((name) => {
    const row = name === "sessions" ? `(to_jsonb(t)${drop})::text` : "t::text";
    return `'${name}', (SELECT count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) FROM "${name}" t)`;
  });
  const rows = await db.query<{ sums: Record<string, string> }>(
    `SELECT jsonb_build_object(${parts.join(",")}) AS sums`,
  );
  return rows[0]?.sums ?? {};
}

/** The tables whose digest differs between two checksums. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
