-- Keys and replay cache of the encrypted (E) calls (docs/decisions/006-encrypted-calls.md).

-- ECDH P-256 key pairs shared by every server instance; the newest valid one is served.
CREATE TABLE encryption_keys (
  id           text PRIMARY KEY,
  public_jwk   jsonb NOT NULL,
  private_jwk  jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX encryption_keys_created ON encryption_keys (created_at DESC);

-- Nonces of accepted requests: the primary key lets exactly one instance accept each of them.
CREATE TABLE encryption_nonces (
  nonce    text PRIMARY KEY,
  seen_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX encryption_nonces_seen ON encryption_nonces (seen_at);
