-- The upline's prize-group margin on lottery bets (decision 068): each agent up a bettor's chain
-- whose prize group is above the group of the member below it earns the difference / 2000 of the
-- settled stake, paid by the rebate job (agent.pay-rebates) from the rebate queue.
--   top_series: the bettor's own top group when the bet was placed, from which its rebate was
--     measured; the chain's margins start there. NULL: a game without prize groups, or a bet placed
--     before this migration (no margin).
ALTER TABLE lottery_bets ADD COLUMN top_series integer;

-- The rebate job reads a settled round's bets with prize groups. Settlement writes neither column,
-- so its in-place updates of the bets stay heap-only (decision 053).
CREATE INDEX lottery_bets_round ON lottery_bets (round_id) WHERE series IS NOT NULL;
