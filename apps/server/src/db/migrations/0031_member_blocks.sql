-- Operators block a member: no log-in, no live session, no game session moving money (decision 031).
ALTER TABLE members ADD COLUMN blocked_at timestamptz;
