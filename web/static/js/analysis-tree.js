// The analysis board's tree of variations, as plain values: a node is { move: [x, y] (null at the root),
// children: [...] }, and the first child of a node is its main line. A place in the tree is a path: the child index
// taken at each step from the root. Every change returns a new tree (the nodes off the changed path are shared), so
// the page can keep the one it had and the tests can compare.

export const emptyTree = () => ({ move: null, children: [] });

/** A tree with one line of moves, its main line. */
export function fromMoves(moves) {
  let node = null;
  for (let i = moves.length - 1; i >= 0; i--) node = { move: moves[i], children: node ? [node] : [] };
  return { move: null, children: node ? [node] : [] };
}

export function nodeAt(tree, path) {
  let node = tree;
  for (const i of path) node = node.children[i];
  return node;
}

/** The moves from the start to the node at {@code path}. */
export function movesAt(tree, path) {
  const out = [];
  let node = tree;
  for (const i of path) {
    node = node.children[i];
    out.push(node.move);
  }
  return out;
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/** A copy of the tree with {@code change} applied to the node at {@code path} (given a copy of it). */
function edit(tree, path, change) {
  const copy = { ...tree, children: [...tree.children] };
  if (path.length === 0) {
    change(copy);
    return copy;
  }
  copy.children[path[0]] = edit(tree.children[path[0]], path.slice(1), change);
  return copy;
}

/**
 * {@code move} played at {@code path}: an existing child with that move is followed, else a new child is added,
 * the main line when the node had none, a variation beside it when it had.
 */
export function play(tree, path, move) {
  const here = nodeAt(tree, path);
  const known = here.children.findIndex((c) => same(c.move, move));
  if (known >= 0) return { tree, path: [...path, known] };
  const next = edit(tree, path, (n) => n.children.push({ move, children: [] }));
  return { tree: next, path: [...path, here.children.length] };
}

/** The variation at {@code path} becomes its parent's main line (first child); the path follows it. */
export function promote(tree, path) {
  if (path.length === 0 || path[path.length - 1] === 0) return { tree, path };
  const parent = path.slice(0, -1);
  const i = path[path.length - 1];
  const next = edit(tree, parent, (n) => {
    const [moved] = n.children.splice(i, 1);
    n.children.unshift(moved);
  });
  return { tree: next, path: [...parent, 0] };
}

/** The node at {@code path} and everything after it removed; the path goes back to its parent. */
export function remove(tree, path) {
  if (path.length === 0) return { tree, path };
  const parent = path.slice(0, -1);
  const i = path[path.length - 1];
  return { tree: edit(tree, parent, (n) => n.children.splice(i, 1)), path: parent };
}

/** One move back (the root stays). */
export const back = (path) => path.slice(0, -1);

/** One move on along the main line from here, if there is one. */
export function forward(tree, path) {
  return nodeAt(tree, path).children.length > 0 ? [...path, 0] : path;
}

/**
 * The tree as rows for display, in reading order: each is { path, move, depth }, depth counting the variations it
 * sits in. A variation comes right after the main-line move it is an alternative to, as "1. H8 (1. G7 ...) 1... J9".
 */
export function rows(tree) {
  const out = [];
  const from = (parent, path, depth) => {
    if (parent.children.length === 0) return;
    const [main, ...others] = parent.children;
    out.push({ path: [...path, 0], move: main.move, depth });
    others.forEach((child, k) => {
      const p = [...path, k + 1];
      out.push({ path: p, move: child.move, depth: depth + 1 });
      from(child, p, depth + 1);
    });
    from(main, [...path, 0], depth);
  };
  from(tree, [], 0);
  return out;
}

/**
 * A set-up position (stones of either colour placed freely) as moves in turn order, black's and white's stones taken
 * alternately, black first: the engine knows positions only as games. Null when no game reaches it so: black must have
 * as many stones as white or one more.
 */
export function setupMoves(blacks, whites) {
  if (blacks.length !== whites.length && blacks.length !== whites.length + 1) return null;
  const out = [];
  blacks.forEach((b, i) => {
    out.push(b);
    if (i < whites.length) out.push(whites[i]);
  });
  return out;
}
