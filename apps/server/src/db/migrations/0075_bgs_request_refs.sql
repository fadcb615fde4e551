-- The player's own reference for a slot spin or a dice roll (the Idempotency-Key header): a request
-- sent again after its answer was lost (a restart, a balancer's retry) finds the bet it placed
-- instead of placing another.
ALTER TABLE bgs_bets ADD COLUMN request_ref text;
CREATE UNIQUE INDEX bgs_bets_request_ref ON bgs_bets (member_id, request_ref) WHERE request_ref IS NOT NULL;
