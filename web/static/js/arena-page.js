// An arena's page: read from GET /api/tournaments/{id} every 2 s and drawn as the server says it. The countdown
// ticks each second from the server's time; the buttons are the ones the server says this person may press (`me.can`);
// when the server has paired this player, the page takes them to their game.
import './app.js';
import { listen } from './presence.js';
import { t, localName } from './i18n.js';
import { rememberToken } from './store.js';
import { icon } from './arena-icons.js';
import { inOther, showInOther } from './other-tournament.js';
import {
  terms, phase, milestone, conditions, standingRow, pageLabel, errorText, serverNow, gameLine,
} from './arena-view.js';

// This browser's open seek stays listed while it is here; once accepted, the page goes to the game.
listen();

const $ = (id) => document.getElementById(id);
const root = $('arena');
const id = root.dataset.id;
const api = `/api/tournaments/${encodeURIComponent(id)}`;
const POLL_MS = 2000;

let clock = { now: Number(root.dataset.now), at: performance.now() };
const now = () => serverNow(clock, performance.now());
let arena = null;
/** Set once the tournament turns out to be a Swiss: swiss-page.js draws it from then on, and this module stops. */
let handedOver = false;
let page = 1;
let lastLeft = null;
let topCode = null;
let boards = null;
/** The players whose games are open under their row, with their games as last read (null until the first answer). */
const opened = new Map();

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function render(a) {
  arena = a;
  $('arena-name').textContent = a.name;
  document.title = `${a.name} · InRow`;
  $('arena-terms').textContent = [terms(a), t(a.rated ? 'js.arena.rated' : 'js.arena.casual'),
    t('js.arena.players', { n: a.players })].join(' · ');
  const conds = conditions(a.conditions);
  if (a.locked) conds.unshift(t('js.arena.locked'));
  $('arena-conds').textContent = conds.join(' · ');
  $('arena-conds').hidden = conds.length === 0;
  renderMe(a.me, a);
  renderStandings(a.standings);
  renderTop(a.top);
  renderPodium(a.podium);
  tick();
}

function renderMe(me, a) {
  const can = me?.can ?? {};
  $('join').hidden = !can.join;
  $('join-password').hidden = !(can.join && a.locked);
  $('pause').hidden = !can.pause;
  $('resume').hidden = !can.resume;
  $('withdraw').hidden = !can.withdraw;
  $('berserk').hidden = !(can.berserk && me?.game);
  const signin = $('signin');
  if (signin) signin.hidden = a.status === 'finished';
  const line = $('me-line');
  if (me?.joined) {
    const parts = [t('js.arena.me', { rank: me.rank, n: me.score })];
    if (me.withdrawn) parts.push(t('js.arena.me.withdrawn'));
    else if (me.paused) parts.push(t('js.arena.me.paused'));
    line.textContent = parts.join(' ');
    line.hidden = false;
  } else {
    line.hidden = true;
  }
  showGame(me?.game);
}

/**
 * A game the server has paired this player in: its token kept as the lobby's quick pairing keeps it, a word on the
 * page, then the game. Once per game: a player who comes back here from it is not sent there again.
 */
function showGame(game) {
  const ready = $('ready');
  if (!game) {
    ready.hidden = true;
    delete ready.dataset.code;
    return;
  }
  const url = `/g/${encodeURIComponent(game.code)}?t=${encodeURIComponent(id)}`;
  if (ready.dataset.code === game.code) return;
  ready.dataset.code = game.code;
  rememberToken(game.code, game.token);
  const seen = `inrow.arena.went.${game.code}`;
  let went = false;
  try { went = sessionStorage.getItem(seen) !== null; sessionStorage.setItem(seen, '1'); } catch { /* go anyway */ }
  const link = el('a', 'button', t('js.arena.openGame'));
  link.classList.add('primary');
  link.href = url;
  ready.replaceChildren(t(went ? 'js.arena.playing' : 'js.arena.ready'), ' ', link);
  ready.hidden = false;
  if (!went) setTimeout(() => { location.href = url; }, 1200);
}

function renderStandings(s) {
  const rows = (s?.players ?? []).map(standingRow);
  const tbody = $('standings-rows');
  // The table is drawn anew on each read: whatever had the keyboard's focus in it gets it back.
  const focused = document.activeElement?.closest('#standings-rows') ? document.activeElement.dataset.key : null;
  tbody.replaceChildren(...rows.flatMap((r) => {
    const tr = el('tr');
    if (r.paused || r.withdrawn) tr.className = 'away';
    const rank = el('td', 'num', String(r.rank));
    const who = el('th');
    who.scope = 'row';
    const name = el('a', 'player-name', r.name);
    name.href = `/@/${encodeURIComponent(r.name)}`;
    name.dataset.key = `name:${r.name}`;
    who.append(name);
    if (r.rating) who.append(' ', el('span', 'rating', r.rating));
    if (r.fire) who.append(' ', icon('fire', t('js.arena.fire')));
    if (r.withdrawn || r.paused) who.append(' ', el('span', 'away-note', t(r.withdrawn ? 'js.arena.withdrawn' : 'js.arena.paused')));
    const toggle = el('button', 'games-toggle', t('js.arena.games'));
    toggle.type = 'button';
    toggle.dataset.key = `games:${r.name}`;
    toggle.setAttribute('aria-label', t('js.arena.gamesOf', { name: r.name }));
    toggle.setAttribute('aria-expanded', String(opened.has(r.name)));
    toggle.addEventListener('click', () => toggleGames(r.name));
    who.append(' ', toggle);
    const sheet = el('td', 'sheet');
    for (const m of r.marks) {
      const mark = el('span', `mark ${m.kind}${m.fire ? ' fire' : ''}${m.berserk ? ' berserk' : ''}`, m.text);
      mark.setAttribute('role', 'img');
      mark.setAttribute('aria-label', m.label);
      sheet.append(mark);
    }
    const score = el('td', 'num', r.score);
    score.classList.add('score');
    tr.append(rank, who, sheet, score);
    return opened.has(r.name) ? [tr, gamesRow(r.name)] : [tr];
  }));
  if (focused) tbody.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
  $('standings-empty').hidden = rows.length > 0;
  // The server keeps a page asked past the last to the last: read on from the one it sent.
  if (s?.page) page = s.page;
  const pages = s?.pages ?? 1;
  $('pager').hidden = pages <= 1;
  $('page-label').textContent = s ? pageLabel(s) : '';
  $('page-prev').disabled = page <= 1;
  $('page-next').disabled = page >= pages;
}

/** A player's games under their row: any of them opens, the one being played first. */
function gamesRow(name) {
  const tr = el('tr', 'games-row');
  const td = el('td');
  td.colSpan = 4;
  const games = opened.get(name);
  if (games) {
    const lines = games.map(gameLine).reverse().sort((a, b) => Number(b.live) - Number(a.live));
    const list = el('ul', 'player-games');
    list.setAttribute('aria-label', t('js.arena.gamesOf', { name }));
    for (const g of lines) {
      const a = el('a', g.live ? 'live' : null, g.text);
      a.href = `/g/${encodeURIComponent(g.code)}`;
      a.dataset.key = `game:${g.code}`;
      const li = el('li');
      li.append(a);
      list.append(li);
    }
    td.append(lines.length ? list : el('p', 'hint', t('js.arena.noGames')));
  }
  tr.append(td);
  return tr;
}

async function readGames(name) {
  try {
    const response = await fetch(`${api}/games?player=${encodeURIComponent(name)}`);
    if (response.ok && opened.has(name)) opened.set(name, (await response.json()).games ?? []);
  } catch { /* the next read */ }
}

async function toggleGames(name) {
  if (opened.has(name)) {
    opened.delete(name);
  } else {
    opened.set(name, null);
    await readGames(name);
  }
  if (arena) renderStandings(arena.standings);
}

async function renderTop(top) {
  const card = $('top-game');
  if (!top) {
    card.hidden = true;
    topCode = null;
    return;
  }
  card.hidden = false;
  const link = $('top-link');
  link.href = `/g/${encodeURIComponent(top.code)}`;
  link.setAttribute('aria-label', t('js.arena.watch', { x: localName(top.x), o: localName(top.o) }));
  $('top-players').textContent = t('js.arena.vs', { x: localName(top.x), o: localName(top.o) });
  topCode = top.code;
  try {
    const response = await fetch(`/api/games/${encodeURIComponent(top.code)}`);
    if (!response.ok || topCode !== top.code) return;
    const g = await response.json();
    boards ??= import('./mini-board.js');
    const { miniBoard } = await boards;
    const m = g.moves?.at(-1);
    const last = m ? (Array.isArray(m) ? m : [m.x, m.y]) : null;
    if (topCode === top.code) $('top-board').replaceChildren(miniBoard({ rules: g.rules, board: g.board, last }));
  } catch { /* the names and the link are there; the picture comes with the next read */ }
}

function renderPodium(podium) {
  $('podium').hidden = !podium?.length;
  if (!podium?.length) return;
  $('podium-places').replaceChildren(...podium.map((p) => {
    const li = el('li', `place place-${p.rank}`);
    const name = el('a', 'player-name', p.name);
    name.href = `/@/${encodeURIComponent(p.name)}`;
    const stats = [t('js.arena.points', { n: p.score }), t('js.arena.podium.games', { n: p.games }),
      t('js.arena.podium.wins', { n: p.wins })];
    if (p.performance != null) stats.push(t('js.arena.podium.performance', { p: String(p.performance) }));
    li.append(el('span', 'place-rank', String(p.rank)), name, el('span', 'place-stats hint', stats.join(' · ')));
    return li;
  }));
}

/** The countdown each second, and a few words for a screen reader at its milestones. */
function tick() {
  if (!arena) return;
  const p = phase(arena, now());
  $('countdown').textContent = p.text;
  $('countdown').dataset.phase = p.key;
  if (lastLeft !== null && lastLeft.key === p.key) {
    const said = milestone(lastLeft.left, p.left, p.key);
    if (said) $('countdown-note').textContent = said;
  }
  lastLeft = { key: p.key, left: p.left };
}

async function load() {
  try {
    const sent = performance.now();
    const asked = page;
    const response = await fetch(`${api}?page=${page}`);
    const body = await response.json().catch(() => ({}));
    if (asked !== page) return;   // the person turned the page meanwhile: that page's answer is on its way
    if (!response.ok) {
      $('arena-error').textContent = errorText(body.error);
      return;
    }
    clock = { now: body.now, at: (sent + performance.now()) / 2 };
    if (body.kind === 'swiss') {
      handedOver = true;
      (await import('./swiss-page.js')).start(root, body, clock);
      return;
    }
    await Promise.all([...opened.keys()].map(readGames));
    if ($('arena-error').dataset.from === 'load') $('arena-error').textContent = '';
    render(body);
  } catch {
    $('arena-error').textContent = t('js.arena.error.unavailable');
    $('arena-error').dataset.from = 'load';
  }
}

async function act(what, body) {
  // Taken before the request: a poll may answer first and hide the button while the request is under way.
  const pressed = document.activeElement;
  $('arena-error').textContent = '';
  $('arena-error').dataset.from = '';
  try {
    const response = await fetch(`${api}/${what}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok) {
      if (inOther(answer.error)) showInOther($('arena-error'), answer.error, () => act(what, body));
      else $('arena-error').textContent = errorText(answer.error);
      return false;
    }
    // The answer is the arena as GET shows it, on the first page; another page the person reads is read again.
    if (answer.standings && page === 1) render(answer);
    else await load();
    // The pressed button is gone (Join becomes Pause and Withdraw): keyboard focus goes to what took its place.
    if (pressed?.closest('#actions') && pressed.closest('[hidden]')
      && [pressed, document.body, null].includes(document.activeElement)) {
      [...$('actions').querySelectorAll('button')].find((b) => !b.closest('[hidden]'))?.focus();
    }
    return true;
  } catch {
    $('arena-error').textContent = t('js.arena.error.unavailable');
    return false;
  }
}

$('join').addEventListener('submit', (e) => {
  e.preventDefault();
  const code = $('join-code').value;
  act('join', { password: arena?.locked && code ? code : null });
});
$('pause').addEventListener('click', () => act('pause'));
$('resume').addEventListener('click', () => act('resume'));
$('withdraw').addEventListener('click', () => act('withdraw'));
$('berserk').addEventListener('click', async () => {
  if (await act('berserk')) $('ready').prepend(t('js.arena.berserkDone'), ' ');
});
$('page-prev').addEventListener('click', () => { page = Math.max(1, page - 1); load(); });
$('page-next').addEventListener('click', () => { page += 1; load(); });

// Every 2 s while the arena can change; a finished one changes no more, so it is read again only now and then.
async function poll() {
  await load();
  if (handedOver) return;
  setTimeout(poll, arena?.status === 'finished' ? 60_000 : POLL_MS);
}
poll();
setInterval(tick, 1000);
