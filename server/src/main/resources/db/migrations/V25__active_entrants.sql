-- One tournament at a time (issue 44): the tournament each person is an active entrant of now, one row per account.
-- Written in the same transaction as a join (and deleted with a withdrawal, or when that tournament finishes), so
-- the primary key refuses the second of two joins racing on two nodes: nobody is paired in two tournaments at once.
-- Paused (arena) or absent (Swiss) players keep their row: they may come back. Portable SQL for SQLite and
-- PostgreSQL alike.
CREATE TABLE tournament_active (
    account    TEXT PRIMARY KEY,
    tournament VARCHAR(16) NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE
);
CREATE INDEX tournament_active_by_tournament ON tournament_active (tournament);
-- Entrants of unfinished tournaments joined before this rule: each person keeps one of them (the rule holds from
-- here; a join into another is refused until they withdraw).
INSERT INTO tournament_active (account, tournament)
    SELECT p.account, MIN(p.tournament) FROM tournament_players p JOIN tournaments t ON t.id = p.tournament
    WHERE p.withdrawn = 0 AND t.status <> 'finished' GROUP BY p.account;
