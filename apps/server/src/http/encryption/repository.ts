import type { PublicJwk } from "@banca/contract/encryption";
import type { Queryable } from "#app/db/database.ts";

export type PrivateJwk = PublicJwk & { d: string };
export type KeyRow = { id: string; publicJwk: PublicJwk; privateJwk: PrivateJwk; expiresAt: number };

type Row = { id: string; public_jwk: PublicJwk; private_jwk: PrivateJwk; expires_at: Date | string };
const toKey = (row: Row | undefined): KeyRow | null =>
  row
    ? {
        id: row.id,
        publicJwk: row.public_jwk,
        privateJwk: row.private_jwk,
        expiresAt: new Date(row.expires_at).getTime(),
      }
    : null;

// Any constant shared by all instances: creating a key under it makes racing instances agree on one.
const KEY_CREATION_LOCK = 72_616_364;

/** Queries of the encryption keys and of the replay cache. Times are the database's. */
export function createEncryptionRepository(db: Queryable) {
  return {
    async lockKeyCreation(): Promise<void> {
      await db.query("SELECT pg_advisory_xact_lock($1)", [KEY_CREATION_LOCK]);
    },
    /** The newest key that stays valid for at least the given time. */
    async newestValid(minRemainingSeconds: number): Promise<KeyRow | null> {
      const rows = await db.query<Row>(
        `SELECT id, public_jwk, private_jwk, expires_at FROM encryption_keys
          WHERE expires_at > now() + make_interval(secs => $1)
          ORDER BY created_at DESC LIMIT 1`,
        [minRemainingSeconds],
      );
      return toKey(rows[0]);
    },
    async findValid(id: string): Promise<KeyRow | null> {
      const rows = await db.query<Row>(
        "SELECT id, public_jwk, private_jwk, expires_at FROM encryption_keys WHERE id = $1 AND expires_at > now()",
        [id],
      );
      return toKey(rows[0]);
    },
    async insertKey(
      id: string,
      publicJwk: PublicJwk,
      privateJwk: PrivateJwk,
      lifetimeSeconds: number,
    ): Promise<KeyRow> {
      const rows = await db.query<Row>(
        `INSERT INTO encryption_keys (id, public_jwk, private_jwk, expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4))
         RETURNING id, public_jwk, private_jwk, expires_at`,
        [id, publicJwk, privateJwk, lifetimeSeconds],
      );
      return toKey(rows[0])!;
    },
    async deleteExpired(): Promise<void> {
      await db.query("DELETE FROM encryption_keys WHERE expires_at <= now()");
    },
    /** True when this nonce had not been seen: the primary key lets exactly one caller insert it. */
    async insertNonce(nonce: string): Promise<boolean> {
      const rows = await db.query(
        "INSERT INTO encryption_nonces (nonce) VALUES ($1) ON CONFLICT DO NOTHING RETURNING nonce",
        [nonce],
      );
      return rows.length === 1;
    },
    async purgeNonces(olderThanSeconds: number): Promise<void> {
      await db.query("DELETE FROM encryption_nonces WHERE seen_at < now() - make_interval(secs => $1)", [
        olderThanSeconds,
      ]);
    },
  };
}
export type EncryptionRepository = ReturnType<typeof createEncryptionRepository>;
