-- Player rank (decision 059): club levels reached from a rank period's deposits and valid bets. The
-- job `loyalty.earn` (0046) hands each batch of the outbox to the rank consumer, which adds to the
-- period's totals and promotes; the job `rank.review` closes each period once per member.

-- When the member's club level last changed: a level reached during a period is not reviewed for it.
ALTER TABLE members ADD COLUMN club_rank_at timestamptz;

-- A member's deposits and valid bets (minor units) in one rank period of the merchant.
CREATE TABLE rank_totals (
  member_id     bigint NOT NULL REFERENCES members (id),
  period        text NOT NULL CHECK (period IN ('weekly', 'monthly', 'quarterly')),
  period_start  date NOT NULL,
  deposited     bigint NOT NULL DEFAULT 0,
  valid_bet     bigint NOT NULL DEFAULT 0,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period, period_start)
);

-- Every change of a member's level: by play, by a period's review, or by an operator.
CREATE TABLE rank_changes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  from_rank      smallint,
  to_rank        smallint,
  cause          text NOT NULL CHECK (cause IN ('promotion', 'relegation', 'operator')),
  period_start   date,
  -- Rewards (minor units) this change paid: the levels reached for the first time.
  reward         bigint NOT NULL DEFAULT 0,
  changed_at     timestamptz NOT NULL
);
CREATE INDEX rank_changes_member ON rank_changes (member_id, id DESC);
CREATE INDEX rank_changes_merchant ON rank_changes (merchant_code, id DESC);

-- A level's reward, paid to a member once ever (the bonus carries the same key).
CREATE TABLE rank_rewards (
  member_id   bigint NOT NULL REFERENCES members (id),
  rank_level  smallint NOT NULL,
  amount      bigint NOT NULL CHECK (amount > 0),
  paid_at     timestamptz NOT NULL,
  PRIMARY KEY (member_id, rank_level)
);

-- A closed period reviewed for a member: taken once, whatever the number of runners.
CREATE TABLE rank_reviews (
  member_id     bigint NOT NULL REFERENCES members (id),
  period_start  date NOT NULL,
  outcome       text NOT NULL CHECK (outcome IN ('kept', 'relegated', 'grace')),
  reviewed_at   timestamptz NOT NULL,
  PRIMARY KEY (member_id, period_start)
);

-- A merchant's period whose reviews are all taken: later runs skip it.
CREATE TABLE rank_reviewed_periods (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  period_start   date NOT NULL,
  reviewed_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_code, period_start)
);

-- The review walks the members standing on a level.
CREATE INDEX members_club_rank ON members (merchant_code, id) WHERE club_rank IS NOT NULL;
