-- Promotions: what a merchant offers, the applications members make to apply-mode promotions (with
-- their images), and the bonuses members claim from claim-mode promotions.

CREATE TABLE promotions (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code        text NOT NULL REFERENCES merchants (code),
  -- The merchant file's key of a seeded promotion (a later version adds the keys it lacks); null
  -- for one an operator created.
  seed_key             text,
  category             text NOT NULL CHECK (category IN ('new_player', 'deposit', 'daily', 'vip', 'special')),
  -- Text per language; content is sanitized HTML.
  title                jsonb NOT NULL,
  summary              jsonb NOT NULL DEFAULT '{}',
  content              jsonb NOT NULL DEFAULT '{}',
  artwork              text NOT NULL,
  starts_at            timestamptz NOT NULL,
  ends_at              timestamptz NOT NULL,
  sort                 integer NOT NULL DEFAULT 0,
  enabled              boolean NOT NULL DEFAULT true,
  mode                 text NOT NULL CHECK (mode IN ('info', 'apply', 'claim')),
  rule                 text CHECK (rule IN ('registered_during', 'first_deposit')),
  -- Minor units. registered_during pays bonus_amount; first_deposit pays bonus_rate_bp (hundredths
  -- of a percent) of a deposit of at least min_deposit, at most bonus_cap; apply mode may cap an
  -- operator's award with bonus_cap.
  bonus_amount         bigint CHECK (bonus_amount > 0),
  min_deposit          bigint CHECK (min_deposit > 0),
  bonus_rate_bp        integer CHECK (bonus_rate_bp > 0),
  bonus_cap            bigint CHECK (bonus_cap > 0),
  turnover_multiplier  numeric(5, 2) NOT NULL DEFAULT 0 CHECK (turnover_multiplier BETWEEN 0 AND 100),
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((mode = 'claim') = (rule IS NOT NULL)),
  CHECK (rule IS DISTINCT FROM 'registered_during' OR bonus_amount IS NOT NULL),
  CHECK (rule IS DISTINCT FROM 'first_deposit'
         OR (min_deposit IS NOT NULL AND bonus_rate_bp IS NOT NULL AND bonus_cap IS NOT NULL))
);
CREATE UNIQUE INDEX promotions_seed_key ON promotions (merchant_code, seed_key) WHERE seed_key IS NOT NULL;
CREATE INDEX promotions_merchant ON promotions (merchant_code, enabled, sort, id);

CREATE TABLE promotion_applications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  promotion_id      bigint NOT NULL REFERENCES promotions (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  comment           text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  status            text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'rejected', 'issued')),
  bonus_amount      bigint CHECK (bonus_amount > 0),
  reject_reason     text,
  -- "operator:<name>" or "cli:<user>".
  decided_by        text,
  decided_at        timestamptz,
  journal_entry_id  bigint REFERENCES journal_entries (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  -- Issued exactly when its bonus was posted.
  CHECK ((status = 'issued') = (journal_entry_id IS NOT NULL AND bonus_amount IS NOT NULL)),
  CHECK ((status = 'rejected') = (reject_reason IS NOT NULL))
);
-- One open or granted application per member and promotion; after a rejection the member may apply again.
CREATE UNIQUE INDEX promotion_applications_live ON promotion_applications (promotion_id, member_id)
  WHERE status IN ('applying', 'issued');
CREATE INDEX promotion_applications_member ON promotion_applications (merchant_code, member_id, created_at DESC);
CREATE INDEX promotion_applications_desk ON promotion_applications (merchant_code, status, created_at);

-- An application's images (png or jpg, at most three), kept in the database like withdrawal proofs.
CREATE TABLE promotion_application_images (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id  bigint NOT NULL REFERENCES promotion_applications (id),
  content_type    text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size            integer NOT NULL CHECK (size > 0),
  sha256          text NOT NULL,
  bytes           bytea NOT NULL
);
CREATE INDEX promotion_application_images_application ON promotion_application_images (application_id);

CREATE TABLE promotion_claims (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  promotion_id      bigint NOT NULL REFERENCES promotions (id),
  member_id         bigint NOT NULL REFERENCES members (id),
  amount            bigint NOT NULL CHECK (amount > 0),
  required_turnover bigint NOT NULL CHECK (required_turnover >= 0),
  -- The deposit a first_deposit claim was earned by.
  deposit_id        bigint REFERENCES deposits (id),
  journal_entry_id  bigint NOT NULL REFERENCES journal_entries (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, member_id)
);
CREATE INDEX promotion_claims_member ON promotion_claims (merchant_code, member_id, created_at DESC);
