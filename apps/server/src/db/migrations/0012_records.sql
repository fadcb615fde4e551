-- Account records and transfer wallets.

-- When a posting was made, next to it: the account record pages a member's postings by time, and a
-- join to journal_entries for every posting of a long history would make each page as slow as the
-- whole history. `now()` is the transaction's start time, so a posting written with its entry in
-- one transaction gets exactly the entry's created_at; existing postings take it from their entry.
ALTER TABLE postings ADD COLUMN created_at timestamptz;
UPDATE postings p SET created_at = e.created_at FROM journal_entries e WHERE e.id = p.entry_id;
ALTER TABLE postings ALTER COLUMN created_at SET DEFAULT now();
ALTER TABLE postings ALTER COLUMN created_at SET NOT NULL;

-- Member postings only (they carry balance_after): the house side, written by nearly every
-- movement, does not pay for an index no member page reads.
CREATE INDEX postings_member_time ON postings (account_id, created_at, id) WHERE balance_after IS NOT NULL;

-- A vendor either debits the main wallet directly while the member plays ("seamless") or plays
-- from a wallet of its own that the member fills and empties by transfers ("transfer").
ALTER TABLE vendors ADD COLUMN wallet text NOT NULL DEFAULT 'seamless' CHECK (wallet IN ('seamless', 'transfer'));
