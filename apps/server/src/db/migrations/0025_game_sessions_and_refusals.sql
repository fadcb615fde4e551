-- Game sessions end with the site session that launched them, and every answer of the seamless
-- wallet, refusals included, is remembered per transaction id (docs/decisions/019).

-- The site session (sessions.token_hash) the launch came from: when it is revoked (logout, password
-- reset or change, an operator ending it) the game session takes no more bets. No foreign key: a
-- purged site session counts as ended too.
ALTER TABLE vendor_sessions ADD COLUMN site_session text;

-- 'refused': the transaction id was answered with a refusal (code and message kept), so every copy,
-- concurrent or later, gets that same answer instead of a second try at moving money.
ALTER TABLE vendor_transactions DROP CONSTRAINT vendor_transactions_status_check;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_status_check
  CHECK (status IN ('done', 'rolled_back', 'tombstone', 'refused'));
ALTER TABLE vendor_transactions ADD COLUMN refusal_code text;
ALTER TABLE vendor_transactions ADD COLUMN refusal_message text;
ALTER TABLE vendor_transactions ADD CONSTRAINT vendor_transactions_refusal_check
  CHECK ((status = 'refused') = (refusal_code IS NOT NULL));
