import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { pageIn } from './page.js';

pageIn('en');
const {
  swissTerms, roundLabel, swissPhase, listPhase, swissMilestone, resultCell, swissRow, boardLine, roundsNewestFirst,
  pairedNote, meLine, podiumStats, roundCount, columns,
} = await import('../static/js/swiss-view.js');
const { arenaRequest } = await import('../static/js/arena-view.js');
// Answers of GET /api/tournaments/{id} for a Swiss, shaped as /work/contracts/swiss-api.md writes them.
const fixtures = JSON.parse(readFileSync(new URL('./swiss.json', import.meta.url), 'utf8'));
const { running, upcoming, finished } = fixtures;
const MIN = 60_000;
// A detail says how many rounds (`rounds`) and the rounds paired so far (`paired`); a summary only the first.
const summary = (s, rounds) => ({ ...s, rounds, paired: undefined });

test('a Swiss reads its game, clock and rounds, then the round it is in', () => {
  assert.equal(swissTerms(summary(running, 4)), 'Gomoku · 5 min + 3 s · 4 rounds');
  assert.equal(swissTerms(summary(upcoming, 5)), 'Renju · Swap2 · 10 min + 5 s · 5 rounds');
  assert.equal(roundLabel(summary(running, 4)), 'Round 2 of 4');
  assert.equal(roundLabel(upcoming), 'Rounds at most 15 minutes apart', 'no round before the first is paired');
});

test('a detail says the round with the count, and has a column for every round, played or to come', () => {
  assert.equal(roundCount(running), 4);
  assert.equal(swissTerms(running), 'Gomoku · 5 min + 3 s · 4 rounds');
  assert.equal(roundLabel(running), 'Round 2 of 4');
  assert.equal(columns(running), 4);
  assert.equal(columns({ ...running, rounds: undefined }), 2, 'without the count, a column for each round so far');
  assert.equal(columns({ ...upcoming, rounds: undefined }), 0);
});

test('the countdown runs to the start, then to each next round, and stops at the last', () => {
  assert.deepEqual(swissPhase(upcoming, upcoming.now), { key: 'upcoming', text: 'Starts in 5:00', left: 5 * MIN });
  assert.equal(swissPhase(upcoming, upcoming.startsAt + 1).text, 'Starting…');
  assert.deepEqual(swissPhase(running, running.now), { key: 'next', text: 'Round 3 in 5:00', left: 5 * MIN });
  assert.equal(swissPhase(running, running.nextRoundAt).text, 'Pairing round 3…',
    'the time is up and the server has not paired yet');
  assert.equal(swissPhase({ ...running, round: 4, nextRoundAt: null }, running.now).text,
    'Last round: the tournament ends when its games do.');
  assert.equal(swissPhase(summary({ ...running, round: 4 }, 4), running.now).key, 'last',
    'no fifth round to count to, whatever the next time says');
  assert.equal(swissPhase(finished, finished.now).text, 'Finished');
});

test('the list says a running Swiss\'s round, and counts down to one that has not started', () => {
  assert.equal(listPhase(summary(running, 4), running.now), 'Round 2 of 4');
  assert.equal(listPhase(summary(upcoming, 5), upcoming.now), 'Starts in 5:00');
  assert.equal(listPhase(summary({ ...running, round: 0 }, 4), running.now), 'Starting…');
  assert.equal(listPhase(summary(finished, 3), finished.now), 'Finished');
});

test('a screen reader hears the next round coming at a minute, ten seconds and zero only', () => {
  assert.equal(swissMilestone(60_400, 59_400, running), 'Round 3 in 1:00');
  assert.equal(swissMilestone(59_400, 58_400, running), null);
  assert.equal(swissMilestone(400, 0, running), 'Pairing round 3…');
  assert.equal(swissMilestone(10_500, 9_500, upcoming), 'Starts in 0:10');
});

test('each round of a row says its points, opponent and colour, and the whole in words', () => {
  const [alice, carol, , dave, erin] = running.standings.players;
  assert.deepEqual(resultCell(alice.results[0]),
    { kind: 'win', mark: '1', opponent: 'bob', colour: 'X', label: 'Round 1, win against bob, as X' });
  assert.equal(resultCell(running.standings.players[2].results[1]).mark, '½');
  assert.equal(resultCell(carol.results[1]).label, 'Round 2, loss against alice, as X');
  assert.deepEqual(resultCell(carol.results[0]),
    { kind: 'bye', mark: '1', opponent: '', colour: '', note: 'bye', label: 'Round 1, bye, 1 point' });
  assert.deepEqual(resultCell(erin.results[1]),
    { kind: 'absent', mark: '–', opponent: '', colour: '', note: 'absent', label: 'Round 2, absent, 0 points' });
  assert.deepEqual(resultCell(dave.results[0]),
    { kind: 'playing', mark: '*', opponent: 'erin', colour: 'X', label: 'Round 1, being played against erin, as X' });
  assert.equal(resultCell(undefined).kind, 'none', 'a round still to come');
});

test('a standings row has the rating with ? while provisional, the tie-breaks and one cell per round', () => {
  const rows = running.standings.players.map((p) => swissRow(p, 4));
  assert.deepEqual(rows.map((r) => r.rating), ['1712', '1500?', '1481', '1390', '']);
  assert.deepEqual(rows.map((r) => r.points), ['2', '1', '0.5', '0.5', '0']);
  assert.deepEqual([rows[2].buchholz, rows[2].sonnebornBerger], ['2.5', '0.25']);
  assert.equal(rows[0].cells.length, 4);
  assert.deepEqual(rows[0].cells.map((c) => c.kind), ['win', 'win', 'none', 'none']);
  assert.equal(rows[3].withdrawn, true);
  assert.equal(rows[4].absent, true);
});

test('a round\'s boards read their score as players write it, and open the game', () => {
  const [first, second] = roundsNewestFirst(running);
  assert.equal(first.round, 2, 'the newest round first');
  assert.deepEqual(boardLine(first.pairings[0]), { board: 1, x: 'carol', o: 'alice', code: 'Z8WX4E3F', live: false,
    score: '0–1', link: 'Replay carol against alice' });
  assert.equal(boardLine(first.pairings[1]).score, '½–½');
  assert.equal(boardLine(second.pairings[0]).score, '1–0');
  assert.deepEqual(boardLine(second.pairings[1]), { board: 2, x: 'dave', o: 'erin', code: 'M3RT9C2D', live: true,
    score: 'playing now', link: 'Watch dave against erin' });
});

test('a player is told whom the new round pairs them with, or that they have the bye', () => {
  assert.deepEqual(pairedNote(running, 'bob'), { round: 2, text: 'Round 2 paired: you play dave, as O.' });
  const third = { round: 3, pairings: [{ board: 1, x: 'alice', o: 'bob', code: 'NEWGAME1', result: null }], bye: 'carol' };
  assert.deepEqual(pairedNote({ ...running, paired: [...running.paired, third], me: { ...running.me, game: null } },
    'carol'), { round: 3, text: 'Round 3 paired: you have the bye (1 point).' });
  assert.equal(pairedNote({ ...running, me: null }, null), null, 'a guest is told nothing');
  assert.equal(pairedNote(upcoming, 'bob'), null, 'no round yet');
});

// Just after round 1 of three players is paired: the server counts carol's bye at once, so she leads while the
// others play (their cell "being played", hers the bye's point).
const justPaired = {
  ...running, round: 1, nextRoundAt: running.now + 10 * MIN,
  paired: [{ round: 1, pairings: [{ board: 1, x: 'alice', o: 'bob', code: 'K7PQ2A1B', result: null }], bye: 'carol' }],
  standings: { page: 1, pages: 1, players: [
    { rank: 1, name: 'carol', rating: 1500, provisional: false, points: 1, buchholz: 0, sonnebornBerger: 0,
      withdrawn: false, absent: false, results: [{ round: 1, opponent: null, colour: null, result: 'bye' }] },
    { rank: 2, name: 'alice', rating: 1712, provisional: false, points: 0, buchholz: 0, sonnebornBerger: 0,
      withdrawn: false, absent: false, results: [{ round: 1, opponent: 'bob', colour: 'X', result: null }] },
    { rank: 3, name: 'bob', rating: 1480, provisional: false, points: 0, buchholz: 0, sonnebornBerger: 0,
      withdrawn: false, absent: false, results: [{ round: 1, opponent: 'alice', colour: 'O', result: null }] },
  ] },
  me: { joined: true, withdrawn: false, rank: 1, points: 1, game: null, can: { join: false, withdraw: true } },
};

test('a bye\'s point shows in its row from the moment the round is paired, before the round ends', () => {
  const rows = justPaired.standings.players.map((p) => swissRow(p, 4));
  assert.deepEqual(rows.map((r) => [r.name, r.points]), [['carol', '1'], ['alice', '0'], ['bob', '0']]);
  assert.deepEqual(rows[0].cells.map((c) => c.mark), ['1', '', '', ''], 'the bye\'s point in round 1\'s cell');
  assert.deepEqual(rows[1].cells[0].kind, 'playing');
  assert.equal(meLine(justPaired.me), 'You: place 1, 1 point');
  assert.deepEqual(pairedNote(justPaired, 'carol'), { round: 1, text: 'Round 1 paired: you have the bye (1 point).' });
});

test('the player\'s own line and the podium\'s figures', () => {
  assert.equal(meLine(running.me), 'You: place 3, 0.5 points');
  assert.equal(meLine({ ...running.me, withdrawn: true }),
    'You: place 3, 0.5 points You have withdrawn: you are not paired from the next round on, and your results are kept.');
  assert.equal(meLine(null), null);
  assert.equal(podiumStats(finished.podium[0]), '2.5 points · Buchholz 3 · Sonneborn-Berger 2.75');
});

const form = {
  kind: 'swiss', name: 'Sunday Swiss', game: 'gomoku', opening: 'none', clock: '5+3', minutes: '', rounds: '4',
  roundInterval: '10', startsAt: null, rated: 'rated', password: '', minRating: '', maxRating: '', minRatedGames: '',
};

test('the create form makes a Swiss with rounds and their interval instead of a length', () => {
  assert.deepEqual(arenaRequest(form, 0), { body: {
    kind: 'swiss', name: 'Sunday Swiss', game: 'gomoku', opening: null, clock: { initialMs: 300_000, incrementMs: 3000 },
    rounds: 4, roundIntervalMinutes: 10, startsAt: null, rated: true, password: null, minRating: null,
    maxRating: null, minRatedGames: null,
  } });
  const fields = (f) => arenaRequest(f, 0).errors?.map((e) => e.field);
  assert.deepEqual(fields({ ...form, rounds: '2', roundInterval: '1' }), ['rounds', 'roundInterval']);
  assert.deepEqual(fields({ ...form, rounds: '16', roundInterval: '1441' }), ['rounds', 'roundInterval']);
  assert.equal(fields({ ...form, rounds: '15', roundInterval: '1440' }), undefined);
  assert.equal(fields({ ...form, rounds: '3', roundInterval: '2' }), undefined);
  assert.deepEqual(fields({ ...form, rounds: '4.5' }), ['rounds']);
  assert.equal(arenaRequest({ ...form, rounds: '' }, 0).errors[0].message, 'A Swiss tournament has 3 to 15 rounds.');
  assert.equal(arenaRequest({ ...form, roundInterval: '0' }, 0).errors[0].message,
    'Rounds are 2 to 1,440 minutes apart.');
});
