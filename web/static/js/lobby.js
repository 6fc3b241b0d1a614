// The lobby: the create form, the code box, and the live games list, refreshed every few seconds.
import './app.js';
import './quick.js';
import { rememberToken, savedName, saveName, myGames, forgetToken, tokenFor } from './store.js';
import { t } from './i18n.js';
import { gameName, clockFace, timeControl } from './terms.js';
import { sideCode, sideName, withLocalNames } from './seats.js';

const $ = (id) => document.getElementById(id);

// The small boards are fetched with the first card that needs one: a lobby with no games listed stays lighter.
let boards = null;
function boardFor(g) {
  const spot = document.createElement('span');
  boards ??= import('./mini-board.js');
  boards.then(({ miniBoard }) => spot.replaceWith(miniBoard(g)));
  return spot;
}
const form = $('create');

// The computer's levels: the ladder's eight (codes "1" to "8", measured in docs/bots.md, "The ladder"), then the
// seeds' players by name. Each ladder level reads the same on every game; a named player's words depend on the game.
function levelAbout(value, kind) {
  return /^[1-8]$/.test(value) ? t(`js.lobby.levelAbout.ladder.${value}`) : t(`js.lobby.levelAbout.${kind}.${value}`);
}

if (form) {
  // Show only the options that belong to the chosen game and opponent.
  const sync = () => {
    const f = form.elements;
    const win = { gomoku: 5, connect4: 4, custom: Number(f.win.value) }[f.preset.value] ?? 3;
    const gravity = f.preset.value === 'connect4' || (f.preset.value === 'custom' && f.gravity.checked);
    const kind = f.preset.value === 'connect4' ? 'drop' : win >= 5 || gravity ? 'five' : 'small';
    $('level-about').textContent = levelAbout(f.level.value, kind);
    $('custom').hidden = f.preset.value !== 'custom';
    $('gomoku-rules').hidden = f.preset.value !== 'gomoku';
    if (f.gomokuRules.value === 'renju') import('./openings.js');
    $('vs-computer').hidden = f.mode.value !== 'computer';
    $('cpu-vs-cpu').hidden = f.mode.value !== 'cpu';
    $('name-field').hidden = f.mode.value === 'cpu';
    // Time controls: the presets that suit the chosen game, and the custom fields for the chosen kind.
    $('time').hidden = f.mode.value === 'cpu';
    for (const option of f.clock.options) {
      option.hidden = !option.dataset.games.split(' ').includes(f.preset.value);
    }
    if (f.clock.selectedOptions[0]?.hidden) f.clock.value = 'none';
    $('custom-clock').hidden = f.clock.value !== 'custom';
    $('clock-minutes').hidden = f.clockKind.value !== 'fischer';
    $('clock-increment').hidden = f.clockKind.value !== 'fischer';
    $('clock-seconds').hidden = f.clockKind.value !== 'move';
    $('clock-days').hidden = f.clockKind.value !== 'days';
  };
  // Options a choice reveals under the sticky Create bar (a 768 px screen) scroll into view, no further than needed.
  const revealable = ['vs-computer', 'cpu-vs-cpu', 'custom', 'gomoku-rules', 'custom-clock'].map($);
  form.addEventListener('change', () => {
    const hidden = revealable.filter((el) => el.hidden);
    sync();
    hidden.filter((el) => !el.hidden).forEach((el) => el.scrollIntoView({ block: 'nearest' }));
  });
  sync();
  form.elements.name.value = savedName();

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const f = form.elements;
    const name = f.name.value.trim();
    saveName(name);
    const rules = f.preset.value === 'custom'
      ? { width: Number(f.width.value), height: Number(f.height.value), win: Number(f.win.value),
          overline: f.overline.checked, gravity: f.gravity.checked }
      : { preset: f.preset.value === 'gomoku' ? f.gomokuRules.value : f.preset.value };
    // A custom board's numbers are checked here first, in the person's words and the form's own labels; the
    // server checks them again (a script may post anything).
    if (f.preset.value === 'custom') {
      // The bounds are the fields' own (min, max); k also stays within the board's longer side.
      const min = Number(f.width.min);
      const max = Number(f.width.max);
      const whole = (n, lo, hi) => Number.isInteger(n) && n >= lo && n <= hi;
      const longest = Math.max(rules.width, rules.height);
      const bad = !whole(rules.width, min, max) || !whole(rules.height, min, max)
        ? [t('js.lobby.badSize', { min, max }), whole(rules.width, min, max) ? f.height : f.width]
        : !whole(rules.win, Number(f.win.min), longest)
          ? [t('js.lobby.badWin', { min: Number(f.win.min), max: longest }), f.win] : null;
      if (bad) {
        $('create-error').textContent = bad[0];
        bad[1].focus();
        return;
      }
    }
    const body = { rules, seats: seats(f) };
    if (name) body.name = name;
    // A swap opening is for the gomoku family only (five in a row on 15x15); the server refuses it elsewhere.
    if (f.preset.value === 'gomoku' && f.opening.value !== 'none') body.opening = f.opening.value;
    // A game with a friend is theirs: only its link leads to it. "Anyone" lists it in the lobby for a stranger to take.
    if (f.mode.value === 'friend') body.unlisted = true;
    if (f.mode.value !== 'cpu') {
      const c = clock(f);
      if (c) body.clock = c;
      if (!f.takebacks.checked) body.takebacks = false;
    }
    $('create-error').textContent = '';
    try {
      const response = await fetch('/api/games', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) {
        $('create-error').textContent = answer.error?.message ?? t('js.lobby.createFailed');
        return;
      }
      if (answer.token) rememberToken(answer.code, answer.token);
      location.href = answer.url;
    } catch {
      $('create-error').textContent = t('js.lobby.unreachable');
    }
  });
}

/** The clock the form asks for, as the API takes it; null for an untimed game. */
function clock(f) {
  const v = f.clock.value;
  if (v === 'none') return null;
  if (v === 'custom') {
    if (f.clockKind.value === 'move') return { per_move_s: Number(f.clockSeconds.value) };
    if (f.clockKind.value === 'days') return { days_per_move: Number(f.clockDays.value) };
    return { initial_s: Math.round(Number(f.clockMinutes.value) * 60), increment_s: Number(f.clockIncrement.value) };
  }
  if (v.startsWith('move:')) return { per_move_s: Number(v.slice(5)) };
  if (v.startsWith('days:')) return { days_per_move: Number(v.slice(5)) };
  const [minutes, increment] = v.split('+').map(Number);
  return { initial_s: minutes * 60, increment_s: increment };
}

function seats(f) {
  if (f.mode.value === 'computer') {
    const bot = `bot:${f.level.value}`;
    const meFirst = f.first.value === 'me' || (f.first.value === 'random' && Math.random() < 0.5);
    return meFirst ? { X: 'creator', O: bot } : { X: bot, O: 'creator' };
  }
  if (f.mode.value === 'cpu') return { X: `bot:${f.levelX.value}`, O: `bot:${f.levelO.value}` };
  return { X: 'creator', O: 'open' }; // a friend, or anyone
}

/** A code as people paste or type it: the whole link, lower case, spaces or dashes (as RoomCode.java reads it). */
export function roomCode(typed) {
  let s = typed.trim();
  const link = s.lastIndexOf('/g/');
  if (link >= 0) s = s.slice(link + 3).split(/[?#/]/)[0];
  return s.replace(/[\s\-_.]+/g, '').toUpperCase();
}

const goto = $('goto');
if (goto) {
  goto.addEventListener('submit', (e) => {
    e.preventDefault();
    const code = roomCode(goto.elements.code.value);
    if (code) location.href = `/g/${encodeURIComponent(code)}`;
  });
}

// The lists: live games as small live boards (with Join where a seat is open), the games this browser plays in, and
// the recent finished ones. Each refreshes by itself while the lobby is in view.
function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

function playerLine(g, seat) {
  const line = span(`side ${seat}`, '');
  const p = g.players[seat];
  line.append(span('name', p ? p.name : t('js.common.openSeat')));
  if (g.clock && p) line.append(span('clock', clockFace(g.clock[seat], g.clock)));
  if (g.turn === seat && g.status === 'playing') line.classList.add('to-move');
  return line;
}

function liveEntry(g) {
  const li = document.createElement('li');
  li.className = 'live-game';
  const open = ['X', 'O'].some((s) => g.players[s] === null);
  const a = document.createElement('a');
  a.className = 'board-card';
  // An open seat invites: "Join" opens the game with the seat offered; otherwise the link is for watching.
  a.href = open ? `/g/${g.code}` : `/g/${g.code}?watch=1`;
  a.append(boardFor(g));
  const who = span('who', '');
  who.append(playerLine(g, 'X'), playerLine(g, 'O'));
  const state = g.status === 'waiting' ? t('js.lobby.waiting') : t('js.lobby.moves', { n: g.moves });
  // The clock's terms, not only the time left: a 3+2 and a 3+0 game looked alike.
  const terms = [gameName(g.rules), timeControl(g.clock), state, t('js.lobby.watching', { n: g.spectators })];
  const meta = span('meta', terms.filter(Boolean).join(' · '));
  const action = t(open ? 'js.lobby.join' : 'js.lobby.watch');
  a.append(who, meta, span(`go-to${open ? ' join' : ''}`, action));
  const label = t('js.lobby.cardLabel', { action, game: gameName(g.rules),
    x: g.players.X?.name ?? t('js.common.openSeat'), o: g.players.O?.name ?? t('js.common.openSeat') });
  // The clock's terms are read out too, as they are shown.
  a.setAttribute('aria-label', g.clock ? `${label} · ${timeControl(g.clock)}` : label);
  li.append(a);
  return li;
}

function finishedEntry(g) {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.className = 'watch';
  a.href = `/g/${g.code}`;
  const who = span('who', t('js.lobby.versus', { x: g.players.X?.name ?? '?', o: g.players.O?.name ?? '?' }));
  const r = g.result;
  const winner = r?.winner ? g.players[r.winner]?.name : null;
  // Two players of one name (two computers of a level): the winner is said with their side.
  const twins = g.players.X?.name === g.players.O?.name;
  const won = winner && twins ? t('js.lobby.wonSide', { name: winner, side: sideName(g.rules, r.winner) })
    : t('js.lobby.won', { name: winner });
  const result = !r ? t('js.lobby.unfinished') : r.reason === 'aborted' ? t('js.lobby.aborted')
    : winner ? won : t('js.lobby.drawn');
  a.append(span('what', gameName(g.rules)), who, span('meta', t('js.lobby.replay', { result })));
  li.append(a);
  return li;
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw Object.assign(new Error(url), { status: response.status });
  return response.json();
}

/**
 * Replaces a list's entries, keeping the keyboard's focus on the game it was on (its link may change: a waiting
 * game that fills becomes one to watch), or on the list's first entry when that game is gone: replaced under the
 * focus, the entry took the focus with it to the top of the page, every few seconds while a person read the list
 * with a screen reader. A list that has not changed is left alone, so that nothing is read out again.
 */
function replaceKeepingFocus(list, entries) {
  if (entries.map((e) => e.outerHTML).join('') === [...list.children].map((e) => e.outerHTML).join('')) return;
  const game = (a) => a?.getAttribute('href')?.split('?')[0];
  const focused = document.activeElement;
  const was = focused && list.contains(focused) ? game(focused.closest('a[href]')) : null;
  list.replaceChildren(...entries);
  if (!was) return;
  const links = [...list.querySelectorAll('a[href]')];
  const heading = list.closest('section')?.querySelector('h2');
  if (heading && !links.length) heading.tabIndex = -1;
  (links.find((a) => game(a) === was) ?? links[0] ?? heading)?.focus({ preventScroll: true });
}

// Live games, most watched first, 24 at a time: "Show more" asks for the next page, and every refresh then keeps
// as many as were asked for (the API gives at most 100 a request, so a refresh may take a few).
const LIVE_PAGE = 24;
let liveWanted = LIVE_PAGE;
const live = $('live-games');
async function refreshLive() {
  try {
    const games = [];
    let offset = 0;
    let more = false;
    while (games.length < liveWanted) {
      const limit = Math.min(100, liveWanted - games.length);
      const page = await getJson(`/api/games?limit=${limit}&offset=${offset}`);
      games.push(...page.games.map(withLocalNames));
      more = page.next_offset !== null && page.next_offset !== undefined;
      if (!more) break;
      offset = page.next_offset;
    }
    replaceKeepingFocus(live, games.map(liveEntry));
    $('live-empty').hidden = games.length > 0;
    $('live-more').hidden = !more;
  } catch { /* keep the last list */ }
}
$('live-more')?.addEventListener('click', () => {
  liveWanted += LIVE_PAGE;
  refreshLive();
});

const recent = $('recent-games');
async function refreshRecent() {
  try {
    const { games } = await getJson('/api/games?status=finished&limit=10');
    replaceKeepingFocus(recent, games.map(withLocalNames).map(finishedEntry));
    $('recent-empty').hidden = games.length > 0;
  } catch { /* keep the last list */ }
}

// A game for anyone waits in the list while its creator is on the site: on its page, or here. The lobby sits in the
// seat of each such game of this browser's (unless a tab of the game already does), so that the game stays listed
// while "My games" says it waits for an opponent; when someone takes the other seat, the lobby goes to the game.
const held = new Map(); // code -> its socket
const tabs = 'BroadcastChannel' in window ? new BroadcastChannel('inrow.seats') : null;
const heldByTab = new Set(); // codes a game tab answered for, until the next round of asking
tabs?.addEventListener('message', (e) => {
  if (e.data?.holds) heldByTab.add(e.data.holds);
  if (e.data?.released) holdWaiting([e.data.released]);
});

function waitingForAnyone(g) {
  return g.status === 'waiting' && !g.unlisted && (g.players.X === null || g.players.O === null);
}

async function holdWaiting(codes) {
  const fresh = codes.filter((code) => !held.has(code) && tokenFor(code));
  if (!fresh.length) return;
  heldByTab.clear();
  fresh.forEach((code) => tabs?.postMessage({ asks: code }));
  await new Promise((resolve) => { setTimeout(resolve, tabs ? 300 : 0); });
  // Loaded only when needed: most visits to the lobby hold nothing.
  const { GameSocket } = await import('./socket.js');
  for (const code of fresh) {
    if (heldByTab.has(code) || held.has(code)) continue;
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${encodeURIComponent(code)}`;
    const socket = new GameSocket(url, {
      onOpen: () => socket.send({ type: 'join', token: tokenFor(code) }),
      onMessage: (msg) => {
        const gone = (msg.type === 'welcome' && msg.seat === null) || msg.type === 'error' && msg.code === 'unknown_game';
        if (msg.type === 'state' && msg.game.status === 'playing') location.href = `/g/${code}`;
        else if (gone || (msg.type === 'state' && !waitingForAnyone(msg.game))) release(code);
      },
      onStatus: () => {},
    });
    held.set(code, socket);
    socket.connect();
  }
}

function release(code) {
  held.get(code)?.stop();
  held.delete(code);
}

/**
 * The signed-in account's games still going, on any device (theirs to move first), or none for a guest: the server
 * answers 401 without a session, and "my games" is then this browser's alone.
 */
async function accountGames() {
  try {
    const response = await fetch('/api/me/games');
    return response.ok ? (await response.json()).games : [];
  } catch {
    return [];
  }
}

/** What "my games" says of a game: whose move, and for the account's own move the time left on its clock. */
function mineState(g, own) {
  if (own?.my_turn) {
    const left = own.deadline === null ? null : clockFace(Math.max(0, own.deadline - Date.now()), g.clock ?? {});
    return left ? `${t('js.lobby.mine.yourMove')} · ${t('js.lobby.mine.deadline', { time: left })}`
      : t('js.lobby.mine.yourMove');
  }
  return g.status === 'waiting' ? t('js.lobby.mine.waiting')
    : g.status === 'playing' ? t('js.lobby.mine.playing', { n: g.moves.length, seat: sideCode(g.rules, g.turn) })
      : t('js.lobby.mine.over');
}

const mine = $('my-games');
async function refreshMine() {
  // The account's games first (its move first), then this browser's guest seats it does not list already.
  const owned = await accountGames();
  const byCode = new Map(owned.map((g) => [g.code, g]));
  const codes = [...new Set([...owned.map((g) => g.code), ...myGames()])].slice(0, 20);
  const waiting = [];
  const entries = await Promise.all(codes.map(async (code) => {
    try {
      const g = withLocalNames(await getJson(`/api/games/${encodeURIComponent(code)}`));
      if (waitingForAnyone(g)) waiting.push(code);
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.className = 'watch';
      a.href = `/g/${g.code}`;
      const who = span('who', t('js.lobby.versus', { x: g.players.X?.name ?? t('js.common.openSeat'),
        o: g.players.O?.name ?? t('js.common.openSeat') }));
      if (byCode.get(code)?.my_turn) li.classList.add('your-move');
      a.append(span('what', `${gameName(g.rules)} · ${g.code}`), who, span('meta', mineState(g, byCode.get(code))));
      li.append(a);
      return li;
    } catch (e) {
      if (e.status === 404 && tokenFor(code)) forgetToken(code); // the game is gone for good: stop listing it
      return null;
    }
  }));
  const found = entries.filter(Boolean);
  holdWaiting(waiting);
  replaceKeepingFocus(mine, found);
  $('mine').hidden = found.length === 0;
}

function every(ms, refresh) {
  refresh();
  setInterval(() => { if (document.visibilityState === 'visible') refresh(); }, ms);
}

if (live) every(5000, refreshLive);
if (recent) every(5000, refreshRecent);
if (mine) every(10000, refreshMine);
