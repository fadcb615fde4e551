-- Lottery prize groups along the agent chain (decision 068). A member's highest prize group
-- (series) set by its upline or the operator; a member without a row has no bound of its own and
-- bets within its uplines' (the lowest along its chain) and the game group's. A downline's value
-- never exceeds its upline's: the agent centre refuses it, and the operator lowering a value lowers
-- every higher one below it.
CREATE TABLE member_prize_groups (
  member_id   bigint PRIMARY KEY REFERENCES members (id),
  max_series  integer NOT NULL CHECK (max_series BETWEEN 1000 AND 2000),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
