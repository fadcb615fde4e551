-- Settling a draw rewrites every bet on it (state, win, settled_at). No index may name those columns,
-- not even in a partial index's predicate, so PostgreSQL can update each bet in place on its page
-- (a heap-only tuple) without touching the bet's index entries; and the pages keep room for it.
-- Decision 053; measured in docs/PERFORMANCE.md.
DROP INDEX lottery_bets_issue_open;
CREATE INDEX lottery_bets_issue ON lottery_bets (issue_id);
ALTER TABLE lottery_bets SET (fillfactor = 60);
