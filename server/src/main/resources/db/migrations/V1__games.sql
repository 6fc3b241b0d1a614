-- Games, their players by slot (slot 0 was X in round 1), and every move of every round.
-- Portable SQL: SQLite is the default store; PostgreSQL shares this schema in cluster mode.
CREATE TABLE games (
    code       TEXT PRIMARY KEY,
    width      INTEGER NOT NULL,
    height     INTEGER NOT NULL,
    win        INTEGER NOT NULL,
    overline   INTEGER NOT NULL,
    think_ms   BIGINT NOT NULL,
    pace_ms    BIGINT NOT NULL,
    round      INTEGER NOT NULL,
    status     TEXT NOT NULL,
    winner     TEXT,
    reason     TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX games_by_status ON games (status, updated_at);
CREATE TABLE players (
    code  TEXT NOT NULL REFERENCES games (code) ON DELETE CASCADE,
    slot  INTEGER NOT NULL,
    token TEXT,
    name  TEXT NOT NULL,
    kind  TEXT NOT NULL,
    level TEXT,
    PRIMARY KEY (code, slot)
);
CREATE TABLE moves (
    code  TEXT NOT NULL REFERENCES games (code) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    ply   INTEGER NOT NULL,
    x     INTEGER NOT NULL,
    y     INTEGER NOT NULL,
    at    BIGINT NOT NULL,
    PRIMARY KEY (code, round, ply)
);
