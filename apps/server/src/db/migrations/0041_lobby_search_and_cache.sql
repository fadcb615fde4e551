-- The lobby answers every query shape from an index (decision 050).

-- Name search: a trigram index on the lower-cased names answers `search_name LIKE '%part%'` for any
-- part of three characters or more without reading the type's other games. pg_trgm is a trusted
-- extension (any owner of the database may create it); PGlite loads it at start-up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX games_search_trgm ON games USING gin (search_name gin_trgm_ops) WHERE enabled;

-- The lobby indexes also carry the columns of the remaining filters (smallest stake, lines, hot and
-- new), so the page and its count are answered from the index alone whatever the filters.
DROP INDEX games_lobby;
DROP INDEX games_lobby_vendor;
DROP INDEX games_lobby_classify;
CREATE INDEX games_lobby ON games (merchant_code, game_type, sort, id)
  INCLUDE (vassalage, classify, is_game, min_bet, lines, is_hot, is_new) WHERE enabled;
CREATE INDEX games_lobby_vendor ON games (merchant_code, vassalage, game_type, sort, id)
  INCLUDE (classify, is_game, min_bet, lines, is_hot, is_new) WHERE enabled;
CREATE INDEX games_lobby_classify ON games (merchant_code, game_type, classify, sort, id)
  INCLUDE (vassalage, is_game, min_bet, lines, is_hot, is_new) WHERE enabled;

-- The catalogue's version: every change to the games (other than their play counts) or to the
-- vendors bumps it in the same transaction, whoever makes it (the seed, an operator's SQL, a later
-- back-office call). Each server keeps lobby answers under the version they were read at and reads
-- the version (one row) per call, so a change shows on the next call on every instance.
CREATE TABLE catalogue_version (
  one      boolean PRIMARY KEY DEFAULT true CHECK (one),
  version  bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER games_catalogue_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF merchant_code, vassalage, game_code, game_type, classify,
    names, search_name, is_hot, is_new, min_bet, lines, sort, is_game, maintenance, enabled, artwork
  ON games FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER vendors_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
