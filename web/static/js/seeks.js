// Seeks: custom games open to anyone, listed under quick pairing with an Accept button each, and a small form to
// open one. Loaded by quick.js only once there is a seek to show or the form is asked for, so the lobby's first load
// does not carry it (nor its words, which it fetches). The server decides everything; this shows what it sent.
import { t, has, lang, learn } from './i18n.js';
import { savedName } from './store.js';

const doc = globalThis.document;
let send = () => {};
let section = null;
let list = null;
let form = null;
let status = null;
let mine = null;      // this player's own open seek's id
let seeks = [];
let asked = 0;        // reply ids "k1", "k2": quick.js hands replies starting with k to this module

/** "1500?" while provisional, as every page shows a rating. */
export function ratingLabel(s) {
  return `${s.rating}${s.provisional ? '?' : ''}`;
}

/** The range in words: anyone, "1400–1800", "1400+", "≤ 1800". */
export function rangeLabel(s) {
  // Ratings read as figures, never grouped: "1000", not "1,000".
  const [min, max] = [String(s.min), String(s.max)];
  if (s.min == null && s.max == null) return t('js.seeks.anyone');
  if (s.max == null) return t('js.seeks.from', { min });
  if (s.min == null) return t('js.seeks.upTo', { max });
  return t('js.seeks.between', { min, max });
}

/** The pool buttons of the grid are the catalogue this page knows: game kind -> [clock, label] in its order. */
function catalogue() {
  const games = new Map();
  for (const b of doc.querySelectorAll('#quick button.pool')) {
    const [game, clock, rated] = b.dataset.pool.split('/');
    if (!games.has(game)) games.set(game, []);
    if (!rated) games.get(game).push([clock, b.querySelector('b').textContent.trim()]);
  }
  return games;
}

function clockLabel(game, clock) {
  return catalogue().get(game)?.find(([c]) => c === clock)?.[1] ?? clock;
}

function el(tag, props = {}, ...children) {
  const e = Object.assign(doc.createElement(tag), props);
  e.append(...children);
  return e;
}

/** A label beside its control, not around it: around a select, the chosen option would join the label's name. */
function field(label, control) {
  control.id = `seek-${control.name}`;
  return el('div', { className: 'field' }, el('label', { htmlFor: control.id, textContent: label }), control);
}

function build() {
  doc.head.append(el('link', { rel: 'stylesheet', href: '/static/css/seeks.css' }));
  list = el('ul', { className: 'seek-list' });
  status = el('p', { className: 'seek-status', role: 'status' });
  status.setAttribute('aria-live', 'polite');
  form = buildForm();
  section = el('section', { className: 'card', id: 'seeks' },
    el('h2', { id: 'seeks-title', textContent: t('js.seeks.title') }), list, status, form);
  section.setAttribute('aria-labelledby', 'seeks-title');
  section.classList.add('seeks');
  doc.getElementById('seek-new').after(section);
}

function buildForm() {
  const games = catalogue();
  const game = el('select', { name: 'game' });
  for (const g of games.keys()) game.append(el('option', { value: g, textContent: t(`lobby.quick.game.${g}`) }));
  const clock = el('select', { name: 'clock' });
  const clocks = () => {
    clock.replaceChildren(...games.get(game.value).map(([c, label]) => el('option', { value: c, textContent: label })));
  };
  game.addEventListener('change', clocks);
  clocks();
  const number = (name) => el('input', { name, type: 'number', min: 600, max: 3000, step: 50, inputMode: 'numeric' });
  const min = number('min');
  const max = number('max');
  const f = el('form', { className: 'seek-form', hidden: true },
    el('h3', { textContent: t('js.seeks.create') }),
    field(t('js.seeks.game'), game), field(t('js.seeks.clock'), clock),
    field(t('js.seeks.min'), min), field(t('js.seeks.max'), max));
  // Rated seeks only where the page offers rated pools: for a signed-in person.
  if (doc.querySelector('#quick button.pool[data-pool$="/rated"]')) {
    f.append(el('label', { className: 'check' }, el('input', { type: 'checkbox', name: 'rated' }),
      el('span', { textContent: t('js.seeks.rated') })));
  }
  f.append(el('button', { type: 'submit', className: 'primary', textContent: t('js.seeks.open') }));
  f.addEventListener('submit', (e) => {
    e.preventDefault();
    const bound = (input) => (input.value === '' ? undefined : Number(input.value));
    ask({ type: 'seek_open', game: game.value, clock: clock.value, rated: !!f.elements.rated?.checked,
      min: bound(min), max: bound(max), ...named() });
  });
  return f;
}

function named() {
  const typed = doc.querySelector('#create input[name=name]')?.value.trim();
  const name = typed || savedName();
  return name ? { name } : {};
}

function ask(message) {
  status.textContent = '';
  send({ ...message, id: `k${++asked}` });
}

function render() {
  const items = seeks.map((s) => {
    const game = `${t(`lobby.quick.game.${s.game}`)} ${clockLabel(s.game, s.clock)}`;
    const who = el('span', { className: 'seek-who' }, el('b', { textContent: s.name }),
      ` ${ratingLabel(s)}`);
    const what = el('span', { className: 'seek-what',
      textContent: [game, t(s.rated ? 'js.seeks.isRated' : 'js.seeks.casual'), rangeLabel(s)].join(' · ') });
    const own = s.id === mine;
    const button = el('button', { type: 'button', textContent: t(own ? 'js.seeks.cancel' : 'js.seeks.accept') });
    button.setAttribute('aria-label', t(own ? 'js.seeks.cancelLabel' : 'js.seeks.acceptLabel',
      { name: s.name, game }));
    button.addEventListener('click', () => ask(own ? { type: 'seek_cancel' }
      : { type: 'seek_accept', seek: s.id, ...named() }));
    const li = el('li', { className: 'seek' }, who, what, button);
    li.classList.toggle('mine', own);
    return li;
  });
  list.replaceChildren(...(items.length ? items : [el('li', { className: 'hint', textContent: t('js.seeks.none') })]));
}

/** quick.js calls this for each seeks, my_seek and k-numbered reply, and with nothing when the form is asked for. */
export function receive(m) {
  if (!m) {
    form.hidden = false;
    form.querySelector('select').focus();
  } else if (m.type === 'seeks') {
    seeks = m.list;
    render();
  } else if (m.type === 'my_seek') {
    mine = m.seek;
    keep(mine);
    if (mine) form.hidden = true;
    if (m.id) status.textContent = t(mine ? 'js.seeks.opened' : 'js.seeks.cancelled');
    render();
  } else if (m.type === 'error') {
    const key = `js.seeks.error.${m.code}`;
    status.textContent = has(key) ? t(key) : m.message;
  }
}

/**
 * While a seek is open the site's other pages keep it listed: their sockets and requests name this browser by the
 * guest cookie, and presence.js (on pages without a socket) beats while the flag is set.
 */
function keep(open) {
  try {
    const me = localStorage.getItem('inrow.me');
    if (open && me) doc.cookie = `inrow_me=${me}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    if (open) localStorage.setItem('inrow.seek', '1');
    else localStorage.removeItem('inrow.seek');
  } catch { /* no storage: the seek lives while a lobby is open */ }
}

/** Fetches this module's words, then builds the section; {@code sender} sends on the pairing socket. */
export async function start(sender) {
  send = sender;
  try {
    const r = await fetch(`/api/texts/seeks?lang=${encodeURIComponent(lang)}`);
    learn((await r.json()).messages);
  } catch {
    // Offline: the keys show instead of words, and the socket is likely closed too.
  }
  build();
  render();
  return { receive };
}
