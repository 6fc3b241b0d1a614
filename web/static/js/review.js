// The computer's review of a finished round (docs/protocol.md, Reviews): asked for with one button, read as it fills
// in, shown as marks on the move list (?!, ?, ??), each side's accuracy, and, for the move on the board, what the
// best move was and what each left. The server decides every grade; this only words it.
import { t } from './i18n.js';
import { cellName } from './board.js';

const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The list's mark for a grade: "?!", "?", "??", or '' for a good or best move. */
export function gradeMark(grade) {
  return MARKS[grade] ?? '';
}

/**
 * An outcome in words, for the side that moved: exact ones as "wins in 3 moves", "draw", "loses in 2 moves"
 * (its own moves counted: plies + 1 halved), estimates as a chance to win.
 */
export function outcomeWords(o) {
  if (!o) return t('js.review.unproven');
  if (o.result === null || o.result === undefined) {
    return t('js.review.chance', { pct: Math.round(o.chance * 100) });
  }
  if (o.result === 0) return t('js.review.draw');
  const n = Math.ceil(o.plies / 2);
  return t(o.result > 0 ? 'js.review.winsIn' : 'js.review.losesIn', { n });
}

/** What a reviewed move was, in a sentence: "O's J9 was a blunder: H8 was better (wins in 3 moves; now loses in 2)." */
export function moveVerdict(m, height, side) {
  const played = cellName(m.played[0], m.played[1], height);
  const best = m.best ? cellName(m.best[0], m.best[1], height) : null;
  const grade = m.grade ?? 'unproven';
  const key = grade === 'best' || grade === 'good' || grade === 'unproven' || !best || best === played
    ? (grade === 'unproven' ? 'js.review.unproven.move' : `js.review.${grade}`) : `js.review.${grade}Better`;
  return t(key, { side, cell: played, best, now: outcomeWords(m.outcome), then: outcomeWords(m.best_outcome) });
}

/**
 * The exact value of every move in a position, best first: "D: wins in 9 moves · C: a draw · …" (a gravity board's
 * moves are its columns, named by letter); '' when the review is not exact there.
 */
export function everyWords(m, rules) {
  if (!m?.every?.length) return '';
  const name = ([x, y]) => (rules.gravity ? String.fromCharCode(65 + x) : cellName(x, y, rules.height));
  return t('js.review.every', { list: m.every.map((c) => `${name(c.move)}: ${outcomeWords(c.outcome)}`).join(' · ') });
}

/**
 * What a proven outcome is, in a cell's few characters: "+3" wins in 3 of its mover's moves, "=" a draw, "−2" loses
 * in 2; an unproven one "?".
 */
export function valueText(o) {
  if (!o || o.result === null || o.result === undefined) return '?';
  if (o.result === 0) return '=';
  const n = Math.ceil(o.plies / 2);
  return o.result > 0 ? `+${n}` : `\u2212${n}`;
}

/**
 * The marks an exact review puts on the board for the position shown: every legal move's value for the side to
 * move, on the point (or a column's landing slot) it would take, toned win, draw or loss. None on an estimate.
 */
export function valueMarks(m) {
  if (!m?.every?.length) return [];
  return m.every.map(({ move: [x, y], outcome }) => ({
    x, y, text: valueText(outcome),
    tone: !outcome || outcome.result === null || outcome.result === undefined ? 'unknown'
      : outcome.result > 0 ? 'win' : outcome.result < 0 ? 'loss' : 'draw',
  }));
}

/**
 * X's share after each reviewed move, from what the move left its mover (a proven win 1, a draw ½, a loss 0, an
 * estimate its chance): the evaluation graph's points, {ply, x}, with x null where the move's value is unknown.
 */
export function evalSeries(moves) {
  return (moves ?? []).map((m) => {
    const o = m.outcome;
    let v = null;
    if (o) v = o.result === null || o.result === undefined ? o.chance : o.result > 0 ? 1 : o.result < 0 ? 0 : 0.5;
    return { ply: m.ply + 1, x: v === null || v === undefined ? null : (m.by === 'X' ? v : 1 - v) };
  });
}

/**
 * The graph's line as an SVG path across {@code width} x {@code height} (X's side up), from the start (½) through
 * each known point; an unknown one breaks the line. {@code total}: the round's moves, so the axis is the game's.
 */
export function graphPath(series, total, width, height) {
  const px = (ply) => (total > 0 ? (ply / total) * width : 0);
  const py = (x) => (1 - x) * height;
  const r = (n) => Math.round(n * 10) / 10;
  let d = `M0 ${r(py(0.5))}`;
  let open = true;
  for (const { ply, x } of series) {
    if (x === null) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${r(px(ply))} ${r(py(x))}`;
    open = true;
  }
  return d;
}

/** The move a click at {@code fraction} (0 to 1) across the graph means: the nearest, from 0 to {@code total}. */
export function plyAt(fraction, total) {
  return Math.max(0, Math.min(total, Math.round(fraction * total)));
}

/** The progress line: "Reviewing… 12 of 60 moves", "3 reviews ahead of yours", or the accuracies once done. */
export function progressWords(review) {
  if (review.state === 'waiting') return t('js.review.waiting', { n: review.ahead });
  if (review.state !== 'done') return t('js.review.running', { n: review.moves?.length ?? 0, total: review.total ?? 0 });
  return '';
}

/** Runs the review panel of a game page: the button, the polling, the marks. */
export class ReviewPanel {
  /**
   * @param onChange called when the review grew, to draw it
   * @param onPick called with a ply when a person clicks the evaluation graph there
   */
  constructor(code, onChange, onPick = () => {}) {
    this.code = code;
    this.onChange = onChange;
    this.onPick = onPick;
    this.review = null;
    this.round = null;
    this.button = document.getElementById('review');
    this.line = document.getElementById('review-progress');
    this.button.addEventListener('click', () => this.ask());
  }

  /** Shown for a finished round with moves; a round picked in the replay has its own review. */
  show(round, over, hasMoves) {
    if (round !== this.round) {
      this.round = round;
      this.review = null;
      clearTimeout(this.timer);
      this.line.textContent = '';
      this.peek();
    }
    this.button.hidden = !over || !hasMoves || this.review !== null;
  }

  /** A review someone already asked for is shown without asking again. */
  async peek() {
    const round = this.round;
    const r = await this.fetch('GET');
    if (r && round === this.round && r.state !== 'none') this.took(r);
  }

  async ask() {
    this.button.hidden = true;
    const r = await this.fetch('POST');
    if (r) this.took(r);
  }

  async fetch(method) {
    const res = await fetch(`/api/games/${this.code}/review?round=${this.round}`, {
      method, headers: method === 'POST' ? { 'Content-Type': 'application/json' } : {},
    }).catch(() => null);
    if (!res) return null;
    const body = await res.json().catch(() => null);
    if (!res.ok) {
      this.line.textContent = body?.error?.message ?? t('js.review.failed');
      this.button.hidden = res.status === 409;
      return null;
    }
    return body;
  }

  took(r) {
    this.review = r;
    this.button.hidden = true;
    this.line.textContent = progressWords(r);
    this.onChange();
    if (r.state !== 'done') {
      clearTimeout(this.timer);
      this.timer = setTimeout(async () => {
        const next = await this.fetch('GET');
        if (next && next.round === this.round) this.took(next);
      }, 1000);
    }
  }

  /**
   * The evaluation graph across the round (X's side up), drawn once moves are reviewed, with the position on show
   * marked; a click goes to the move under it. Hidden from screen readers: the move list says the same, mark by mark.
   */
  drawGraph(total, ply) {
    const W = 300;
    const H = 60;
    let svg = document.getElementById('review-graph');
    const series = evalSeries(this.review?.moves);
    if (!series.length || !total) {
      if (svg) svg.hidden = true;
      return;
    }
    if (!svg) {
      const ns = 'http://www.w3.org/2000/svg';
      svg = document.createElementNS(ns, 'svg');
      svg.id = 'review-graph';
      // A margin above and below, so a line along a proven win or loss is not cut in half by the edge.
      svg.setAttribute('viewBox', `0 -4 ${W} ${H + 8}`);
      svg.setAttribute('preserveAspectRatio', 'none');
      svg.setAttribute('aria-hidden', 'true');
      for (const cls of ['mid', 'line', 'at']) {
        const el = document.createElementNS(ns, cls === 'line' ? 'path' : 'line');
        el.setAttribute('class', cls);
        el.setAttribute('vector-effect', 'non-scaling-stroke');
        svg.append(el);
      }
      svg.querySelector('.mid').setAttribute('x1', '0');
      svg.querySelector('.mid').setAttribute('x2', String(W));
      svg.querySelector('.mid').setAttribute('y1', String(H / 2));
      svg.querySelector('.mid').setAttribute('y2', String(H / 2));
      svg.addEventListener('click', (e) => {
        const box = svg.getBoundingClientRect();
        if (box.width > 0) this.onPick(plyAt((e.clientX - box.left) / box.width, Number(svg.dataset.total)));
      });
      this.line.after(svg);
    }
    svg.hidden = false;
    svg.dataset.total = String(total);
    svg.querySelector('.line').setAttribute('d', graphPath(series, total, W, H));
    const at = svg.querySelector('.at');
    const x = String((ply / total) * W);
    at.setAttribute('x1', x);
    at.setAttribute('x2', x);
    at.setAttribute('y1', '0');
    at.setAttribute('y2', String(H));
  }

  /** The reviewed move at {@code ply} (1 for the first), if reviewed yet. */
  at(ply) {
    return this.review?.moves?.[ply - 1] ?? null;
  }
}
