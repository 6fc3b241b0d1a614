import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';
import { chartPoints } from '../static/js/rating.js';

pageIn('en');
const { seatRating, signedChange } = await import('../static/js/seats.js');

test('a change is signed as people read it', () => {
  assert.equal(signedChange(12), '+12');
  assert.equal(signedChange(-12), '\u221212');
  assert.equal(signedChange(0), '\u00b10');
});

test('a seat shows the label the server sent, and the change once the round is rated', () => {
  assert.equal(seatRating({ name: 'Ana' }), '', 'a casual game shows no rating');
  assert.equal(seatRating(null), '');
  assert.equal(seatRating({ rating: '1500?' }), '1500?');
  assert.equal(seatRating({ rating: '1500?', rating_change: 162 }), '1500? +162');
  assert.equal(seatRating({ rating: '1732', rating_change: -9 }), '1732 \u22129');
});

test('the chart runs left to right with the highest rating at the top', () => {
  const points = chartPoints([{ rating: 1500 }, { rating: 1600 }, { rating: 1550 }], 108, 58, 4);
  assert.equal(points, '4,54 54,4 104,29');
  assert.equal(chartPoints([{ rating: 1662 }], 100, 50), '50,25', 'one game: a point in the middle');
  assert.equal(chartPoints([{ rating: 1500 }, { rating: 1500 }], 100, 50, 0), '0,25 100,25', 'flat: the middle');
  assert.equal(chartPoints([], 100, 50), '');
});
