-- Club (VIP) levels (docs/decisions/025-club-levels.md). The levels themselves are merchant settings
-- (`settings.clubLevels`); a member stands on one by its rank, or on none.
ALTER TABLE members ADD COLUMN club_rank smallint CHECK (club_rank BETWEEN 1 AND 99);
