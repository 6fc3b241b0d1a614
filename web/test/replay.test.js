import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { positionAt, pastRound } = await import('../static/js/replay.js');
const { cellName } = await import('../static/js/board.js');
const { inOpening, actor } = await import('../static/js/opening.js');

const rules = { width: 3, height: 3, win: 3 };
const live = {
  rules, round: 2, status: 'over', turn: 'O', moves: [[0, 0], [1, 1], [0, 1], [2, 2], [0, 2]],
  result: { winner: 'X', reason: 'line', line: [[0, 0], [0, 1], [0, 2]] }, forbidden: [], opening: null,
  players: { X: { name: 'Ann' }, O: { name: 'Bob' } },
};

test('a position in the past has the board after that many moves and no result', () => {
  const p = positionAt(live, 2);
  assert.deepEqual(p.board, ['X..', '.O.', '...']);
  assert.equal(p.result, null);
  assert.deepEqual(p.moves, [[0, 0], [1, 1]]);
  assert.equal(positionAt(live, 5), live, 'the last position is the game itself');
});

test('an earlier round played the other way round shows its players at the colours they had', () => {
  const r = pastRound(live, { round: 1, moves: [[1, 1]], swapped: true, winner: 'O', reason: 'resign' });
  assert.equal(r.players.X.name, 'Bob');
  assert.equal(r.players.O.name, 'Ann');
  assert.deepEqual(r.board, ['...', '.X.', '...']);
  assert.deepEqual(r.result, { winner: 'O', reason: 'resign', line: [] });
});

test('cells are named as on a printed board: columns from A, rows from the bottom', () => {
  assert.equal(cellName(0, 14, 15), 'A1');
  assert.equal(cellName(7, 7, 15), 'H8');
  assert.equal(cellName(2, 0, 3), 'C3');
});

test('in a swap opening the opening names who acts; after it the side to move does', () => {
  const opening = { ...live, status: 'playing', turn: 'X', opening: { phase: 'choose', actor: 'O' } };
  assert.equal(inOpening(opening), true);
  assert.equal(actor(opening), 'O');
  const done = { ...opening, opening: { phase: 'done', actor: null } };
  assert.equal(inOpening(done), false);
  assert.equal(actor(done), 'X');
});
