-- One valid bet per round (decision 076): the part of the stake that took a real risk. Every
-- consumer of turnover (rebates, contract salaries and dividends, points, missions, rank, referral
-- rewards, raffles, bonus wagering, agent reports) reads it instead of the stake; profit and loss
-- still come from the stake.

-- While the round is open: the sum of its standing debits' valid amounts (the vendor's validBet, or
-- the debit's amount when it sent none). The settle may lower it (the settle's validBet). A
-- cancelled round keeps 0. Rounds before this migration counted their stake in full.
ALTER TABLE game_rounds ADD COLUMN valid_bet bigint NOT NULL DEFAULT 0;
UPDATE game_rounds SET valid_bet = bet WHERE state <> 'cancelled';
ALTER TABLE game_rounds ADD CONSTRAINT game_rounds_valid_bet CHECK (valid_bet >= 0 AND valid_bet <= bet);

-- The valid amount the vendor sent with a debit (NULL: none, the amount counts) or with a settle;
-- a rollback takes the debit's valid amount out of its round.
ALTER TABLE vendor_transactions ADD COLUMN valid_bet bigint CHECK (valid_bet >= 0);

-- The outbox carries both: the stake for profit and loss, the valid bet for turnover.
ALTER TABLE report_events ADD COLUMN valid_bet bigint NOT NULL DEFAULT 0;
-- Bet events not folded yet were written when the stake counted in full.
UPDATE report_events SET valid_bet = bet WHERE type = 'bet';

-- The roll-ups gain the stake beside the valid bet, so a team's profit and loss stay the money the
-- players really put in. History had them equal.
ALTER TABLE report_member_game_days ADD COLUMN bet bigint NOT NULL DEFAULT 0;
UPDATE report_member_game_days SET bet = valid_bet;
ALTER TABLE report_team_days ADD COLUMN bet bigint NOT NULL DEFAULT 0;
UPDATE report_team_days SET bet = valid_bet;
ALTER TABLE report_member_slots ADD COLUMN bet bigint NOT NULL DEFAULT 0;
UPDATE report_member_slots SET bet = valid_bet;
ALTER TABLE report_member_hours ADD COLUMN bet bigint NOT NULL DEFAULT 0;
UPDATE report_member_hours SET bet = valid_bet;

-- A settled round: its bet event carries the stake and the valid bet; the rebate queue takes only a
-- valid bet above zero.
CREATE OR REPLACE FUNCTION report_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND kind = 'trial') THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_events (merchant_code, member_id, type, occurred_at, product_type, bet, valid_bet, win)
  VALUES (NEW.merchant_code, NEW.member_id, 'bet', coalesce(NEW.settled_at, now()),
          report_product_of(NEW.game_type), NEW.bet, NEW.valid_bet, NEW.win);
  IF NEW.valid_bet > 0 AND EXISTS (SELECT 1 FROM member_tree WHERE descendant_id = NEW.member_id AND depth = 1) THEN
    INSERT INTO rebate_queue (round_id, merchant_code, member_id, product_type, currency, bet, settled_at)
    VALUES (NEW.id, NEW.merchant_code, NEW.member_id, report_product_of(NEW.game_type), NEW.currency,
            NEW.valid_bet, coalesce(NEW.settled_at, now()))
    ON CONFLICT (round_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

-- Points, missions, referral rewards, rank and raffles earn on the valid bet only.
CREATE OR REPLACE FUNCTION loyalty_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.valid_bet > 0 AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND kind = 'trial') THEN
    INSERT INTO loyalty_events (merchant_code, member_id, source, ref, game_type, product_type, currency, amount, occurred_at)
    VALUES (NEW.merchant_code, NEW.member_id, 'bet', NEW.id, NEW.game_type, report_product_of(NEW.game_type),
            NEW.currency, NEW.valid_bet, coalesce(NEW.settled_at, now()));
  END IF;
  RETURN NULL;
END $$;
