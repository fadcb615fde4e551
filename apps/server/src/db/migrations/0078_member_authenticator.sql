-- A member binds an authenticator app from the security centre (decision 100). The secret it is
-- shown waits here until a code of the app confirms it: 10 minutes and 5 wrong codes at most, then
-- the member starts again with a new secret.
ALTER TABLE members ADD COLUMN totp_pending_secret text;
ALTER TABLE members ADD COLUMN totp_pending_until timestamptz;
ALTER TABLE members ADD COLUMN totp_pending_tries integer NOT NULL DEFAULT 0;
