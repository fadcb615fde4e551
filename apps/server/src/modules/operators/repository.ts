import type { Queryable } from "#app/db/database.ts";

export type Operator = {
  id: number;
  name: string;
  merchantCode: string | null;
  /** The audit log's actor when it is not `operator:<name>` (a staff member's `staff:<username>`). */
  actor?: string;
};

type OperatorRow = { id: string; name: string; merchant_code: string | null; disabled_at: Date | null };

const toOperator = (row: OperatorRow): Operator => ({
  id: Number(row.id),
  name: row.name,
  merchantCode: row.merchant_code,
});

export type OperatorKeyRow = { name: string; created_at: Date; disabled_at: Date | null };

export function createOperatorRepository(db: Queryable) {
  return {
    async findActiveByKeyHash(keyHash: string): Promise<Operator | null> {
      const [row] = await db.query<OperatorRow>(
        `SELECT id::text, name, merchant_code, disabled_at FROM operators WHERE key_hash = $1 AND disabled_at IS NULL`,
        [keyHash],
      );
      return row ? toOperator(row) : null;
    },

    /** Creates the operator, or gives an existing one of that name the new key (and enables it). */
    async upsert(name: string, merchantCode: string | null, keyHash: string): Promise<Operator> {
      const [row] = await db.query<OperatorRow>(
        `INSERT INTO operators (name, merchant_code, key_hash) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET merchant_code = EXCLUDED.merchant_code,
                                          key_hash = EXCLUDED.key_hash, disabled_at = NULL
         RETURNING id::text, name, merchant_code, disabled_at`,
        [name, merchantCode, keyHash],
      );
      return toOperator(row!);
    },

    async disable(name: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE operators SET disabled_at = now() WHERE name = $1 AND disabled_at IS NULL RETURNING id`,
        [name],
      );
      return rows.length > 0;
    },

    /** Disables every enabled operator holding this key; answers their names. */
    async disableByKeyHash(keyHash: string): Promise<string[]> {
      const rows = await db.query<{ name: string }>(
        `UPDATE operators SET disabled_at = now() WHERE key_hash = $1 AND disabled_at IS NULL RETURNING name`,
        [keyHash],
      );
      return rows.map((row) => row.name);
    },

    /** The key holders of one merchant (not the platform's, not staff members' rows), newest first. */
    ofMerchant: (merchantCode: string) =>
      db.query<OperatorKeyRow>(
        `SELECT name, created_at, disabled_at FROM operators WHERE merchant_code = $1 AND name NOT LIKE 'staff:%'
          ORDER BY created_at DESC, id DESC`,
        [merchantCode],
      ),

    async exists(name: string): Promise<boolean> {
      return (await db.query("SELECT 1 FROM operators WHERE name = $1", [name])).length > 0;
    },

    /** Disables an operator of this merchant (already disabled: unchanged); null when it has none of that name. */
    async disableOfMerchant(name: string, merchantCode: string): Promise<OperatorKeyRow | null> {
      const [row] = await db.query<OperatorKeyRow>(
        `UPDATE operators SET disabled_at = coalesce(disabled_at, now())
          WHERE name = $1 AND merchant_code = $2 AND name NOT LIKE 'staff:%'
          RETURNING name, created_at, disabled_at`,
        [name, merchantCode],
      );
      return row ?? null;
    },

    /** The key holders; staff members' own rows (`staff:<username>`, no key, decision 081) are not. */
    async list(): Promise<(Operator & { disabled: boolean })[]> {
      const rows = await db.query<OperatorRow>(
        `SELECT id::text, name, merchant_code, disabled_at FROM operators WHERE name NOT LIKE 'staff:%' ORDER BY name`,
      );
      return rows.map((row) => ({ ...toOperator(row), disabled: row.disabled_at !== null }));
    },
  };
}
