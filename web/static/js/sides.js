// What the page calls a seat in a sentence: on a go board (gomoku, renju) the colour of its stones, as the board
// draws them and the text record names them; elsewhere its mark, X or O. The server draws a board as a go board by
// the same rule (BoardLook.stones): five in a row, or 9x9 and larger, without gravity.
import { t } from './i18n.js';

export const stoneBoard = (r) => (r.win >= 5 || (r.width >= 9 && r.height >= 9)) && !r.gravity;

/** "Black" or "White" on a go board, else the seat's mark. */
export function sideName(rules, seat) {
  if (!stoneBoard(rules)) return seat;
  return t(seat === 'X' ? 'js.common.side.black' : 'js.common.side.white');
}
