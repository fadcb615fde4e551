-- A member's forfeit of their active bonuses (decision 079): the bonuses and what their play won go
-- back to the house in one journal entry (none when nothing of them is left), and every forfeited
-- bonus is named once so wagering stops counting it.
CREATE TABLE bonus_forfeits (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  request_id     text NOT NULL,
  -- NULL when the bonuses had been lost at play: nothing was left to move.
  entry_id       bigint UNIQUE REFERENCES journal_entries (id),
  currency       text NOT NULL,
  bonus_amount   bigint NOT NULL CHECK (bonus_amount > 0),
  play_result    bigint NOT NULL,
  forfeited      bigint NOT NULL CHECK (forfeited >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((entry_id IS NULL) = (forfeited = 0))
);

CREATE TABLE bonus_forfeited_entries (
  bonus_entry_id bigint PRIMARY KEY REFERENCES journal_entries (id),
  forfeit_id     bigint NOT NULL REFERENCES bonus_forfeits (id)
);
CREATE INDEX bonus_forfeited_entries_forfeit ON bonus_forfeited_entries (forfeit_id);
