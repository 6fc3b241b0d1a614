// The game page's notice that this browser's open seek was accepted meanwhile (presence.js hears it): a toast with a
// link to the new game, never a redirect, since the game on this page may still be going on. It sits first in the
// page's order after the header, so the keyboard reaches it at once, and it is said politely, without cutting in on
// what a screen reader is saying about the game. Its words and styles are fetched only when it shows.
import { t, lang, learn } from './i18n.js';
import { listen } from './presence.js';

// The live region is in the page before anything is said in it: a region added with its words already in it is
// not read out by every screen reader.
const region = document.createElement('div');
region.setAttribute('role', 'status');
document.querySelector('main').prepend(region);

function fetched(url) {
  return fetch(url).then((r) => r.json()).then((w) => learn(w.messages)).catch(() => { /* the keys show */ });
}

function styled() {
  const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/static/css/seeks.css' });
  const loaded = new Promise((done) => { sheet.onload = done; sheet.onerror = done; });
  document.head.append(sheet);
  return loaded;
}

async function show(paired) {
  await Promise.all([fetched(`/api/texts/notice?lang=${encodeURIComponent(lang)}`), styled()]);
  const box = document.createElement('div');
  box.className = 'seek-notice';
  const words = Object.assign(document.createElement('p'), { textContent: t('js.notice.seekTaken') });
  const link = Object.assign(document.createElement('a'), {
    href: `/g/${paired.code}`, textContent: t('js.notice.play'),
  });
  link.classList.add('button', 'primary');
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: t('js.notice.close') });
  const dismiss = () => {
    const had = box.contains(document.activeElement);
    box.remove();
    // The keyboard goes back to the game rather than to the top of the page.
    if (had) document.getElementById('status')?.focus({ preventScroll: true });
  };
  close.addEventListener('click', dismiss);
  box.addEventListener('keydown', (e) => { if (e.key === 'Escape') dismiss(); });
  box.append(words, link, close);
  region.replaceChildren(box);
}

listen(show);
