-- A log-in attempt is written before its password or code is checked; until it ends its outcome is
-- NULL. Attempts in flight count against their account (parallel guesses at one password cannot slip
-- past the limit) but not against their address (players behind one shared address may log in at
-- the same moment without being asked for a captcha).
ALTER TABLE login_attempts ALTER COLUMN succeeded DROP NOT NULL;
