// Draws the board from the server's state and reports clicks. It never decides whether a move is legal:
// the server answers, and the board shows the answer.

const columnName = (x) => String.fromCharCode(65 + x);
export const cellName = (x, y, height) => `${columnName(x)}${height - y}`;

export class Board {
  constructor(element, { onPlay }) {
    this.el = element;
    this.cells = [...element.querySelectorAll('button.cell')];
    this.width = 0;
    this.height = 0;
    this.focusIndex = 0;
    element.addEventListener('click', (e) => {
      const cell = e.target.closest('button.cell');
      if (cell) onPlay(Number(cell.dataset.x), Number(cell.dataset.y));
    });
    element.addEventListener('keydown', (e) => this.onKey(e));
    element.addEventListener('focusin', (e) => {
      const i = this.cells.indexOf(e.target);
      if (i >= 0) this.setFocusIndex(i, false);
    });
    if (this.cells.length) this.setFocusIndex(Math.floor(this.cells.length / 2), false);
  }

  render(game, canPlay) {
    const { width, height } = game.rules;
    this.width = width;
    this.height = height;
    const last = game.moves.length ? game.moves[game.moves.length - 1] : null;
    const winning = new Set((game.result?.line || []).map(([x, y]) => y * width + x));
    this.cells.forEach((cell, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      const mark = game.board[y][x] === '.' ? '' : game.board[y][x];
      if (cell.dataset.mark !== mark) {
        cell.dataset.mark = mark;
        cell.textContent = mark;
      }
      const isLast = last !== null && last[0] === x && last[1] === y;
      cell.classList.toggle('last', isLast);
      cell.classList.toggle('win', winning.has(i));
      const parts = [cellName(x, y, height), mark || 'empty'];
      if (isLast) parts.push('last move');
      if (winning.has(i)) parts.push('winning line');
      cell.setAttribute('aria-label', parts.join(', '));
    });
    this.el.classList.toggle('can-play', canPlay);
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
