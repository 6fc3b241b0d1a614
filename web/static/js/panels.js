// The panels around the board: players, watchers, move list, buttons. Pure rendering of the server's
// state from the point of view of this browser's seat (null when watching). Text goes in with textContent only.
import { cellName } from './board.js';
import { t } from './i18n.js';
import { actor } from './opening.js';
import { otherSeat, seatRating, sideName } from './seats.js';

const $ = (id) => document.getElementById(id);

function nameOf(game, seat) {
  return game.players[seat]?.name ?? t('js.common.openSeat');
}

/**
 * A player's name: a link to their profile when an account owns the seat (the account's username in the link), a
 * plain name for a guest or a computer. Rebuilt only when it changes, so a focused link keeps the focus.
 */
export function showName(el, p) {
  const label = p ? p.name : t('js.common.openSeat');
  const account = p?.account ?? '';
  if (el.dataset.account === account && el.textContent === label) return;
  el.dataset.account = account;
  el.title = p ? p.name : ''; // the whole name, where a narrow column cuts it
  if (!account) {
    el.textContent = label;
    return;
  }
  const a = document.createElement('a');
  a.href = `/@/${encodeURIComponent(account)}`;
  a.className = 'profile-link';
  a.textContent = label;
  if (label !== account) a.title = t('js.common.profileOf', { name: account });
  el.replaceChildren(a);
}

export function renderPlayers(game, you) {
  for (const seat of ['X', 'O']) {
    const row = document.querySelector(`.player[data-seat="${seat}"]`);
    const p = game.players[seat];
    showName(row.querySelector('.name'), p);
    // A rated game's seat: the rating it began with and, once over, the change the server sent.
    const rating = row.querySelector('.rating');
    rating.textContent = seatRating(p);
    rating.dataset.change = p?.rating_change == null ? '' : Math.sign(p.rating_change);
    row.classList.toggle('open', !p);
    // The mark beside the name is a picture: a screen reader is told the side in words ("Black", "X, red").
    row.querySelector('.side-name').textContent = game.rules.gravity
      ? t(seat === 'X' ? 'js.game.disc.red' : 'js.game.disc.yellow') : sideName(game.rules, seat);
    row.querySelector('.you').hidden = you !== seat;
    const presence = row.querySelector('.presence');
    const on = Boolean(p && (p.connected || p.kind === 'bot'));
    presence.dataset.on = String(on);
    presence.title = p ? t(on ? 'js.game.connected' : 'js.game.disconnected') : t('js.game.nobody');
    presence.querySelector('.sr-only').textContent = p ? t(on ? 'js.game.connected' : 'js.game.disconnected') : '';
    row.querySelector('.cpu').hidden = p?.kind !== 'bot';
    const flag = row.querySelector('.turn-flag');
    const acting = actor(game);
    flag.hidden = acting !== seat;
    flag.textContent = t(game.thinking === seat ? 'js.game.flag.thinking' : 'js.game.flag.toMove');
    flag.classList.toggle('thinking', game.thinking === seat);
    row.classList.toggle('to-move', acting === seat);
  }
  // A spectator is told, for as long as they watch, that they are one: the note a tap on the board brings is gone at
  // the next move, in a computer game within half a second.
  // At least this page: a count sent while arrivals are being gathered (a second at most) may not have it yet.
  $('watchers').textContent = you ? t('js.game.watching', { n: game.spectators })
    : t('js.game.watchingYou', { n: Math.max(1, game.spectators) });
}

/**
 * The move list, numbered in pairs as every notation writes it ("1. H8 J9"); each move is a button that shows the
 * board at that move (see replay.js). The newest line stays in view while the game goes on, unless it is browsed.
 * @param reviewing whether the board shows a chosen move (a finished game, or one still on being browsed)
 */
export function renderMoves(game, shownPly, reviewing) {
  const list = $('moves');
  const height = game.rules.height;
  const shown = list.querySelectorAll('button.move').length;
  // Moves only ever grow within a round; rebuild only when the list shrank (takeback) or shows another round (a
  // new one, or an earlier one picked in the replay).
  if (shown > game.moves.length || list.dataset.round !== String(game.round)) {
    list.textContent = '';
    list.dataset.round = String(game.round);
  }
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
    // The side as the page's sentences name it: "Black H8" on a go board, where the list's mark is a stone.
    button.setAttribute('aria-label', t('js.game.moveLabel', { seat: sideName(game.rules, seat), cell: button.textContent,
      n: i + 1 }));
    line.append(' ', button);
  }
  for (const button of list.querySelectorAll('button.move')) {
    button.classList.toggle('current', reviewing && Number(button.dataset.ply) === shownPly);
  }
  if (!reviewing) {
    list.scrollTop = list.scrollHeight;
  } else {
    // Scroll the list only (scrollIntoView would scroll the page under the player too).
    const current = list.querySelector('button.move.current');
    if (current) {
      // Measured on the screen: offsetTop counts from the nearest positioned box, which is not always the list's
      // parent, and a list 900 px off put the shown move out of sight.
      const top = current.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
  }
}

/**
 * What the computer said about its last move, attributed to it.
 * @param latest whether the board shows the game's latest move: the comment is on that move, and only shown then
 */
export function renderComment(game, latest) {
  const el = document.getElementById('comment');
  const bot = ['X', 'O'].find((s) => game.players[s]?.kind === 'bot'
    && (game.moves.length === 0 || (game.moves.length - 1) % 2 === (s === 'X' ? 0 : 1)));
  const speaker = bot ?? ['X', 'O'].find((s) => game.players[s]?.kind === 'bot');
  el.hidden = !game.comment || !speaker || !latest;
  if (el.hidden) return;
  // Said aloud (a live region) once per move: again on a new move even in the same words, not on a re-draw.
  const move = `${game.round}:${game.moves.length}`;
  sayIn(el, t('js.game.comment', { name: nameOf(game, speaker), text: commentText(game) }), el.dataset.move !== move);
  el.dataset.move = move;
}

/**
 * The computer's comment in the page's language: the server sends a key (comment_key) beside its English text for
 * API users; a comment the page has no words for is shown as the server said it.
 */
function commentText(game) {
  const key = game.comment_key ? `js.comment.${game.comment_key}` : null;
  if (!key) return game.comment;
  const text = t(key, game.comment_args ?? {});
  return text === key ? game.comment : text;
}

/**
 * The opponent's time away, counted down from the moment this state arrived; null when nobody is away. A game with
 * no claim (abandon_ms null: days per move, only the deadline decides) shows the away mark without a countdown.
 */
export function awayDeadlines(game) {
  const deadlines = {};
  for (const seat of ['X', 'O']) {
    const p = game.players[seat];
    if (game.status === 'playing' && p && p.kind === 'human' && !p.connected && p.away_ms != null) {
      deadlines[seat] = game.abandon_ms == null ? Infinity : Date.now() + Math.max(0, game.abandon_ms - p.away_ms);
    }
  }
  return deadlines;
}

/** Shows "away" marks with their countdowns, and the claim button once the opponent's time is up. */
export function renderAway(game, you, deadlines, can) {
  for (const seat of ['X', 'O']) {
    const flag = document.querySelector(`.player[data-seat="${seat}"] .away`);
    const deadline = deadlines[seat];
    flag.hidden = deadline === undefined;
    if (deadline !== undefined) {
      const left = Math.ceil((deadline - Date.now()) / 1000);
      flag.textContent = left > 0 && Number.isFinite(left) ? t('js.game.awayFor', { s: left }) : t('js.game.away');
    }
  }
  const other = you === 'X' ? 'O' : 'X';
  // The server says so when the opponent's time away has run out as it sent the game; the countdown it gave (its
  // away_ms and abandon_ms), when it runs out between two frames.
  $('claim').hidden = !(can.claim || (you && deadlines[other] !== undefined && deadlines[other] <= Date.now()));
}

/** Resign and Rematch, as the server says this viewer may use them ({@code can}). */
export function renderActions(game, you, can) {
  // The ladder's next level, as the server names it once a person beat a computer level; offered to that person.
  const next = $('next-level');
  next.hidden = !(game.next_level && you && game.result?.winner === you);
  if (!next.hidden) next.textContent = t('js.game.nextLevel', { n: Number(game.next_level) });
  const resign = $('resign');
  const rematch = $('rematch');
  resign.hidden = !can.resign;
  const other = otherSeat(you);
  const asked = game.rematch || [];
  // Asked already: the button stays, saying so, until the other answers.
  rematch.hidden = !(can.rematch || (you && game.status === 'over' && asked.includes(you) && game.players[other]));
  if (!rematch.hidden) {
    rematch.disabled = !can.rematch;
    // An opponent who has left may come back and accept; until then the one who asked is told why nothing happens.
    const gone = game.players[other]?.kind === 'human' && !game.players[other].connected;
    rematch.textContent = asked.includes(you)
      ? (gone ? t('js.game.rematchAskedAway', { name: nameOf(game, other) }) : t('js.game.rematchAsked'))
      : asked.includes(other) ? t('js.game.rematchAccept', { name: nameOf(game, other) }) : t('js.game.rematch');
  }
}

/**
 * Puts words in a live region, for a screen reader to say. The same words again are said again only when
 * {@code again}: the region is emptied and filled a moment later (unless something newer was put there meanwhile);
 * otherwise a re-draw that sets them again says nothing.
 */
export function sayIn(el, text, again) {
  const seq = String(Number(el.dataset.seq ?? 0) + 1);
  el.dataset.seq = seq;
  if (el.textContent !== text) {
    el.textContent = text;
    return;
  }
  if (!again) return;
  el.textContent = '';
  setTimeout(() => { if (el.dataset.seq === seq) el.textContent = text; }, 100);
}
