-- Every move updates its game's updated_at. With (status, updated_at) indexed for all games, each move also moved
-- an entry of that index: one or two more pages written to the WAL per move (the old entry's and the new one's),
-- and copied again at every checkpoint, for an order only finished games are listed in. Partial indexes cover the
-- two lookups that used it (the latest finished games; waiting games past their time) and are not touched by a game
-- in play. SQLite and PostgreSQL both have them.
DROP INDEX IF EXISTS games_by_status;
CREATE INDEX games_over_by_time ON games (updated_at) WHERE status = 'over';
CREATE INDEX games_waiting_by_creation ON games (created_at) WHERE status = 'waiting';
