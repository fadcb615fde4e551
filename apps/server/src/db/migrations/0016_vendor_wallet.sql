-- The seamless wallet that game vendors call: their credentials, the sessions they open for a
-- member, every transaction they send, and the game rounds those transactions make up.

-- The HMAC secret a merchant shares with each vendor (generated on first use).
CREATE TABLE vendor_credentials (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  vassalage      text NOT NULL,
  secret         text NOT NULL CHECK (length(secret) >= 32),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, vassalage)
);

-- A launch: a one-time token in the game address, exchanged by the vendor for a session token.
-- Only hashes of both tokens are kept.
CREATE TABLE vendor_sessions (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants (code),
  vassalage           text NOT NULL,
  member_id           bigint NOT NULL REFERENCES members (id),
  game_id             bigint NOT NULL REFERENCES games (id),
  language            text NOT NULL,
  launch_token_hash   text NOT NULL UNIQUE,
  launch_expires_at   timestamptz NOT NULL,
  session_token_hash  text UNIQUE,
  session_expires_at  timestamptz,
  exchanged_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK ((session_token_hash IS NULL) = (exchanged_at IS NULL))
);
CREATE INDEX vendor_sessions_member ON vendor_sessions (member_id, created_at DESC);

-- One round of a game: its bets and its result, for betting records and reports.
CREATE TABLE game_rounds (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  vassalage       text NOT NULL,
  vendor_round_id text NOT NULL,
  member_id       bigint NOT NULL REFERENCES members (id),
  game_id         bigint NOT NULL REFERENCES games (id),
  game_type       text NOT NULL,
  currency        text NOT NULL,
  -- Minor units: the stake still standing (rolled-back debits are taken out) and the payout.
  bet             bigint NOT NULL DEFAULT 0 CHECK (bet >= 0),
  win             bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- open: bets placed; settled: the result is in; cancelled: every bet was rolled back.
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'cancelled')),
  started_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, vassalage, vendor_round_id)
);
CREATE INDEX game_rounds_member ON game_rounds (merchant_code, member_id, started_at DESC);
CREATE INDEX game_rounds_day ON game_rounds (merchant_code, started_at);

-- Every transaction a vendor sent, unique on the vendor's own id: a retry finds the first answer.
-- A rollback of a debit never seen leaves a 'tombstone' debit row under that debit's id, so the
-- debit arriving late is refused instead of taking money for a bet the vendor has cancelled.
CREATE TABLE vendor_transactions (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code           text NOT NULL REFERENCES merchants (code),
  vassalage               text NOT NULL,
  vendor_transaction_id   text NOT NULL,
  kind                    text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  -- done; rolled_back (a debit later cancelled); tombstone (a debit cancelled before it arrived).
  status                  text NOT NULL DEFAULT 'done' CHECK (status IN ('done', 'rolled_back', 'tombstone')),
  member_id               bigint NOT NULL REFERENCES members (id),
  round_id                bigint REFERENCES game_rounds (id),
  vendor_round_id         text NOT NULL,
  amount                  bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  -- A rollback's debit id.
  reference_id            text,
  -- What a retry must repeat exactly, and the first answer it gets back.
  request_hash            text NOT NULL,
  balance_after           bigint,
  entry_id                bigint REFERENCES journal_entries (id),
  created_at              timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, vassalage, vendor_transaction_id)
);
CREATE INDEX vendor_transactions_round ON vendor_transactions (round_id);
