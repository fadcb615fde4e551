-- The security centre, the profile and transfers to the upline
-- (docs/decisions/016-security-centre-and-profile.md).

-- An e-mail confirmed by a code sent to it. Only confirmed addresses are "bound": one per merchant.
-- An address typed at registration proves nothing, so it neither blocks nor is blocked.
ALTER TABLE members ADD COLUMN email_verified_at timestamptz;
CREATE UNIQUE INDEX members_merchant_bound_email
  ON members (merchant_code, lower(email)) WHERE email_verified_at IS NOT NULL;

-- Birthday of the profile; set once (birthday rewards and the age check rest on it).
ALTER TABLE members ADD COLUMN birthday date;

-- Codes that bind a new mobile number or e-mail to a logged-in account (context: the member id).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'password', 'password-email', 'login-address', 'bind-mobile', 'bind-email'));

-- One row per transfer to the upline, written in the ledger entry's transaction. The request id is
-- the client's: a retry finds the first transfer (the ledger's idempotency key says the same).
CREATE TABLE upline_transfers (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  upline_id      bigint NOT NULL REFERENCES members (id),
  amount         bigint NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  request_id     text NOT NULL,
  entry_id       bigint NOT NULL REFERENCES journal_entries (id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX upline_transfers_request ON upline_transfers (member_id, request_id);
CREATE INDEX upline_transfers_member ON upline_transfers (member_id, created_at DESC, id DESC);
