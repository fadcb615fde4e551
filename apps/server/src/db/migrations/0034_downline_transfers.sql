-- Transfers to downline and announcements addressed to agents (decision 036).

-- One row per transfer from an agent to a member of its team, written in the ledger entry's
-- transaction. The request id is the agent's client's: a retry finds the first transfer, and a
-- retry that names another recipient, amount or requirement is refused by comparing with this row.
CREATE TABLE downline_transfers (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code        text NOT NULL REFERENCES merchants (code),
  sender_id            bigint NOT NULL REFERENCES members (id),
  recipient_id         bigint NOT NULL REFERENCES members (id),
  amount               bigint NOT NULL CHECK (amount > 0),
  currency             text NOT NULL,
  -- The turnover requirement as a multiple of the amount, in hundredths (150 = 1.5×), and the
  -- turnover it makes; the ledger entry's memo carries the same requirement for the bonus hold.
  turnover_hundredths  integer NOT NULL DEFAULT 0 CHECK (turnover_hundredths BETWEEN 0 AND 5000),
  required_turnover    bigint NOT NULL DEFAULT 0 CHECK (required_turnover >= 0),
  request_id           text NOT NULL,
  entry_id             bigint NOT NULL REFERENCES journal_entries (id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (sender_id <> recipient_id)
);
CREATE UNIQUE INDEX downline_transfers_request ON downline_transfers (sender_id, request_id);
CREATE INDEX downline_transfers_sender ON downline_transfers (sender_id, created_at DESC, id DESC);
CREATE INDEX downline_transfers_recipient ON downline_transfers (recipient_id, created_at DESC);

-- Announcements addressed to agents are announcements of their own type, AG: the players' call
-- names the types it wants and its contract has no AG, so they never reach the players' pages.
ALTER TABLE announcements DROP CONSTRAINT announcements_type_check;
ALTER TABLE announcements ADD CONSTRAINT announcements_type_check
  CHECK (type IN ('PL', 'PU', 'PR', 'H', 'AG'));
