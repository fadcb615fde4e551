-- Payment-password guesses, bound bank cards, withdrawals with the member's confirmation, and the
-- proof images of a confirmation.

-- Each check of a payment password, written as in flight (succeeded NULL) before the check, so
-- guesses sent together all count against the limit.
CREATE TABLE payment_password_attempts (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     bigint NOT NULL REFERENCES members (id),
  succeeded     boolean,
  attempted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_password_attempts_member ON payment_password_attempts (member_id, attempted_at DESC);

-- A destination of withdrawals: a bank account, an e-wallet account or a crypto address.
CREATE TABLE bank_cards (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  member_id       bigint NOT NULL REFERENCES members (id),
  card_type       text NOT NULL CHECK (card_type IN ('bank', 'ewallet', 'crypto')),
  -- bank, e-wallet or crypto network code of the merchant's template, and its name when bound
  provider_code   text NOT NULL,
  provider_name   text NOT NULL,
  account_number  text NOT NULL,
  holder_name     text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_cards_member ON bank_cards (member_id, id);
-- One account is bound once per member.
CREATE UNIQUE INDEX bank_cards_member_account ON bank_cards (member_id, card_type, provider_code, account_number);

CREATE TABLE withdrawals (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  member_id         bigint NOT NULL REFERENCES members (id),
  bank_card_id      bigint NOT NULL REFERENCES bank_cards (id),
  -- the client's id of the request; a retry with it finds this row
  request_id        text,
  currency          text NOT NULL,
  -- minor units: amount leaves the wallet, fee is kept, amount - fee is sent
  amount            bigint NOT NULL CHECK (amount > 0),
  fee               bigint NOT NULL CHECK (fee >= 0 AND fee < amount),
  status            text NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'approved', 'rejected', 'paid', 'disputed', 'completed', 'refunded')),
  confirmation      text CHECK (confirmation IN ('received', 'partially_received', 'not_received', 'all_received', 'forced')),
  -- of the payout, what the member says arrived
  received_amount   bigint CHECK (received_amount >= 0),
  reject_reason     text,
  resolution_note   text,
  requested_at      timestamptz NOT NULL DEFAULT now(),
  reviewed_at       timestamptz,
  paid_at           timestamptz,
  confirm_deadline  timestamptz,
  confirmed_at      timestamptz,
  resolved_at       timestamptz,
  CHECK ((status = 'paid') <= (confirm_deadline IS NOT NULL))
);
CREATE UNIQUE INDEX withdrawals_request ON withdrawals (member_id, request_id) WHERE request_id IS NOT NULL;
CREATE INDEX withdrawals_member ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_status ON withdrawals (merchant_code, status, id);

-- Proof images of a confirmation, kept in the database so every server instance sees them.
CREATE TABLE withdrawal_proofs (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id  bigint NOT NULL REFERENCES withdrawals (id),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size           integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256         text NOT NULL,
  bytes          bytea NOT NULL,
  -- set when the proof went with a confirmation; such a proof can no longer be removed
  submitted      boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_withdrawal ON withdrawal_proofs (withdrawal_id);
