// Quick pairing: the lobby's grid of pools. One click enters a pool over the pairing socket, a second click (or
// leaving the page, which closes the socket) leaves it; the server says how many seek and play in each pool and,
// once a game is made, hands this player its seat's token, and the page goes to the game at once.
import { rememberToken, savedName } from './store.js';
import { t, has } from './i18n.js';

// Outside a page (the pure functions' tests under `node --test`) there is no document and nothing to wire.
const card = globalThis.document?.getElementById('quick');
const status = globalThis.document?.getElementById('pool-status');
const buttons = card ? [...card.querySelectorAll('button.pool')] : [];
let socket = null;
let seeking = null;   // { pool, startedAt } while this page waits in a pool
let timer = null;

/** This browser's own player id for pairing: random, kept, so two tabs are one player (never paired together). */
function me() {
  try {
    let id = localStorage.getItem('inrow.me');
    if (!/^[0-9a-f]{32}$/.test(id ?? '')) {
      id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
      localStorage.setItem('inrow.me', id);
    }
    return id;
  } catch {
    return null;
  }
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const id = me();
  socket = new WebSocket(`${scheme}://${location.host}/pairing${id ? `?me=${id}` : ''}`);
  socket.addEventListener('message', (e) => receive(JSON.parse(e.data)));
  socket.addEventListener('close', () => {
    socket = null;
    showSeeking(null);
    status.textContent = t('js.lobby.quick.offline');
  });
}

function receive(m) {
  if (m.type === 'pools') {
    for (const p of m.pools) {
      const b = buttons.find((x) => x.dataset.pool === p.pool);
      if (b) b.querySelector('.pool-count').textContent = t('js.lobby.quick.counts', { seeking: p.seeking, playing: p.playing });
    }
  } else if (m.type === 'seeking') {
    showSeeking(m.pool);
  } else if (m.type === 'seeks' || m.type === 'my_seek' || `${m.id}`[0] === 'k') {
    if (more || m.list?.length || m.seek || m.id) seeks(m);
  } else if (m.type === 'paired') {
    rememberToken(m.code, m.token);
    status.textContent = t('js.lobby.quick.paired');
    location.href = `/g/${m.code}`;
  } else if (m.type === 'error') {
    const key = `js.lobby.quick.error.${m.code}`;
    status.textContent = has(key) ? t(key) : m.message;
  }
}

// seeks.js, loaded once there is a seek or the form is asked for; its replies' ids start with k.
let more;
const seeks = (m) => (more ??= import('./seeks.js').then((s) => s.start(send))).then((s) => s.receive(m));

function showSeeking(pool) {
  clearInterval(timer);
  seeking = pool ? { pool, startedAt: Date.now() } : null;
  for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.pool === pool));
  if (!seeking) {
    status.textContent = '';
    return;
  }
  const label = poolLabel(pool);
  const tick = () => {
    status.textContent = t('js.lobby.quick.looking', { pool: label, time: waited(Date.now() - seeking.startedAt) });
  };
  tick();
  timer = setInterval(tick, 1000);
}

/** How long this page has been looking, in whole seconds: 0:07, 1:30. */
export function waited(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** "Connect Four 3+2": the row's heading and the button's clock, as the grid shows them. */
function poolLabel(pool) {
  const b = buttons.find((x) => x.dataset.pool === pool);
  if (!b) return pool;
  const heading = document.getElementById(b.closest('.pool-row').getAttribute('aria-labelledby'));
  return `${heading.textContent} ${b.querySelector('b').textContent.trim()}`;
}

function send(message) {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The grid is one stop for Tab (27 buttons would be 27 stops between the form and the rest of the lobby): the arrow
 * keys move along a row and between rows, Home and End to the first and last pool, as on the board.
 */
function roving() {
  const rows = [...card.querySelectorAll('.pool-row')].map((r) => [...r.querySelectorAll('button.pool')]);
  buttons.forEach((b, i) => { b.tabIndex = i === 0 ? 0 : -1; });
  card.addEventListener('keydown', (e) => {
    const r = rows.findIndex((row) => row.includes(document.activeElement));
    if (r < 0) return;
    const c = rows[r].indexOf(document.activeElement);
    const at = (row, col) => rows[row][Math.min(col, rows[row].length - 1)];
    const next = {
      ArrowRight: rows[r][c + 1] ?? rows[r + 1]?.[0],
      ArrowLeft: rows[r][c - 1] ?? rows[r - 1]?.at(-1),
      ArrowDown: r + 1 < rows.length ? at(r + 1, c) : null,
      ArrowUp: r > 0 ? at(r - 1, c) : null,
      Home: buttons[0],
      End: buttons.at(-1),
    }[e.key];
    if (!next) return;
    e.preventDefault();
    for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
    next.focus();
  });
}

if (card) {
  roving();
  for (const b of buttons) {
    b.addEventListener('click', () => {
      if (seeking?.pool === b.dataset.pool) {
        send({ type: 'unseek' });
      } else if (seeking) {
        // One pool at a time: moving to another leaves the first, then enters the second.
        send({ type: 'unseek' });
        send({ type: 'seek', pool: b.dataset.pool, ...nameField() });
      } else {
        send({ type: 'seek', pool: b.dataset.pool, ...nameField() });
      }
    });
  }
  document.getElementById('seek-new').addEventListener('click', () => seeks());
  connect();
}

/** The name typed in the create form, or the one this browser used last; none is fine (Player 1 / Player 2). */
function nameField() {
  const typed = document.querySelector('#create input[name=name]')?.value.trim();
  const name = typed || savedName();
  return name ? { name } : {};
}
