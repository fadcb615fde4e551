-- Free-demo (trial) accounts play with chips from the house's demo_chips account (decision 047).
-- Their chips are no money: report_money_type already leaves the 'trial.chips' entries out; their
-- settled rounds now stay out of the report outbox and the rebate queue too, so no team figure,
-- rebate, salary or dividend ever counts play money.
CREATE OR REPLACE FUNCTION report_round_settled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM members WHERE id = NEW.member_id AND kind = 'trial') THEN
    RETURN NULL;
  END IF;
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
