-- The game table: how a game is timed (all three null: untimed) and whether takebacks are allowed; the mover's
-- time left after each move, so a restart or a takeback puts the clocks back; how every finished round ended (the
-- series); and the players' chat, kept with the game (the spectators' chat lives only as long as the room).
ALTER TABLE games ADD COLUMN initial_ms BIGINT;
ALTER TABLE games ADD COLUMN increment_ms BIGINT;
ALTER TABLE games ADD COLUMN per_move_ms BIGINT;
ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 1;
ALTER TABLE moves ADD COLUMN clock_ms BIGINT;
CREATE TABLE rounds (
    code   TEXT NOT NULL REFERENCES games (code) ON DELETE CASCADE,
    round  INTEGER NOT NULL,
    winner TEXT,
    reason TEXT NOT NULL,
    PRIMARY KEY (code, round)
);
CREATE TABLE chat (
    code  TEXT NOT NULL REFERENCES games (code) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    seat  TEXT NOT NULL,
    name  TEXT NOT NULL,
    text  TEXT NOT NULL,
    at    BIGINT NOT NULL
);
CREATE INDEX chat_by_game ON chat (code, at);
