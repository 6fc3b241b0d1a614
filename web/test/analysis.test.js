import { test } from 'node:test';
import assert from 'node:assert/strict';
import { emptyTree, fromMoves, movesAt, play, promote, remove, back, forward, rows, nodeAt }
  from '../static/js/analysis-tree.js';
import { encodeRules, decodeRules, encodeTree, decodeTree, encodePath, decodePath, linkQuery, fromQuery,
  toColumns, fromColumns, toPsq, fromPsq, toText, fromText, PRESETS, apiRules } from '../static/js/analysis-codec.js';

const H8 = [7, 7];
const I9 = [8, 6];
const G7 = [6, 8];
const J10 = [9, 5];

test('moves make the main line; a different move off it makes a variation, the same move follows it', () => {
  let s = { tree: emptyTree(), path: [] };
  s = play(s.tree, s.path, H8);
  s = play(s.tree, s.path, I9);
  assert.deepEqual(s.path, [0, 0]);
  const before = s.tree;
  s = play(s.tree, back(s.path), G7);
  assert.deepEqual(s.path, [0, 1], 'a variation beside I9');
  assert.deepEqual(movesAt(s.tree, s.path), [H8, G7]);
  assert.deepEqual(nodeAt(before, [0]).children.length, 1, 'the old tree is left as it was');
  const again = play(s.tree, [0], I9);
  assert.equal(again.tree, s.tree, 'playing the main move again follows it');
  assert.deepEqual(again.path, [0, 0]);
  assert.deepEqual(forward(s.tree, [0]), [0, 0], 'forward goes along the main line');
  assert.deepEqual(forward(s.tree, [0, 0]), [0, 0]);
});

test('promote makes a variation the main line; delete removes it and goes back', () => {
  let s = play(fromMoves([H8, I9]), [0], G7);
  s = play(s.tree, s.path, J10);
  const p = promote(s.tree, [0, 1]);
  assert.deepEqual(p.path, [0, 0]);
  assert.deepEqual(movesAt(p.tree, [0, 0, 0]), [H8, G7, J10], 'the promoted line keeps its moves');
  assert.deepEqual(movesAt(p.tree, [0, 1]), [H8, I9]);
  const d = remove(p.tree, [0, 1]);
  assert.deepEqual(d.path, [0]);
  assert.equal(nodeAt(d.tree, [0]).children.length, 1);
  assert.deepEqual(remove(d.tree, []).path, [], 'the start cannot be removed');
});

test('rows read the main line with each variation after the move it replaces', () => {
  let s = play(fromMoves([H8, I9, J10]), [0], G7);
  const r = rows(s.tree).map((x) => `${x.path.join('')}:${x.depth}`);
  assert.deepEqual(r, ['0:0', '00:0', '01:1', '000:0']);
});

test('rules and trees survive the link, main line first, variations in brackets', () => {
  let s = play(fromMoves([H8, I9, J10]), [0], G7);
  s = play(s.tree, s.path, [0, 14]);
  const text = encodeTree(s.tree, 15);
  assert.equal(text, 'h8(i9j10)(g7a1)');
  assert.deepEqual(decodeTree(text, 15, 15), s.tree);
  assert.equal(decodeTree('h8(j9', 15, 15), null, 'unbalanced');
  assert.equal(decodeTree('z99', 15, 15), null, 'off the board');
  assert.deepEqual(decodeTree('', 15, 15), emptyTree());
  assert.equal(encodeRules(PRESETS.connect4), 'connect4');
  const custom = { width: 9, height: 7, win: 4, overline: false, renju: false, gravity: true };
  assert.equal(encodeRules(custom), '9x7k4ge');
  assert.deepEqual(decodeRules('9x7k4ge'), custom);
  assert.equal(decodeRules('2x2k5'), null);
  assert.deepEqual(apiRules(custom), { width: 9, height: 7, win: 4, overline: false, gravity: true });
  assert.equal(encodePath([0, 1, 0, 11]), '010b');
  const q = linkQuery(PRESETS.gomoku, s.tree, s.path);
  const back = fromQuery(q);
  assert.deepEqual(back.tree, s.tree);
  assert.deepEqual(back.path, s.path);
  assert.deepEqual(back.rules, PRESETS.gomoku);
  assert.deepEqual(decodePath('0z', s.tree), [0], 'a path leading nowhere stops where it can');
});

test('Connect Four column strings are where the stones land', () => {
  const c4 = PRESETS.connect4;
  assert.deepEqual(fromColumns('4455', c4), [[3, 5], [3, 4], [4, 5], [4, 4]]);
  assert.equal(toColumns(fromColumns('4455', c4)), '4455');
  assert.equal(fromColumns('4444444', c4), null, 'a full column');
  assert.equal(fromColumns('48', c4), null);
});

test('psq and txt records round trip, and read the files the game page writes', () => {
  const moves = [H8, I9, G7];
  assert.deepEqual(fromPsq(toPsq(PRESETS.gomoku, moves)), { width: 15, height: 15, moves });
  assert.deepEqual(fromPsq('Piskvorky 20x20, 11:11, 0\n10,10,0\n11,10,120\nBrain1.exe\n-1\n').moves, [[9, 9], [10, 9]]);
  assert.equal(fromPsq('hello'), null);
  const renju = toText(PRESETS.renju, moves);
  assert.deepEqual(fromText(renju), { rules: PRESETS.renju, moves });
  const record = 'InRow game ABCD\nRules: 7x6, 4 in a row, longer lines win too, gravity (stones drop to the lowest '
    + 'empty cell of their column)\nTime control: none\nX: Ana\nO: Bo\nRound: 1\nResult: X wins\nMoves:\n1. D1 D2\n'
    + '2. E1\n';
  assert.deepEqual(fromText(record), { rules: PRESETS.connect4, moves: [[3, 5], [3, 4], [4, 5]] });
  assert.equal(fromText('no rules here'), null);
});

test('a set-up position is played in turn order, black first, when the counts allow', async () => {
  const { setupMoves } = await import('../static/js/analysis-tree.js');
  assert.deepEqual(setupMoves([H8, G7], [I9]), [H8, I9, G7]);
  assert.deepEqual(setupMoves([H8], [I9]), [H8, I9]);
  assert.deepEqual(setupMoves([], []), []);
  assert.equal(setupMoves([H8, G7, J10], [I9]), null, 'two black stones too many');
  assert.equal(setupMoves([], [I9]), null, 'white cannot have moved first');
});
