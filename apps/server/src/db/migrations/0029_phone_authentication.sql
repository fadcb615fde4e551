-- Third-party phone authentication (docs/decisions/030-phone-authentication.md).
-- The sandbox provider's verification sessions: one code sent to one number, checked by the provider
-- before it hands out a token. Session id and code are kept only as SHA-256.
CREATE TABLE phone_auth_sandbox_sessions (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL,
  session_hash text NOT NULL UNIQUE,
  phone_number text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  client_ip text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_auth_sandbox_sessions_phone ON phone_auth_sandbox_sessions (merchant_code, phone_number, created_at);
CREATE INDEX phone_auth_sandbox_sessions_ip ON phone_auth_sandbox_sessions (merchant_code, client_ip, created_at);

-- A provider's token proves a number once: spent in the same transaction as the change it allows,
-- kept until it would have expired anyway.
CREATE TABLE phone_auth_spent_tokens (
  token_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX phone_auth_spent_tokens_expiry ON phone_auth_spent_tokens (expires_at);
