import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('en');
const { waited } = await import('../static/js/quick.js');

test('the time spent looking reads in whole seconds', () => {
  assert.equal(waited(0), '0:00');
  assert.equal(waited(7_900), '0:07');
  assert.equal(waited(90_000), '1:30');
  assert.equal(waited(3_600_000), '60:00');
});
