-- Arena tournaments (issue 44). Portable SQL for SQLite and PostgreSQL alike: ids are random text made by the
-- server, times are epoch milliseconds, flags are 0/1 integers.
--
-- schedule_key names a slot of the site's own schedule ("hourly-gomoku-3+2@1764403200000"): unique, so two nodes or
-- a restart make each scheduled arena once.
CREATE TABLE tournaments (
    id              VARCHAR(16) PRIMARY KEY,
    kind            VARCHAR(16) NOT NULL,
    name            TEXT NOT NULL,
    game            VARCHAR(32) NOT NULL,
    opening         VARCHAR(16),
    initial_ms      BIGINT NOT NULL,
    increment_ms    BIGINT NOT NULL,
    minutes         INTEGER NOT NULL,
    rated           INTEGER NOT NULL,
    password        TEXT,
    min_rating      INTEGER,
    max_rating      INTEGER,
    min_rated_games INTEGER,
    starts_at       BIGINT NOT NULL,
    ends_at         BIGINT NOT NULL,
    created_by      TEXT,
    created_by_name TEXT,
    scheduled       INTEGER NOT NULL,
    schedule_key    TEXT UNIQUE,
    status          VARCHAR(16) NOT NULL
);
CREATE INDEX tournaments_by_status ON tournaments (status, starts_at);
-- Who joined. score and sheet ("W2 W2 W4f D2f L0 W3b": result, points, f on fire, b berserk) are written in the
-- same transaction as each game's end, for people reading the database; the server works standings out from the
-- games (inrow.tournament.Standings), which are the truth.
CREATE TABLE tournament_players (
    tournament VARCHAR(16) NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    account    TEXT NOT NULL,
    name       TEXT NOT NULL,
    joined_at  BIGINT NOT NULL,
    paused     INTEGER NOT NULL,
    withdrawn  INTEGER NOT NULL,
    score      INTEGER NOT NULL,
    sheet      TEXT NOT NULL,
    PRIMARY KEY (tournament, account)
);
-- Every arena game: its room, its players and their ratings when paired, their seats' tokens (the arena page hands
-- each player theirs, as the room's own players table keeps them), who went berserk, and once over its winner
-- ("X" or "O": the player paired at that colour; "draw") and the moves each side made. winner is null while the game
-- is played.
CREATE TABLE tournament_games (
    tournament VARCHAR(16) NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    code       VARCHAR(16) NOT NULL,
    x          TEXT NOT NULL,
    o          TEXT NOT NULL,
    x_rating   DOUBLE PRECISION NOT NULL,
    o_rating   DOUBLE PRECISION NOT NULL,
    x_token    TEXT NOT NULL,
    o_token    TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    x_berserk  INTEGER NOT NULL,
    o_berserk  INTEGER NOT NULL,
    winner     VARCHAR(8),
    x_moves    INTEGER NOT NULL,
    o_moves    INTEGER NOT NULL,
    ended_at   BIGINT NOT NULL,
    PRIMARY KEY (tournament, code)
);
CREATE INDEX tournament_games_playing ON tournament_games (tournament, winner);
