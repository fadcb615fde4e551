-- Verification codes, the outbox of sent messages, and log-in from a new address
-- (docs/decisions/009-verification-codes.md).

-- One row per code requested. Only a salted hash of the code is kept; the row also serves as the
-- request log the sending limits count.
CREATE TABLE verification_codes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  purpose        text NOT NULL CHECK (purpose IN ('register', 'login', 'password', 'password-email', 'login-address')),
  channel        text NOT NULL CHECK (channel IN ('sms', 'email')),
  -- "+<dialing code><number>" for SMS, the lower-cased address for e-mail
  destination    text NOT NULL,
  -- what the code unlocks besides its destination: the member of an e-mail reset, the log-in challenge
  context        text NOT NULL DEFAULT '',
  -- "<salt>:<SHA-256 of salt, purpose, destination and code>", both base64url
  code_hash      text NOT NULL,
  expires_at     timestamptz NOT NULL,
  -- tries so far, right or wrong; a code takes at most 5
  attempts       smallint NOT NULL DEFAULT 0,
  consumed_at    timestamptz,
  client_ip      text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_destination
  ON verification_codes (merchant_code, destination, created_at DESC);
CREATE INDEX verification_codes_client_ip ON verification_codes (merchant_code, client_ip, created_at DESC);
CREATE INDEX verification_codes_created ON verification_codes (created_at);

-- A destination or a client address that asked for too many codes waits until blocked_until.
CREATE TABLE verification_blocks (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  -- "to:<destination>" or "ip:<client address>"
  subject        text NOT NULL,
  blocked_until  timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, subject)
);

-- Every SMS and e-mail the platform sent, as the local delivery adapter keeps them.
CREATE TABLE outbox_messages (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel        text NOT NULL CHECK (channel IN ('sms', 'email')),
  merchant_code  text NOT NULL REFERENCES merchants (code),
  destination    text NOT NULL,
  subject        text NOT NULL DEFAULT '',
  text           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_destination ON outbox_messages (merchant_code, destination, id DESC);

-- A log-in with the right credentials from an address the member has not used (LOGINIPVERF3),
-- waiting for the code that confirms it.
CREATE TABLE login_challenges (
  id             text PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  client_ip      text NOT NULL,
  user_agent     text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  completed_at   timestamptz
);
CREATE INDEX login_challenges_member ON login_challenges (member_id, created_at DESC);

-- The addresses each member has logged in from.
CREATE TABLE member_login_addresses (
  member_id      bigint NOT NULL REFERENCES members (id),
  client_ip      text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, client_ip)
);

-- A mobile number belongs to one account per merchant: it logs in and resets the password by SMS.
CREATE UNIQUE INDEX members_merchant_mobile ON members (merchant_code, mobile_num) WHERE mobile_num <> '';

-- A number confirmed by an SMS code (registration by mobile, or with REGMOBVERF3). Only confirmed
-- numbers open an account by SMS (log-in, password reset): a number typed without a code may be
-- someone else's.
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;
