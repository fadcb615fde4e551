-- The agent team (decision 034): the closure table kept by the database itself, affiliate link
-- settings, and the indexes the team list needs at 100,000 members.

-- Every path that adds a member (registration, an agent's new account, a social sign-in, a trial,
-- seeding, bench and test fixtures) gets its tree rows in the insert's own transaction. Moves take
-- this merchant's tree lock exclusively; inserts take it shared, so a member added under an agent
-- that is moving at the same moment never copies the agent's old chain.
CREATE FUNCTION member_tree_lock_key(merchant text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtext('member_tree:' || merchant)
$$;

-- Set-based, once per INSERT statement (a transition table), not once per row: a bulk load of
-- 100,000 members costs a few joins on the tree's index. Each pass links the new members to the
-- rows their uplines have so far; a new member under another new member of the same statement
-- gets its chain one pass later, so the passes stop when one adds nothing (two for a usual batch).
CREATE FUNCTION member_tree_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  merchant text;
  added bigint;
BEGIN
  FOR merchant IN SELECT DISTINCT merchant_code FROM new_members LOOP
    PERFORM pg_advisory_xact_lock_shared(34, member_tree_lock_key(merchant));
  END LOOP;
  IF EXISTS (
    SELECT 1 FROM new_members n JOIN members u ON u.id = n.upline_id WHERE u.merchant_code <> n.merchant_code
  ) THEN
    RAISE EXCEPTION 'a new member and its upline belong to different merchants' USING ERRCODE = 'check_violation';
  END IF;
  INSERT INTO member_tree (ancestor_id, descendant_id, depth)
    SELECT id, id, 0 FROM new_members ON CONFLICT DO NOTHING;
  LOOP
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT t.ancestor_id, n.id, t.depth + 1
        FROM new_members n JOIN member_tree t ON t.descendant_id = n.upline_id
      ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS added = ROW_COUNT;
    EXIT WHEN added = 0;
  END LOOP;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_tree_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_members
  FOR EACH STATEMENT EXECUTE FUNCTION member_tree_insert();

-- A new upline moves the member and its whole subtree: the links from the old chain to the subtree
-- go, links from the new chain come. A cycle or another merchant's upline is refused here as well as
-- by the service, whoever updates the row.
CREATE FUNCTION member_tree_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id IS NOT DISTINCT FROM OLD.upline_id THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(34, member_tree_lock_key(NEW.merchant_code));
  IF NEW.upline_id IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id) THEN
      RAISE EXCEPTION 'member % cannot move under % of its own team', NEW.id, NEW.upline_id
        USING ERRCODE = 'check_violation';
    END IF;
    IF NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND merchant_code = NEW.merchant_code) THEN
      RAISE EXCEPTION 'member % cannot move under % of another merchant', NEW.id, NEW.upline_id
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  DELETE FROM member_tree t
   USING member_tree sub, member_tree anc
   WHERE sub.ancestor_id = NEW.id
     AND anc.descendant_id = NEW.id AND anc.depth > 0
     AND t.ancestor_id = anc.ancestor_id AND t.descendant_id = sub.descendant_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT anc.ancestor_id, sub.descendant_id, anc.depth + sub.depth + 1
        FROM member_tree anc, member_tree sub
       WHERE anc.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_move();

-- An agent's link settings: accounts registering by a link's code land under the agent with the
-- link's kind (and level) and rebate rates. A removed link keeps its row (members name it) but
-- stops registering.
CREATE TABLE affiliate_links (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  agent_id       bigint NOT NULL REFERENCES members (id),
  code           text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('player', 'agent')),
  agent_level    smallint CHECK (agent_level IN (1, 2, 41, 42)),
  -- {"lottery": 120, ...}: basis points per product type, none above the agent's own when made
  rebate_rates   jsonb NOT NULL DEFAULT '{}',
  removed_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'agent') = (agent_level IS NOT NULL))
);
CREATE UNIQUE INDEX affiliate_links_code ON affiliate_links (merchant_code, code);
CREATE INDEX affiliate_links_agent ON affiliate_links (agent_id, created_at) WHERE removed_at IS NULL;

ALTER TABLE members ADD COLUMN affiliate_link_id bigint REFERENCES affiliate_links (id);
CREATE INDEX members_affiliate_link ON members (affiliate_link_id) WHERE affiliate_link_id IS NOT NULL;

-- The team list (measured in decision 034): a username prefix in any case is an index range that
-- is then checked against the tree; "newest first" walks registrations backwards and stops at a
-- page; "online" looks up a member's live sessions by their last call.
CREATE INDEX members_username_prefix ON members (merchant_code, lower(username) text_pattern_ops);
CREATE INDEX members_merchant_created ON members (merchant_code, created_at, id);
CREATE INDEX sessions_member_seen ON sessions (member_id, last_seen_at) WHERE revoked_at IS NULL;
