import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageIn } from './page.js';

pageIn('fr');
const { t } = await import('../static/js/i18n.js');

test('French counts zero and one as singular, and writes thousands with a narrow space', () => {
  assert.equal(t('js.lobby.moves', { n: 0 }), '0 coup');
  assert.equal(t('js.lobby.moves', { n: 1 }), '1 coup');
  assert.equal(t('js.lobby.moves', { n: 2 }), '2 coups');
  assert.equal(t('js.lobby.moves', { n: 1200 }), '1\u202f200 coups');
});

test('a select names the colour to move in French', () => {
  assert.equal(t('js.lobby.mine.playing', { n: 4, seat: 'white' }), '4 coups, trait aux blancs');
});
