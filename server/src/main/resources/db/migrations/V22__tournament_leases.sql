-- Which node pairs an arena, until when (cluster mode): exactly one node pairs a tournament at a time, renewing its
-- lease every second; a lease past its time is anyone's (its node died), so another node takes over within seconds.
-- Scoring, starting and finishing need no lease: each is written once whoever does it.
CREATE TABLE tournament_leases (
    tournament VARCHAR(16) PRIMARY KEY,
    node       VARCHAR(64) NOT NULL,
    until_ms   BIGINT NOT NULL
);
