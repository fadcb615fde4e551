-- Raffle (lucky draw) promotions (docs/decisions/066-raffle-promotions.md): a fourth promotion mode.
-- During the promotion's period real members earn tickets from their valid bets and deposits; at the
-- draw time the tickets are drawn from a seed whose hash was published with the promotion; winners
-- claim their prize within the claim window, after which it lapses.

ALTER TABLE promotions DROP CONSTRAINT promotions_mode_check;
ALTER TABLE promotions
  ADD CONSTRAINT promotions_mode_check CHECK (mode IN ('info', 'apply', 'claim', 'raffle'));

-- The raffle's rule, its seed and, once drawn, what the draw froze. One row per raffle promotion.
CREATE TABLE raffles (
  promotion_id     bigint PRIMARY KEY REFERENCES promotions (id),
  merchant_code    text NOT NULL REFERENCES merchants (code),
  -- Minor units: one ticket per bet_per_ticket of valid bet (summed over the period); deposit_tickets
  -- tickets per credited deposit of at least deposit_min. At most max_tickets per member.
  bet_per_ticket   bigint CHECK (bet_per_ticket > 0),
  deposit_min      bigint CHECK (deposit_min > 0),
  deposit_tickets  integer NOT NULL DEFAULT 1 CHECK (deposit_tickets BETWEEN 1 AND 100),
  max_tickets      integer NOT NULL CHECK (max_tickets BETWEEN 1 AND 100000),
  draw_at          timestamptz NOT NULL,
  claim_hours      integer NOT NULL CHECK (claim_hours BETWEEN 1 AND 336),
  -- Whether one member may win more than one place.
  repeat_wins      boolean NOT NULL DEFAULT false,
  -- [{"places": 1, "amount": "50000"}, ...]: tiers in place order, amounts in minor units.
  prizes           jsonb NOT NULL,
  -- 32 bytes of the operating system's CSPRNG (hex) and their SHA-256, published from the start;
  -- the seed itself is answered only once the raffle is drawn.
  seed             text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash        text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  drawn_at         timestamptz,
  claim_until      timestamptz,
  total_tickets    integer CHECK (total_tickets >= 0),
  holders          integer CHECK (holders >= 0),
  CHECK (bet_per_ticket IS NOT NULL OR deposit_min IS NOT NULL),
  CHECK ((drawn_at IS NULL) = (claim_until IS NULL)),
  CHECK ((drawn_at IS NULL) = (total_tickets IS NULL) AND (drawn_at IS NULL) = (holders IS NULL))
);
CREATE INDEX raffles_due ON raffles (draw_at) WHERE drawn_at IS NULL;
CREATE INDEX raffles_drawn ON raffles (merchant_code, drawn_at DESC) WHERE drawn_at IS NOT NULL;

-- A member's tickets in a raffle, counted from the loyalty outbox (each bet and deposit once).
-- first_ticket: the number of the member's first ticket, given by the draw (tickets are numbered
-- 1..total in the order of member id).
CREATE TABLE raffle_entries (
  promotion_id   bigint NOT NULL REFERENCES raffles (promotion_id),
  member_id      bigint NOT NULL REFERENCES members (id),
  merchant_code  text NOT NULL,
  valid_bet      bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  deposits       integer NOT NULL DEFAULT 0 CHECK (deposits >= 0),
  tickets        integer NOT NULL DEFAULT 0 CHECK (tickets >= 0),
  first_ticket   integer CHECK (first_ticket > 0),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, member_id)
);
CREATE INDEX raffle_entries_member ON raffle_entries (member_id, promotion_id);

-- The places a draw gave, and what became of each prize: won until claimed in the window, lapsed after.
CREATE TABLE raffle_winners (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id       bigint NOT NULL REFERENCES raffles (promotion_id),
  merchant_code      text NOT NULL,
  place              integer NOT NULL CHECK (place > 0),
  member_id          bigint NOT NULL REFERENCES members (id),
  ticket             integer NOT NULL CHECK (ticket > 0),
  amount             bigint NOT NULL CHECK (amount > 0),
  status             text NOT NULL DEFAULT 'won' CHECK (status IN ('won', 'claimed', 'lapsed')),
  required_turnover  bigint CHECK (required_turnover >= 0),
  journal_entry_id   bigint REFERENCES journal_entries (id),
  claimed_at         timestamptz,
  lapsed_at          timestamptz,
  UNIQUE (promotion_id, place),
  -- Claimed exactly when its prize was posted; lapsed exactly when the window closed on it.
  CHECK ((status = 'claimed') = (journal_entry_id IS NOT NULL AND claimed_at IS NOT NULL
                                 AND required_turnover IS NOT NULL)),
  CHECK ((status = 'lapsed') = (lapsed_at IS NOT NULL))
);
CREATE INDEX raffle_winners_member ON raffle_winners (member_id, promotion_id);
CREATE INDEX raffle_winners_open ON raffle_winners (promotion_id) WHERE status = 'won';
