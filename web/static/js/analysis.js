// The analysis board (issue 42): stones placed freely in turn, a tree of variations, the computer's best three
// moves on demand, and the whole board as a link. The tree and the codecs are pure (analysis-tree.js,
// analysis-codec.js); this module keeps the page's one state, renders it, and talks to /api/analysis. The server
// decides legality when it analyses: a position it refuses is shown with its reason.
import './app.js';
import { t } from './i18n.js';
import { sideName } from './seats.js';
import { outcomeWords } from './review.js';
import { emptyTree, fromMoves, movesAt, nodeAt, play, promote, remove, back, forward, rows, setupMoves }
  from './analysis-tree.js';
import { PRESETS, apiRules, cellName, encodeRules, fromQuery, linkQuery, toColumns, fromColumns, toPsq, fromPsq,
  toText, fromText } from './analysis-codec.js';

const POLL_MS = 700;
/** This page's own id: the server drops the analysis it asked for before when it asks about the next position. */
const BOARD = Math.random().toString(36).slice(2, 12) || 'board';
const $ = (id) => document.getElementById(id);

const start = fromQuery(location.search) ?? { rules: { ...PRESETS.gomoku }, tree: emptyTree(), path: [] };
let rules = start.rules;
let tree = start.tree;
let path = start.path;
let engineOn = false;
let asked = null;      // the position the engine was last asked about (its moves' key), so a late answer is dropped
let thought = null;    // the engine's latest answer for the position on the board
let timer = null;
let spoken = '';
let focus = 0;         // the board's one tabbable cell
let setup = null;      // while stones are set up freely: { X: [...], O: [...] }, each colour's stones

const movesHere = () => movesAt(tree, path);
const seatToMove = () => (movesHere().length % 2 === 0 ? 'X' : 'O');

/** Who holds each cell in the position on the board: 'X', 'O' or ''. */
function stones() {
  const grid = Array.from({ length: rules.height }, () => new Array(rules.width).fill(''));
  if (setup) {
    for (const seat of ['X', 'O']) for (const [x, y] of setup[seat]) grid[y][x] = seat;
  } else {
    movesHere().forEach(([x, y], i) => { grid[y][x] = i % 2 === 0 ? 'X' : 'O'; });
  }
  return grid;
}

/** Where a stone put at (x, y) goes: the lowest empty cell of its column with gravity; null when it cannot. */
function target(x, y, grid) {
  if (!rules.gravity) return grid[y][x] === '' ? [x, y] : null;
  for (let row = rules.height - 1; row >= 0; row--) if (grid[row][x] === '') return [x, row];
  return null;
}

function go(next) {
  tree = next.tree;
  path = next.path;
  changed();
}

function changed() {
  history.replaceState(null, '', `/analysis${linkQuery(rules, tree, path)}`);
  thought = null;
  render();
  if (engineOn) ask();
}

function buildBoard() {
  const board = $('board');
  board.replaceChildren();
  board.style.setProperty('--w', rules.width);
  board.style.setProperty('--h', rules.height);
  board.classList.toggle('stones', (rules.win >= 5 || (rules.width >= 9 && rules.height >= 9)) && !rules.gravity);
  board.classList.toggle('gravity', rules.gravity);
  for (let y = 0; y < rules.height; y++) {
    for (let x = 0; x < rules.width; x++) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'spot';
      b.dataset.x = x;
      b.dataset.y = y;
      b.tabIndex = -1;
      board.append(b);
    }
  }
  focus = Math.floor(rules.height / 2) * rules.width + Math.floor(rules.width / 2);
}

function render() {
  const grid = stones();
  const marks = new Map((thought?.lines ?? []).map((l, i) => [`${l.moves[0][0]},${l.moves[0][1]}`, i + 1]));
  const moves = movesHere();
  const last = moves[moves.length - 1];
  [...$('board').children].forEach((b, i) => {
    const x = i % rules.width;
    const y = Math.floor(i / rules.width);
    const mark = grid[y][x];
    const rank = marks.get(`${x},${y}`);
    b.dataset.mark = mark;
    b.dataset.rank = rank ?? '';
    b.classList.toggle('last', !!last && last[0] === x && last[1] === y);
    b.textContent = mark === '' ? (rank ? String(rank) : '') : (b.parentElement.classList.contains('stones') ? '' : mark);
    const parts = [cellName([x, y], rules.height), mark ? sideName(rules, mark) : t('js.analysis.empty')];
    if (rank) parts.push(t('js.analysis.suggested', { n: rank }));
    b.setAttribute('aria-label', parts.join(', '));
    b.tabIndex = i === focus ? 0 : -1;
  });
  $('turn').textContent = setup ? t('js.analysis.setupOn')
    : t('js.analysis.toMove', { side: sideName(rules, seatToMove()), n: moves.length });
  $('back').disabled = !!setup || path.length === 0;
  $('forward').disabled = !!setup || nodeAt(tree, path).children.length === 0;
  $('promote').disabled = !!setup || path.length === 0 || path[path.length - 1] === 0;
  $('delete').disabled = !!setup || path.length === 0;
  $('analyse').disabled = !!setup;
  $('analyse').setAttribute('aria-pressed', String(engineOn));
  $('setup').setAttribute('aria-pressed', String(!!setup));
  renderTree();
  renderEngine();
}

function renderTree() {
  const list = document.createElement('ol');
  for (const row of rows(tree)) {
    const li = document.createElement('li');
    li.style.setProperty('--depth', row.depth);
    const b = document.createElement('button');
    b.type = 'button';
    const ply = row.path.length;
    b.textContent = `${Math.ceil(ply / 2)}.${ply % 2 === 0 ? '..' : ''} ${cellName(row.move, rules.height)}`;
    if (row.path.join() === path.join()) b.setAttribute('aria-current', 'true');
    if (row.depth > 0) li.classList.add('variation');
    b.addEventListener('click', () => { path = row.path; changed(); });
    li.append(b);
    list.append(li);
  }
  $('tree').replaceChildren(list);
}

function renderEngine() {
  const lines = $('lines');
  lines.replaceChildren();
  if (!engineOn) {
    $('engine-state').textContent = t('js.analysis.off');
    return;
  }
  for (const l of thought?.lines ?? []) {
    const li = document.createElement('li');
    li.textContent = t('js.analysis.line', { cell: cellName(l.moves[0], rules.height), value: outcomeWords(l.outcome),
      moves: l.moves.map((m) => cellName(m, rules.height)).join(' ') });
    lines.append(li);
  }
  const best = thought?.lines?.[0];
  if (best) {
    const words = t('js.analysis.best', { cell: cellName(best.moves[0], rules.height), value: outcomeWords(best.outcome) });
    if (words !== spoken) {
      spoken = words;
      $('spoken').textContent = words;
    }
  }
}

/** Asks the server about the position on the board, then follows its answer until it is done. */
async function ask() {
  clearTimeout(timer);
  const moves = movesHere();
  const key = JSON.stringify([encodeRules(rules), moves]);
  asked = key;
  $('engine-state').textContent = t('js.analysis.asking');
  const res = await fetch('/api/analysis', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: apiRules(rules), moves, board: BOARD }),
  }).catch(() => null);
  follow(key, res);
}

async function follow(key, res) {
  if (key !== asked) return;
  const body = res ? await res.json().catch(() => null) : null;
  if (key !== asked) return;
  if (!res || !res.ok || !body) {
    $('engine-state').textContent = body?.error?.message ?? t('js.analysis.failed');
    return;
  }
  thought = body.lines ? body : thought;
  render();
  $('engine-state').textContent = body.state === 'waiting' ? t('js.analysis.waiting', { n: body.ahead })
    : body.state === 'done' ? t('js.analysis.done', { n: body.depth ?? 0 })
      : t('js.analysis.thinking', { n: body.depth ?? 0 });
  if (body.state !== 'done') {
    timer = setTimeout(async () => follow(key, await fetch(`/api/analysis/${body.id}`).catch(() => null)), POLL_MS);
  }
}

function onBoardKey(e) {
  const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const d = moves[e.key];
  if (!d) return;
  e.preventDefault();
  e.stopPropagation();
  const x = Math.min(rules.width - 1, Math.max(0, (focus % rules.width) + d[0]));
  const y = Math.min(rules.height - 1, Math.max(0, Math.floor(focus / rules.width) + d[1]));
  focus = y * rules.width + x;
  render();
  $('board').children[focus].focus();
}

function newBoard(r) {
  rules = r;
  setup = null;
  tree = emptyTree();
  path = [];
  buildBoard();
  changed();
}

function rulesFromForm() {
  const kind = $('kind').value;
  if (kind !== 'custom') return { ...PRESETS[kind] };
  const n = (id) => Math.min(19, Math.max(3, Number($(id).value) || 3));
  const width = n('width');
  const height = n('height');
  return { width, height, win: Math.min(n('win'), Math.max(width, height)), overline: true, renju: false,
    gravity: $('gravity').checked };
}

function download(name, text) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

/** A record pasted or opened: a .psq file, a .txt record, or (with gravity) a column string. */
function load(text) {
  $('import-error').textContent = '';
  let found = null;
  const psq = fromPsq(text);
  if (psq) {
    const same = psq.width === rules.width && psq.height === rules.height && !rules.gravity;
    found = { rules: same ? rules : { width: psq.width, height: psq.height, win: 5, overline: true, renju: false,
      gravity: false }, moves: psq.moves };
  } else if (/^\s*\d+\s*$/.test(text) && rules.gravity) {
    const moves = fromColumns(text, rules);
    found = moves && { rules, moves };
  } else {
    found = fromText(text);
  }
  if (!found || found.rules.width > 19 || found.rules.height > 19) {
    $('import-error').textContent = t('js.analysis.importFailed');
    return;
  }
  rules = found.rules;
  setup = null;
  tree = fromMoves(found.moves);
  path = found.moves.map(() => 0);
  buildBoard();
  syncForm();
  changed();
}

function syncForm() {
  const name = encodeRules(rules);
  $('kind').value = Object.hasOwn(PRESETS, name) ? name : 'custom';
  $('custom').hidden = $('kind').value !== 'custom';
  $('width').value = rules.width;
  $('height').value = rules.height;
  $('win').value = rules.win;
  $('gravity').checked = rules.gravity;
  $('export-psq').textContent = t(rules.gravity ? 'js.analysis.exportColumns' : 'js.analysis.exportPsq');
  const [black, white, none] = $('setup-colour').options;
  black.textContent = sideName(rules, 'X');
  white.textContent = sideName(rules, 'O');
  none.textContent = t('js.analysis.eraser');
}

/** Set-up mode: a press puts a stone of the chosen colour (or takes one away); the turn order comes after. */
function setUp(x, y) {
  const grid = stones();
  const at = (list) => list.findIndex(([a, b]) => a === x && b === y);
  if (grid[y][x] !== '') {
    const list = setup[grid[y][x]];
    list.splice(at(list), 1);
  } else if ($('setup-colour').value) {
    const spot = target(x, y, grid);
    if (spot) setup[$('setup-colour').value].push(spot);
  }
  render();
}

$('setup').addEventListener('click', () => {
  $('import-error').textContent = '';
  if (!setup) {
    const moves = movesHere();
    setup = { X: moves.filter((_, i) => i % 2 === 0), O: moves.filter((_, i) => i % 2 === 1) };
    render();
    return;
  }
  const moves = setupMoves(setup.X, setup.O);
  if (!moves) {
    $('import-error').textContent = t('js.analysis.setupUnbalanced');
    return;
  }
  setup = null;
  tree = fromMoves(moves);
  path = moves.map(() => 0);
  changed();
});

$('board').addEventListener('click', (e) => {
  const b = e.target.closest('button.spot');
  if (!b) return;
  if (setup) {
    setUp(Number(b.dataset.x), Number(b.dataset.y));
    return;
  }
  const spot = target(Number(b.dataset.x), Number(b.dataset.y), stones());
  if (!spot) return;
  focus = Number(b.dataset.y) * rules.width + Number(b.dataset.x);
  go(play(tree, path, spot));
  $('board').children[focus].focus();
});
$('board').addEventListener('keydown', onBoardKey);
$('board').addEventListener('focusin', (e) => {
  const i = [...$('board').children].indexOf(e.target);
  if (i >= 0 && i !== focus) { focus = i; render(); }
});
document.addEventListener('keydown', (e) => {
  if (setup || e.target.closest('input, textarea, select, #board') || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.key === 'ArrowLeft' && path.length > 0) { path = back(path); changed(); }
  if (e.key === 'ArrowRight') { path = forward(tree, path); changed(); }
});
$('back').addEventListener('click', () => { path = back(path); changed(); });
$('forward').addEventListener('click', () => { path = forward(tree, path); changed(); });
$('promote').addEventListener('click', () => go(promote(tree, path)));
$('delete').addEventListener('click', () => go(remove(tree, path)));
$('analyse').addEventListener('click', () => {
  engineOn = !engineOn;
  asked = null;
  clearTimeout(timer);
  render();
  if (engineOn) ask();
});
$('kind').addEventListener('change', () => { $('custom').hidden = $('kind').value !== 'custom'; });
$('rules').addEventListener('submit', (e) => { e.preventDefault(); newBoard(rulesFromForm()); syncForm(); });
$('copy').addEventListener('click', async () => {
  const link = `${location.origin}/analysis${linkQuery(rules, tree, path)}`;
  const ok = await navigator.clipboard?.writeText(link).then(() => true, () => false);
  $('copied').textContent = ok ? t('js.analysis.copied') : link;
});
$('export-txt').addEventListener('click', () => download('inrow-analysis.txt', toText(rules, movesHere())));
$('export-psq').addEventListener('click', () => {
  if (rules.gravity) {
    $('record').value = toColumns(movesHere());
  } else {
    download('inrow-analysis.psq', toPsq(rules, movesHere()));
  }
});
$('import').addEventListener('click', () => load($('record').value));
$('file').addEventListener('change', async () => {
  const file = $('file').files[0];
  if (file) load(await file.text());
});

buildBoard();
syncForm();
changed();
// This browser's seek stays listed while it is here, and once accepted takes it to the game (presence.js, loaded only
// then: the board's first visit does not carry it).
try {
  if (localStorage.getItem('inrow.seek')) import('./presence.js').then((m) => m.listen());
} catch { /* no storage */ }
