-- The game catalogue of each merchant, and each member's favourite and recently played games.

CREATE TABLE games (
  -- The wire's nodeId and gameId.
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  vassalage      text NOT NULL,
  -- The vendor's own id of the game.
  game_code      text NOT NULL,
  game_type      text NOT NULL CHECK (game_type IN ('RNG','LIVE','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','INHOUSE')),
  classify       text NOT NULL DEFAULT '',
  -- Localized names {"en": "...", "pt": "..."}; English is always present.
  names          jsonb NOT NULL,
  -- Every localized name, lower-cased, one a line: the name search reads this column only.
  search_name    text NOT NULL,
  is_hot         boolean NOT NULL DEFAULT false,
  is_new         boolean NOT NULL DEFAULT false,
  min_bet        bigint NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
  lines          integer NOT NULL DEFAULT 0 CHECK (lines >= 0),
  sort           integer NOT NULL DEFAULT 0,
  -- 'VASSALAGE' opens the vendor's own game list instead of launching.
  is_game        text NOT NULL DEFAULT 'GAME' CHECK (is_game IN ('GAME','VASSALAGE')),
  maintenance    boolean NOT NULL DEFAULT false,
  enabled        boolean NOT NULL DEFAULT true,
  -- How the thumbnail is drawn: {seed, palette, motif} or {url}.
  artwork        jsonb NOT NULL DEFAULT '{}',
  -- Popularity for the hot list (launches counted by the platform).
  plays          bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, vassalage, game_code)
);
-- Lobby pages: a type (optionally a vendor, a classify) in display order. The included columns let
-- the page count and the filters on vendor and classify be answered from the index alone.
CREATE INDEX games_lobby ON games (merchant_code, game_type, sort, id) INCLUDE (vassalage, classify, is_game) WHERE enabled;
CREATE INDEX games_lobby_vendor ON games (merchant_code, vassalage, game_type, sort, id) INCLUDE (classify, is_game) WHERE enabled;
CREATE INDEX games_lobby_classify ON games (merchant_code, game_type, classify, sort, id) INCLUDE (vassalage, is_game) WHERE enabled;
CREATE INDEX games_hot ON games (merchant_code, plays DESC, id) WHERE enabled AND is_hot;
CREATE INDEX games_new ON games (merchant_code, game_type, id DESC) WHERE enabled AND is_new;

CREATE TABLE favourite_games (
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members (id),
  game_id        bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX favourite_games_member ON favourite_games (member_id, created_at DESC);

CREATE TABLE recent_games (
  merchant_code  text NOT NULL,
  member_id      bigint NOT NULL REFERENCES members (id),
  game_id        bigint NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member ON recent_games (member_id, last_played_at DESC);
