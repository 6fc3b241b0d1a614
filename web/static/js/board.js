// Draws the board from the server's state and reports clicks. It never decides whether a move is legal:
// the server answers, and the board shows the answer. Go boards (gomoku and large boards) draw stones on the
// intersections; small boards draw X and O in cells. Both are the same buttons underneath.
import { phrase, t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const columnName = (x) => String.fromCharCode(65 + x);
export const cellName = (x, y, height) => `${columnName(x)}${height - y}`;

export class Board {
  /**
   * @param onPlay called with (x, y) when the player plays a point
   * @param onPending called with the point waiting for confirmation, or null when none waits
   */
  constructor(element, { onPlay, onPending = () => {} }) {
    this.el = element;
    this.go = element.classList.contains('go');
    this.cells = [...element.querySelectorAll('button.cell')];
    this.width = 0;
    this.height = 0;
    this.focusIndex = 0;
    this.confirming = false; // a setting: the first tap only shows the stone
    this.pending = null;
    this.onPlay = onPlay;
    this.onPending = onPending;
    element.addEventListener('click', (e) => {
      const cell = e.target.closest('button.cell');
      if (cell) this.choose(Number(cell.dataset.x), Number(cell.dataset.y), e.detail === 0);
    });
    element.addEventListener('keydown', (e) => this.onKey(e));
    element.addEventListener('focusin', (e) => {
      const i = this.cells.indexOf(e.target);
      if (i >= 0) this.setFocusIndex(i, false);
    });
    if (this.cells.length) this.setFocusIndex(Math.floor(this.cells.length / 2), false);
  }

  /** Confirmation only guards pointer taps: a keyboard's Enter is already deliberate. */
  choose(x, y, fromKeyboard) {
    if (!this.confirming || fromKeyboard || !this.el.classList.contains('can-play')) {
      this.setPending(null);
      this.onPlay(x, y);
      return;
    }
    if (this.pending && this.pending[0] === x && this.pending[1] === y) {
      this.confirm();
      return;
    }
    const cell = this.cells[y * this.width + x];
    if (cell && cell.dataset.mark === '') this.setPending([x, y]);
  }

  confirm() {
    const p = this.pending;
    this.setPending(null);
    if (p) this.onPlay(p[0], p[1]);
  }

  setPending(point) {
    if (this.pending) this.cells[this.pending[1] * this.width + this.pending[0]]?.classList.remove('pending');
    this.pending = point;
    if (point) this.cells[point[1] * this.width + point[0]]?.classList.add('pending');
    this.onPending(point);
  }

  render(game, canPlay, you) {
    const { width, height } = game.rules;
    this.width = width;
    this.height = height;
    const last = game.moves.length ? game.moves[game.moves.length - 1] : null;
    const winning = new Set((game.result?.line || []).map(([x, y]) => y * width + x));
    const numbers = new Map(game.moves.map(([x, y], i) => [y * width + x, i + 1]));
    // Renju: the points black may not play now, as the server lists them (the page decides nothing itself).
    const forbidden = new Set((game.forbidden ?? []).map(([x, y]) => y * width + x));
    this.cells.forEach((cell, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      const mark = game.board[y][x] === '.' ? '' : game.board[y][x];
      if (cell.dataset.mark !== mark) {
        cell.dataset.mark = mark;
        cell.textContent = mark;
      }
      const n = numbers.get(i);
      if (n === undefined) delete cell.dataset.n; else cell.dataset.n = String(n);
      const isLast = last !== null && last[0] === x && last[1] === y;
      cell.classList.toggle('last', isLast);
      cell.classList.toggle('win', winning.has(i));
      cell.classList.toggle('forbidden', forbidden.has(i));
      const parts = [cellName(x, y, height), mark ? this.stoneName(mark) : t('js.game.empty')];
      if (isLast) parts.push(t('js.game.lastMove'));
      if (winning.has(i)) parts.push(t('js.game.winningLine'));
      if (forbidden.has(i)) parts.push(t('js.game.forbidden'));
      cell.setAttribute('aria-label', phrase(parts));
    });
    if (this.pending && (!canPlay || this.cells[this.pending[1] * width + this.pending[0]]?.dataset.mark !== '')) {
      this.setPending(null);
    }
    this.el.classList.toggle('can-play', canPlay);
    if (you) this.el.dataset.you = you; else delete this.el.dataset.you;
    this.strike(game.result?.line || []);
  }

  /** Writes a short value on points ({x, y, text, tone}: an exact review's), and takes it off every other. */
  annotate(marks) {
    const at = new Map(marks.map((m) => [m.y * this.width + m.x, m]));
    this.cells.forEach((cell, i) => {
      const m = at.get(i);
      if (m) {
        cell.dataset.value = m.text;
        cell.dataset.tone = m.tone;
      } else if (cell.dataset.value !== undefined) {
        delete cell.dataset.value;
        delete cell.dataset.tone;
      }
    });
  }

  /** The mark's name for a screen reader: X and O, with the stone's colour on a go board. */
  stoneName(mark) {
    if (!this.go) return mark;
    return t(mark === 'X' ? 'js.game.stone.black' : 'js.game.stone.white');
  }

  /** A stroke through the winning line, from the centre of its first point to the centre of its last. */
  strike(line) {
    let svg = this.el.querySelector('svg.strike');
    if (line.length < 2) {
      svg?.remove();
      return;
    }
    if (!svg) {
      svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('class', 'strike');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('preserveAspectRatio', 'none');
      svg.append(document.createElementNS(SVG, 'line'));
      this.el.append(svg);
    }
    svg.setAttribute('viewBox', `0 0 ${this.width} ${this.height}`);
    const ends = [...line].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const [x1, y1] = ends[0];
    const [x2, y2] = ends[ends.length - 1];
    const stroke = svg.firstChild;
    stroke.setAttribute('x1', x1 + 0.5);
    stroke.setAttribute('y1', y1 + 0.5);
    stroke.setAttribute('x2', x2 + 0.5);
    stroke.setAttribute('y2', y2 + 0.5);
    stroke.setAttribute('vector-effect', 'non-scaling-stroke');
  }

  // Arrow keys move a roving cursor over the cells; Enter or Space plays (the cells are real buttons).
  onKey(e) {
    const i = this.focusIndex;
    const w = this.width || Math.round(Math.sqrt(this.cells.length));
    const x = i % w;
    let next = null;
    switch (e.key) {
      case 'ArrowLeft': if (x > 0) next = i - 1; break;
      case 'ArrowRight': if (x < w - 1) next = i + 1; break;
      case 'ArrowUp': if (i - w >= 0) next = i - w; break;
      case 'ArrowDown': if (i + w < this.cells.length) next = i + w; break;
      case 'Home': next = i - x; break;
      case 'End': next = i - x + w - 1; break;
      case 'l': case 'L': {
        // To the last move: on a big board, walking there from where the cursor was took a count of arrows.
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const last = this.cells.findIndex((c) => c.classList.contains('last'));
        if (last >= 0) next = last;
        break;
      }
      default: return;
    }
    e.preventDefault();
    if (next !== null) this.setFocusIndex(next, true);
  }

  setFocusIndex(i, focus) {
    if (this.cells[this.focusIndex]) this.cells[this.focusIndex].tabIndex = -1;
    this.focusIndex = i;
    this.cells[i].tabIndex = 0;
    if (focus) this.cells[i].focus();
  }
}
