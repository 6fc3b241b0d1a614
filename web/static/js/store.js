// What the browser remembers between visits: the seat token per game, and the name the person goes by.
// Tokens live in localStorage so closing the tab and opening the link again puts the player back in the seat.

const tokenKey = (code) => `inrow.token.${code}`;

export function tokenFor(code) {
  try { return localStorage.getItem(tokenKey(code)); } catch { return null; }
}

export function rememberToken(code, token) {
  try { localStorage.setItem(tokenKey(code), token); } catch { /* private mode: the seat lasts the tab */ }
  touchGame(code);
}

const MINE_KEY = 'inrow.mine';

/** The games this browser holds a seat in, newest visit first: the lobby's "My games". */
export function myGames() {
  let visits = {};
  try { visits = JSON.parse(localStorage.getItem(MINE_KEY)) ?? {}; } catch { /* none kept */ }
  const codes = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith('inrow.token.')) codes.push(key.slice('inrow.token.'.length));
    }
  } catch { /* nothing kept */ }
  return codes.sort((a, b) => (visits[b] ?? 0) - (visits[a] ?? 0));
}

/** Notes a visit to a game this browser plays in, so "My games" lists the latest first. */
export function touchGame(code) {
  try {
    const visits = JSON.parse(localStorage.getItem(MINE_KEY)) ?? {};
    visits[code] = Date.now();
    localStorage.setItem(MINE_KEY, JSON.stringify(visits));
  } catch { /* the order is lost, not the games */ }
}

export function forgetToken(code) {
  try {
    localStorage.removeItem(tokenKey(code));
    const visits = JSON.parse(localStorage.getItem(MINE_KEY)) ?? {};
    delete visits[code];
    localStorage.setItem(MINE_KEY, JSON.stringify(visits));
  } catch { /* nothing to forget */ }
}

export function savedName() {
  try { return localStorage.getItem('inrow.name') || ''; } catch { return ''; }
}

/**
 * A number of this browser's own for watching without a name (3 digits, kept): spectators in one chat can then be
 * told apart ("Spectator 417"), and the same person keeps theirs from game to game.
 */
export function watcherNumber() {
  try {
    let n = localStorage.getItem('inrow.watcher');
    if (!/^[1-9][0-9]{2}$/.test(n ?? '')) {
      n = String(100 + Math.floor(Math.random() * 900));
      localStorage.setItem('inrow.watcher', n);
    }
    return n;
  } catch {
    return String(100 + Math.floor(Math.random() * 900));
  }
}

export function saveName(name) {
  try { if (name) localStorage.setItem('inrow.name', name); } catch { /* not kept */ }
}
