import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { rangeLabel, ratingLabel } = await import('../static/js/seeks.js');

test('a rating shows a question mark while provisional', () => {
  assert.equal(ratingLabel({ rating: 1500, provisional: true }), '1500?');
  assert.equal(ratingLabel({ rating: 1732, provisional: false }), '1732');
});

test('a range reads as anyone, a floor, a ceiling or both, its figures never grouped', () => {
  assert.equal(rangeLabel({ min: null, max: null }), 'anyone');
  assert.equal(rangeLabel({ min: 1400, max: null }), '1400+');
  assert.equal(rangeLabel({ min: null, max: 1800 }), 'up to 1800');
  assert.equal(rangeLabel({ min: 1000, max: 2000 }), '1000–2000');
});
