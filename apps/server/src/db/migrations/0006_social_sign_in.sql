-- Social sign-in through OpenID Connect (docs/decisions/008-social-sign-in.md).

-- Which provider account opens which member. OpenID Connect promises only that issuer and subject
-- together name one person, so both are the key; the e-mail is never used to find a member.
CREATE TABLE social_identities (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  provider       text NOT NULL CHECK (provider IN ('google', 'facebook')),
  issuer         text NOT NULL,
  subject        text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members (id),
  -- as the provider last stated them; informative only
  email          text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_login_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, provider, issuer, subject)
);
CREATE INDEX social_identities_member ON social_identities (member_id);

-- Authorization requests sent to a provider and not answered yet. The state is stored hashed and is
-- the key; a row is deleted by the first callback that names it, so a callback works once.
CREATE TABLE social_authorizations (
  state_hash     text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  provider       text NOT NULL,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  redirect_uri   text NOT NULL,
  return_to      text NOT NULL,
  -- SHA-256 of the random value in the starting browser's cookie: the callback must come from it
  browser_hash   text NOT NULL,
  client_ip      text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX social_authorizations_expires ON social_authorizations (expires_at);
CREATE INDEX social_authorizations_ip ON social_authorizations (client_ip, created_at);

-- One-time codes the callback hands to the site, traded once for a session (stored hashed).
CREATE TABLE social_login_codes (
  code_hash      text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX social_login_codes_expires ON social_login_codes (expires_at);
