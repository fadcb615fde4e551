-- Limits against guessing (docs/decisions/028-guessing-limits.md).

-- "Is this username / mobile number taken?" answers given without sending a code. They count against
-- the same per-destination and per-address limits as code requests (verification_codes).
CREATE TABLE verification_lookups (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  -- what was looked up: "+<dialing code><number>", or "user:<lower-cased username>"
  destination    text NOT NULL,
  client_ip      text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_lookups_destination
  ON verification_lookups (merchant_code, destination, created_at DESC);
CREATE INDEX verification_lookups_client_ip ON verification_lookups (merchant_code, client_ip, created_at DESC);
CREATE INDEX verification_lookups_created ON verification_lookups (created_at);

-- Wrong codes given for one destination (phone number or e-mail address) on one UTC day, across
-- codes and purposes. Past the daily cap every check for that destination is refused until the day ends.
CREATE TABLE verification_check_failures (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  destination    text NOT NULL,
  day            date NOT NULL,
  failures       integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  PRIMARY KEY (merchant_code, destination, day)
);

-- Log-in failures are also counted per account and address together.
CREATE INDEX login_attempts_user_ip ON login_attempts (merchant_code, username_key, client_ip, attempted_at DESC);
