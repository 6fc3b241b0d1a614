// The game page: joins the room over the socket, renders every state the server sends, and sends clicks.
import { t, has, sentences, lang, learn } from './i18n.js';
import { sideCode, withLocalNames } from './seats.js';
import './app.js';
import { GameSocket } from './socket.js';
import { Board } from './board.js';
import { renderPlayers, renderMoves, renderActions, renderComment, renderAway, awayDeadlines, sayIn } from './panels.js';
import { apply, movesOn } from './game-store.js';
import { headline, played, announcement, frameSound, cue } from './reactions.js';
import { Replay } from './replay.js';
import { sideName } from './seats.js';
import { Chat } from './chat.js';
import { renderManners, renderSeries } from './table.js';
import { actor, inOpening, openingHeadline, renderOpening, bindOpening } from './opening.js';
import { tokenFor, rememberToken, forgetToken, savedName, saveName, touchGame, watcherNumber } from './store.js';
import { Attention } from './attention.js';
import { Settings } from './settings.js';

const $ = (id) => document.getElementById(id);
const root = $('game');
const code = root.dataset.code;

let you = null;        // 'X', 'O' or null while watching
let held = null;       // the game as the store holds it, {v, game}: the one place it is kept (see hear)
let game = null;       // held.game, with names in the page's language
let rejoining = false; // a version was missed: the page asked for the whole game again and waits for it
let errorTimer = null;
let deadlines = {};    // when each away player's time runs out, by this browser's clock
let moveSentAt = null;  // "round:ply" of the position a move was sent from, until an answer or a new socket
let review = null;      // the computer's review of the round on show (review.js), once a round is over
let reviewing = null;   // review.js being fetched, once
let reviewWords = null; // its exports
let movedAt = 0;        // when this page last sent a move (Date.now())
let steps = null;       // tournament.js, for renju's tournament openings
let sounds = null;      // sounds.js being fetched, once sounds are on (they are off unless a player turns them on)
let clocks = null;      // the clocks (clock.js), once a game has a clock or a first move's deadline
let clocking = null;    // clock.js being fetched, once
let timesAt = 0;        // when the last frame that brought times arrived (performance.now())
const DOUBLE_TAP_MS = 800;

function loadSounds() {
  sounds ??= import('./sounds.js');
  return sounds;
}

/** Plays a frame's sound (reactions.js frameSound names it) if sounds are on. */
function sound(name, on) {
  if (on && name) loadSounds().then((m) => m.play(name, true));
}

/**
 * Counts the clocks and the first move's deadline down. An untimed game never fetches clock.js; a game that gets a
 * clock or a deadline fetches it then, and counts from when the times arrived, not from when the module came.
 */
function showClocks(g, timed) {
  if (timed) timesAt = performance.now();
  if (clocks) {
    clocks.update(g, you, timed, timesAt);
    return;
  }
  if (!g.clock && (g.first_move_ms === null || g.first_move_ms === undefined)) return;
  clocking ??= import('./clock.js').then(({ Clocks }) => {
    clocks = new Clocks({
      onLow: (seat) => { if (seat === you) sound('low', settings.get('sound')); },
      onSay: note,
    });
    if (game) clocks.update(game, you, true, timesAt || performance.now());
  });
}

/** Tells a screen reader something beside the moves (#announce-note); the same words again are said again. */
function note(text) {
  sayIn($('announce-note'), text, true);
}

const replay = new Replay({
  onSay: (ply, shown) => {
    const at = t('js.game.replayPos', { n: ply, total: shown.moves.length }) + t('js.game.fullStop');
    note(ply === 0 ? at : sentences([at, played(shown, ply)]));
  },
  onShow: (position, ply, shown) => {
    board.render(position, false);
    renderMoves(shown, ply, true);
    renderReview(shown, ply);
    // The computer's comment speaks of the latest move: hidden at any other.
    if (game) renderComment(game, replay.atLatest && settings.get('comments'));
  },
  onRound: () => { if (game) render(game); },
});

// Gravity (Connect Four) has a board of columns: a move names only the column, and onPlay gets no y. Its module
// (columns.js) is fetched by such a game only: every file costs a first visit its headers besides its body.
const BoardKind = root.classList.contains('c4') ? (await import('./columns.js')).DropBoard : Board;
const board = new BoardKind($('board'), {
  onPending: (point) => { $('confirm').hidden = point === null; },
  onPlay: (x, y) => {
    if (!game) return;
    // A game still on, browsed at an earlier move: a click on the board goes back to the game, and plays nothing
    // (the point clicked is on a board that is not the game's now).
    if (replay.browsing) {
      replay.stopBrowsing();
      return;
    }
    if (!you) {
      return showError(!$('elsewhere').hidden ? t('js.game.seatElsewhere')
        : game.status === 'waiting' && !tokenFor(code) ? t('js.game.takeSeatFirst') : t('js.game.watchingOnly'));
    }
    if (steps?.click(x, y)) return;
    // One move per position, and a tap just after one's own move is the second half of a double tap: either would
    // only be refused as out of turn, an error for a finger that did nothing wrong.
    const position = `${game.round}:${game.moves.length}`;
    if (moveSentAt === position || (actor(game) !== you && Date.now() - movedAt < DOUBLE_TAP_MS)) return;
    if (act(y === undefined ? { type: 'move', x, ply: game.moves.length } : { type: 'move', x, y, ply: game.moves.length },
      'js.game.notSent')) {
      moveSentAt = position;
      movedAt = Date.now();
    }
  },
});

const attention = new Attention($('notify'));
// Move confirmation starts on for touch screens with big boards, where a finger easily hits the wrong point.
const rules = { w: Number(document.querySelector('.board-frame').dataset.w) };
const settings = new Settings({
  confirm: matchMedia('(pointer: coarse)').matches && rules.w >= 15,
  comments: true,
});
settings.bind($('comments'), 'comments', () => { if (game) render(game); });
settings.bind($('sound'), 'sound', (on) => { if (on) loadSounds(); });
if (settings.get('sound')) loadSounds();
settings.bind($('confirm-moves'), 'confirm', (on) => { board.confirming = on; if (!on) board.setPending(null); });
board.confirming = settings.get('confirm');
if ($('numbers')) {
  settings.bind($('numbers'), 'numbers', (on) => $('board').classList.toggle('numbers', on));
  $('board').classList.toggle('numbers', settings.get('numbers'));
}
settings.bind($('zoom'), 'zoom', (on) => { root.dataset.zoom = String(on); });
root.dataset.zoom = String(settings.get('zoom'));
const chat = new Chat({
  send: (text) => act({ type: 'chat', text }),
  say: note,
  tooLong: showError,
});

// events=1: after the whole game on joining, the server says what happened, version by version (see hear).
const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/${code}?events=1`;
const socket = new GameSocket(wsUrl, {
  onOpen: join,
  onMessage: receive,
  onStatus: showConnection,
});

/**
 * Sends what the board, a button or the chat asked for. With no connection it says so ({@code notSent}: a move says
 * "your move") and reconnects at once: a silent drop would leave the person waiting for an answer that never comes.
 */
function act(msg, notSent = 'js.game.actionNotSent') {
  if (socket.connected && socket.send(msg)) return true;
  socket.reconnectNow(false); // now if it waits out a backoff; a socket already opening is left to open
  showError(t(notSent));
  return false;
}

// A browser that holds this game's seat always sits in it, even from a "watch" link: otherwise the player would
// show as away to the opponent and could lose the game by claim while looking at it.
function join() {
  chat.joining();
  moveSentAt = null; // a new socket: a move sent on the last one was answered there, or is to be sent again
  rejoining = false; // a new socket: its join brings the whole game
  askedForSeat = false; // a new socket: its welcome answers this join, not a seat asked for on the last one
  const token = tokenFor(code);
  if (token) touchGame(code);
  if (token) socket.send({ type: 'join', token });
  else socket.send(watching());
  // "Take the seat" pressed before the socket was open (a slow page, a quick typist): asked now, as meant.
  if (seatWanted && !token) {
    socket.send(seatWanted);
    askedForSeat = true;
  }
  seatWanted = null;
}

let askedForSeat = false;
/** The seat asked for while the socket was still opening, sent as soon as it opens. */
let seatWanted = null;

/**
 * Joining as a spectator, by the name this browser plays under, else as a numbered spectator in the page's language:
 * the spectators' chat names each line, and "Spectator" alone (the server's English default) told nobody apart.
 */
function watching() {
  return { type: 'join', role: 'spectator', name: savedName() || t('js.game.spectatorName', { n: watcherNumber() }) };
}

function receive(msg) {
  // Pressed after the socket opened but before its first answer made it live: asked now, the socket answering.
  if (seatWanted) {
    const ask = seatWanted;
    seatWanted = null;
    if (!tokenFor(code) && socket.send(ask)) askedForSeat = true;
  }
  switch (msg.type) {
    case 'welcome':
      you = msg.seat;
      chat.seat(you);
      if (msg.token) rememberToken(code, msg.token);
      $('elsewhere').hidden = !(msg.seat === null && tokenFor(code));
      if (game) render(game);
      // Asked for the open seat and got none: someone else took it a moment before. Said, or the person would
      // wonder why the board does not answer.
      if (askedForSeat && msg.seat === null) showError(t('js.game.seatTaken'));
      else if (msg.seat) clearError(); // seated again ("play here instead"): whatever kept it from playing is over
      askedForSeat = false;
      break;
    case 'state':
    case 'events':
    case 'moved':
      hear(msg);
      break;
    case 'chat':
      chat.add(msg, true);
      if (game) showChat(game); // the first of the onlookers' lines, after a game against the computer
      break;
    case 'error':
      moveSentAt = null; // refused (or something else was): the person may try again
      // Joining again after a missed version was refused: a new connection brings the whole game instead.
      if (rejoining) {
        rejoining = false;
        socket.drop();
      }
      if (msg.code === 'bad_token') {
        // The seat this browser remembered is not in this game (any more): watch instead.
        forgetToken(code);
        socket.send(watching());
      } else if (msg.code === 'unknown_game') {
        $('status').textContent = t('js.game.gone');
      } else if (msg.code === 'seat_lost') {
        // The seat went back to the lobby (no first move in time): its token opens nothing now, so no "play here".
        forgetToken(code);
        showError(t('js.error.seat_lost'));
      } else if (msg.code === 'occupied' && game?.rules.gravity) {
        showError(t('js.game.columnIsFull'));
      } else if (game && inOpening(game) && (msg.code === 'not_your_turn' || msg.code === 'not_allowed')) {
        // In a swap opening nobody has a colour's turn: say who acts and how ("Bo is choosing a colour"), or
        // what the one who acts must do first ("Choose your colour"), as the headline does.
        showError(openingHeadline(game, you));
      } else {
        const seat = game ? actor(game) : null;
        const turn = seat ? sideCode(game.rules, seat) : '';
        showError(has(`js.error.${msg.code}`) ? t(`js.error.${msg.code}`, { turn, foul: msg.foul ?? 'other' }) : msg.message);
      }
      break;
    default:
      break;
  }
}

/**
 * A frame with the game in it: the store applies it to the game held, then the page renders the game and reacts to
 * the events the frame said happened. A frame that is not the version after the one held was not applied: the page
 * joins again (same token) for the whole game, and lets other frames pass until it comes.
 */
function hear(msg) {
  if (msg.type === 'state') {
    chat.caughtUp();
    rejoining = false;
  } else if (rejoining) {
    return;
  }
  const next = apply(held, msg);
  if (next.gap) {
    rejoining = true;
    const token = tokenFor(code);
    socket.send(token && you ? { type: 'join', token } : watching());
    return;
  }
  moveSentAt = null; // answered, or the table moved on (a takeback may bring the same position back)
  const shown = withLocalNames(next.game);
  const events = next.events;
  held = { v: next.v, game: next.game };
  game = shown;
  for (const e of events) {
    if (e.kind === 'said') chat.add({ room: e.room, from: e.from, name: e.name, text: e.text, at: e.at }, true);
  }
  render(game, events, next.fresh);
}

/** Nothing: what a page may do before the server has said (a game drawn before its first frame). */
const NOTHING = Object.freeze({
  move: false, draw: false, takeback: false, abort: false, claim: false, rematch: false, resign: false, choose: false,
});

/** What this viewer may do now, as the server says it (`can`). */
function canFor(g) {
  return g.can ?? NOTHING;
}

/**
 * Draws the game. {@code events}: what the frame just applied said happened (none when the same game is drawn
 * again: a seat, a setting or the connection changed); {@code fresh}: the fields it set.
 */
function render(g, events = [], fresh = new Set()) {
  const focused = document.activeElement;
  const can = canFor(g);
  replay.load(g);
  if (!replay.active) board.render(g, (can.move || can.step) && socket.connected, you);
  sound(frameSound(events, g, you), settings.get('sound'));
  showChat(g);
  // Now a player reads the spectators' chat too, as a player's page opened after the game does; a spectator has it
  // already.
  if (you && events.some((e) => e.kind === 'game_over')) readFinishedChat();
  // An error speaks of the position it was given in ("not your turn"); once a move or the game's end has changed
  // that position, it no longer holds.
  if (movesOn(events)) clearError();
  // An earlier round picked in the replay has its own headline, players and moves; the rest is the table now.
  const shown = replay.past ? replay.game : g;
  $('status').textContent = replay.past ? pastHeadline(shown)
    : socket.connected || g.status !== 'playing' ? headline(g, you) : t('js.game.conn.reconnecting');
  root.dataset.status = g.status;
  root.dataset.you = you ?? '';
  renderPlayers(shown, replay.past ? youThen(shown) : you);
  // An earlier round of a swap opening: who won is known, who had which colour is not (the choice is not kept).
  document.querySelector('.players').dataset.colours = replay.past && shown.swapped === null ? 'unknown' : '';
  renderMoves(shown, replay.active ? replay.ply : g.moves.length, replay.active);
  renderReview(shown, replay.active ? replay.ply : shown.moves.length);
  renderActions(g, you, can);
  renderManners(g, you, can, events);
  renderOpening(g, you, can);
  if (g.opening?.step) import('./tournament.js').then((m) => { steps = m; m.render(g, you, can, act); });
  renderSeries(g);
  showClocks(g, fresh.has('clock') || fresh.has('first_move_ms'));
  // The computer's comments are for those who want them: "win in 18... 17..." is a countdown some would rather not read.
  renderComment(g, replay.atLatest && settings.get('comments'));
  $('comments').closest('label').hidden = !['X', 'O'].some((s) => g.players[s]?.kind === 'bot');
  // Counted from when the server's away times arrived, not from each re-draw.
  if (fresh.has('players') || fresh.has('abandon_ms') || fresh.has('status')) deadlines = awayDeadlines(g);
  renderAway(g, you, deadlines, can);
  // A round that ended before its first move (aborted) has nothing to list or download.
  const nothing = g.status === 'over' && shown.moves.length === 0;
  $('downloads').hidden = g.status !== 'over' || nothing;
  document.querySelector('.card.moves').hidden = nothing;
  renderPsq(g);
  // A spectator has no move to be told of or to confirm.
  $('notify').closest('label').hidden = !you;
  $('confirm-moves').closest('label').hidden = !you;
  const openSeat = g.players.X === null || g.players.O === null;
  $('join').hidden = !(openSeat && !you && !tokenFor(code));
  // The invitation to pass on is the creator's: a friend who came to take the seat sees the seat's card alone.
  $('share').hidden = !$('join').hidden;
  // Against the computer there is nobody to invite, only a game to show: the moves come first, the share card after.
  const moves = document.querySelector('.card.moves');
  if (['X', 'O'].some((s) => g.players[s]?.kind === 'bot') && $('share').previousElementSibling !== moves) {
    moves.after($('share'));
  }
  // Who invites, and to what: the first thing a friend who opened the link reads.
  const host = ['X', 'O'].map((s) => g.players[s]).find((p) => p?.kind === 'human');
  $('join-title').textContent = host
    ? t('js.game.join.invited', { name: host.name, game: document.querySelector('.game-kind').textContent })
    : t('js.game.join.open');
  $('share-title').textContent = t(openSeat ? 'js.game.share.invite' : 'js.game.share.share');
  // Who may take the open seat: whoever has the link, or anyone in the lobby too.
  $('share-listing').hidden = !openSeat;
  $('share-listing').textContent = openSeat ? t(g.unlisted ? 'js.game.share.private' : 'js.game.share.listed') : '';
  const said = announcement(events, g, you);
  if (said) $('announce').textContent = said;
  attention.update(cue(events, g, you));
  renderConnection();
  keepFocus(focused);
}

/**
 * The .psq downloads: a .psq file holds one game, so a series offers one a round, each saying which (the text record
 * holds them all). A game with gravity has none: no tool that reads .psq plays it (the page leaves it out).
 */
function renderPsq(g) {
  const links = $('psq-links');
  if (!links || links.childElementCount === Math.max(1, g.round) && links.dataset.round === String(g.round)) return;
  links.dataset.round = String(g.round);
  const parts = [];
  for (let n = 1; n <= g.round; n++) {
    const a = document.createElement('a');
    a.className = 'psq';
    // Named as the server names it: the current round plainly, an earlier one with its number.
    a.href = `/api/games/${code}/record.psq${g.round > 1 ? `?round=${n}` : ''}`;
    a.download = `inrow-${code}${n < g.round ? `-round${n}` : ''}.psq`;
    a.textContent = g.round > 1 ? t('js.game.download.psqRound', { n }) : t('js.game.download.psq');
    parts.push(' · ', a);
  }
  links.replaceChildren(...parts);
}

/**
 * When what had the keyboard's focus is gone from view (the join form once seated, Resign once the game is over) or
 * can no longer be pressed (Offer draw, once offered), focus moves on to what comes next, not back to the top of the
 * page: Rematch, else the board, else the headline. (A disabled button keeps the focus until the browser's next
 * paint, then drops it to the page's body.)
 */
function keepFocus(focused) {
  if (!focused || focused === document.body
      || (focused.isConnected && focused.offsetParent !== null && !focused.disabled)) return;
  const next = [$('rematch'), document.querySelector('#board [tabindex="0"]'), $('status')]
    .find((el) => el && el.offsetParent !== null && !el.disabled);
  // Without scrolling: the page shows the table from its top once seated (see the join form), and a keyboard user
  // scrolls on with the next key.
  next?.focus({ preventScroll: true });
}

/**
 * A player facing the computer has nobody to chat with: while the game is on the chat is hidden (its onlookers chat
 * among themselves), and after it only shown if the onlookers said something, to be read.
 */
function showChat(g) {
  const facing = Boolean(you) && g.players[you === 'X' ? 'O' : 'X']?.kind === 'bot';
  chat.facingComputer(facing);
  document.querySelector('.card.chat').hidden = facing && (g.status !== 'over' || chat.empty);
}

/** The finished game's spectators' chat, for a player; the lines this page already shows are not shown twice. */
async function readFinishedChat() {
  try {
    const response = await fetch(`/api/games/${encodeURIComponent(code)}/chat`);
    if (response.ok) (await response.json()).chat.forEach((line) => chat.add(line));
    if (game) showChat(game);
  } catch { /* the lines come again with the next page load */ }
}

/** "Round 1 · Ana (X) wins": an earlier round's result, said as to a spectator. */
function pastHeadline(round) {
  const title = t('js.game.roundN', { n: round.round });
  const r = round.result;
  if (!r) return title;
  // After a swap opening the colours of an earlier round are not known, but its winner is.
  const said = !r.winner && round.winnerName ? t('js.game.roundWonBy', { name: round.winnerName }) : headline(round, null);
  return `${title} \u00b7 ${said}`;
}

/** The colour this player had in an earlier round, when known. */
function youThen(round) {
  if (!you || round.swapped === null) return null;
  return round.swapped ? (you === 'X' ? 'O' : 'X') : you;
}

function clearError() {
  clearTimeout(errorTimer);
  $('error').textContent = '';
}

function showError(text) {
  const el = $('error');
  el.textContent = text;
  clearTimeout(errorTimer);
  errorTimer = setTimeout(() => { el.textContent = ''; }, 4000);
}

let connState = 'connecting';
let retryDelay = 0;

function showConnection(state, delay) {
  connState = state;
  retryDelay = delay;
  renderConnection();
  if (game) render(game);
}

// The pill says whether what the page shows is live; a finished game is not "Live" even on an open socket.
function renderConnection() {
  const el = $('conn');
  const over = game?.status === 'over';
  el.dataset.state = connState === 'connected' && over ? 'over' : connState;
  el.textContent = {
    connecting: t('js.game.conn.connecting'),
    reconnecting: t('js.game.conn.reconnecting'),
    connected: t(over ? 'js.game.conn.over' : 'js.game.conn.live'),
    gone: t('js.game.conn.gone'),
  }[connState] ?? t('js.game.conn.retry', { s: Math.ceil(retryDelay / 1000) });
  const down = connState !== 'connected' && connState !== 'gone' && Boolean(game);
  root.dataset.conn = down ? 'down' : 'up';
  $('reconnect').hidden = !down;
}

$('join-name').value = savedName();
$('join-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const name = $('join-name').value.trim();
  saveName(name);
  // Without a name the newcomer is called by arrival, in their own language, as the lobby calls the creator:
  // not by colour, since colours swap on a rematch and are chosen in a swap opening.
  const n = 1 + Object.values(game?.players ?? {}).filter((p) => p && p.kind === 'human').length;
  const ask = { type: 'join', role: 'player', name: name || t('js.common.player', { n }) };
  if (!socket.connected && !game) {
    seatWanted = ask; // the page is still opening its socket: the seat is asked for the moment it opens
    return;
  }
  if (!act(ask)) return;
  askedForSeat = true;
  // The form may sit below the board on a small screen; once seated the headline and the board are what matter.
  window.scrollTo(0, 0);
});

$('play-here').addEventListener('click', () => {
  const token = tokenFor(code);
  if (token) act({ type: 'join', token });
});

// Two tabs of one browser share a seat: the newest sits, the others watch with "Play here instead". When the one
// that sits goes (closed, or navigated away), it says so to the others, and they sit back down: otherwise the
// opponent would see the player as away, and could claim the game, while a tab of theirs is still open.
const tabs = 'BroadcastChannel' in window ? new BroadcastChannel('inrow.seats') : null;
addEventListener('pagehide', () => { if (you) tabs?.postMessage({ released: code }); });
// The lobby asks before it sits in for a game of this browser's that waits for an opponent (lobby.js): a tab that
// sits in it answers, and keeps the seat.
tabs?.addEventListener('message', (e) => {
  if (e.data?.asks === code && you) tabs.postMessage({ holds: code });
});
tabs?.addEventListener('message', (e) => {
  if (e.data?.released !== code || you || !tokenFor(code) || $('elsewhere').hidden) return;
  socket.send({ type: 'join', token: tokenFor(code) });
});

let resignArmed = null;
$('resign').addEventListener('click', () => {
  const button = $('resign');
  if (!resignArmed) {
    // Two clicks, so a stray tap never ends a game.
    button.textContent = t('js.game.resignConfirm');
    note(t('js.game.resignConfirm')); // a screen reader may not read a focused button's new name
    button.classList.add('armed');
    resignArmed = setTimeout(() => {
      button.textContent = t('js.game.resign');
      button.classList.remove('armed');
      resignArmed = null;
    }, 3000);
    return;
  }
  clearTimeout(resignArmed);
  resignArmed = null;
  button.textContent = t('js.game.resign');
  button.classList.remove('armed');
  act({ type: 'resign' });
});

$('rematch').addEventListener('click', () => act({ type: 'rematch' }));
// The next level of the ladder, as the server named it: a new game on the same board, this person keeping their
// colour, against that level.
$('next-level').addEventListener('click', async () => {
  const level = held?.game?.next_level;
  if (!level || !you) return;
  const r = held.game.rules;
  const other = you === 'X' ? 'O' : 'X';
  const body = {
    rules: { width: r.width, height: r.height, win: r.win, overline: r.overline, renju: r.renju, gravity: r.gravity },
    seats: { [you]: 'creator', [other]: `bot:${level}` },
  };
  if (savedName()) body.name = savedName();
  try {
    const response = await fetch('/api/games', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) return;
    if (answer.token) rememberToken(answer.code, answer.token);
    location.href = answer.url;
  } catch {
    // unreachable: the button stays, to be pressed again
  }
});
$('draw').addEventListener('click', () => act({ type: 'draw' }));
$('draw-accept').addEventListener('click', () => act({ type: 'draw' }));
$('draw-decline').addEventListener('click', () => act({ type: 'draw', accept: false }));
$('takeback').addEventListener('click', () => act({ type: 'takeback' }));
$('takeback-accept').addEventListener('click', () => act({ type: 'takeback' }));
$('takeback-decline').addEventListener('click', () => act({ type: 'takeback', accept: false }));
$('abort').addEventListener('click', () => act({ type: 'abort' }));
bindOpening(act);
$('confirm').addEventListener('click', () => board.confirm());
$('claim').addEventListener('click', () => act({ type: 'claim' }));
$('reconnect').addEventListener('click', () => socket.reconnectNow(true));
setInterval(() => { if (game && Object.keys(deadlines).length) renderAway(game, you, deadlines, canFor(game)); }, 500);

// The link comes from the server (its --public-url, or the address this page was opened by): a friend elsewhere
// must be able to open it.
async function copy(text, button, label) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const input = $('share-url');
    input.select();
    document.execCommand('copy');
  }
  button.textContent = t('js.game.share.copied');
  setTimeout(() => { button.textContent = label; }, 2000);
}
$('copy').addEventListener('click', () => copy($('share-url').value, $('copy'), t('js.game.share.copyLink')));
// The field shows the link's end, the game's code, which tells one link from another; its start is the site's
// address, the same for every game. It shows it again whenever it was scrolled back (a focus, a resize).
const linkEnd = () => { $('share-url').scrollLeft = $('share-url').scrollWidth; };
linkEnd();
$('share-url').addEventListener('blur', linkEnd);
addEventListener('resize', linkEnd);
$('copy-code').addEventListener('click', () => copy(code, $('copy-code'), t('js.game.share.copyCode')));
if (navigator.share) {
  $('share-native').hidden = false;
  $('share-native').addEventListener('click', () => {
    navigator.share({ title: document.title, text: t('js.game.share.text'), url: $('share-url').value })
      .catch(() => { /* the person closed the sheet */ });
  });
}

socket.connect();

// This browser's open seek (seeks.js keeps the flag) stays listed while this page's socket is open; once someone
// accepts it, a notice offers the new game (seek-notice.js, fetched only while there is a seek: from the start, or
// once one is opened in another tab).
const seekNotice = () => import('./seek-notice.js');
try { if (localStorage.getItem('inrow.seek')) seekNotice(); } catch { /* no storage */ }
addEventListener('storage', (e) => { if (e.key === 'inrow.seek' && e.newValue) seekNotice(); });

/**
 * The computer's review of the round on show: the button while there is none, the marks on the move list, each
 * side's accuracy, and what the move on the board was worth. Every grade is the server's.
 */
function renderReview(shown, ply) {
  // review.js is fetched once a round on show is over: a game in play does not carry it.
  if (!reviewing) {
    if (shown.status !== 'over') return;
    // Its words come with it (the page's first load does not carry them); offline, its keys show until a reload.
    const words = fetch(`/api/texts/review?lang=${encodeURIComponent(lang)}`).then((r) => r.json())
      .then((w) => learn(w.messages)).catch(() => {});
    reviewing = Promise.all([import('./review.js'), words]).then(([m]) => {
      reviewWords = m;
      review = new m.ReviewPanel(code, () => { if (game) render(game); },
        (ply) => replay.pick(ply));
      if (game) render(game);
    });
  }
  if (!review) return;
  const { gradeMark, moveVerdict, everyWords, valueMarks, analysisLink } = reviewWords;
  review.show(shown.round, shown.status === 'over', shown.moves.length > 0);
  // The analysis board opens at the move on show, the round's moves as its main line.
  const analyse = document.getElementById('review-analyse');
  analyse.hidden = shown.status !== 'over' || shown.moves.length === 0;
  analyse.href = analysisLink(shown.rules, shown.moves, ply);
  for (const button of document.querySelectorAll('#moves button.move')) {
    const m = review.at(Number(button.dataset.ply));
    const mark = gradeMark(m?.grade);
    if (mark) button.dataset.mark = mark; else delete button.dataset.mark;
    button.dataset.grade = m?.grade ?? '';
  }
  const r = review.review;
  const accuracy = document.getElementById('review-accuracy');
  accuracy.hidden = r?.state !== 'done';
  if (r?.state === 'done') {
    const pct = (a) => (a === null || a === undefined ? '–' : `${Math.round(a)}%`);
    accuracy.textContent = t('js.review.accuracy', { x: sideName(shown.rules, 'X'), xa: pct(r.accuracy.X),
      o: sideName(shown.rules, 'O'), oa: pct(r.accuracy.O) });
  }
  const verdict = document.getElementById('review-verdict');
  const m = ply > 0 ? review.at(ply) : null;
  verdict.hidden = !m;
  if (m) verdict.textContent = moveVerdict(m, shown.rules.height, sideName(shown.rules, m.by));
  // On an exact review, what every move in the position on the board is worth (the next move's alternatives).
  const every = document.getElementById('review-every');
  every.textContent = everyWords(review.at(ply + 1), shown.rules);
  every.hidden = !every.textContent;
  // ...and on the board itself, each on the point (or column) it would take.
  board.annotate(valueMarks(review.at(ply + 1)));
  review.drawGraph(shown.moves.length, ply);
}

