// What the browser remembers between visits: the seat token per game, and the name the person goes by.
// Tokens live in localStorage so closing the tab and opening the link again puts the player back in the seat.

const tokenKey = (code) => `inrow.token.${code}`;

export function tokenFor(code) {
  try { return localStorage.getItem(tokenKey(code)); } catch { return null; }
}

export function rememberToken(code, token) {
  try { localStorage.setItem(tokenKey(code), token); } catch { /* private mode: the seat lasts the tab */ }
}

export function forgetToken(code) {
  try { localStorage.removeItem(tokenKey(code)); } catch { /* nothing to forget */ }
}

export function savedName() {
  try { return localStorage.getItem('inrow.name') || ''; } catch { return ''; }
}

export function saveName(name) {
  try { if (name) localStorage.setItem('inrow.name', name); } catch { /* not kept */ }
}
