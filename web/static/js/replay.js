// Steps through a finished game: buttons, a slider, the arrow keys, and the move list; after rematches, any round
// of the series (their moves come from the server's /rounds). It only re-draws moves the server sent; the final
// position of the current round, with its result, is the server's own. A game still on may be browsed too (a move
// picked in the list, or the left arrow), as on lichess: the bar shows while browsing, the board shows the earlier
// position and takes no move, and the last step (or End) goes back to the game.
import { t } from './i18n.js';

export class Replay {
  /**
   * @param onShow called with (position, ply, game) whenever another position is shown
   * @param onRound called when another round is picked, so the headline, players and moves follow it
   * @param onSay called with (ply, game) when a person picked a position, to tell a screen reader what it shows
   */
  constructor({ onShow, onRound, onSay }) {
    this.onShow = onShow;
    this.onSay = onSay;
    this.onRound = onRound;
    this.game = null;
    this.current = null; // the latest state, live or over
    this.browsing = false; // a game still on, shown at an earlier move
    this.ply = 0;
    this.slider = document.getElementById('replay-slider');
    const step = (to) => () => this.go(to(), true);
    document.getElementById('replay-first').addEventListener('click', step(() => 0));
    document.getElementById('replay-prev').addEventListener('click', step(() => this.ply - 1));
    document.getElementById('replay-next').addEventListener('click', step(() => this.ply + 1));
    document.getElementById('replay-last').addEventListener('click', step(() => this.total()));
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value), true));
    document.getElementById('replay-live').addEventListener('click', () => this.stopBrowsing());
    document.getElementById('moves').addEventListener('click', (e) => {
      const move = e.target.closest('button.move');
      if (!move || move.disabled) return;
      if (!this.pick(Number(move.dataset.ply))) return;
      // On a phone the list sits far below the board: bring the board to the move picked, or nothing seems to happen.
      const board = document.getElementById('board');
      const box = board.getBoundingClientRect();
      if (box.bottom < 0 || box.top > innerHeight) {
        board.scrollIntoView({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches
          ? 'auto' : 'smooth' });
      }
    });
    document.addEventListener('keydown', (e) => this.onKey(e));
    this.live = null;
    this.hashRead = false;
    this.rounds = document.getElementById('replay-round');
    this.rounds.addEventListener('change', () => this.pickRound(Number(this.rounds.value)));
  }

  /** Shows another round of the series, from the moves and result the server kept. */
  async pickRound(round) {
    if (!this.live) return;
    if (round === this.live.round) {
      this.game = this.live;
      this.onRound();
      this.go(this.total());
      return;
    }
    try {
      const response = await fetch(`/api/games/${this.live.code}/rounds`);
      const { rounds } = await response.json();
      const r = rounds.find((x) => x.round === round);
      if (!r || !this.live) return;
      this.game = pastRound(this.live, r);
      this.onRound();
      this.go(this.total());
    } catch { /* the current round stays shown */ }
  }

  /** Whether an earlier round than the one just played is shown. */
  get past() {
    return Boolean(this.game && this.live && this.game.round !== this.live.round);
  }

  total() {
    return this.game ? this.game.moves.length : 0;
  }

  get active() {
    return Boolean(this.game);
  }

  /** Whether the board shows the current round's latest move: live, or stepped to the end. */
  get atLatest() {
    return !this.game || (!this.past && this.ply >= this.total());
  }

  /**
   * A finished game arrived (or a live one: null stops the replay). Shows its final position, unless the same
   * finished game came again (a spectator joined, say) while an earlier round is shown: that round stays.
   */
  load(game) {
    const asked = this.linked(); // the page's first state only: a link to a game still on shows it live
    const before = this.current;
    this.current = game;
    if (this.browsing) {
      if (game && game.status !== 'over' && before && before.round === game.round
        && game.moves.length >= this.ply) {
        this.game = game; // the game goes on underneath: the bar's count grows, the position shown stays
        this.go(this.ply);
        return;
      }
      this.browsing = false; // over, a new round, or a takeback past the move shown: back to the game
      this.game = null;
      document.getElementById('replay-live').hidden = true;
    }
    const over = game && game.status === 'over' ? game : null;
    const fresh = !over || !this.live || this.live.round !== over.round || this.live.moves.length !== over.moves.length;
    const keep = !fresh && this.past;
    this.live = over;
    if (!keep) this.game = over;
    // Nothing to step through in a game that ended before its first move (unless earlier rounds can be picked).
    document.getElementById('replay').hidden = !this.game || (over.moves.length === 0 && over.round < 2);
    this.rounds.hidden = !this.game || over.round < 2;
    if (over && this.rounds.options.length !== over.round) {
      this.rounds.textContent = '';
      for (let n = 1; n <= over.round; n++) {
        const option = document.createElement('option');
        option.value = String(n);
        option.textContent = t('js.game.roundN', { n });
        this.rounds.append(option);
      }
    }
    if (this.game) this.rounds.value = String(this.game.round);
    if (this.game && fresh) this.go(asked ?? this.total());
  }

  /**
   * The ply a link asked for, once: /g/CODE#12 opens a finished game at its 12th move, as lichess's links do, so a
   * club can point its members at a position. Read at the first load only.
   */
  linked() {
    if (this.hashRead) return null;
    this.hashRead = true;
    const m = /^#(\d+)$/.exec(location.hash);
    return m ? Number(m[1]) : null;
  }

  /** The address says the position shown, so that it can be copied and sent: #N before the end, nothing at it. */
  remember() {
    if (this.browsing) return; // a game still on is linked to as it stands
    const at = !this.past && this.ply < this.total() ? `#${this.ply}` : '';
    if (location.hash === at) return;
    history.replaceState(history.state, '', `${location.pathname}${location.search}${at}`);
  }

  /** Starts browsing a game still on (at its last move, till a step is taken); false when there is nothing to see. */
  browse() {
    const g = this.current;
    if (this.game || !g || g.status === 'over' || g.moves.length === 0) return false;
    this.browsing = true;
    this.game = g;
    this.ply = g.moves.length;
    document.getElementById('replay').hidden = false;
    document.getElementById('replay-live').hidden = false;
    this.rounds.hidden = true;
    return true;
  }

  /** Back to the game still on: its position, live, takes moves again. */
  stopBrowsing() {
    this.browsing = false;
    this.game = null;
    document.getElementById('replay').hidden = true;
    document.getElementById('replay-live').hidden = true;
    this.onRound();
  }

  /** A person picked the position after {@code ply} moves (in the list, on the review's graph): false if none shows. */
  pick(ply) {
    if (!this.game && !this.browse()) return false;
    this.go(ply, true);
    return true;
  }

  /** Shows the position after {@code ply} moves; {@code said}: a person asked for it, so it is said aloud. */
  go(ply, said = false) {
    if (!this.game) return;
    if (this.browsing && ply >= this.total()) {
      this.stopBrowsing();
      return;
    }
    this.ply = Math.max(0, Math.min(this.total(), ply));
    this.slider.max = String(this.total());
    this.slider.value = String(this.ply);
    document.getElementById('replay-pos').textContent = t('js.game.replayPos', { n: this.ply, total: this.total() });
    this.onShow(positionAt(this.game, this.ply), this.ply, this.game);
    if (said) this.onSay(this.ply, this.game);
    this.remember();
  }

  // Arrow keys step through the game, unless they are moving the board cursor or a form control.
  onKey(e) {
    // Alt+Left is the browser's Back, and the other modifiers mean something else too: not a step.
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.target.closest('#board, input, select, textarea')) return;
    if (!this.game && !((e.key === 'ArrowLeft' || e.key === 'Home') && this.browse())) return;
    const to = { ArrowLeft: this.ply - 1, ArrowRight: this.ply + 1, Home: 0, End: this.total() }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    this.go(to, true);
  }
}

/**
 * An earlier round as the page shows it: its moves and result, and its players at the colours they had then, as the
 * server says (`swapped`: the other way round from now). When it cannot tell (a swap opening's earlier round not won
 * on the board), the players stay as they sit now and the result names its winner.
 */
export function pastRound(live, r) {
  const swapped = r.swapped ?? null;
  const players = swapped ? { X: live.players.O, O: live.players.X } : live.players;
  const result = r.reason ? { winner: r.winner, reason: r.reason, line: r.line ?? [] } : null;
  const game = {
    ...live, round: r.round, moves: r.moves, result, players, swapped, winnerName: r.winner_name,
    forbidden: [], opening: null,
  };
  return { ...game, board: boardOf(game.rules, r.moves) };
}

/** The game as it stood after {@code ply} moves; the result and winning line belong to the last move only. */
export function positionAt(game, ply) {
  if (ply >= game.moves.length) return game;
  const moves = game.moves.slice(0, ply);
  // Renju's forbidden points are the live position's (a game still on, browsed): not this one's.
  return { ...game, board: boardOf(game.rules, moves), moves, result: null, forbidden: [] };
}

/** The board's rows after these moves, X first. */
function boardOf({ width, height }, moves) {
  const rows = Array.from({ length: height }, () => Array(width).fill('.'));
  moves.forEach(([x, y], i) => { rows[y][x] = i % 2 === 0 ? 'X' : 'O'; });
  return rows.map((r) => r.join(''));
}
