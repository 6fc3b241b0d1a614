// The analysis board's words for positions, as pure functions: rules and a tree in a link's query, the game's .txt
// record (its Rules and Moves lines), Gomocup's .psq file and Connect Four's column string ("4455"). Points are
// [x, y] from the top left; a cell's name is its column's letter and its row counted from the bottom, "H8".

import { emptyTree } from './analysis-tree.js';

/** The presets a link names by word, as the server's Rules.preset knows them. */
export const PRESETS = {
  tictactoe: { width: 3, height: 3, win: 3, overline: true, renju: false, gravity: false },
  gomoku: { width: 15, height: 15, win: 5, overline: true, renju: false, gravity: false },
  standard: { width: 15, height: 15, win: 5, overline: false, renju: false, gravity: false },
  renju: { width: 15, height: 15, win: 5, overline: true, renju: true, gravity: false },
  connect4: { width: 7, height: 6, win: 4, overline: true, renju: false, gravity: true },
};

const sameRules = (a, b) => ['width', 'height', 'win', 'overline', 'renju', 'gravity'].every((k) => a[k] === b[k]);

/** "gomoku", or "9x9k4" with "g" for gravity and "e" for exactly k (no overlines). */
export function encodeRules(r) {
  for (const [name, p] of Object.entries(PRESETS)) if (sameRules(r, p)) return name;
  return `${r.width}x${r.height}k${r.win}${r.gravity ? 'g' : ''}${r.overline ? '' : 'e'}`;
}

/** The rules a link names, or null. */
export function decodeRules(s) {
  if (s && Object.hasOwn(PRESETS, s)) return { ...PRESETS[s] };
  const m = /^(\d{1,2})x(\d{1,2})k(\d{1,2})(g?)(e?)$/.exec(s ?? '');
  if (!m) return null;
  const [width, height, win] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (width < 3 || height < 3 || width > 26 || height > 26 || win < 3 || win > Math.max(width, height)) return null;
  return { width, height, win, overline: m[5] !== 'e', renju: false, gravity: m[4] === 'g' };
}

/** The API's form of the rules: a preset's name, or the numbers. */
export function apiRules(r) {
  const name = encodeRules(r);
  if (Object.hasOwn(PRESETS, name)) return { preset: name };
  return { width: r.width, height: r.height, win: r.win, overline: r.overline, gravity: r.gravity };
}

export const columnName = (x) => String.fromCharCode(65 + x);
export const cellName = ([x, y], height) => `${columnName(x)}${height - y}`;

/** "H8" (any case) as [x, y], or null when it is no cell of the board. */
export function parseCell(s, width, height) {
  const m = /^([a-zA-Z])(\d{1,2})$/.exec(s);
  if (!m) return null;
  const x = m[1].toUpperCase().charCodeAt(0) - 65;
  const y = height - Number(m[2]);
  return x >= 0 && x < width && y >= 0 && y < height ? [x, y] : null;
}

/**
 * The tree in a few characters: moves by their lowercase names ("h8i9"), and a node with variations as each of its
 * lines in brackets, main line first: "h8(i9j10)(g7)". Short enough for a link to a game of a few variations.
 */
export function encodeTree(tree, height) {
  const line = (node) => {
    if (node.children.length === 0) return '';
    if (node.children.length === 1) return step(node.children[0]);
    return node.children.map((c) => `(${step(c)})`).join('');
  };
  const step = (node) => cellName(node.move, height).toLowerCase() + line(node);
  return line(tree);
}

/** The tree a link carries, or null when the text is not one (a bad cell, unbalanced brackets). */
export function decodeTree(text, width, height) {
  let i = 0;
  const parseLine = (node) => {
    while (i < text.length) {
      if (text[i] === '(') {
        while (text[i] === '(') {
          i++;
          const child = parseMove();
          if (!child) return false;
          node.children.push(child);
          if (!parseLine(child) || text[i] !== ')') return false;
          i++;
        }
        return true;
      }
      if (text[i] === ')') return true;
      const child = parseMove();
      if (!child) return false;
      node.children.push(child);
      node = child;
    }
    return true;
  };
  const parseMove = () => {
    const m = /^[a-z]\d{1,2}/.exec(text.slice(i));
    if (!m) return null;
    const move = parseCell(m[0], width, height);
    if (!move) return null;
    i += m[0].length;
    return { move, children: [] };
  };
  const tree = emptyTree();
  if (!parseLine(tree) || i !== text.length) return null;
  return tree;
}

/** A path as one character per step (its child index, 0-9 then a-z), "" at the start. */
export const encodePath = (path) => path.map((i) => i.toString(36)).join('');

/** The path, if it leads somewhere in {@code tree}; else the longest part of it that does. */
export function decodePath(text, tree) {
  const path = [];
  let node = tree;
  for (const ch of text ?? '') {
    const i = parseInt(ch, 36);
    if (!(i >= 0) || !node.children[i]) break;
    path.push(i);
    node = node.children[i];
  }
  return path;
}

/** The query of a link to this board: "?r=gomoku&t=h8i9&p=01". */
export function linkQuery(rules, tree, path) {
  const q = new URLSearchParams({ r: encodeRules(rules), t: encodeTree(tree, rules.height) });
  if (path.length > 0) q.set('p', encodePath(path));
  return `?${q}`;
}

/** Rules, tree and path from a link's query, or null for the rules when it names none. */
export function fromQuery(search) {
  const q = new URLSearchParams(search);
  const rules = decodeRules(q.get('r') ?? 'gomoku');
  if (!rules) return null;
  const tree = decodeTree(q.get('t') ?? '', rules.width, rules.height) ?? emptyTree();
  return { rules, tree, path: decodePath(q.get('p'), tree) };
}

/** Connect Four's column string: the columns, 1-based, in order ("4455"). */
export const toColumns = (moves) => moves.map(([x]) => String(x + 1)).join('');

/** The moves of a column string on a gravity board (each stone where it lands), or null if one cannot be played. */
export function fromColumns(text, rules) {
  const filled = new Array(rules.width).fill(0);
  const out = [];
  for (const ch of text.trim()) {
    const x = Number(ch) - 1;
    if (!(x >= 0 && x < rules.width) || filled[x] >= rules.height) return null;
    out.push([x, rules.height - 1 - filled[x]++]);
  }
  return out;
}

/** Gomocup's .psq: a "Piskvorky WxH" header, then "x,y,time" lines counted from 1 at the top left. */
export function toPsq(rules, moves) {
  return `Piskvorky ${rules.width}x${rules.height}, 11:11, 0\n${moves.map(([x, y]) => `${x + 1},${y + 1},0\n`).join('')}`;
}

/** A .psq file's board size and moves, or null when it is not one. */
export function fromPsq(text) {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l);
  const head = /^Piskvorky\s+(\d+)x(\d+)/i.exec(lines[0] ?? '');
  if (!head) return null;
  const width = Number(head[1]);
  const height = Number(head[2]);
  const moves = [];
  for (const l of lines.slice(1)) {
    const m = /^(\d+),(\d+)(,-?\d+)?$/.exec(l);
    if (!m) break; // the moves end where the file's trailer (engine names, a result) begins
    const [x, y] = [Number(m[1]) - 1, Number(m[2]) - 1];
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    moves.push([x, y]);
  }
  return { width, height, moves };
}

/** The game's .txt record: its Rules and Moves lines, numbered in pairs as the game page's record writes them. */
export function toText(rules, moves) {
  const kind = rules.renju ? 'renju (black: exactly five, no 3-3, 4-4 or overline)'
    : rules.overline ? 'longer lines win too' : `exactly ${rules.win}`;
  let out = `InRow analysis\nRules: ${rules.width}x${rules.height}, ${rules.win} in a row, ${kind}`
    + `${rules.gravity ? ', gravity (stones drop to the lowest empty cell of their column)' : ''}\nMoves:`;
  moves.forEach((m, i) => {
    if (i % 2 === 0) out += `\n${i / 2 + 1}.`;
    out += ` ${cellName(m, rules.height)}`;
  });
  return `${out}\n`;
}

/** Rules and moves from a .txt record (the first round's moves), or null when it has no Rules line. */
export function fromText(text) {
  const r = /^Rules:\s*(\d+)x(\d+),\s*(\d+) in a row,\s*([^\n]*)$/m.exec(text);
  if (!r) return null;
  const rules = {
    width: Number(r[1]), height: Number(r[2]), win: Number(r[3]),
    renju: r[4].startsWith('renju'), overline: !r[4].startsWith('exactly'), gravity: r[4].includes('gravity'),
  };
  const at = text.search(/^Moves:/m);
  const moves = [];
  if (at >= 0) {
    for (const line of text.slice(at + 6).split('\n')) {
      if (/^\s*$/.test(line) && moves.length > 0) break;
      if (/^[A-Za-z][a-z]/.test(line.trim())) break; // the next round's heading
      for (const word of line.trim().split(/\s+/)) {
        if (/^\d+\.$/.test(word) || word === '') continue;
        const cell = parseCell(word, rules.width, rules.height);
        if (!cell) return null;
        moves.push(cell);
      }
    }
  }
  return { rules, moves };
}
