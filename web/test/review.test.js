import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gradeMark, outcomeWords, moveVerdict, progressWords, everyWords, valueText, valueMarks, evalSeries, graphPath,
  plyAt } from '../static/js/review.js';

// Outside a page the words are the keys (no catalogue): the tests check which sentence is chosen and with what.

test('grades become the move list marks the notation uses, and good moves none', () => {
  assert.equal(gradeMark('inaccuracy'), '?!');
  assert.equal(gradeMark('mistake'), '?');
  assert.equal(gradeMark('blunder'), '??');
  assert.equal(gradeMark('best'), '');
  assert.equal(gradeMark(null), '');
});

test('an outcome is exact words or a chance', () => {
  assert.equal(outcomeWords(null), 'js.review.unproven');
  assert.equal(outcomeWords({ chance: 0.5, result: 0, plies: 0 }), 'js.review.draw');
  assert.equal(outcomeWords({ chance: 1, result: 1, plies: 3 }), 'js.review.winsIn');
  assert.equal(outcomeWords({ chance: 0.42, result: null, plies: null }), 'js.review.chance');
});

test('a flawed move names the better one; the best move and an unreviewed one do not', () => {
  const move = (grade, best) => ({ grade, played: [1, 0], best, by: 'O', outcome: null, best_outcome: null });
  assert.equal(moveVerdict(move('blunder', [0, 0]), 3, 'O'), 'js.review.blunderBetter');
  assert.equal(moveVerdict(move('mistake', [1, 0]), 3, 'O'), 'js.review.mistake', 'the best was this very move');
  assert.equal(moveVerdict(move('best', [1, 0]), 3, 'O'), 'js.review.best');
  assert.equal(moveVerdict(move(null, [0, 0]), 3, 'O'), 'js.review.unproven.move');
});

test('progress says the queue, then the moves done, then nothing', () => {
  assert.equal(progressWords({ state: 'waiting', ahead: 2 }), 'js.review.waiting');
  assert.equal(progressWords({ state: 'running', moves: [{}], total: 9 }), 'js.review.running');
  assert.equal(progressWords({ state: 'done', moves: [], total: 0 }), '');
});

test('every move of an exact position is listed, columns by letter on a gravity board', () => {
  const m = { every: [{ move: [3, 5], outcome: { chance: 1, result: 1, plies: 3 } }] };
  assert.equal(everyWords(m, { gravity: true, height: 6 }), 'js.review.every');
  assert.equal(everyWords({ every: [] }, { gravity: true, height: 6 }), '');
  assert.equal(everyWords(null, { gravity: false, height: 3 }), '');
});

test('a proven value is a few characters on its point, toned; an estimate puts nothing on the board', () => {
  assert.equal(valueText({ result: 1, plies: 5, chance: 1 }), '+3');
  assert.equal(valueText({ result: -1, plies: 2, chance: 0 }), '\u22121');
  assert.equal(valueText({ result: 0, plies: 0, chance: 0.5 }), '=');
  assert.equal(valueText(null), '?');
  const marks = valueMarks({ every: [
    { move: [3, 5], outcome: { result: 1, plies: 9, chance: 1 } },
    { move: [2, 5], outcome: { result: 0, plies: 0, chance: 0.5 } },
    { move: [0, 5], outcome: null },
  ] });
  assert.deepEqual(marks.map((m) => [m.x, m.y, m.text, m.tone]),
    [[3, 5, '+5', 'win'], [2, 5, '=', 'draw'], [0, 5, '?', 'unknown']]);
  assert.deepEqual(valueMarks({ every: [] }), []);
  assert.deepEqual(valueMarks(null), []);
});

test("the graph's points are X's share after each move, whoever moved", () => {
  const moves = [
    { ply: 0, by: 'X', outcome: { result: null, plies: null, chance: 0.6 } },
    { ply: 1, by: 'O', outcome: { result: null, plies: null, chance: 0.3 } },
    { ply: 2, by: 'X', outcome: null },
    { ply: 3, by: 'O', outcome: { result: -1, plies: 4, chance: 0 } },
  ];
  const s = evalSeries(moves);
  assert.deepEqual(s.map((p) => p.ply), [1, 2, 3, 4]);
  assert.equal(s[0].x, 0.6);
  assert.ok(Math.abs(s[1].x - 0.7) < 1e-9, 'O keeping 30% leaves X 70%');
  assert.equal(s[2].x, null);
  assert.equal(s[3].x, 1, 'O proven lost is X won');
});

test('the graph starts even, breaks at an unknown move, and a click picks the nearest move', () => {
  const series = [{ ply: 1, x: 1 }, { ply: 2, x: null }, { ply: 3, x: 0 }, { ply: 4, x: 0.5 }];
  assert.equal(graphPath(series, 4, 100, 10), 'M0 5L25 0M75 10L100 5');
  assert.equal(plyAt(0, 5), 0);
  assert.equal(plyAt(0.4, 5), 2);
  assert.equal(plyAt(0.99, 5), 5);
  assert.equal(plyAt(1.3, 5), 5);
  assert.equal(plyAt(-0.2, 5), 0);
});
