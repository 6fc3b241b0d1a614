// What the page says and plays about the game: the headline (from the game as it stands), and, for each event the
// server reported (see game-store.js), the note under the board, the sound, the words for a screen reader and the
// call back to a tab in the background. Each reads an event and the game after it, never two games. No DOM: tested
// under `node --test`.
import { cellName } from './board.js';
import { sentences, t } from './i18n.js';
import { actor, inOpening, openingHeadline } from './opening.js';
import { otherSeat, sideCode, sideName } from './seats.js';

function nameOf(game, seat) {
  return game.players[seat]?.name ?? t('js.common.openSeat');
}

/** The line above the board: whose move it is, who is awaited, or how the game ended, as this seat reads it. */
export function headline(game, you) {
  const other = otherSeat(you);
  if (game.status === 'waiting') {
    return you ? t('js.game.waitingOpponent') : t('js.game.waitingPlayers');
  }
  if (game.status === 'playing') {
    const opening = openingHeadline(game, you);
    if (opening !== null) return opening;
    if (you === game.turn) return t('js.game.yourMove');
    if (game.thinking) {
      return you ? t('js.game.thinking', { name: nameOf(game, game.thinking) })
        : t('js.game.thinkingSeat', { name: nameOf(game, game.thinking), seat: sideName(game.rules, game.thinking) });
    }
    if (you) return t('js.game.waitingFor', { name: nameOf(game, other) });
    return t('js.game.toMove', { name: nameOf(game, game.turn), seat: sideName(game.rules, game.turn) });
  }
  const r = game.result;
  if (r.reason === 'aborted') return t('js.game.aborted');
  if (r.reason === 'agreement') return t('js.game.drawAgreed');
  if (!r.winner) return t('js.game.draw');
  const how = ['resign', 'abandoned', 'time'].includes(r.reason) ? r.reason : 'line';
  if (you === r.winner) return t('js.game.youWin', { how });
  if (you) {
    // The loser is told what happened to them, not what the winner did: "opponent left" would be a lie to a
    // player who came back after the other claimed the game.
    return t('js.game.youLose', { how });
  }
  return t('js.game.winsHow', { name: nameOf(game, r.winner), seat: sideName(game.rules, r.winner), how });
}

/** "Black played H8.": the game's move number {@code ply} (from 1) in a sentence. */
export function played(game, ply) {
  const [x, y] = game.moves[ply - 1];
  return playedAt(game, (ply - 1) % 2 === 0 ? 'X' : 'O', x, y);
}

function playedAt(game, seat, x, y) {
  return t('js.game.played', { seat: sideCode(game.rules, seat), cell: cellName(x, y, game.rules.height) });
}

// After these the headline is said again: the position or the status is not the one it spoke of.
const NEW_HEADLINE = new Set(['state', 'moved', 'taken_back', 'game_over', 'new_round', 'seated', 'unseated']);

/** The words an event adds to what a screen reader is told (#announce), or null. The headline is said apart. */
export function announce(event, game, you) {
  switch (event.kind) {
    case 'state':
      // The whole game arrived (a join): its last move, if any, then the headline.
      return game.moves.length ? played(game, game.moves.length) : null;
    case 'new_round':
      return t('js.game.newRound', { seat: you ? sideCode(game.rules, you) : 'none' });
    case 'seated':
      // Someone took the open seat: the headline alone only went from "Waiting for an opponent" to "Your move".
      return event.seat !== you && game.players[event.seat] ? t('js.game.tookSeat', { name: nameOf(game, event.seat) })
        : null;
    case 'taken_back':
      // A takeback changes the board with no move to name (a spectator's note under the board says it already).
      return you && event.taken > 0 ? t('js.game.note.takenBack', { n: event.taken }) : null;
    case 'moved':
      return playedAt(game, event.seat, event.x, event.y);
    default:
      return null;
  }
}

/** One sentence for a screen reader about a frame's events, or null when nothing worth saying happened. */
export function announcement(events, game, you) {
  const parts = events.map((e) => announce(e, game, you)).filter(Boolean);
  if (events.some((e) => NEW_HEADLINE.has(e.kind))) {
    // A sentence ends once: "Greedy is thinking…", "You win!" and "轮到你了。" keep their own ending.
    const said = headline(game, you);
    parts.push(/[.!?\u2026\u3002\uff01\uff1f]$/.test(said) ? said : `${said}${t('js.game.fullStop')}`);
  }
  return parts.length ? sentences(parts) : null;
}

/** The sound an event deserves from this seat's point of view (see sounds.js), or null. */
export function soundFor(event, game, you) {
  switch (event.kind) {
    case 'game_over':
      if (!you || !event.winner) return 'move';
      return event.winner === you ? 'win' : 'loss';
    case 'seated':
      return 'join';
    case 'moved':
      return you && game.status === 'playing' && game.turn === you ? 'turn' : 'move';
    default:
      return null;
  }
}

// One sound a frame: the end of the game over a seat taken over a stone.
const SOUND_FIRST = ['game_over', 'seated', 'moved'];

/** The one sound a frame's events deserve, or null. */
export function frameSound(events, game, you) {
  for (const kind of SOUND_FIRST) {
    const event = events.find((e) => e.kind === kind);
    if (event) return soundFor(event, game, you);
  }
  return null;
}

/** Whether this seat plays now, outside a swap opening: offers and their answers are for that. */
export function playing(game, you) {
  return Boolean(you) && game.status === 'playing' && !(game.opening && game.opening.phase !== 'done');
}

/**
 * A passing note under the board for an event, {text, stale(now)}, or null: an answer of "no" to one's offer (an
 * offer to a computer, which declines at once, would otherwise just vanish), an offer that lapsed, stones taken back
 * before a spectator's eyes, what a computer chose in a swap opening. {@code stale} says, from what the page holds
 * later ({game, playing, newMove, asking}), that the note is old news.
 */
export function noteFor(event, game, you) {
  const other = otherSeat(you);
  switch (event.kind) {
    case 'declined': {
      if (!playing(game, you) || event.by !== other) return null;
      const key = event.offer === 'draw' ? 'js.game.note.drawDeclined' : 'js.game.note.takebackDeclined';
      // Old news once the game moves on, or once one offers again.
      return { text: t(key, { name: nameOf(game, other) }), stale: (now) => !now.playing || now.newMove || now.asking };
    }
    case 'lapsed': {
      // Said, or the offer would just vanish when the other moved instead; old news at the next move after it.
      if (!playing(game, you) || event.by !== you) return null;
      const key = event.offer === 'draw' ? 'js.game.note.drawLapsed' : 'js.game.note.takebackLapsed';
      const at = game.moves.length;
      return { text: t(key, { name: nameOf(game, other) }),
        stale: (now) => !now.playing || now.asking || now.game.moves.length > at };
    }
    case 'taken_back': {
      // Onlookers see stones vanish: said in words (players know, having asked or allowed it).
      if (you || game.status !== 'playing' || !(event.taken > 0)) return null;
      const left = game.moves.length;
      const round = game.round;
      return { text: t('js.game.note.takenBack', { n: event.taken }),
        stale: (now) => now.game.round !== round || now.game.moves.length > left + 1 };
    }
    case 'chose': {
      // A computer's choice: otherwise the person only sees the seats swap, or not, and must work out what it took.
      // It stays through the computer's next move, which often comes at once. Having taken a colour, the chooser
      // sits at it.
      const more = event.take === 'more';
      const chooser = game.players[more ? event.seat : event.take];
      if (chooser?.kind !== 'bot') return null;
      const round = game.round;
      const text = more ? t('js.game.note.computerMore', { name: chooser.name })
        : t('js.game.note.computerTook', { name: chooser.name, colour: sideName(game.rules, event.take) });
      return { text, stale: (now) => now.game.status !== 'playing' || now.game.round !== round };
    }
    default:
      return null;
  }
}

// After these the one who acts may have become this seat.
const TURN_CHANGES = new Set(['moved', 'chose', 'taken_back', 'seated', 'new_round']);

/**
 * What calls a player back to a tab in the background, or null: their move came, the game ended, the opponent
 * offers a draw, a takeback or a rematch (in a game of days per move it could otherwise wait unseen for days).
 */
export function cue(events, game, you) {
  if (!you) return null;
  const other = otherSeat(you);
  // In a swap opening "your turn" is the opening's actor's, whatever colour the next stone is; placing one's own
  // opening stones does not bring the turn: it never left.
  const turnCame = game.status === 'playing' && actor(game) === you
    && events.some((e) => TURN_CHANGES.has(e.kind) && !(e.kind === 'moved' && e.seat === you));
  if (turnCame) return inOpening(game) ? headline(game, you) : t('js.game.yourMove');
  if (events.some((e) => e.kind === 'game_over')) return headline(game, you);
  const name = game.players[other]?.name ?? other;
  const offered = (kind) => events.some((e) => e.kind === 'offered' && e.offer === kind && e.by === other);
  if (game.status === 'playing' && offered('draw')) return t('js.game.note.draw', { name });
  if (game.status === 'playing' && offered('takeback')) return t('js.game.note.takeback', { name });
  const asked = events.some((e) => e.kind === 'rematch' && e.asks.includes(other) && !e.asks.includes(you));
  if (game.status === 'over' && asked) return t('js.game.note.rematch', { name });
  return null;
}

/** The tab's title while a cue waits to be seen: "● Your move · InRow – game K7M2QX9P". */
export function title(cueText, base) {
  return `\u25cf ${cueText} \u00b7 ${base}`;
}
