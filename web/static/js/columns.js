// A board with gravity (Connect Four) drawn upright: one button per column, discs in round holes. A click sends
// only the column; the server says where the disc landed and whether the move was legal. The page only shows where
// a disc would land (the lowest empty hole, read off the board the server sent) and lets it fall there.
import { phrase, t } from './i18n.js';
import { cellName } from './board.js';

const columnName = (x) => String.fromCharCode(65 + x);

export class DropBoard {
  /**
   * @param onPlay called with (x) when the player drops a disc into column x
   * @param onPending called with the column waiting for confirmation ([x]), or null when none waits
   */
  constructor(element, { onPlay, onPending = () => {} }) {
    this.el = element;
    this.columns = [...element.querySelectorAll('button.column')];
    this.height = this.columns[0]?.querySelectorAll('.slot').length ?? 0;
    this.focusIndex = 0;
    this.confirming = false; // a setting: the first tap only shows where the disc would land
    this.pending = null;
    this.rendered = false;
    this.onPlay = onPlay;
    this.onPending = onPending;
    element.addEventListener('click', (e) => {
      const column = e.target.closest('button.column');
      if (column) this.choose(Number(column.dataset.x), e.detail === 0);
    });
    element.addEventListener('keydown', (e) => this.onKey(e));
    element.addEventListener('focusin', (e) => {
      const i = this.columns.indexOf(e.target);
      if (i >= 0) this.setFocusIndex(i, false);
    });
    element.addEventListener('animationend', (e) => e.target.classList?.remove('drop'));
    if (this.columns.length) this.setFocusIndex(Math.floor(this.columns.length / 2), false);
  }

  slots(x) {
    return [...this.columns[x].querySelectorAll('.slot')];
  }

  /** Confirmation only guards pointer taps: a keyboard's Enter is already deliberate. */
  choose(x, fromKeyboard) {
    if (!this.confirming || fromKeyboard || !this.el.classList.contains('can-play')) {
      this.setPending(null);
      this.onPlay(x);
      return;
    }
    if (this.pending && this.pending[0] === x) {
      this.confirm();
      return;
    }
    if (this.columns[x]?.querySelector('.slot.landing')) this.setPending([x]);
  }

  confirm() {
    const p = this.pending;
    this.setPending(null);
    if (p) this.onPlay(p[0]);
  }

  setPending(column) {
    if (this.pending) this.columns[this.pending[0]]?.classList.remove('pending');
    this.pending = column;
    if (column) this.columns[column[0]]?.classList.add('pending');
    this.onPending(column);
  }

  /** Writes a short value on the slots given ({x, y, text, tone}: a column's landing slot), and off every other. */
  annotate(marks) {
    const at = new Map(marks.map((m) => [`${m.x},${m.y}`, m]));
    this.columns.forEach((column, x) => {
      this.slots(x).forEach((slot, y) => {
        const m = at.get(`${x},${y}`);
        if (m) {
          slot.dataset.value = m.text;
          slot.dataset.tone = m.tone;
        } else if (slot.dataset.value !== undefined) {
          delete slot.dataset.value;
          delete slot.dataset.tone;
        }
      });
    });
  }

  render(game, canPlay, you) {
    const { width, height } = game.rules;
    this.height = height;
    const last = game.moves.length ? game.moves[game.moves.length - 1] : null;
    const winning = new Set((game.result?.line || []).map(([x, y]) => y * width + x));
    this.columns.forEach((column, x) => {
      const slots = this.slots(x);
      const discs = [];
      let landing = null;
      for (let y = height - 1; y >= 0; y--) {
        const slot = slots[y];
        const mark = game.board[y][x] === '.' ? '' : game.board[y][x];
        const isLast = last !== null && last[0] === x && last[1] === y;
        if (slot.dataset.mark !== mark) {
          // A disc that appears as the last move falls into place; a whole position drawn at once does not.
          if (mark && isLast && this.rendered) {
            slot.style.setProperty('--fall', String(y + 1));
            slot.classList.add('drop');
          }
          slot.dataset.mark = mark;
          slot.textContent = mark;
        }
        // Only the last disc may be falling: a disc that kept the class (its animationend missed, say in a hidden
        // tab) would fall again whenever the board's style is recomputed, as when the turn changes.
        if (!mark || !isLast) slot.classList.remove('drop');
        if (!mark && landing === null) landing = y;
        slot.classList.toggle('landing', !mark && landing === y);
        slot.classList.toggle('last', isLast);
        slot.classList.toggle('win', winning.has(y * width + x));
        if (mark) {
          const parts = [cellName(x, y, height), this.stoneName(mark)];
          if (isLast) parts.push(t('js.game.lastMove'));
          if (winning.has(y * width + x)) parts.push(t('js.game.winningLine'));
          discs.push(phrase(parts));
        }
      }
      // The column's name says what is in it, bottom up, and where the next disc goes.
      const parts = [t('js.game.column', { col: columnName(x) })];
      parts.push(...(discs.length ? discs : [t('js.game.empty')]));
      // Where the next disc goes, while one may still go: a finished game's columns take none.
      if (landing === null) parts.push(t('js.game.columnFull'));
      else if (game.status !== 'over') parts.push(t('js.game.dropsTo', { cell: cellName(x, landing, height) }));
      column.setAttribute('aria-label', phrase(parts));
      column.classList.toggle('full', landing === null);
    });
    if (this.pending && (!canPlay || this.columns[this.pending[0]]?.classList.contains('full'))) {
      this.setPending(null);
    }
    this.el.classList.toggle('can-play', canPlay);
    if (you) this.el.dataset.you = you; else delete this.el.dataset.you;
    this.rendered = true;
  }

  /** The disc's name for a screen reader: X red, O yellow. */
  stoneName(mark) {
    return t(mark === 'X' ? 'js.game.disc.red' : 'js.game.disc.yellow');
  }

  // Left and right choose a column (a roving cursor over the buttons); Enter or Space drops the disc.
  onKey(e) {
    const i = this.focusIndex;
    const last = this.columns.length - 1;
    let next = null;
    switch (e.key) {
      case 'ArrowLeft': if (i > 0) next = i - 1; break;
      case 'ArrowRight': if (i < last) next = i + 1; break;
      case 'Home': next = 0; break;
      case 'End': next = last; break;
      case 'l': case 'L': {
        // To the last move's column.
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const played = this.columns.findIndex((c) => c.querySelector('.last'));
        if (played >= 0) next = played;
        break;
      }
      default: return;
    }
    e.preventDefault();
    if (next !== null) this.setFocusIndex(next, true);
  }

  setFocusIndex(i, focus) {
    if (this.columns[this.focusIndex]) this.columns[this.focusIndex].tabIndex = -1;
    this.focusIndex = i;
    this.columns[i].tabIndex = 0;
    if (focus) this.columns[i].focus();
  }
}
