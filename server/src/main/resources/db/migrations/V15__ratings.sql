-- Rated games and stored ratings (issue 41). Portable SQL for SQLite and PostgreSQL alike; times are epoch
-- milliseconds, ratings on the Glicko scale (1500, deviation 350 for a newcomer).
--
-- A game's rated_kind is the game kind its rounds are rated in (a pool's "gomoku-standard"); null for a casual game.
ALTER TABLE games ADD COLUMN rated_kind TEXT;
-- One row per account, game kind and speed that has played a rated round: the rating left by its last rated round
-- (the deviation grows with time away when read, never written back on its own).
CREATE TABLE ratings (
    account    TEXT NOT NULL,
    kind       TEXT NOT NULL,
    speed      TEXT NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INTEGER NOT NULL,
    latest     BIGINT NOT NULL,
    PRIMARY KEY (account, kind, speed)
);
-- One row per player of each rated round, written in the same transaction as the round's end. Its key makes the
-- update happen once: a round already here is never rated again (a replayed step, a second node, a restart).
CREATE TABLE rating_history (
    code             VARCHAR(16) NOT NULL,
    round            INTEGER NOT NULL,
    account          TEXT NOT NULL,
    kind             TEXT NOT NULL,
    speed            TEXT NOT NULL,
    rating_before    DOUBLE PRECISION NOT NULL,
    deviation_before DOUBLE PRECISION NOT NULL,
    rating_after     DOUBLE PRECISION NOT NULL,
    deviation_after  DOUBLE PRECISION NOT NULL,
    at               BIGINT NOT NULL,
    PRIMARY KEY (code, round, account)
);
-- A profile's chart: one account's history in one kind and speed, in time order.
CREATE INDEX rating_history_by_account ON rating_history (account, kind, speed, at);
