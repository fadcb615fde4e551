-- Player accounts, their sessions and the log-in attempts that guard them.

CREATE TABLE members (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code          text NOT NULL REFERENCES merchants (code),
  username               text NOT NULL,
  -- argon2id, PHC string format
  password_hash          text NOT NULL,
  payment_password_hash  text,
  kind                   text NOT NULL DEFAULT 'player' CHECK (kind IN ('player', 'agent', 'trial')),
  -- agent level as the wire codes it (1, 2, 41, 42); only for agents
  agent_level            smallint CHECK (agent_level IN (1, 2, 41, 42)),
  nickname               text NOT NULL DEFAULT '',
  payee_name             text NOT NULL DEFAULT '',
  email                  text NOT NULL DEFAULT '',
  country_dialing_code   text NOT NULL DEFAULT '',
  mobile_num             text NOT NULL DEFAULT '',
  -- contact handles the merchant's form asks for (qqNum, line, whatsapp, zalo, facebook, wechat, idNumber)
  contacts               jsonb NOT NULL DEFAULT '{}',
  affiliate_code         text,
  referral_code          text NOT NULL,
  referred_by            bigint REFERENCES members (id),
  upline_id              bigint REFERENCES members (id),
  register_url           text NOT NULL DEFAULT '',
  register_domain        text NOT NULL DEFAULT '',
  register_method        text NOT NULL DEFAULT 'WEB',
  register_ip            text NOT NULL DEFAULT '',
  language               text NOT NULL DEFAULT '',
  password_changed_at    timestamptz NOT NULL DEFAULT now(),
  first_login_at         timestamptz,
  last_login_at          timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'agent') = (agent_level IS NOT NULL))
);
-- Usernames are unique per merchant whatever their case.
CREATE UNIQUE INDEX members_merchant_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX members_merchant_referral ON members (merchant_code, referral_code);
CREATE UNIQUE INDEX members_merchant_affiliate ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE INDEX members_register_ip ON members (merchant_code, register_ip, created_at);

CREATE TABLE sessions (
  -- SHA-256 of the token: a leaked table does not give working tokens
  token_hash     text PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members (id),
  merchant_code  text NOT NULL REFERENCES merchants (code),
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  client_ip      text NOT NULL DEFAULT '',
  user_agent     text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member ON sessions (member_id) WHERE revoked_at IS NULL;

CREATE TABLE login_attempts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  username_key   text NOT NULL,
  client_ip      text NOT NULL,
  succeeded      boolean NOT NULL,
  attempted_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_user ON login_attempts (merchant_code, username_key, attempted_at DESC);
CREATE INDEX login_attempts_ip ON login_attempts (merchant_code, client_ip, attempted_at DESC);
