-- Back-office staff (decision 081): people who log in with a password and a TOTP code, each with a
-- role and a merchant scope, beside the operator keys tools keep using.
--
-- Each staff member acts through an operator row of its own (no key: `key_hash` holds a value no
-- SHA-256 hex digest can equal), so everything that records "which operator did it" (lottery result
-- entries, void requests, chat conversations, contracts) records the person, and the four-eyes rules
-- that compare operator ids tell two staff members apart.
CREATE TABLE staff (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username            text NOT NULL,
  operator_id         bigint NOT NULL UNIQUE REFERENCES operators (id),
  role                text NOT NULL CHECK (role IN ('owner', 'finance', 'risk', 'support', 'content', 'lottery')),
  -- NULL: every merchant; otherwise the merchants this member may work on.
  merchant_codes      text[],
  password_hash       text,
  totp_secret         text,
  totp_enrolled       boolean NOT NULL DEFAULT false,
  -- The TOTP time step of the last code accepted: a code is refused again within its window.
  totp_last_counter   bigint,
  -- SHA-256 of the one-time enrolment token `ops staff add` prints; cleared once used.
  enrolment_hash      text UNIQUE,
  enrolment_expires_at timestamptz,
  disabled_at         timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_username ON staff (lower(username));

-- One-time recovery codes, stored as SHA-256 digests (about 49 random bits each, shown once).
CREATE TABLE staff_recovery_codes (
  staff_id   bigint NOT NULL REFERENCES staff (id),
  code_hash  text NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- A session: the cookie holds a random token, the table its SHA-256. `stage` says how far the
-- log-in got: 'password' (waiting for the TOTP code), 'enrol' (password right, TOTP to enrol),
-- 'active'. It ends after `idle` without a call, at `expires_at` whatever happens, and at log-out.
CREATE TABLE staff_sessions (
  token_hash   text PRIMARY KEY,
  staff_id     bigint NOT NULL REFERENCES staff (id),
  stage        text NOT NULL CHECK (stage IN ('password', 'enrol', 'active')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  ended_at     timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);

-- Log-in attempts of staff, counted like the players' (migrations 0008 and 0060): a wrong password
-- and a wrong TOTP code are both failures.
CREATE TABLE staff_login_attempts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username_key  text NOT NULL,
  client_ip     text NOT NULL,
  succeeded     boolean,
  attempted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_login_attempts_account ON staff_login_attempts (username_key, attempted_at);
CREATE INDEX staff_login_attempts_address ON staff_login_attempts (client_ip, attempted_at);

CREATE FUNCTION begin_staff_login_attempt(account_key text, address text, window_seconds integer)
RETURNS TABLE (attempt_id bigint, by_account bigint, by_account_and_address bigint, by_address bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('staff-login-attempt'), hashtext(account_key));
  INSERT INTO staff_login_attempts (username_key, client_ip, succeeded)
  VALUES (account_key, address, NULL)
  RETURNING id INTO attempt_id;
  SELECT count(*) FILTER (WHERE a.username_key = account_key),
         count(*) FILTER (WHERE a.username_key = account_key AND a.client_ip = address),
         count(*) FILTER (WHERE a.client_ip = address AND a.succeeded = false)
    INTO by_account, by_account_and_address, by_address
    FROM staff_login_attempts a
   WHERE a.succeeded IS NOT TRUE
     AND a.attempted_at > now() - make_interval(secs => window_seconds)
     AND (a.username_key = account_key OR a.client_ip = address);
  RETURN NEXT;
END $$;

-- Four-eyes: a balance adjustment or bonus grant above the merchant's threshold waits here until
-- another person approves it (then it moves through the ledger once, under the reference
-- `approval:<id>`) or rejects it. 'approving' is the short state between claiming the approval and
-- the money having moved: a retry of the approval finishes it, a rejection cannot take it.
CREATE TABLE approvals (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  kind           text NOT NULL CHECK (kind IN ('balance.adjust', 'bonus.grant')),
  username       text NOT NULL,
  amount         text NOT NULL,
  request        jsonb NOT NULL,
  -- The requester's reference: the same request sent again finds its approval instead of a second one.
  reference      text,
  requested_by   bigint NOT NULL REFERENCES operators (id),
  requested_actor text NOT NULL,
  status         text NOT NULL DEFAULT 'pending'
                 CHECK (status IN ('pending', 'approving', 'approved', 'rejected')),
  decided_by     bigint REFERENCES operators (id),
  decided_actor  text,
  decided_at     timestamptz,
  reason         text,
  result         jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX approvals_pending ON approvals (merchant_code, status, id);
CREATE UNIQUE INDEX approvals_reference ON approvals (merchant_code, kind, reference) WHERE reference IS NOT NULL;
