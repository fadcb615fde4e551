-- BGS, the in-house vendor of provably fair games. These tables are the vendor's own store: it
-- knows players only by what the seamless-wallet session told it, and moves money only through
-- that API, as an outside vendor would.

-- A player at BGS: the page's token (only its hash kept) and the seamless session it plays on.
CREATE TABLE bgs_sessions (
  token_hash       text PRIMARY KEY,
  merchant_code    text NOT NULL,
  member_id        bigint NOT NULL,
  username         text NOT NULL,
  -- The wallet's session token: BGS presents it on every balance, debit and credit.
  seamless_token   text NOT NULL,
  currency         text NOT NULL,
  -- Places after the decimal point in the wallet's amounts, e.g. 2 for "10.00".
  decimals         integer NOT NULL CHECK (decimals BETWEEN 0 AND 8),
  language         text NOT NULL,
  game_code        text NOT NULL,
  expires_at       timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Seed pairs. The active pair's server seed stays secret (only its hash is shown) until the player
-- rotates it; then revealed_at is set and the seed may be shown, and a new pair becomes active.
CREATE TABLE bgs_seed_pairs (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL,
  member_id         bigint NOT NULL,
  server_seed       text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash  text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed       text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  -- The nonce the next bet takes; bets with this pair used 0 .. next_nonce - 1.
  next_nonce        bigint NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at        timestamptz NOT NULL DEFAULT now(),
  revealed_at       timestamptz
);
-- One active pair per player: two concurrent first bets cannot each create one.
CREATE UNIQUE INDEX bgs_seed_pairs_active ON bgs_seed_pairs (merchant_code, member_id) WHERE revealed_at IS NULL;
CREATE INDEX bgs_seed_pairs_member ON bgs_seed_pairs (merchant_code, member_id, id DESC);

-- Every bet: enough to recompute it (pair, nonce, game, parameters) and what it decided.
CREATE TABLE bgs_bets (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code   text NOT NULL,
  member_id       bigint NOT NULL,
  game_code       text NOT NULL CHECK (game_code IN ('slot-fortune-5x3', 'dice', 'mines')),
  seed_pair_id    bigint NOT NULL REFERENCES bgs_seed_pairs (id),
  nonce           bigint NOT NULL CHECK (nonce >= 0),
  -- What the player chose: dice target and direction, the number of mines, nothing for the slot.
  params          jsonb NOT NULL DEFAULT '{}',
  -- What the seeds decided: reel stops and grid, the roll, the mine layout and the tiles picked.
  outcome         jsonb NOT NULL,
  currency        text NOT NULL,
  -- Minor units.
  bet             bigint NOT NULL CHECK (bet > 0),
  win             bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- placing: debit under way; open: a mines round in play; settling: its result being paid;
  -- settled: debit and credit both done; refused: the wallet refused the debit (nothing moved);
  -- rolled_back: the debit was refunded after a failure.
  state           text NOT NULL CHECK (state IN ('placing', 'open', 'settling', 'settled', 'refused', 'rolled_back')),
  balance_after   bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (seed_pair_id, nonce)
);
CREATE INDEX bgs_bets_member ON bgs_bets (merchant_code, member_id, id DESC);
-- At most one mines round in play per player.
CREATE UNIQUE INDEX bgs_bets_open_mines ON bgs_bets (merchant_code, member_id) WHERE state IN ('open', 'settling') AND game_code = 'mines';
