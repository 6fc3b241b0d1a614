// The computer's review of a finished round (docs/protocol.md, Reviews): asked for with one button, read as it fills
// in, shown as marks on the move list (?!, ?, ??), each side's accuracy, and, for the move on the board, what the
// best move was and what each left. The server decides every grade; this only words it.
import { t } from './i18n.js';
import { cellName } from './board.js';
import { linkQuery } from './analysis-codec.js';
import { fromMoves } from './analysis-tree.js';

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

/** The progress line: "Reviewing… 12 of 60 moves", "3 reviews ahead of yours", or the accuracies once done. */
export function progressWords(review) {
  if (review.state === 'waiting') return t('js.review.waiting', { n: review.ahead });
  if (review.state !== 'done') return t('js.review.running', { n: review.moves?.length ?? 0, total: review.total ?? 0 });
  return '';
}

/** Runs the review panel of a game page: the button, the polling, the marks. */
/** The analysis board's link to the position after {@code ply} moves, the round's moves its main line. */
export function analysisLink(rules, moves, ply) {
  return `/analysis${linkQuery(rules, fromMoves(moves), moves.slice(0, ply).map(() => 0))}`;
}

export class ReviewPanel {
  constructor(code, onChange) {
    this.code = code;
    this.onChange = onChange;
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

  /** The reviewed move at {@code ply} (1 for the first), if reviewed yet. */
  at(ply) {
    return this.review?.moves?.[ply - 1] ?? null;
  }
}
