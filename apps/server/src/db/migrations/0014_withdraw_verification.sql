-- Withdrawals confirmed by an SMS code, and bank cards that can be unbound
-- (docs/decisions/014-withdrawals-and-payment-password.md).

-- Codes that confirm one withdrawal, sent to the member's confirmed number (context: the member id).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('register', 'login', 'password', 'password-email', 'login-address', 'bind-mobile',
                     'bind-email', 'withdraw'));

-- An unbound card leaves the member's list but stays: withdrawals that went to it still show it.
ALTER TABLE bank_cards ADD COLUMN removed_at timestamptz;
-- One account is bound once among the cards still bound; an unbound account can be bound again.
DROP INDEX bank_cards_member_account;
CREATE UNIQUE INDEX bank_cards_member_account
  ON bank_cards (member_id, card_type, provider_code, account_number) WHERE removed_at IS NULL;
