-- A claim promotion may ask more of the member than its rule: a verified mobile number or a first
-- credited deposit, so one person cannot collect a welcome bonus with every account they open.
ALTER TABLE promotions
  ADD COLUMN claim_requires text CHECK (claim_requires IN ('verified_mobile', 'first_deposit'));
ALTER TABLE promotions
  ADD CONSTRAINT promotions_claim_requires_mode CHECK (claim_requires IS NULL OR mode = 'claim');
