-- Operators' notes on a member (decision 082): what support and risk staff know about a player that
-- the data does not say. Notes are only added, never edited: the history is the record.
CREATE TABLE member_notes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  author         text NOT NULL,
  body           text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_notes_member ON member_notes (member_id, created_at DESC);
