-- Codes that prove the owner of an account (docs/decisions/027-owner-proof.md): sent to the
-- account's current confirmed mobile number or e-mail (context: the member id), they stand in for
-- the login password when a number or e-mail is bound.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'password', 'password-email', 'login-address', 'bind-mobile',
                     'bind-email', 'withdraw', 'owner-proof'));
