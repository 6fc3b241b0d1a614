// The panels around the board: headline, players, watchers, move list, buttons. Pure rendering of the server's
// state from the point of view of this browser's seat (null when watching). Text goes in with textContent only.
import { cellName } from './board.js';

const $ = (id) => document.getElementById(id);

function nameOf(game, seat) {
  return game.players[seat]?.name ?? 'Open seat';
}

export function headline(game, you) {
  const other = you === 'X' ? 'O' : 'X';
  if (game.status === 'waiting') {
    return you ? 'Waiting for an opponent: share the link' : 'Waiting for players';
  }
  if (game.status === 'playing') {
    if (you === game.turn) return 'Your move';
    if (game.thinking) {
      return you ? `${nameOf(game, game.thinking)} is thinking…`
        : `${nameOf(game, game.thinking)} (${game.thinking}) is thinking…`;
    }
    if (you) return `Waiting for ${nameOf(game, other)}…`;
    return `${nameOf(game, game.turn)} (${game.turn}) to move`;
  }
  const r = game.result;
  if (r.reason === 'aborted') return 'Game aborted';
  if (r.reason === 'agreement') return 'Draw by agreement';
  if (!r.winner) return 'Draw: nobody made a line';
  const how = { resign: ' by resignation', abandoned: ': opponent left', time: ' on time' }[r.reason] ?? '';
  if (you === r.winner) return `You win${how}!`;
  if (you) {
    // The loser is told what happened to them, not what the winner did: "opponent left" would be a lie to a
    // player who came back after the other claimed the game.
    return { resign: 'You resigned', abandoned: 'You lost: you were away too long', time: 'You lost on time' }[r.reason]
      ?? 'You lost';
  }
  return `${nameOf(game, r.winner)} (${r.winner}) wins${how}`;
}

export function renderPlayers(game, you) {
  for (const seat of ['X', 'O']) {
    const row = document.querySelector(`.player[data-seat="${seat}"]`);
    const p = game.players[seat];
    row.querySelector('.name').textContent = p ? p.name : 'Open seat';
    row.classList.toggle('open', !p);
    row.querySelector('.you').hidden = you !== seat;
    const presence = row.querySelector('.presence');
    const on = Boolean(p && (p.connected || p.kind === 'bot'));
    presence.dataset.on = String(on);
    presence.title = p ? (on ? 'connected' : 'disconnected') : 'nobody yet';
    presence.querySelector('.sr-only').textContent = p ? (on ? 'connected' : 'disconnected') : '';
    row.querySelector('.cpu').hidden = p?.kind !== 'bot';
    const flag = row.querySelector('.turn-flag');
    flag.hidden = game.turn !== seat;
    flag.textContent = game.thinking === seat ? 'thinking…' : 'to move';
    flag.classList.toggle('thinking', game.thinking === seat);
    row.classList.toggle('to-move', game.turn === seat);
  }
  $('spectators').textContent = String(game.spectators);
}

/**
 * The move list, numbered in pairs as every notation writes it ("1. H8 J9"); the newest line stays in view while
 * the game goes on. Once the game is over each move is a button that shows the board at that move.
 */
export function renderMoves(game, shownPly) {
  const list = $('moves');
  const height = game.rules.height;
  const shown = list.querySelectorAll('button.move').length;
  // Moves only ever grow within a round; rebuild only when the list shrank (new round, takeback).
  if (shown > game.moves.length) list.textContent = '';
  for (let i = list.querySelectorAll('button.move').length; i < game.moves.length; i++) {
    const [x, y] = game.moves[i];
    const seat = i % 2 === 0 ? 'X' : 'O';
    let line = list.lastElementChild;
    if (seat === 'X' || !line) {
      line = document.createElement('li');
      const number = document.createElement('span');
      number.className = 'n';
      number.textContent = `${Math.floor(i / 2) + 1}.`;
      line.append(number);
      list.append(line);
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `move ${seat}`;
    button.dataset.ply = String(i + 1);
    button.textContent = cellName(x, y, height);
    button.setAttribute('aria-label', `${seat} ${button.textContent}, move ${i + 1}`);
    line.append(' ', button);
  }
  const over = game.status === 'over';
  for (const button of list.querySelectorAll('button.move')) {
    button.disabled = !over;
    button.classList.toggle('current', over && Number(button.dataset.ply) === shownPly);
  }
  if (!over) {
    list.scrollTop = list.scrollHeight;
  } else {
    // Scroll the list only (scrollIntoView would scroll the page under the player too).
    const current = list.querySelector('button.move.current');
    if (current) {
      const top = current.offsetTop - list.offsetTop;
      if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
  }
}

/** What the computer said about its last move, attributed to it. */
export function renderComment(game) {
  const el = document.getElementById('comment');
  const bot = ['X', 'O'].find((s) => game.players[s]?.kind === 'bot'
    && (game.moves.length === 0 || (game.moves.length - 1) % 2 === (s === 'X' ? 0 : 1)));
  const speaker = bot ?? ['X', 'O'].find((s) => game.players[s]?.kind === 'bot');
  el.hidden = !game.comment || !speaker;
  if (!el.hidden) el.textContent = `${nameOf(game, speaker)}: “${game.comment}”`;
}

/** The opponent's time away, counted down from the moment this state arrived; null when nobody is away. */
export function awayDeadlines(game) {
  const deadlines = {};
  for (const seat of ['X', 'O']) {
    const p = game.players[seat];
    if (game.status === 'playing' && p && p.kind === 'human' && !p.connected && p.away_ms != null) {
      deadlines[seat] = Date.now() + Math.max(0, game.abandon_ms - p.away_ms);
    }
  }
  return deadlines;
}

/** Shows "away" marks with their countdowns, and the claim button once the opponent's time is up. */
export function renderAway(game, you, deadlines) {
  for (const seat of ['X', 'O']) {
    const flag = document.querySelector(`.player[data-seat="${seat}"] .away`);
    const deadline = deadlines[seat];
    flag.hidden = deadline === undefined;
    if (deadline !== undefined) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      flag.textContent = left > 0 ? `away · ${left} s` : 'away';
    }
  }
  const other = you === 'X' ? 'O' : 'X';
  $('claim').hidden = !(you && deadlines[other] !== undefined && deadlines[other] <= Date.now());
}

export function renderActions(game, you) {
  const resign = $('resign');
  const rematch = $('rematch');
  resign.hidden = !(you && game.status === 'playing');
  rematch.hidden = !(you && game.status === 'over');
  if (!rematch.hidden) {
    const asked = game.rematch || [];
    const other = you === 'X' ? 'O' : 'X';
    rematch.disabled = asked.includes(you);
    rematch.textContent = asked.includes(you) ? 'Rematch asked…'
      : asked.includes(other) ? `Accept rematch from ${nameOf(game, other)}` : 'Rematch';
  }
}

/** A sentence for screen readers about what just changed, or null when nothing worth saying happened. */
export function announcement(previous, game, you) {
  const parts = [];
  if (previous && previous.round !== game.round) parts.push(`New round. You are ${you ?? 'watching'}.`);
  if (game.moves.length && (!previous || previous.round !== game.round
      || previous.moves.length < game.moves.length)) {
    const [x, y] = game.moves[game.moves.length - 1];
    const seat = (game.moves.length - 1) % 2 === 0 ? 'X' : 'O';
    parts.push(`${seat} played ${cellName(x, y, game.rules.height)}.`);
  }
  if (!previous || previous.status !== game.status || previous.moves.length !== game.moves.length) {
    parts.push(`${headline(game, you)}.`);
  }
  return parts.length ? parts.join(' ') : null;
}
