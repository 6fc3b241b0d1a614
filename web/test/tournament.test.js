import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { stepText, pointName, prompt } = await import('../static/js/tournament.js');

// Soosorv-8 after Ana's three stones: Bo (O) may swap; Ana waits.
const game = {
  rules: { width: 15, height: 15 },
  players: { X: { name: 'Ana', kind: 'human' }, O: { name: 'Bo', kind: 'human' } },
  opening: { rule: 'soosorv8', phase: 'place', actor: 'O', stones: 3, step: 'swap', offered: [] },
};

test('a step is spelt as the step message spells it, points in renju notation', () => {
  assert.equal(pointName(7, 7, 15), 'h8');
  assert.equal(pointName(0, 14, 15), 'a1');
  assert.equal(stepText('place', ['h8']), 'place h8');
  assert.equal(stepText('declare', ['j10'], 3), 'declare j10 3');
  assert.equal(stepText('offer', ['g8', 'g9']), 'offer g8 g9');
  assert.equal(stepText('pick', ['g9']), 'pick g9');
});

test('the one who acts is told what the step asks; everyone else whom they wait for', () => {
  assert.equal(prompt(game, 'O', { step: true }), 'You hold white: swap to black, or keep white');
  assert.equal(prompt(game, 'X', { step: false }), 'Bo may swap colours');
  assert.equal(prompt(game, null, { step: false }), 'Bo may swap colours');
  const offer = { ...game, opening: { ...game.opening, actor: 'X', step: 'offer', declared: 3 } };
  assert.equal(prompt(offer, 'X', { step: true }),
    'Place 3 fifth moves for white to pick from, none a mirror image of another');
  assert.equal(prompt(offer, 'O', { step: false }), 'Ana is offering fifth moves');
});
