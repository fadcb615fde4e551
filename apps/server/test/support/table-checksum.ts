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
  "staff_login_attempts",
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

/** Columns that a read touches: the session's "last seen" moment (a member's or a staff member's). */
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
    const row = name === "sessions" || name === "staff_sessions" ? `(to_jsonb(t)${drop})::text` : "t::text";
    return `'${name}', (SELECT count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) FROM "${name}" t)`;
  });
  // PostgreSQL takes at most 100 arguments per function call: objects of 40 tables, joined.
  const objects: string[] = [];
  for (let i = 0; i < parts.length; i += 40)
    objects.push(`jsonb_build_object(${parts.slice(i, i + 40).join(",")})`);
  const rows = await db.query<{ sums: Record<string, string> }>(
    `SELECT ${objects.length > 0 ? objects.join(" || ") : "'{}'::jsonb"} AS sums`,
  );
  return rows[0]?.sums ?? {};
}

/** The tables whose digest differs between two checksums. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/**
 * Notes every row written to a table outside the append-only ones, by a trigger in the test
 * database: cheaper than a checksum per request, and it sees a change undone later too. An update
 * that changes only the session's "last seen" moment, or nothing, is no change.
 */
export async function watchWrites(db: Queryable) {
  const tables = (
    await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )
  )
    .map((row) => row.table_name)
    .filter((name) => !APPEND_ONLY.has(name));
  await db.query("CREATE TABLE test_row_changes (table_name text NOT NULL, operation text NOT NULL)");
  await db.query(`
    CREATE FUNCTION test_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - '${TOUCHED_ON_READ[0]}') = (to_jsonb(NEW) - '${TOUCHED_ON_READ[0]}') THEN
        RETURN NULL;
      END IF;
      INSERT INTO test_row_changes VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$`);
  for (const name of tables) {
    await db.query(
      `CREATE TRIGGER test_note_change AFTER INSERT OR UPDATE OR DELETE ON "${name}"
         FOR EACH ROW EXECUTE FUNCTION test_note_change()`,
    );
  }
  return {
    /** The writes since the last call, as "table operation", and forgets them. */
    async take(): Promise<string[]> {
      const rows = await db.query<{ table_name: string; operation: string }>(
        "DELETE FROM test_row_changes RETURNING table_name, operation",
      );
      return rows.map((row) => `${row.table_name} ${row.operation}`);
    },
  };
}
