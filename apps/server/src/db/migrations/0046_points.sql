-- The points mall (decision 056). Points live in the ledger as currency PTS: a member's points
-- account (kind 'points') against the house's 'points_issued'; they never expire. Earning runs off
-- an outbox written in the same transaction as the bet or deposit, by the job `loyalty.earn`.

-- Rewards a member may redeem points for; seeded by key from the merchant file, then the operator's.
CREATE TABLE point_rewards (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (code),
  key              text NOT NULL,
  kind             text NOT NULL CHECK (kind IN ('cash', 'physical', 'bonus')),
  name             jsonb NOT NULL,
  description      jsonb NOT NULL DEFAULT '{}',
  image            text NOT NULL,
  -- Points (hundredths) one unit costs; deposits (minor units) the member must have made in all.
  points           bigint NOT NULL CHECK (points > 0),
  amount_required  bigint NOT NULL DEFAULT 0 CHECK (amount_required >= 0),
  cash_amount      bigint NOT NULL DEFAULT 0 CHECK (cash_amount >= 0),
  contact          text CHECK (contact IN ('zalo', 'whatsapp')),
  stock            integer NOT NULL CHECK (stock >= 0),
  sort             integer NOT NULL DEFAULT 0,
  enabled          boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_code, key)
);

-- A redeem: its points left the member's account when it was made; an operator approves it (a
-- cash reward is paid then) or rejects it (the points and the stock come back).
CREATE TABLE point_redemptions (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code      text NOT NULL REFERENCES merchants (code),
  member_id          bigint NOT NULL REFERENCES members (id),
  reward_id          bigint NOT NULL REFERENCES point_rewards (id),
  reference          text UNIQUE,
  request_id         text NOT NULL,
  quantity           integer NOT NULL CHECK (quantity > 0),
  -- What the redeem cost and required, as they stood when it was made.
  points             bigint NOT NULL,
  amount_required    bigint NOT NULL,
  cash_amount        bigint NOT NULL,
  status             text NOT NULL DEFAULT 'process' CHECK (status IN ('process', 'approved', 'rejected')),
  remark             text NOT NULL DEFAULT '',
  paid_account       text NOT NULL DEFAULT '',
  receiving_address  text NOT NULL DEFAULT '',
  applied_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  decided_by         text,
  UNIQUE (member_id, request_id)
);
CREATE INDEX point_redemptions_member ON point_redemptions (member_id, applied_at DESC, id DESC);
CREATE INDEX point_redemptions_desk ON point_redemptions (merchant_code, status, applied_at);

-- The loyalty outbox: settled bets and deposits of real accounts, taken and deleted by the job that
-- awards points (and, later, mission progress, referral rewards and player rank).
--   bet: ref = the round, amount = the valid bet; deposit: ref = the journal entry, amount = the deposit.
CREATE TABLE loyalty_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  source         text NOT NULL CHECK (source IN ('bet', 'deposit', 'login', 'register')),
  ref            bigint NOT NULL,
  game_type      text,
  product_type   text,
  currency       text NOT NULL DEFAULT '',
  amount         bigint NOT NULL DEFAULT 0,
  occurred_at    timestamptz NOT NULL
);

CREATE FUNCTION loyalty_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.bet > 0 AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND kind = 'trial') THEN
    INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
    VALUES (NEW.merchant_code, NEW.member_id, 'bet', NEW.id, NEW.game_type, report_product_of(NEW.game_type),
            NEW.currency, NEW.bet, coalesce(NEW.settled_at, now()));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER game_rounds_loyalty_update AFTER UPDATE OF state ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled' AND OLD.state <> 'settled') EXECUTE FUNCTION loyalty_round_settled();
CREATE TRIGGER game_rounds_loyalty_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled') EXECUTE FUNCTION loyalty_round_settled();

-- Deposits credited to a real member's main wallet.
CREATE FUNCTION loyalty_deposit_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_events (merchant_code, member_id, source, ref, currency, amount, occurred_at)
  SELECT a.merchant_code, a.member_id, 'deposit', p.entry_id, a.currency, p.amount, e.created_at
    FROM new_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN journal_entries e ON e.id = p.entry_id
    JOIN members m ON m.id = a.member_id
   WHERE a.kind = 'main' AND e.kind = 'deposit' AND p.amount > 0 AND m.kind <> 'trial';
  RETURN NULL;
END $$;

CREATE TRIGGER postings_loyalty AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION loyalty_deposit_posted();
