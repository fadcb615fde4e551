-- A bet that costs PostgreSQL less (decision 097). Every statement that inserted postings ran two
-- PL/pgSQL statement triggers over its transition table (the report outbox and the loyalty deposits),
-- three joined queries each time, although a bet, a win or a rollback is never reported from its
-- postings (rounds report those): 40 % of the database's CPU on a seamless call. And every settled
-- round ran two row triggers that each looked the member up.

-- The outbox rows of an entry's postings are now written once per entry of a kind that reports
-- count, at its transaction's commit, when all of its postings are in: bets, wins and rollbacks cost
-- nothing here. Every entry's postings are written in the entry's own transaction (the ledger posts
-- both together), so the rows, and what they say, are those the statement triggers wrote.
DROP TRIGGER postings_reported ON postings;
DROP TRIGGER postings_loyalty ON postings;
DROP FUNCTION report_postings_inserted();
DROP FUNCTION loyalty_deposit_posted();

CREATE FUNCTION report_entry_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_money_lines (posting_id, merchant_code, member_id, entry_id, occurred_at, type, kind, amount, balance_after)
  SELECT p.id, a.merchant_code, a.member_id, p.entry_id, NEW.created_at, report_line_type(NEW.kind), NEW.kind, p.amount, p.balance_after
    FROM postings p
    JOIN ledger_accounts a ON a.id = p.account_id
   WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL AND a.kind = 'main' AND report_line_type(NEW.kind) IS NOT NULL
   ORDER BY p.id;

  WITH money AS (
    SELECT p.id, p.amount, a.merchant_code, a.member_id, report_money_type(NEW.kind, a.kind) AS type
      FROM postings p
      JOIN ledger_accounts a ON a.id = p.account_id
     WHERE p.entry_id = NEW.id AND a.member_id IS NOT NULL AND report_money_type(NEW.kind, a.kind) IS NOT NULL
  ),
  firsts AS (
    INSERT INTO report_first_deposits (member_id, entry_id, deposited_at)
    SELECT DISTINCT ON (member_id) member_id, NEW.id, NEW.created_at FROM money
     WHERE type = 'deposit' AND amount > 0 ORDER BY member_id, id
    ON CONFLICT (member_id) DO NOTHING
    RETURNING member_id
  )
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, amount, counted, first_deposit)
  SELECT m.merchant_code, m.member_id, m.type, NEW.created_at,
         CASE WHEN m.type = 'rebate' THEN NEW.memo ->> 'productType' END,
         CASE WHEN m.type = 'withdrawal' THEN -m.amount ELSE m.amount END,
         (m.type = 'deposit') OR (m.type = 'withdrawal' AND NEW.kind = 'withdrawal.pay'),
         EXISTS (SELECT 1 FROM firsts f WHERE f.member_id = m.member_id)
    FROM money m
   ORDER BY m.id;

  -- Deposits credited to a real member's main wallet earn loyalty.
  IF NEW.kind = 'deposit' THEN
    INSERT INTO loyalty_events (merchant_code, member_id, source, ref, currency, amount, occurred_at)
    SELECT a.merchant_code, a.member_id, 'deposit', p.entry_id, a.currency, p.amount, NEW.created_at
      FROM postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN members m ON m.id = a.member_id
     WHERE p.entry_id = NEW.id AND a.kind = 'main' AND p.amount > 0 AND m.kind <> 'trial'
     ORDER BY p.id;
  END IF;
  RETURN NULL;
END $$;

-- Game money (bets, wins, rollbacks, lottery tickets and payouts: rounds and tickets report it) skips
-- the trigger. The condition is plain (a function call in it would be planned on every insert), and
-- any other kind, one added later included, goes through the function, which writes nothing for a
-- kind report_line_type and report_money_type do not count.
CREATE CONSTRAINT TRIGGER journal_entries_reported AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind NOT IN ('bet', 'win', 'bet.rollback', 'lottery.bet', 'lottery.payout', 'lottery.refund'))
  EXECUTE FUNCTION report_entry_posted();

-- A settled round: one trigger that reads the member once, for the report outbox (its bet event and,
-- for the rebates, its queued valid bet) and for the loyalty outbox, as the two triggers did.
DROP TRIGGER game_rounds_settled_update ON game_rounds;
DROP TRIGGER game_rounds_settled_insert ON game_rounds;
DROP TRIGGER game_rounds_loyalty_update ON game_rounds;
DROP TRIGGER game_rounds_loyalty_insert ON game_rounds;
DROP FUNCTION report_round_settled();
DROP FUNCTION loyalty_round_settled();

CREATE FUNCTION round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled timestamptz := coalesce(NEW.settled_at, now());
BEGIN
  IF EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND kind = 'trial') THEN
    RETURN NULL;
  END IF;
  IF NEW.valid_bet > 0 THEN
    INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
    VALUES (NEW.merchant_code, NEW.member_id, 'bet', NEW.id, NEW.game_type, report_product_of(NEW.game_type),
            NEW.currency, NEW.valid_bet, settled);
  END IF;
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
  VALUES (NEW.merchant_code, NEW.member_id, 'bet', settled, report_product_of(NEW.game_type), NEW.bet,
          NEW.valid_bet, NEW.win);
  IF NEW.valid_bet > 0 AND EXISTS (SELECT 1 FROM member_tree WHERE descendant_id = NEW.member_id AND depth = 1) THEN
    INSERT INTO rebate_queue (round_id, merchant_code, member_id, product_type, currency, bet, settled_at)
    VALUES (NEW.id, NEW.merchant_code, NEW.member_id, report_product_of(NEW.game_type), NEW.currency,
            NEW.valid_bet, settled)
    ON CONFLICT (round_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER game_rounds_settled_update AFTER UPDATE OF state ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled' AND OLD.state <> 'settled') EXECUTE FUNCTION round_settled();
CREATE TRIGGER game_rounds_settled_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.state = 'settled') EXECUTE FUNCTION round_settled();
