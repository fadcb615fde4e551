-- The agent tree (decision 034): a closure table, so "everyone under agent X" is one indexed range
-- read whatever the depth, and per-member rebate rates per product type.

-- One row per (ancestor, descendant) pair, the member itself included at depth 0.
CREATE TABLE member_tree (
  ancestor_id    bigint NOT NULL REFERENCES members (id),
  descendant_id  bigint NOT NULL REFERENCES members (id),
  depth          smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
-- The chain above a member, nearest first (rebates walk it on every settled bet).
CREATE INDEX member_tree_descendant ON member_tree (descendant_id, depth);
-- Direct downlines and one level at a time.
CREATE INDEX member_tree_ancestor_depth ON member_tree (ancestor_id, depth, descendant_id);

WITH RECURSIVE chain (ancestor_id, descendant_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT m.upline_id, c.descendant_id, c.depth + 1
    FROM chain c JOIN members m ON m.id = c.ancestor_id
   WHERE m.upline_id IS NOT NULL
)
INSERT INTO member_tree (ancestor_id, descendant_id, depth) SELECT ancestor_id, descendant_id, depth FROM chain;

CREATE INDEX members_upline ON members (upline_id) WHERE upline_id IS NOT NULL;

-- A member's rebate rate per product type, in basis points of the valid bet. An upline earns the
-- difference between its rate and the rate of the member below it in the chain.
CREATE TABLE rebate_rates (
  member_id     bigint NOT NULL REFERENCES members (id),
  product_type  text NOT NULL CHECK (product_type IN ('lottery', 'live', 'slots', 'sports', 'pvp', 'fish')),
  rate_bp       integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 1000),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, product_type)
);
