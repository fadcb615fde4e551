-- The lottery draw engine (decisions 052 and 053): game groups and games per merchant, issues with
-- their open, lock and draw times, the seed committed by its hash before sales open and revealed
-- with the result, bets and chases. A bet's stake and payout move through the ledger; its round in
-- game_rounds puts it in the betting record, personal profit and the agent reports.

-- A game group: its plays share one prize-group (series) range and one payout table per layout.
CREATE TABLE lottery_game_groups (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  code           text NOT NULL,
  -- VN: the Vietnam lottery page (/vnlottery); LOTT: the lottery page (/lottery).
  area           text NOT NULL CHECK (area IN ('VN', 'LOTT')),
  names          jsonb NOT NULL,
  sort           integer NOT NULL DEFAULT 0,
  -- {topSeries, minSeries, defaultSeries, maxBetSeries, minStake, maxStake, payouts{table{play: odds}}}
  settings       jsonb NOT NULL,
  PRIMARY KEY (merchant_code, code)
);

CREATE TABLE lottery_games (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants (code),
  code                text NOT NULL,
  group_code          text NOT NULL,
  -- The catalogue's row of this game: its rounds (one per bet) hang on it.
  game_id             bigint NOT NULL REFERENCES games (id),
  -- How a result is drawn (fair-draw.ts DrawKind).
  draw                jsonb NOT NULL,
  -- Which payout table of the group pays the Vietnamese plays (north, south, fast).
  payout_table        text,
  interval_seconds    integer NOT NULL CHECK (interval_seconds >= 10),
  -- Sales close this many seconds before the draw.
  lock_seconds        integer NOT NULL CHECK (lock_seconds >= 0),
  -- The issue numbers' dates are days of this offset from UTC.
  utc_offset_minutes  integer NOT NULL DEFAULT 0,
  default_play        text NOT NULL,
  enabled             boolean NOT NULL DEFAULT true,
  sort                integer NOT NULL DEFAULT 0,
  FOREIGN KEY (merchant_code, group_code) REFERENCES lottery_game_groups (merchant_code, code),
  UNIQUE (merchant_code, code)
);

-- One issue (numero) of a game. The seed is written when the issue is made and never shown before
-- the draw; its SHA-256 is public from the start. open: on sale or waiting for its draw;
-- settled: drawn and paid; void: cancelled by an operator, every stake refunded.
CREATE TABLE lottery_issues (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id         bigint NOT NULL REFERENCES lottery_games (id),
  numero          text NOT NULL,
  open_at         timestamptz NOT NULL,
  lock_at         timestamptz NOT NULL,
  draw_at         timestamptz NOT NULL,
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'settled', 'void')),
  seed            text NOT NULL,
  seed_hash       text NOT NULL,
  result          jsonb,
  win_no          text,
  settled_at      timestamptz,
  void_reason     text,
  CHECK (open_at <= lock_at AND lock_at <= draw_at),
  UNIQUE (game_id, numero)
);
CREATE INDEX lottery_issues_game_draw ON lottery_issues (game_id, draw_at);

-- A chase: the same selection on several issues in a row, stopped at the first win when asked.
CREATE TABLE lottery_chases (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  stop_on_win    boolean NOT NULL,
  state          text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'stopped', 'done')),
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- One bet: a play, its selection (the slip's bettingContent), how many single bets it makes, the
-- price of one, the multiple and the prize group. Amounts in minor units.
--   open → won | lost (settled), cancelled (by the player before the lock, or by a chase that
--   stopped), void (the issue was voided). The stake is refunded for cancelled and void.
CREATE TABLE lottery_bets (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL REFERENCES merchants (code),
  member_id       bigint NOT NULL REFERENCES members (id),
  issue_id        bigint NOT NULL REFERENCES lottery_issues (id),
  round_id        bigint NOT NULL REFERENCES game_rounds (id),
  chase_id        bigint REFERENCES lottery_chases (id),
  -- The site's request id and the line of the slip: a retried placement finds its bets.
  request_key     text NOT NULL,
  play            text NOT NULL,
  content         text NOT NULL,
  singles         integer NOT NULL CHECK (singles > 0),
  price           bigint NOT NULL CHECK (price > 0),
  multiple        integer NOT NULL CHECK (multiple > 0),
  series          integer,
  stake           bigint NOT NULL CHECK (stake > 0),
  rebate          bigint NOT NULL DEFAULT 0 CHECK (rebate >= 0),
  win             bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'won', 'lost', 'cancelled', 'void')),
  -- The house account on the other side: demo_chips for trial accounts (decision 047).
  house_account   text NOT NULL,
  currency        text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (member_id, request_key)
);
CREATE INDEX lottery_bets_issue_open ON lottery_bets (issue_id, id) WHERE state = 'open';
CREATE INDEX lottery_bets_member ON lottery_bets (merchant_code, member_id, created_at DESC);
CREATE INDEX lottery_bets_chase ON lottery_bets (chase_id) WHERE chase_id IS NOT NULL;
