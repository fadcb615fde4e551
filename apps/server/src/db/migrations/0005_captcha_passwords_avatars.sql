-- Captchas, the forced password change and avatars (docs/decisions/010-captcha-and-password-policy.md).

-- One row per issued captcha. Only a hash of the answer is kept; a captcha is spent by its first try.
CREATE TABLE captchas (
  id             text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  -- SHA-256 of the lower-cased answer
  answer_hash    text NOT NULL,
  client_ip      text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX captchas_client_ip ON captchas (merchant_code, client_ip, created_at DESC);
CREATE INDEX captchas_expires ON captchas (expires_at);

-- Set when the member must choose a new password before playing on (e.g. still on the default one).
ALTER TABLE members ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- The chosen avatar (1..12); null means the default one, picked from the member id.
ALTER TABLE members ADD COLUMN avatar_id smallint CHECK (avatar_id BETWEEN 1 AND 99);
-- Trial accounts (and accounts made by a social sign-in) have no password of their own.
ALTER TABLE members ALTER COLUMN password_hash DROP NOT NULL;
