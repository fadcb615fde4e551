import { randomUUID, webcrypto } from "node:crypto";
import { ENCRYPTION_ALGORITHM, type PublicJwk, type SessionKey } from "@banca/contract/encryption";
import type { Database } from "#app/db/database.ts";
import { type OpeningKey, openingKey } from "./open-request.ts";
import { createEncryptionRepository, type KeyRow, type PrivateJwk } from "./repository.ts";

const KEY_LIFETIME_SECONDS = 24 * 60 * 60;
// A key is served only while it has this long left, so one a visitor has just fetched does not run
// out on the way; it is still accepted until its own end.
const SERVE_MIN_REMAINING_SECONDS = 60 * 60;
// Requests are fresh for 60 s either way; a nonce kept ten minutes outlives every copy that could pass.
const NONCE_RETENTION_SECONDS = 10 * 60;
const PURGE_EVERY_MS = 60_000;
const EC = { name: "ECDH", namedCurve: "P-256" } as const;

async function generateKeyPair(): Promise<{ publicJwk: PublicJwk; privateJwk: PrivateJwk }> {
  const pair = await webcrypto.subtle.generateKey(EC, true, ["deriveBits"]);
  const { x, y, d } = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  if (!x || !y || !d) throw new Error("exported P-256 key lacks its coordinates");
  return { publicJwk: { kty: "EC", crv: "P-256", x, y }, privateJwk: { kty: "EC", crv: "P-256", x, y, d } };
}

/**
 * The server's side of encrypted calls: key pairs kept in the database so every instance serves and
 * accepts the same ones, and the replay cache that lets each request through once.
 */
export function createEncryptionKeyStore(db: Database) {
  const repository = createEncryptionRepository(db);
  const privateKeys = new Map<string, { key: OpeningKey; expiresAt: number }>();
  let lastPurge = 0;

  async function newestOrCreate(): Promise<KeyRow> {
    const existing = await repository.newestValid(SERVE_MIN_REMAINING_SECONDS);
    if (existing) return existing;
    return db.transaction(async (tx) => {
      const locked = createEncryptionRepository(tx);
      await locked.lockKeyCreation();
      const created = await locked.newestValid(SERVE_MIN_REMAINING_SECONDS);
      if (created) return created;
      await locked.deleteExpired();
      const pair = await generateKeyPair();
      return locked.insertKey(randomUUID(), pair.publicJwk, pair.privateJwk, KEY_LIFETIME_SECONDS);
    });
  }

  return {
    /** The key to give callers: the newest one, created when none has an hour left. */
    async currentKey(): Promise<SessionKey> {
      // Read each time (one indexed row, once per visit): every instance serves the same key at once.
      const served = await newestOrCreate();
      return {
        keyId: served.id,
        publicKey: served.publicJwk,
        algorithm: ENCRYPTION_ALGORITHM,
        expiresAt: served.expiresAt,
        serverTime: Date.now(),
      };
    },

    /** The private key of a key id, or null when it is unknown or expired. */
    async privateKey(id: string): Promise<OpeningKey | null> {
      const now = Date.now();
      const cached = privateKeys.get(id);
      if (cached) return cached.expiresAt > now ? cached.key : null;
      const row = await repository.findValid(id);
      if (!row) return null;
      const key = openingKey(row.privateJwk);
      for (const [other, entry] of privateKeys) if (entry.expiresAt <= now) privateKeys.delete(other);
      privateKeys.set(id, { key, expiresAt: row.expiresAt });
      return key;
    },

    /** True the first time a nonce is presented on any instance, false ever after. */
    async consumeNonce(nonce: string): Promise<boolean> {
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await repository.purgeNonces(NONCE_RETENTION_SECONDS);
      }
      return repository.insertNonce(nonce);
    },
  };
}
export type EncryptionKeyStore = ReturnType<typeof createEncryptionKeyStore>;
