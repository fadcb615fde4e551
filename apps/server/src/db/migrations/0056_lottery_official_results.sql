-- Real-draw Vietnamese games (decision 067): the North, Central and South games are drawn by the
-- provincial lottery companies, not by our seed. Their issues are daily, at the region's draw time;
-- an operator enters (or imports) the official table, a second operator confirms it, and only then
-- does the issue settle.

-- rng: drawn from the issue's seed (decision 052); official: settled from a confirmed entry.
ALTER TABLE lottery_games ADD COLUMN results text NOT NULL DEFAULT 'rng' CHECK (results IN ('rng', 'official'));
-- A daily game's draw time, minutes after its local midnight (utc_offset_minutes); null: every interval.
ALTER TABLE lottery_games ADD COLUMN draw_minute integer CHECK (draw_minute >= 0 AND draw_minute < 1440);

-- An official game's issue has no seed: nothing of ours decides it.
ALTER TABLE lottery_issues ALTER COLUMN seed DROP NOT NULL;
ALTER TABLE lottery_issues ALTER COLUMN seed_hash DROP NOT NULL;
-- The station (province) whose official table the issue is settled on.
ALTER TABLE lottery_issues ADD COLUMN station text;

-- One operator's entry of an issue's official result. pending → confirmed (by another operator; the
-- issue settles in the same transaction) | rejected (the result may be entered again).
CREATE TABLE lottery_result_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id      bigint NOT NULL REFERENCES lottery_issues (id),
  station       text NOT NULL,
  -- The table, special prize first, as fair-draw.ts's DrawResult {prizes}.
  prizes        jsonb NOT NULL,
  -- manual: typed in the back office; import: from a file.
  source        text NOT NULL CHECK (source IN ('manual', 'import')),
  entered_by    bigint NOT NULL REFERENCES operators (id),
  entered_at    timestamptz NOT NULL DEFAULT now(),
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'rejected')),
  decided_by    bigint REFERENCES operators (id),
  decided_at    timestamptz,
  reject_reason text,
  CHECK (decided_by IS NULL OR decided_by <> entered_by)
);
-- At most one entry of an issue waits for or has its confirmation.
CREATE UNIQUE INDEX lottery_result_entries_live ON lottery_result_entries (issue_id)
  WHERE state IN ('pending', 'confirmed');
