import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const view = await import('../static/js/arena-view.js');
const { countdown, phase, milestone, sheetMark, standingRow, terms, conditions, arenaRequest, serverNow, clockOf,
  clockCode, errorText, pageLabel } = view;

const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const MIN = 60_000;

test('a countdown reads as a clock face, in days and hours from a day on', () => {
  assert.equal(countdown(0), '0:00');
  assert.equal(countdown(-5000), '0:00');
  assert.equal(countdown(9_000), '0:09');
  assert.equal(countdown(9_001), '0:10', 'a second begun is counted: the count reaches 0:00 when the time is up');
  assert.equal(countdown(4 * MIN + 5000), '4:05');
  assert.equal(countdown(62 * MIN + 3000), '1:02:03');
  assert.equal(countdown(26 * 60 * MIN), '1 day 2 h');
  assert.equal(countdown(3 * 24 * 60 * MIN), '3 days 0 h');
});

test('the server time runs on from its snapshot by the page\'s monotonic clock, never backwards', () => {
  assert.equal(serverNow({ now: NOW, at: 1000 }, 3500), NOW + 2500);
  assert.equal(serverNow({ now: NOW, at: 1000 }, 900), NOW);
});

const arena = (status, extra = {}) => ({ status, startsAt: NOW + 5 * MIN, endsAt: NOW + 65 * MIN, ...extra });

test('an arena counts down to its start, then to its end, then says it is over', () => {
  assert.deepEqual(phase(arena('created'), NOW), { key: 'upcoming', text: 'Starts in 5:00', left: 5 * MIN });
  assert.equal(phase(arena('created'), NOW + 6 * MIN).text, 'Starting…', 'the server has not started it yet');
  assert.equal(phase(arena('started'), NOW + 5 * MIN).text, 'Ends in 1:00:00');
  assert.equal(phase(arena('finished'), NOW).text, 'Finished');
});

test('a screen reader hears the countdown at its milestones only', () => {
  assert.equal(milestone(5 * MIN + 400, 5 * MIN - 600, 'upcoming'), 'Starts in 5:00');
  assert.equal(milestone(5 * MIN - 600, 5 * MIN - 1600, 'upcoming'), null);
  assert.equal(milestone(30_500, 29_500, 'running'), 'Ends in 0:30');
  assert.equal(milestone(400, 0, 'running'), 'Time is up: the games still being played finish and count.');
  assert.equal(milestone(9 * MIN, 8 * MIN, 'running'), null);
});

test('a sheet\'s game is a small mark of its points, with the words behind it', () => {
  assert.deepEqual(sheetMark({ result: 'win', points: 4, berserk: true, fire: true }),
    { text: '4', kind: 'win', fire: true, berserk: true, label: 'win, 4 points, on a streak, berserk' });
  assert.deepEqual(sheetMark({ result: 'loss', points: 0, berserk: false, fire: false }),
    { text: '0', kind: 'loss', fire: false, berserk: false, label: 'loss, 0 points' });
  assert.equal(sheetMark({ result: 'draw', points: 1 }).label, 'draw, 1 point');
});

test('a standings row shows a provisional rating with a question mark and only the latest games', () => {
  const sheet = Array.from({ length: 15 }, (_, i) => ({ result: i % 2 ? 'win' : 'loss', points: i % 2 ? 2 : 0 }));
  const row = standingRow({ rank: 3, name: 'ana', rating: 1523, provisional: true, score: 14, fire: true,
    paused: false, withdrawn: false, sheet });
  assert.equal(row.rating, '1523?');
  assert.equal(row.score, '14');
  assert.equal(row.marks.length, 12);
  assert.equal(row.more, 3);
  assert.equal(row.marks.at(-1).kind, sheet.at(-1).result, 'newest last, as the server sends them');
  assert.equal(standingRow({ rank: 1, name: 'bo', rating: null, score: 0 }).rating, '');
  assert.deepEqual(standingRow({ rank: 1, name: 'bo', rating: 1500, score: 0 }).marks, []);
});

test('an arena\'s terms and entry conditions in words', () => {
  assert.equal(terms({ game: 'renju', opening: 'swap2', clock: { initialMs: 180_000, incrementMs: 2000 }, minutes: 60 }),
    'Renju · Swap2 · 3 min + 2 s · 60 minutes');
  assert.equal(terms({ game: 'tictactoe', opening: null, clock: { initialMs: 60_000, incrementMs: 0 }, minutes: 10 }),
    'Tic-tac-toe · 1 min + 0 s · 10 minutes');
  assert.deepEqual(conditions({ minRating: 1400, maxRating: 1800, minRatedGames: 1 }),
    ['Rating 1400 to 1800', 'At least 1 rated game']);
  assert.deepEqual(conditions({ minRating: null, maxRating: 1600, minRatedGames: null }), ['Rating 1600 or less']);
  assert.deepEqual(conditions({ minRating: null, maxRating: null, minRatedGames: null }), []);
  assert.deepEqual(conditions(null), []);
  assert.equal(pageLabel({ page: 2, pages: 3 }), 'Page 2 of 3');
});

test('a clock\'s menu value and the API\'s clock are one another', () => {
  assert.deepEqual(clockOf('3+2'), { initialMs: 180_000, incrementMs: 2000 });
  assert.equal(clockOf('3'), null);
  for (const c of view.CLOCKS) assert.equal(clockCode(clockOf(c)), c);
});

const form = {
  name: ' Friday blitz ', game: 'gomoku', opening: 'none', clock: '3+2', minutes: '60', startsAt: null,
  rated: 'rated', password: '', minRating: '', maxRating: '', minRatedGames: '',
};

test('a filled form becomes the body the API asks for', () => {
  assert.deepEqual(arenaRequest(form, NOW), { body: {
    kind: 'arena', name: 'Friday blitz', game: 'gomoku', opening: null, clock: { initialMs: 180_000, incrementMs: 2000 },
    minutes: 60, startsAt: null, rated: true, password: null, minRating: null, maxRating: null, minRatedGames: null,
  } });
  const locked = arenaRequest({ ...form, game: 'renju', opening: 'swap2', rated: 'casual', password: 'owl',
    startsAt: NOW + 60 * MIN, minRating: '1400', maxRating: '1800', minRatedGames: '5' }, NOW).body;
  assert.equal(locked.opening, 'swap2');
  assert.equal(locked.rated, false);
  assert.equal(locked.password, 'owl');
  assert.equal(locked.startsAt, NOW + 60 * MIN);
  assert.deepEqual([locked.minRating, locked.maxRating, locked.minRatedGames], [1400, 1800, 5]);
  assert.equal(arenaRequest({ ...form, game: 'connect4', opening: 'swap' }, NOW).body.opening, null,
    'a swap opening belongs to the five-in-a-row games only');
});

test('a bad form names each field that is wrong, and sends nothing', () => {
  const fields = (f) => arenaRequest(f, NOW).errors?.map((e) => e.field);
  assert.deepEqual(fields({ ...form, name: '   ' }), ['name']);
  assert.deepEqual(fields({ ...form, name: 'x'.repeat(61) }), ['name']);
  assert.equal(fields({ ...form, name: 'x' }), undefined);
  assert.deepEqual(fields({ ...form, minutes: '9' }), ['minutes']);
  assert.deepEqual(fields({ ...form, minutes: '181' }), ['minutes']);
  assert.equal(fields({ ...form, minutes: '180' }), undefined);
  assert.equal(fields({ ...form, minutes: '10' }), undefined);
  assert.deepEqual(fields({ ...form, minutes: '30.5' }), ['minutes']);
  assert.deepEqual(fields({ ...form, startsAt: NOW - 1 }), ['startsAt']);
  assert.deepEqual(fields({ ...form, startsAt: NOW + 7 * 24 * 60 * MIN + 1 }), ['startsAt']);
  assert.deepEqual(fields({ ...form, startsAt: Number.NaN }), ['startsAt']);
  assert.deepEqual(fields({ ...form, minRating: '1800', maxRating: '1400' }), ['maxRating']);
  assert.deepEqual(fields({ ...form, minRating: 'abc', minRatedGames: '-1' }), ['minRating', 'minRatedGames']);
  assert.deepEqual(fields({ ...form, game: 'chess', clock: 'none' }), ['game', 'clock']);
  assert.equal(arenaRequest({ ...form, minutes: '5' }, NOW).errors[0].message, 'An arena lasts 10 to 180 minutes.');
});

test('an API error is said in the server\'s words (in the person\'s language), or that no answer came', () => {
  assert.equal(errorText({ code: 'entry_condition', message: 'Your rating is under 1400.' }),
    'Your rating is under 1400.');
  assert.equal(errorText(undefined), 'The server cannot be reached; trying again.');
});

test('a player\'s game reads who played whom and how it stands', () => {
  assert.deepEqual(view.gameLine({ code: 'K7PQ2AB1', x: 'ana', o: 'bo', result: null }),
    { code: 'K7PQ2AB1', live: true, text: 'ana against bo, playing now' });
  assert.equal(view.gameLine({ code: 'K', x: 'ana', o: 'bo', result: 'O' }).text, 'ana against bo, bo won');
  assert.equal(view.gameLine({ code: 'K', x: 'ana', o: 'bo', result: 'draw' }).text, 'ana against bo, draw');
});
