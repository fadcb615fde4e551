-- The winner board: the biggest wins of the last days per merchant. Only settled rounds that paid
-- out are candidates, so the index holds the winning rounds alone and the board reads the last
-- days' slice of it, newest first, whatever the size of the rest of the round history.
CREATE INDEX game_rounds_wins ON game_rounds (merchant_code, settled_at DESC)
  INCLUDE (win, bet, game_type, game_id, member_id)
  WHERE state = 'settled' AND win > 0;
