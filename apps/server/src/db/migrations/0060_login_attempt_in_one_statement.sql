-- A log-in attempt is written and counted by one call (Issue 15: the login path's round trips).
-- Written and counted by one plain statement, attempts at one account arriving together would not
-- see each other: a statement reads one snapshot, taken before any of them committed. So the call
-- takes a lock per account key, and its count, a query of its own in this VOLATILE function, reads
-- a snapshot taken after the lock: every attempt at the account that took the lock before it has
-- committed by then and is counted, as when the attempt was written and counted by two statements
-- (migration 0008). The lock lasts as long as the call's own short transaction.
CREATE FUNCTION begin_login_attempt(merchant text, account_key text, address text, window_seconds integer)
RETURNS TABLE (attempt_id bigint, by_account bigint, by_account_and_address bigint, by_address bigint)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('login-attempt'), hashtext(merchant || ':' || account_key));
  INSERT INTO login_attempts (merchant_code, username_key, client_ip, succeeded)
  VALUES (merchant, account_key, address, NULL)
  RETURNING id INTO attempt_id;
  -- Per account and per account from this address, attempts in flight (this one included) count;
  -- per address only attempts that ended in failure.
  SELECT count(*) FILTER (WHERE a.username_key = account_key),
         count(*) FILTER (WHERE a.username_key = account_key AND a.client_ip = address),
         count(*) FILTER (WHERE a.client_ip = address AND a.succeeded = false)
    INTO by_account, by_account_and_address, by_address
    FROM login_attempts a
   WHERE a.merchant_code = merchant AND a.succeeded IS NOT TRUE
     AND a.attempted_at > now() - make_interval(secs => window_seconds)
     AND (a.username_key = account_key OR a.client_ip = address);
  RETURN NEXT;
END $$;
