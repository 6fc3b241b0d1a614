-- Swiss tournaments (issue 44), beside arenas in the same tables: a Swiss is a tournaments row of kind 'swiss', its
-- players are tournament_players rows (paused: absent, not moved in their last game; withdrawn: by themselves), its
-- games are tournament_games rows. Portable SQL for SQLite and PostgreSQL alike.
--
-- rounds, round_interval_minutes and initial_colour ("white" or "black": the colour pairing number 1 gets in round 1,
-- drawn by lot at creation) are null for arenas. ends_at is 0 until a Swiss finishes; end_reason says why it did
-- ("completed", "no_pairing": the Dutch system found no pairing, "too_few_players").
ALTER TABLE tournaments ADD COLUMN rounds INTEGER;
ALTER TABLE tournaments ADD COLUMN round_interval_minutes INTEGER;
ALTER TABLE tournaments ADD COLUMN initial_colour VARCHAR(8);
ALTER TABLE tournaments ADD COLUMN end_reason VARCHAR(32);
-- A Swiss game's round and board (board 1 the strongest pairing); null for arenas.
ALTER TABLE tournament_games ADD COLUMN swiss_round INTEGER;
ALTER TABLE tournament_games ADD COLUMN board INTEGER;
-- A Swiss player's number (the id the pairing knows them by: 1, 2... in the order they joined) and the rating they
-- are ranked by (read when they joined). The initial ranking list is these ratings high to low, then names.
CREATE TABLE swiss_players (
    tournament VARCHAR(16) NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    account    TEXT NOT NULL,
    number     INTEGER NOT NULL,
    rating     INTEGER NOT NULL,
    PRIMARY KEY (tournament, account),
    UNIQUE (tournament, number)
);
-- Every round paired, written in one transaction with its games (tournament_games) and its bye, so a round is there
-- whole or not at all; the primary key makes a second pairing of the same round (another node, a retry) fail.
CREATE TABLE swiss_rounds (
    tournament VARCHAR(16) NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round      INTEGER NOT NULL,
    paired_at  BIGINT NOT NULL,
    bye        TEXT,
    PRIMARY KEY (tournament, round)
);
