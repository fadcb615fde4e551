-- A log-in from a new address may also be confirmed by an answer instead of a code (decision 092):
-- the name on a bank account bound to the member, or a code of the member's authenticator app. Each
-- challenge takes a few answers, counted before the comparison.
ALTER TABLE login_challenges ADD COLUMN answer_tries integer NOT NULL DEFAULT 0;

-- A member's authenticator app (RFC 6238): its base32 secret, and the last time step accepted, so a
-- code seen once cannot be used again within its window.
ALTER TABLE members ADD COLUMN totp_secret text;
ALTER TABLE members ADD COLUMN totp_last_step bigint;
