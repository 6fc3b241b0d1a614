// What the page calls a seat and who sits in it. A seat in a sentence: on a go board (gomoku, renju) the colour of its
// stones, as the board draws them and the text record names them; with gravity (Connect Four) the colour of its discs,
// red or yellow, for nothing on that board says X or O; elsewhere its mark, X or O. The server draws a
// board as a go board by the same rule (BoardLook.stones): five in a row, or 9x9 and larger, without gravity.
// A computer: by its level in the page's language, as the lobby's menu names it; the server's name is English.
import { t, has, localName } from './i18n.js';

/** The seat across the board: O for X, X for O (and for nobody). */
export const otherSeat = (seat) => (seat === 'X' ? 'O' : 'X');

export const stoneBoard = (r) => (r.win >= 5 || (r.width >= 9 && r.height >= 9)) && !r.gravity;

/** "Black" or "White" on a go board, "Red" or "Yellow" with gravity, else the seat's mark. */
export function sideName(rules, seat) {
  const code = sideCode(rules, seat);
  return code === seat ? seat : t(`js.common.side.${code}`);
}

/** A seat as the messages' select forms name it: black/white on a go board, red/yellow with gravity, else X or O. */
export function sideCode(rules, seat) {
  if (rules.gravity) return seat === 'X' ? 'red' : 'yellow';
  if (!stoneBoard(rules)) return seat;
  return seat === 'X' ? 'black' : 'white';
}

/**
 * The game with each computer called by its level in the page's language ("大师", not "Master"), each nameless
 * person by their number in it ("Player 1", not "玩家 1"), and a deleted account's seat as a deleted player.
 */
export function withLocalNames(game) {
  if (!game?.players) return game;
  const players = {};
  let changed = false;
  for (const [seat, p] of Object.entries(game.players)) {
    const key = `js.common.level.${p?.level}`;
    // A deleted account's seat is shown as a deleted player, in the page's language, whatever name it went by.
    const name = p?.deleted ? t('js.common.deletedPlayer')
      : p?.kind === 'bot' && has(key) ? t(key) : p?.kind === 'human' ? localName(p.name) : p?.name;
    players[seat] = p && name !== p.name ? { ...p, name } : p;
    changed ||= players[seat] !== p;
  }
  return changed ? { ...game, players } : game;
}

// A rated game's seat: the server sends the rating's label ("1500?" while provisional) and, at a rated round's end,
// the change; the page never computes Glicko.

/** The change as people read it: "+12", "−12" (a real minus sign), "±0". */
export function signedChange(change) {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return '\u00b10';
}

/** What a seat shows beside its name: "1500?", or with the round's change "1500? +12"; '' when not rated. */
export function seatRating(p) {
  if (!p || p.rating == null) return '';
  return p.rating_change == null ? p.rating : `${p.rating} ${signedChange(p.rating_change)}`;
}
