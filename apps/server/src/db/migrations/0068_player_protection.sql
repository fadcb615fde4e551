-- Player protection (decision 084): limits the player sets, time-outs and self-exclusions, reality
-- checks, and the record of limits reached for the operator.

-- One row per limit a member has set. Amounts are minor units; the session limit is in minutes.
-- A lowering (or a first limit) writes `amount` at once; a raise or a removal waits 24 hours in
-- `next_amount` / `next_at` (next_amount NULL: the limit goes). Readers take
-- `CASE WHEN next_at <= now() THEN next_amount ELSE amount END`, so a change applies on time without a job.
CREATE TABLE player_limits (
  member_id    bigint NOT NULL REFERENCES members (id),
  kind         text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period       text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  amount       bigint CHECK (amount > 0),
  next_amount  bigint CHECK (next_amount > 0),
  next_at      timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (next_amount IS NULL OR next_at IS NOT NULL)
);

-- A time-out or self-exclusion in force until `excluded_until` ('infinity': permanent). The column
-- sits on members because every session check and the seamless debit already read that row.
ALTER TABLE members ADD COLUMN excluded_until timestamptz;
-- The reality-check interval the player chose (minutes); NULL: none.
ALTER TABLE members ADD COLUMN reality_check_minutes smallint CHECK (reality_check_minutes IN (15, 30, 60));

-- No statement, whoever runs it, shortens an exclusion still in force: not the player, an agent,
-- staff or a script of the operator's.
CREATE FUNCTION members_keep_exclusion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.excluded_until > now()
     AND (NEW.excluded_until IS NULL OR NEW.excluded_until < OLD.excluded_until) THEN
    RAISE EXCEPTION 'protection.exclusion.active' USING ERRCODE = 'BR002';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER members_keep_exclusion BEFORE UPDATE OF excluded_until ON members
  FOR EACH ROW EXECUTE FUNCTION members_keep_exclusion();

CREATE TABLE member_exclusions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  starts_at      timestamptz NOT NULL DEFAULT now(),
  -- 'infinity' for a permanent self-exclusion.
  ends_at        timestamptz NOT NULL,
  ended_sessions integer NOT NULL DEFAULT 0
);
CREATE INDEX member_exclusions_merchant ON member_exclusions (merchant_code, ends_at DESC);
CREATE INDEX member_exclusions_member ON member_exclusions (member_id);

-- Each time a limit refused something: for the operator's list of who reached a limit.
CREATE TABLE limit_hits (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period         text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  -- Where it was refused: a vendor's or an in-house game's debit, a lottery order, a deposit, a session.
  channel        text NOT NULL CHECK (channel IN ('game', 'lottery', 'deposit', 'session')),
  limit_amount   bigint NOT NULL,
  attempted      bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX limit_hits_merchant ON limit_hits (merchant_code, created_at DESC);
