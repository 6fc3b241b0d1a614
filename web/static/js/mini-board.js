// A game in small: the lobby's live boards and a profile's recent games draw their positions with this.
import { stoneBoard } from './seats.js';

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A small picture of the position: a go board's lines and stones, or a small board's cells with X and O. */
export function miniBoard(game) {
  const { width: w, height: h } = game.rules;
  if (game.rules.gravity) return miniDropBoard(game);
  const go = stoneBoard(game.rules);
  const pic = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: `mini${go ? ' go' : ''}`, 'aria-hidden': 'true' });
  pic.append(svg('rect', { width: w, height: h, class: 'mini-bg' }));
  if (go) {
    for (let x = 0; x < w; x++) pic.append(svg('line', { x1: x + 0.5, y1: 0.5, x2: x + 0.5, y2: h - 0.5, class: 'mini-line' }));
    for (let y = 0; y < h; y++) pic.append(svg('line', { x1: 0.5, y1: y + 0.5, x2: w - 0.5, y2: y + 0.5, class: 'mini-line' }));
  } else {
    for (let x = 1; x < w; x++) pic.append(svg('line', { x1: x, y1: 0, x2: x, y2: h, class: 'mini-line' }));
    for (let y = 1; y < h; y++) pic.append(svg('line', { x1: 0, y1: y, x2: w, y2: y, class: 'mini-line' }));
  }
  (game.board ?? []).forEach((row, y) => [...row].forEach((mark, x) => {
    if (mark === '.') return;
    if (go) {
      pic.append(svg('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.44, class: `mini-stone ${mark}` }));
    } else if (mark === 'O') {
      pic.append(svg('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.3, class: 'mini-mark O' }));
    } else {
      pic.append(svg('path', { d: `M${x + 0.22},${y + 0.22}L${x + 0.78},${y + 0.78}M${x + 0.78},${y + 0.22}L${x + 0.22},${y + 0.78}`,
        class: 'mini-mark X' }));
    }
  }));
  if (game.last) {
    const [x, y] = game.last;
    pic.append(svg('circle', { cx: x + 0.5, cy: y + 0.5, r: go ? 0.16 : 0.46, class: `mini-last${go ? '' : ' ring'}` }));
  }
  return pic;
}

/** A gravity board in small: the blue frame, its holes and the discs, red for X and yellow for O. */
function miniDropBoard(game) {
  const { width: w, height: h } = game.rules;
  const pic = svg('svg', { viewBox: `0 0 ${w} ${h}`, class: 'mini c4', 'aria-hidden': 'true' });
  pic.append(svg('rect', { width: w, height: h, rx: 0.3, class: 'mini-bg' }));
  (game.board ?? []).forEach((row, y) => [...row].forEach((mark, x) => {
    pic.append(svg('circle', { cx: x + 0.5, cy: y + 0.5, r: 0.38, class: mark === '.' ? 'mini-hole' : `mini-disc ${mark}` }));
  }));
  return pic;
}

/** The rows of a board after these moves (stones alternate, X first), as the server's view spells them. */
export function boardOf(rules, moves) {
  const rows = Array.from({ length: rules.height }, () => Array(rules.width).fill('.'));
  moves.forEach(([x, y], ply) => { rows[y][x] = ply % 2 === 0 ? 'X' : 'O'; });
  return rows.map((r) => r.join(''));
}
