// Steps through a finished game: buttons, a slider, the arrow keys, and the move list. It only re-draws moves the
// server sent; the final position, with its result, is the server's own.

export class Replay {
  constructor({ onShow }) {
    this.onShow = onShow;
    this.game = null;
    this.ply = 0;
    this.slider = document.getElementById('replay-slider');
    const step = (to) => () => this.go(to());
    document.getElementById('replay-first').addEventListener('click', step(() => 0));
    document.getElementById('replay-prev').addEventListener('click', step(() => this.ply - 1));
    document.getElementById('replay-next').addEventListener('click', step(() => this.ply + 1));
    document.getElementById('replay-last').addEventListener('click', step(() => this.total()));
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    document.getElementById('moves').addEventListener('click', (e) => {
      const move = e.target.closest('button.move');
      if (move && !move.disabled) this.go(Number(move.dataset.ply));
    });
    document.addEventListener('keydown', (e) => this.onKey(e));
  }

  total() {
    return this.game ? this.game.moves.length : 0;
  }

  get active() {
    return Boolean(this.game);
  }

  /** A finished game arrived (or a live one: null stops the replay). Shows its final position. */
  load(game) {
    const fresh = !this.game || this.game.round !== game?.round || this.total() !== game?.moves.length;
    this.game = game && game.status === 'over' ? game : null;
    document.getElementById('replay').hidden = !this.game;
    if (this.game && fresh) this.go(this.total());
  }

  go(ply) {
    if (!this.game) return;
    this.ply = Math.max(0, Math.min(this.total(), ply));
    this.slider.max = String(this.total());
    this.slider.value = String(this.ply);
    document.getElementById('replay-pos').textContent = `Move ${this.ply} of ${this.total()}`;
    this.onShow(positionAt(this.game, this.ply), this.ply);
  }

  // Arrow keys step through the game, unless they are moving the board cursor or a form control.
  onKey(e) {
    if (!this.game || e.target.closest('#board, input, select, textarea')) return;
    const to = { ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.total() }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.go(to);
  }
}

/** The game as it stood after {@code ply} moves; the result and winning line belong to the last move only. */
export function positionAt(game, ply) {
  if (ply >= game.moves.length) return game;
  const { width, height } = game.rules;
  const rows = Array.from({ length: height }, () => Array(width).fill('.'));
  game.moves.slice(0, ply).forEach(([x, y], i) => { rows[y][x] = i % 2 === 0 ? 'X' : 'O'; });
  return { ...game, board: rows.map((r) => r.join('')), moves: game.moves.slice(0, ply), result: null };
}
