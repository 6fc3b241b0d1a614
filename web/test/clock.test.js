import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { stopwatch: format } = await import('../static/js/terms.js');

test('a live clock reads as a stopwatch: tenths under ten seconds, hours past an hour', () => {
  assert.equal(format(245_000), '4:05');
  assert.equal(format(9_300), '0:09.3');
  assert.equal(format(10_000), '0:10');
  assert.equal(format(0), '0:00.0');
  assert.equal(format(3_723_000), '1:02:03');
  assert.equal(format(59_999), '0:59'); // a second is shown only once it is whole
});
