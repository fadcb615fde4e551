-- Agent reports and rebates (decision 035): roll-ups the agent centre reads instead of raw bets,
-- fed through an outbox written in the same transaction as the money event, and a queue of settled
-- bets whose uplines earn a rebate. Report days are UTC days.

-- The product type of a game type, as packages/contract/src/agent-products.ts maps it.
CREATE FUNCTION report_product_of(game_type text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE game_type
    WHEN 'LOTT' THEN 'lottery' WHEN 'ELOTT' THEN 'lottery'
    WHEN 'LIVE' THEN 'live'
    WHEN 'RNG' THEN 'slots' WHEN 'INHOUSE' THEN 'slots'
    WHEN 'SPORTS' THEN 'sports' WHEN 'ESPORTS' THEN 'sports'
    WHEN 'PVP' THEN 'pvp'
    WHEN 'FISH' THEN 'fish'
    ELSE 'slots' END
$$;

-- The outbox: one row per event a roll-up counts, written by the triggers below in the event's own
-- transaction, folded and deleted by the job `agent.fold-report-events`.
--   bet: a settled round (product_type, bet = valid bet, win)
--   deposit | withdrawal | bonus | adjustment | transfer | rebate: money of a member's wallet (amount,
--     signed as the member sees it; a withdrawal is positive, its refund negative)
--   register: a new account
CREATE TABLE report_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  type           text NOT NULL CHECK (type IN ('bet', 'deposit', 'withdrawal', 'bonus', 'adjustment',
                                               'transfer', 'rebate', 'register')),
  occurred_at    timestamptz NOT NULL,
  product_type   text,
  bet            bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  amount         bigint NOT NULL DEFAULT 0,
  -- deposits: this is the member's first deposit ever; withdrawals: one paid withdrawal.
  counted        boolean NOT NULL DEFAULT false,
  first_deposit  boolean NOT NULL DEFAULT false
);

-- A member's first deposit, claimed by the first deposit's transaction: the unique key makes two
-- deposits committing at once agree on which one is first.
CREATE TABLE report_first_deposits (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  entry_id    bigint NOT NULL,
  deposited_at timestamptz NOT NULL
);

-- Settled bets waiting for their uplines' rebates (job `agent.pay-rebates`).
CREATE TABLE rebate_queue (
  round_id       bigint PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  product_type   text NOT NULL,
  currency       text NOT NULL,
  bet            bigint NOT NULL,
  settled_at     timestamptz NOT NULL,
  queued_at      timestamptz NOT NULL DEFAULT now()
);

-- Per member, per day, per product type: the member's own bets, and the rebates it earned as an
-- upline on its team's bets of that product type.
CREATE TABLE report_member_game_days (
  member_id      bigint NOT NULL,
  day            date NOT NULL,
  product_type   text NOT NULL,
  merchant_code  text NOT NULL,
  bet_count      bigint NOT NULL DEFAULT 0,
  valid_bet      bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  rebate         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, product_type)
);

-- Per member, per day: money of the member's wallets.
CREATE TABLE report_member_money_days (
  member_id             bigint NOT NULL,
  day                   date NOT NULL,
  merchant_code         text NOT NULL,
  deposit_count         integer NOT NULL DEFAULT 0,
  deposit_amount        bigint NOT NULL DEFAULT 0,
  first_deposit_amount  bigint NOT NULL DEFAULT 0,
  withdrawal_count      integer NOT NULL DEFAULT 0,
  withdrawal_amount     bigint NOT NULL DEFAULT 0,
  bonus                 bigint NOT NULL DEFAULT 0,
  adjustment            bigint NOT NULL DEFAULT 0,
  transfer_in           bigint NOT NULL DEFAULT 0,
  transfer_out          bigint NOT NULL DEFAULT 0,
  rebate                bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
);

-- Per agent (any ancestor, itself included), per day: the whole team's totals, so an overview of a
-- period reads one row per day whatever the size of the team. Events count for the chain the
-- member had when the event was folded.
CREATE TABLE report_team_days (
  ancestor_id           bigint NOT NULL,
  day                   date NOT NULL,
  merchant_code         text NOT NULL,
  new_members           integer NOT NULL DEFAULT 0,
  first_deposits        integer NOT NULL DEFAULT 0,
  first_deposit_amount  bigint NOT NULL DEFAULT 0,
  depositors            integer NOT NULL DEFAULT 0,
  deposit_count         integer NOT NULL DEFAULT 0,
  deposit_amount        bigint NOT NULL DEFAULT 0,
  withdrawal_count      integer NOT NULL DEFAULT 0,
  withdrawal_amount     bigint NOT NULL DEFAULT 0,
  bet_count             bigint NOT NULL DEFAULT 0,
  valid_bet             bigint NOT NULL DEFAULT 0,
  win                   bigint NOT NULL DEFAULT 0,
  bonus                 bigint NOT NULL DEFAULT 0,
  rebate                bigint NOT NULL DEFAULT 0,
  adjustment            bigint NOT NULL DEFAULT 0,
  transfer_in           bigint NOT NULL DEFAULT 0,
  transfer_out          bigint NOT NULL DEFAULT 0,
  active_members        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, day)
);

-- Members counted once per calendar week (from Monday) and month, so a team's active members and
-- depositors of the shortcut periods read one row: distinct counts do not add up over days.
CREATE TABLE report_team_periods (
  ancestor_id     bigint NOT NULL,
  period          text NOT NULL CHECK (period IN ('week', 'month')),
  start_day       date NOT NULL,
  active_members  integer NOT NULL DEFAULT 0,
  depositors      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, period, start_day)
);

-- Which member was already counted active or a depositor in a day, week or month.
CREATE TABLE report_member_marks (
  member_id  bigint NOT NULL,
  mark       text NOT NULL CHECK (mark IN ('active', 'depositor')),
  period     text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  start_day  date NOT NULL,
  PRIMARY KEY (member_id, mark, period, start_day)
);

-- The team's money lines (transaction details): the main-wallet postings of deposits, withdrawals,
-- transfers, bonuses, rebates and adjustments, kept with their member and time so a team's list
-- is an index range instead of a walk through every posting.
CREATE TABLE report_money_lines (
  posting_id     bigint PRIMARY KEY,
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL,
  entry_id       bigint NOT NULL,
  occurred_at    timestamptz NOT NULL,
  type           text NOT NULL,
  kind           text NOT NULL,
  amount         bigint NOT NULL,
  balance_after  bigint
);
CREATE INDEX report_money_lines_member ON report_money_lines (member_id, occurred_at DESC, posting_id DESC);
CREATE INDEX report_money_lines_merchant ON report_money_lines (merchant_code, occurred_at DESC, posting_id DESC);

-- Online members of a team: sessions seen lately, newest first.
CREATE INDEX sessions_seen ON sessions (merchant_code, last_seen_at) WHERE revoked_at IS NULL;

-- A settled round: one bet event and, for the rebates, one queued bet. A round settles once
-- (claimCredit moves it from open); a cancelled round counts nothing.
CREATE FUNCTION report_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, win)
  VALUES (NEW.merchant_code, NEW.member_id, 'bet', coalesce(NEW.settled_at, now()),
          report_product_of(NEW.game_type), NEW.bet, NEW.win);
  IF NEW.bet > 0 AND EXISTS (SELECT 1 FROM member_tree WHERE descendant_id = NEW.member_id AND depth = 1) THEN
    INSERT INTO rebate_queue (round_id, merchant_code, member_id, product_type, currency, bet, settled_at)
    VALUES (NEW.id, NEW.merchant_code, NEW.member_id, report_product_of(NEW.game_type), NEW.currency,
            NEW.bet, coalesce(NEW.settled_at, now()))
    ON CONFLICT (round_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER game_rounds_settled_update AFTER UPDATE OF state ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled' AND OLD.state <> 'settled') EXECUTE FUNCTION report_round_settled();
CREATE TRIGGER game_rounds_settled_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled') EXECUTE FUNCTION report_round_settled();

-- The report type of a posting of a member account, by its entry's kind; NULL: not reported (bets
-- and wins come from the rounds, wallet transfers stay within the member).
CREATE FUNCTION report_money_type(entry_kind text, account_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN account_kind = 'withdrawal_hold' THEN CASE WHEN entry_kind = 'withdrawal.pay' THEN 'withdrawal' END
    WHEN account_kind <> 'main' THEN NULL
    WHEN entry_kind = 'deposit' THEN 'deposit'
    WHEN entry_kind = 'withdrawal.refund' THEN 'withdrawal'
    WHEN entry_kind LIKE 'bonus.%' OR entry_kind = 'bonus' THEN 'bonus'
    WHEN entry_kind = 'adjustment' OR entry_kind LIKE 'adjustment.%' THEN 'adjustment'
    WHEN entry_kind = 'transfer.wallet' THEN NULL
    WHEN entry_kind LIKE 'transfer.%' THEN 'transfer'
    WHEN entry_kind = 'rebate' THEN 'rebate'
  END
$$;

-- The type a main-wallet line shows in the team's transaction details (withdrawal holds, releases
-- and refunds are the member's withdrawals as its wallet saw them).
CREATE FUNCTION report_line_type(entry_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entry_kind = 'deposit' THEN 'deposit'
    WHEN entry_kind LIKE 'withdrawal.%' AND entry_kind NOT LIKE '%.fee' THEN 'withdrawal'
    WHEN entry_kind LIKE 'bonus.%' OR entry_kind = 'bonus' THEN 'bonus'
    WHEN entry_kind = 'adjustment' OR entry_kind LIKE 'adjustment.%' THEN 'adjustment'
    WHEN entry_kind = 'transfer.wallet' THEN NULL
    WHEN entry_kind LIKE 'transfer.%' THEN 'transfer'
    WHEN entry_kind = 'rebate' THEN 'rebate'
  END
$$;

-- Postings of member accounts, once per statement: money events for the roll-ups, lines for the
-- transaction details, and the first-deposit claim.
CREATE FUNCTION report_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_money_lines (posting_id, merchant_code, member_id, entry_id, occurred_at, type, kind, amount, balance_after)
  SELECT p.id, a.merchant_code, a.member_id, p.entry_id, e.created_at, report_line_type(e.kind), e.kind, p.amount, p.balance_after
    FROM new_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN journal_entries e ON e.id = p.entry_id
   WHERE a.member_id IS NOT NULL AND a.kind = 'main' AND report_line_type(e.kind) IS NOT NULL;

  WITH money AS (
    SELECT p.id, p.entry_id, p.amount, a.merchant_code, a.member_id, e.created_at, e.memo,
           report_money_type(e.kind, a.kind) AS type, e.kind AS entry_kind
      FROM new_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN journal_entries e ON e.id = p.entry_id
     WHERE a.member_id IS NOT NULL AND report_money_type(e.kind, a.kind) IS NOT NULL
  ),
  firsts AS (
    INSERT INTO report_first_deposits (member_id, entry_id, deposited_at)
    SELECT DISTINCT ON (member_id) member_id, entry_id, created_at FROM money
     WHERE type = 'deposit' AND amount > 0 ORDER BY member_id, id
    ON CONFLICT (member_id) DO NOTHING
    RETURNING member_id, entry_id
  )
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, amount, counted, first_deposit)
  SELECT m.merchant_code, m.member_id, m.type, m.created_at,
         CASE WHEN m.type = 'rebate' THEN m.memo ->> 'productType' END,
         CASE WHEN m.type = 'withdrawal' THEN -m.amount ELSE m.amount END,
         (m.type = 'deposit') OR (m.type = 'withdrawal' AND m.entry_kind = 'withdrawal.pay'),
         EXISTS (SELECT 1 FROM firsts f WHERE f.member_id = m.member_id AND f.entry_id = m.entry_id)
    FROM money m;
  RETURN NULL;
END $$;

CREATE TRIGGER postings_reported AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION report_postings_inserted();

-- A new account counts as a new member of every team above it (trial accounts are no members).
CREATE FUNCTION report_member_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at)
  VALUES (NEW.merchant_code, NEW.id, 'register', NEW.created_at);
  RETURN NULL;
END $$;

CREATE TRIGGER members_reported AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.kind <> 'trial') EXECUTE FUNCTION report_member_registered();

-- History before this migration goes through the same outbox (no rebates are paid for it).
INSERT INTO report_events (merchant_code, member_id, type, occurred_at)
SELECT merchant_code, id, 'register', created_at FROM members WHERE kind <> 'trial' ORDER BY id;

INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, win)
SELECT merchant_code, member_id, 'bet', coalesce(settled_at, updated_at), report_product_of(game_type), bet, win
  FROM game_rounds WHERE state = 'settled' ORDER BY id;

INSERT INTO report_first_deposits (member_id, entry_id, deposited_at)
SELECT DISTINCT ON (a.member_id) a.member_id, e.id, e.created_at
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
 WHERE a.member_id IS NOT NULL AND a.kind = 'main' AND e.kind = 'deposit' AND p.amount > 0
 ORDER BY a.member_id, p.id;

INSERT INTO report_money_lines (posting_id, merchant_code, member_id, entry_id, occurred_at, type, kind, amount, balance_after)
SELECT p.id, a.merchant_code, a.member_id, p.entry_id, e.created_at, report_line_type(e.kind), e.kind, p.amount, p.balance_after
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
 WHERE a.member_id IS NOT NULL AND a.kind = 'main' AND report_line_type(e.kind) IS NOT NULL;

INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, amount, counted, first_deposit)
SELECT a.merchant_code, a.member_id, report_money_type(e.kind, a.kind), e.created_at,
       CASE WHEN e.kind = 'rebate' THEN e.memo ->> 'productType' END,
       CASE WHEN report_money_type(e.kind, a.kind) = 'withdrawal' THEN -p.amount ELSE p.amount END,
       e.kind IN ('deposit', 'withdrawal.pay'),
       EXISTS (SELECT 1 FROM report_first_deposits f WHERE f.member_id = a.member_id AND f.entry_id = e.id)
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
 WHERE a.member_id IS NOT NULL AND report_money_type(e.kind, a.kind) IS NOT NULL
 ORDER BY p.id;
