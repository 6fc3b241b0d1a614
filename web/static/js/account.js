// The account pages (sign up, sign in, your account): forms sent as JSON to /api/account/..., and passkeys through
// the browser's own WebAuthn prompt. The server decides everything; this page shows its answers in the page's words
// (js.account.error.<code>). A change to the account page's lists reloads the page, which the server renders.
import './app.js';
import { listen } from './presence.js';
import { t, has } from './i18n.js';
import { myGames, tokenFor } from './store.js';

// This browser's open seek stays listed while it is here; once accepted, the page goes to the game.
listen();

const $ = (id) => document.getElementById(id);

// ---- WebAuthn's bytes travel as base64url in JSON ----

export function toBytes(b64url) {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((b64url.length + 3) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

export function toBase64url(buffer) {
  let s = '';
  for (const b of new Uint8Array(buffer)) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function creationOptions(o) {
  return {
    ...o,
    challenge: toBytes(o.challenge),
    user: { ...o.user, id: toBytes(o.user.id) },
    excludeCredentials: (o.excludeCredentials ?? []).map((c) => ({ ...c, id: toBytes(c.id) })),
  };
}

function requestOptions(o) {
  return {
    ...o,
    challenge: toBytes(o.challenge),
    allowCredentials: (o.allowCredentials ?? []).map((c) => ({ ...c, id: toBytes(c.id) })),
  };
}

/** PublicKeyCredential's JSON form (what its toJSON() gives where the browser has it). */
function credentialJson(c) {
  const r = c.response;
  const response = { clientDataJSON: toBase64url(r.clientDataJSON) };
  if (r.attestationObject) {
    response.attestationObject = toBase64url(r.attestationObject);
    response.transports = r.getTransports ? r.getTransports() : [];
  } else {
    response.authenticatorData = toBase64url(r.authenticatorData);
    response.signature = toBase64url(r.signature);
    if (r.userHandle) response.userHandle = toBase64url(r.userHandle);
  }
  return {
    id: c.id, rawId: toBase64url(c.rawId), type: c.type, response,
    authenticatorAttachment: c.authenticatorAttachment ?? null,
    clientExtensionResults: c.getClientExtensionResults ? c.getClientExtensionResults() : {},
  };
}

// ---- the API ----

async function api(path, method = 'POST', body = undefined) {
  const init = { method, headers: {}, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch {
    return { ok: false, error: { code: 'network' } };
  }
  const data = res.status === 204 ? {} : await res.json().catch(() => ({}));
  return res.ok ? { ok: true, data } : { ok: false, error: data.error ?? { code: 'network' },
    retryAfter: res.headers.get('Retry-After') };
}

/** The page's words for a refusal: its code decides, not the server's sentence. */
export function errorText(error, retryAfter) {
  const code = error?.code ?? 'network';
  const args = { s: retryAfter ?? '', min: 8 };
  if (has(`js.account.error.${code}`)) return t(`js.account.error.${code}`, args);
  if (has(`js.error.${code}`)) return t(`js.error.${code}`, args);
  return t('js.account.error.network');
}

function show(el, result) {
  el.textContent = errorText(result.error, result.retryAfter);
}

/** Runs one WebAuthn prompt; a closed or refused prompt becomes the error "cancelled". */
async function prompt(kind, options) {
  if (!window.PublicKeyCredential || !navigator.credentials) {
    return { ok: false, error: { code: 'unsupported' } };
  }
  try {
    const c = kind === 'create'
      ? await navigator.credentials.create({ publicKey: creationOptions(options) })
      : await navigator.credentials.get({ publicKey: requestOptions(options) });
    return { ok: true, credential: credentialJson(c) };
  } catch (e) {
    return { ok: false, error: { code: e?.name === 'InvalidStateError' ? 'passkey_refused' : 'cancelled' } };
  }
}

/** Stops a button being pressed twice while its request runs. */
async function busy(button, work) {
  if (button.disabled) return;
  button.disabled = true;
  try {
    await work();
  } finally {
    button.disabled = false;
  }
}

// ---- recovery codes, shown once ----

function showCodes(codes, name) {
  const list = $('codes-list');
  list.replaceChildren(...codes.map((c) => {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = c;
    li.append(code);
    return li;
  }));
  $('codes').hidden = false;
  // Signed in now: the header's "Sign in" becomes the account's name, as the next page will show it.
  const link = document.querySelector('header .account-link');
  if (link) {
    link.textContent = name;
    link.href = '/account';
  }
  const card = $('signup-card');
  if (card) card.hidden = true;
  $('codes').focus();
  $('codes-download').onclick = () => {
    const text = `${t('js.account.codes.file', { name })}\n\n${codes.join('\n')}\n`;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    a.download = `inrow-recovery-codes-${name}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
  };
}

// ---- a guest's games, added to the new account ----

/**
 * Asks a person who just signed up in a browser that holds seat tokens (games played here as a guest) whether to
 * add those games to the account; yes sends each game's code and token, which the server checks against its seat.
 */
function offerGuestGames() {
  const games = myGames().map((code) => ({ code, token: tokenFor(code) })).filter((g) => g.token).slice(0, 50);
  const box = $('guest-games');
  if (!box || !games.length) return;
  $('guest-games-question').textContent = t('js.account.guestGames.question', { n: games.length });
  $('guest-games-yes').textContent = t('js.account.guestGames.yes');
  $('guest-games-no').textContent = t('js.account.guestGames.no');
  box.hidden = false;
  const answered = (text) => {
    $('guest-games-answer').textContent = text;
    $('guest-games-yes').hidden = true;
    $('guest-games-no').hidden = true;
  };
  $('guest-games-no').onclick = () => { box.hidden = true; };
  $('guest-games-yes').onclick = (e) => busy(e.currentTarget, async () => {
    const r = await api('/api/me/games/link', 'POST', { games });
    if (!r.ok) {
      show($('guest-games-answer'), r);
      return;
    }
    const refused = r.data.results.filter((x) => !x.linked).length;
    const done = t('js.account.guestGames.done', { n: r.data.linked });
    answered(refused ? `${done} ${t('js.account.guestGames.refused', { n: refused })}` : done);
  });
}

// ---- sign up ----

const signup = $('signup');
if (signup) {
  const error = $('signup-error');
  const name = () => signup.elements.name.value.trim();
  signup.addEventListener('submit', (e) => {
    e.preventDefault();
    busy($('signup-passkey'), async () => {
      error.textContent = '';
      const start = await api('/api/account/passkey/signup-options', 'POST', { name: name() });
      if (!start.ok) return show(error, start);
      const made = await prompt('create', start.data.publicKey);
      if (!made.ok) return show(error, made);
      const done = await api('/api/account/passkey/signup', 'POST',
        { challengeId: start.data.challengeId, credential: made.credential });
      if (!done.ok) return show(error, done);
      showCodes(done.data.recoveryCodes, done.data.name);
      offerGuestGames();
    });
  });
  $('signup-with-password').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    error.textContent = '';
    const done = await api('/api/account/signup', 'POST', { name: name(), password: signup.elements.password.value });
    if (!done.ok) return show(error, done);
    showCodes(done.data.recoveryCodes, done.data.name);
    offerGuestGames();
  }));
}

// ---- sign in ----

function signedIn() {
  location.assign('/account');
}

const passkeyButton = $('signin-passkey');
if (passkeyButton) {
  const error = $('signin-passkey-error');
  passkeyButton.addEventListener('click', () => busy(passkeyButton, async () => {
    error.textContent = '';
    const start = await api('/api/account/passkey/signin-options');
    if (!start.ok) return show(error, start);
    const got = await prompt('get', start.data.publicKey);
    if (!got.ok) return show(error, got);
    const done = await api('/api/account/passkey/signin', 'POST',
      { challengeId: start.data.challengeId, credential: got.credential });
    if (!done.ok) return show(error, done);
    signedIn();
  }));
  for (const [formId, errorId] of [['signin', 'signin-error'], ['signin-code', 'signin-code-error']]) {
    const form = $(formId);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      busy(form.querySelector('button[type=submit]'), async () => {
        $(errorId).textContent = '';
        const body = Object.fromEntries(new FormData(form));
        const done = await api('/api/account/signin', 'POST', body);
        if (!done.ok) return show($(errorId), done);
        signedIn();
      });
    });
  }
}

// ---- your account ----

const page = document.querySelector('.account[data-name]');
if (page) {
  const error = $('account-error');
  const reload = () => location.reload();
  const itemId = (el) => el.closest('[data-id]').dataset.id;

  $('signout').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    const done = await api('/api/account/signout');
    if (!done.ok) return show(error, done);
    location.assign('/');
  }));
  $('signout-all').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    const done = await api('/api/account/signout-all');
    if (!done.ok) return show(error, done);
    location.assign('/');
  }));

  const add = $('passkey-add');
  add.addEventListener('submit', (e) => {
    e.preventDefault();
    busy(add.querySelector('button'), async () => {
      error.textContent = '';
      const start = await api('/api/account/passkeys/options');
      if (!start.ok) return show(error, start);
      const made = await prompt('create', start.data.publicKey);
      if (!made.ok) return show(error, made);
      const done = await api('/api/account/passkeys', 'POST',
        { challengeId: start.data.challengeId, credential: made.credential, name: add.elements.name.value });
      if (!done.ok) return show(error, done);
      reload();
    });
  });
  for (const form of document.querySelectorAll('.passkey-rename')) {
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      busy(form.querySelector('button'), async () => {
        const done = await api(`/api/account/passkeys/${encodeURIComponent(itemId(form))}`, 'PATCH',
          { name: form.elements.name.value });
        error.textContent = done.ok ? t('js.account.saved') : errorText(done.error, done.retryAfter);
      });
    });
  }
  for (const button of document.querySelectorAll('.passkey-remove')) {
    button.addEventListener('click', () => busy(button, async () => {
      const done = await api(`/api/account/passkeys/${encodeURIComponent(itemId(button))}`, 'DELETE');
      if (!done.ok) return show(error, done);
      reload();
    }));
  }
  for (const button of document.querySelectorAll('.session-end')) {
    button.addEventListener('click', () => busy(button, async () => {
      const done = await api(`/api/account/sessions/${encodeURIComponent(itemId(button))}`, 'DELETE');
      if (!done.ok) return show(error, done);
      reload();
    }));
  }

  const password = $('password');
  password.addEventListener('submit', (e) => {
    e.preventDefault();
    busy(password.querySelector('button[type=submit]'), async () => {
      const body = { password: password.elements.password.value };
      if (password.elements.current) body.current = password.elements.current.value;
      const done = await api('/api/account/password', 'POST', body);
      if (!done.ok) return show($('password-error'), done);
      reload();
    });
  });

  $('codes-new').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    const done = await api('/api/account/recovery-codes');
    if (!done.ok) return show(error, done);
    showCodes(done.data.recoveryCodes, page.dataset.name);
  }));

  const del = $('delete');
  del.addEventListener('submit', (e) => {
    e.preventDefault();
    busy(del.querySelector('button'), async () => {
      const done = await api('/api/account', 'DELETE', { confirm: del.elements.confirm.value });
      if (!done.ok) return show($('delete-error'), done);
      location.assign('/');
    });
  });
}
