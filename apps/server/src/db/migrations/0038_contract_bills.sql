-- Contract bills and the jobs that pay them (decision 045): finer roll-ups of the team's play (per
-- member, per 5-minute slot and per UTC hour, fed by the report fold of 0033 from the same outbox),
-- one run per (merchant, kind, slot) that computes the slot's bills exactly once, and the bills.

-- Per member, per 5-minute slot: own valid bet and win, bonuses, and the rebates it earned. Real-time
-- salary reads these; hours, days and dividend periods read the hours below plus the slots at the
-- edges of a period that does not start or end on a UTC hour (zones 30 or 45 minutes off UTC).
CREATE TABLE report_member_slots (
  member_id      bigint NOT NULL,
  slot_start     timestamptz NOT NULL,
  merchant_code  text NOT NULL,
  valid_bet      bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  bonus          bigint NOT NULL DEFAULT 0,
  rebate         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, slot_start)
);
-- The members of a merchant that played or earned in a slot.
CREATE INDEX report_member_slots_merchant ON report_member_slots (merchant_code, slot_start, member_id);

CREATE TABLE report_member_hours (
  member_id      bigint NOT NULL,
  hour_start     timestamptz NOT NULL,
  merchant_code  text NOT NULL,
  valid_bet      bigint NOT NULL DEFAULT 0,
  win            bigint NOT NULL DEFAULT 0,
  bonus          bigint NOT NULL DEFAULT 0,
  rebate         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, hour_start)
);
CREATE INDEX report_member_hours_merchant ON report_member_hours (merchant_code, hour_start, member_id);

-- One row per (merchant, kind, slot) whose bills were computed: the primary key is the claim, so
-- two runners (or a runner retrying after a crash) compute a slot's bills once. The row and the
-- bills commit together.
CREATE TABLE agent_payout_runs (
  merchant_code  text NOT NULL REFERENCES merchants (code),
  kind           text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  -- Dividends: the contracts' period ('daily', 'weekly', 'semi_monthly', 'monthly'); '' otherwise.
  period         text NOT NULL DEFAULT '',
  period_start   timestamptz NOT NULL,
  period_end     timestamptz NOT NULL,
  bills          integer NOT NULL DEFAULT 0,
  computed_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, kind, period, period_start),
  CHECK (period_end > period_start)
);

-- A contract's bill for one slot. (contract_id, period_start) is unique: the bill's key, and the
-- ledger's idempotency keys of its payments derive from it (agent-contract:<contract>:<start>:<paid
-- before>). amount is what the contract's formula gives; due what the payer owes after the chain
-- rule (less than amount when an upline's budget was shared); kept = due − Σ due of the direct
-- downlines' bills; paid what has reached the member so far.
CREATE TABLE agent_contract_bills (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code     text NOT NULL REFERENCES merchants (code),
  contract_id       bigint NOT NULL REFERENCES agent_contracts (id),
  kind              text NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
  member_id         bigint NOT NULL REFERENCES members (id),
  -- The member that pays, NULL when the house pays (a contract an operator set).
  payer_member_id   bigint REFERENCES members (id),
  -- The bill of the payer's own contract for the same slot (NULL at the top of a chain).
  parent_bill_id    bigint REFERENCES agent_contract_bills (id),
  -- 0 at the top of the chain, 1 below it, ...: payments and approvals go top-down.
  level             smallint NOT NULL DEFAULT 0,
  currency          text NOT NULL,
  period_start      timestamptz NOT NULL,
  period_end        timestamptz NOT NULL,
  team_valid_bet    bigint NOT NULL DEFAULT 0,
  active_members    integer NOT NULL DEFAULT 0,
  -- Team net loss (the house's side: bets − wins − bonuses − rebates); negative when the team won.
  team_loss         bigint NOT NULL DEFAULT 0,
  -- The tier met (position), and its rate in basis points; NULL when no tier was met.
  tier              smallint,
  rate_bp           integer,
  -- Real-time salary: the contract's three rates when the slot was computed.
  single_bet_rate_bp integer,
  loss_rate_bp      integer,
  profit_rate_bp    integer,
  amount            bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  due               bigint NOT NULL DEFAULT 0 CHECK (due >= 0 AND due <= amount),
  kept              bigint NOT NULL DEFAULT 0 CHECK (kept >= 0 AND kept <= due),
  paid              bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= due),
  state             text NOT NULL CHECK (state IN ('awaiting_payment', 'paid', 'partly_paid', 'insufficient_balance',
                                                   'target_not_met', 'pending_review', 'rejected', 'expired')),
  -- Why due differs from amount: 'target_not_met', 'upline_target_not_met' (nothing is computed
  -- below an agent whose target was not met), 'shared' (the upline's budget was shared pro rata).
  reason            text CHECK (reason IN ('target_not_met', 'upline_target_not_met', 'shared')),
  -- An unpaid bill is tried again from this time on.
  retry_at          timestamptz,
  attempts          integer NOT NULL DEFAULT 0,
  reviewed_by       text,
  reviewed_at       timestamptz,
  review_note       text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  paid_at           timestamptz,
  UNIQUE (contract_id, period_start),
  CHECK (period_end > period_start),
  CHECK (state <> 'paid' OR paid = due)
);
-- Bills waiting to be paid, oldest slot and top of the chain first.
CREATE INDEX agent_contract_bills_unpaid ON agent_contract_bills (period_start, level, id)
  WHERE state IN ('awaiting_payment', 'partly_paid', 'insufficient_balance');
-- An upline that owes its downlines cannot bet, withdraw or transfer: one probe per money call.
CREATE INDEX agent_contract_bills_owing ON agent_contract_bills (payer_member_id)
  WHERE state IN ('partly_paid', 'insufficient_balance');
-- "My bills" and "bills of my direct downlines", newest first.
CREATE INDEX agent_contract_bills_member ON agent_contract_bills (member_id, kind, period_start DESC, id DESC);
CREATE INDEX agent_contract_bills_payer ON agent_contract_bills (payer_member_id, kind, period_start DESC, id DESC)
  WHERE payer_member_id IS NOT NULL;
-- The operator's review queue.
CREATE INDEX agent_contract_bills_review ON agent_contract_bills (merchant_code, state, period_start, level, id);
CREATE INDEX agent_contract_bills_parent ON agent_contract_bills (parent_bill_id) WHERE parent_bill_id IS NOT NULL;
