-- Contracts between agents (decision 042): dividends, daily, hourly and real-time salaries. A
-- contract binds a downline to the upline that offered it (or, for a top-level agent, to the
-- operator); its tiers are rows of agent_contract_tiers. Rates are basis points (150 = 1.5 %).

CREATE TABLE agent_contracts (
  id                        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code             text NOT NULL REFERENCES merchants (code),
  kind                      text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  -- The offerer: the downline's direct upline, or NULL when an operator set a top-level agent's terms
  -- (then operator_id names the operator).
  upline_id                 bigint REFERENCES members (id),
  operator_id               bigint REFERENCES operators (id),
  downline_id               bigint NOT NULL REFERENCES members (id),
  state                     text NOT NULL CHECK (state IN ('pending', 'active', 'rejected',
                                                           'termination_requested', 'terminated', 'expired')),
  -- Dividends only: the settlement period and the tier mode (notes: fixed or floating).
  period                    text CHECK (period IN ('daily', 'weekly', 'semi_monthly', 'monthly')),
  dividend_mode             text CHECK (dividend_mode IN ('fixed', 'floating')),
  -- A team member is active in a period (an hour for hourly salary, a 5-minute slot never counts
  -- members) when its valid bet reaches this amount, in minor units.
  min_bet_per_member        bigint NOT NULL DEFAULT 0 CHECK (min_bet_per_member >= 0),
  -- Real-time salary only: rates on the slot's valid bet, positive team net loss and team net win.
  single_bet_rate_bp        integer CHECK (single_bet_rate_bp BETWEEN 0 AND 10000),
  loss_rate_bp              integer CHECK (loss_rate_bp BETWEEN 0 AND 10000),
  profit_rate_bp            integer CHECK (profit_rate_bp BETWEEN 0 AND 10000),
  -- An offer that replaces the downline's contract in force when the downline accepts it.
  replaces_contract_id      bigint REFERENCES agent_contracts (id),
  -- Termination: who asked ('upline' | 'downline'), and who ended the contract and why.
  termination_requested_by  text CHECK (termination_requested_by IN ('upline', 'downline')),
  termination_requested_at  timestamptz,
  ended_by                  text CHECK (ended_by IN ('upline', 'downline', 'operator', 'system')),
  end_reason                text CHECK (end_reason IN ('rejected', 'agreed', 'operator', 'replaced', 'lower_offer',
                                                       'upline_ended', 'withdrawn', 'expired')),
  offered_at                timestamptz NOT NULL DEFAULT now(),
  -- A pending offer not answered by then expires.
  expires_at                timestamptz,
  answered_at               timestamptz,
  activated_at              timestamptz,
  ended_at                  timestamptz,
  updated_at                timestamptz NOT NULL DEFAULT now(),
  CHECK ((upline_id IS NULL) <> (operator_id IS NULL)),
  CHECK (upline_id IS NULL OR upline_id <> downline_id),
  CHECK ((kind = 'dividend') = (period IS NOT NULL)),
  CHECK ((kind = 'dividend') = (dividend_mode IS NOT NULL)),
  CHECK ((kind = 'realtime_salary') = (single_bet_rate_bp IS NOT NULL)),
  CHECK ((kind = 'realtime_salary') = (loss_rate_bp IS NOT NULL)),
  CHECK ((kind = 'realtime_salary') = (profit_rate_bp IS NOT NULL)),
  CHECK ((state = 'termination_requested') = (termination_requested_by IS NOT NULL)),
  CHECK ((state IN ('rejected', 'terminated', 'expired')) = (ended_at IS NOT NULL)),
  CHECK (state NOT IN ('active', 'termination_requested') OR activated_at IS NOT NULL)
);

-- A downline has at most one contract in force (active or termination requested) and at most one
-- pending offer of each kind; an offer may wait beside the contract it would replace.
CREATE UNIQUE INDEX agent_contracts_in_force ON agent_contracts (downline_id, kind)
  WHERE state IN ('active', 'termination_requested');
CREATE UNIQUE INDEX agent_contracts_pending ON agent_contracts (downline_id, kind)
  WHERE state = 'pending';
-- "My contract" and the history of a member's contracts, newest first.
CREATE INDEX agent_contracts_downline ON agent_contracts (downline_id, kind, offered_at DESC, id DESC);
-- "Contracts I gave", newest first.
CREATE INDEX agent_contracts_upline ON agent_contracts (upline_id, kind, offered_at DESC, id DESC)
  WHERE upline_id IS NOT NULL;
-- The payout jobs read the contracts in force of one kind per merchant.
CREATE INDEX agent_contracts_merchant_live ON agent_contracts (merchant_code, kind, downline_id)
  WHERE state IN ('active', 'termination_requested');
-- Offers waiting for an answer, for the expiry sweep.
CREATE INDEX agent_contracts_pending_expiry ON agent_contracts (expires_at) WHERE state = 'pending';

-- The tiers of a dividend, daily or hourly salary contract, position 1 the lowest. A tier applies
-- when every threshold is met: the team's valid bet in the period (an hour for hourly salary), its
-- active members and, for dividends, the team's net loss; the highest such tier gives the rate.
-- Thresholds never decrease and rates strictly increase from one tier to the next.
CREATE TABLE agent_contract_tiers (
  contract_id         bigint NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  position            smallint NOT NULL CHECK (position BETWEEN 1 AND 20),
  min_team_valid_bet  bigint NOT NULL DEFAULT 0 CHECK (min_team_valid_bet >= 0),
  min_active_members  integer NOT NULL DEFAULT 0 CHECK (min_active_members >= 0),
  min_team_loss       bigint NOT NULL DEFAULT 0 CHECK (min_team_loss >= 0),
  rate_bp             integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  PRIMARY KEY (contract_id, position)
);
