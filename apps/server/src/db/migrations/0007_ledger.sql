-- The money ledger: double-entry, integer minor units, idempotent per external reference.

-- One account per (merchant, owner, kind, currency). Member accounts belong to a member; the others
-- belong to the house (house bank, vendor and payment clearing, bonus expense, fees ...).
CREATE TABLE ledger_accounts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint REFERENCES members (id),
  kind           text NOT NULL,
  currency       text NOT NULL,
  -- Member accounts: the live balance. Hot (house) accounts: the balance rolled up so far; the rest
  -- waits in ledger_hot_deltas.
  balance        bigint NOT NULL DEFAULT 0,
  -- Touched by nearly every movement: credited through append-only deltas instead of this row.
  hot            boolean NOT NULL DEFAULT false,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (allow_negative OR balance >= 0),
  CHECK ((member_id IS NULL) = hot)
);
CREATE UNIQUE INDEX ledger_accounts_member ON ledger_accounts (member_id, kind, currency) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house ON ledger_accounts (merchant_code, kind, currency) WHERE member_id IS NULL;

-- One movement of money. The idempotency key is the external reference (vendor transaction id,
-- payment reference, client request id): a retry finds the first entry instead of posting again.
CREATE TABLE journal_entries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (code),
  kind             text NOT NULL,
  idempotency_key  text NOT NULL,
  -- SHA-256 of the movement's parameters: a retry with other parameters is refused.
  request_hash     text NOT NULL,
  memo             jsonb NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX journal_entries_idempotency ON journal_entries (merchant_code, idempotency_key);

-- The postings of an entry sum to zero. Never updated or deleted.
CREATE TABLE postings (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id    bigint NOT NULL REFERENCES journal_entries (id),
  account_id  bigint NOT NULL REFERENCES ledger_accounts (id),
  amount      bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this posting (member accounts only; hot ones are rolled up).
  balance_after bigint
);
CREATE INDEX postings_entry ON postings (entry_id);
CREATE INDEX postings_account ON postings (account_id, id);

-- Credits and debits of hot accounts waiting to be folded into their balance. Deleting a batch and
-- adding its sum happen in one statement, so deltas committed meanwhile wait for the next roll-up.
CREATE TABLE ledger_hot_deltas (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id  bigint NOT NULL REFERENCES ledger_accounts (id),
  amount      bigint NOT NULL
);
CREATE INDEX ledger_hot_deltas_account ON ledger_hot_deltas (account_id);
