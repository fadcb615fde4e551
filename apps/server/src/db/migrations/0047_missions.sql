-- Missions and their leaderboard (decision 057). Progress comes from the loyalty outbox of 0046:
-- the job `loyalty.earn` hands each batch of settled bets, deposits and log-ins to the missions
-- consumer in the same transaction that deletes it.

-- Missions a member may complete in a day or an ISO week; seeded by key from the merchant file.
CREATE TABLE missions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  key            text NOT NULL,
  period         text NOT NULL CHECK (period IN ('daily', 'weekly')),
  kind           text NOT NULL CHECK (kind IN ('bet', 'deposit', 'game', 'login')),
  product_type   text,
  -- Minor units of the currency for bet and deposit; rounds for game; days in a row for login.
  target         bigint NOT NULL CHECK (target > 0),
  reward         bigint NOT NULL CHECK (reward > 0),
  title          jsonb NOT NULL,
  description    jsonb NOT NULL DEFAULT '{}',
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_code, key),
  CHECK ((kind = 'game') = (product_type IS NOT NULL))
);

-- A member's progress on a mission in one period; claimed_at is set once, with the reward's posting.
CREATE TABLE mission_progress (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mission_id    bigint NOT NULL REFERENCES missions (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  period_start  date NOT NULL,
  progress      bigint NOT NULL DEFAULT 0,
  completed_at  timestamptz,
  claimed_at    timestamptz,
  UNIQUE (mission_id, member_id, period_start)
);
CREATE INDEX mission_progress_member ON mission_progress (member_id, period_start);

-- Bets and deposits a consumer of the outbox has counted: an event delivered twice counts once.
CREATE TABLE loyalty_counted (
  consumer  text NOT NULL,
  source    text NOT NULL,
  ref       bigint NOT NULL,
  PRIMARY KEY (consumer, source, ref)
);

-- The days (of the mission time zone) a member logged in, for log-in streaks.
CREATE TABLE member_login_days (
  member_id  bigint NOT NULL REFERENCES members (id),
  day        date NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- Valid bets per member per day and per week, ranked by the leaderboard.
CREATE TABLE mission_leaderboard (
  merchant_code  text NOT NULL,
  period         text NOT NULL CHECK (period IN ('daily', 'weekly')),
  period_start   date NOT NULL,
  member_id      bigint NOT NULL REFERENCES members (id),
  valid_bet      bigint NOT NULL DEFAULT 0,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, period, period_start, member_id)
);
CREATE INDEX mission_leaderboard_rank ON mission_leaderboard (merchant_code, period, period_start, valid_bet DESC, updated_at);

-- A log-in of a real member (a new session) goes to the outbox; ref is the second it happened.
CREATE FUNCTION loyalty_session_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_events (merchant_code, member_id, source, ref, occurred_at)
  SELECT NEW.merchant_code, NEW.member_id, 'login', extract(epoch FROM NEW.created_at)::bigint, NEW.created_at
    FROM members m WHERE m.id = NEW.member_id AND m.kind <> 'trial';
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_loyalty AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION loyalty_session_opened();
