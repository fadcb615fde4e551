-- An official table may also come from a results feed (decision 067): the demo start's sample feed
-- enters its tables as 'feed', through the same entry and confirmation as an operator's.
ALTER TABLE lottery_result_entries DROP CONSTRAINT lottery_result_entries_source_check;
ALTER TABLE lottery_result_entries ADD CONSTRAINT lottery_result_entries_source_check
  CHECK (source IN ('manual', 'import', 'feed'));
