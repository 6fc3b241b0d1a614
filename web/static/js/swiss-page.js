// A Swiss tournament's page. /tournament/{id} is one shell for arenas and Swiss; arena-page.js reads the API first
// and, when the answer is a Swiss, hands it here: this module draws its own parts in the shell's place and reads
// GET /api/tournaments/{id} every 2 s, as the arena page does. What it shows is the server's word (the buttons are
// `me.can`); its words and figures come from swiss-view.js, whose pure functions run under node --test.
import { t } from './i18n.js';
import { rememberToken } from './store.js';
import { conditions, errorText, serverNow, pageLabel } from './arena-view.js';
import { inOther, showInOther } from './other-tournament.js';
import {
  swissTerms, roundLabel, swissPhase, swissMilestone, swissRow, boardLine, roundsNewestFirst, columns, pairedNote,
  meLine, podiumStats,
} from './swiss-view.js';

const POLL_MS = 2000;

/** An element with its classes (a list, since a string of two words would read as words for people) and text. */
function el(tag, classes, text) {
  const e = document.createElement(tag);
  if (classes) e.classList.add(...[classes].flat());
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Words a sighted reader sees short ("Bu", "R2") and a screen reader hears whole ("Buchholz", "Round 2"). */
function abbreviated(short, whole) {
  const seen = el('span', null, short);
  seen.setAttribute('aria-hidden', 'true');
  seen.title = whole;
  return [seen, el('span', 'sr-only', whole)];
}

function button(id, text, className) {
  const b = el('button', className, text);
  b.type = 'button';
  b.id = id;
  b.hidden = true;
  return b;
}

/** The page's parts, made once; `render` fills them from each answer. */
function skeleton(root, id) {
  const head = el('section', ['card', 'arena-head']);
  head.setAttribute('aria-labelledby', 'swiss-name');
  const name = el('h1');
  name.id = 'swiss-name';
  const parts = {
    name,
    terms: el('p', 'arena-terms'),
    conds: el('p', ['arena-conds', 'hint']),
    round: el('p', 'round-line'),
    countdown: el('p', 'countdown'),
    note: el('p', 'sr-only'),
    me: el('p', 'me-line'),
    join: el('form', 'join'),
    password: el('span', 'join-password'),
    code: el('input'),
    withdraw: button('swiss-withdraw', t('js.swiss.withdraw')),
    game: el('a', ['button', 'primary'], t('js.swiss.yourGame')),
    signin: el('a', 'button', t('js.swiss.signIn')),
    trf: el('a', 'button', t('js.swiss.trf')),
    actions: el('div', 'arena-actions'),
    paired: el('p', 'ready'),
    error: el('p', 'error'),
    podium: el('section', ['card', 'podium']),
    places: el('ol', 'podium-places'),
    head: el('tr'),
    rows: el('tbody'),
    empty: el('p', 'hint', t('js.swiss.nobody')),
    pager: el('nav', 'pager'),
    prev: button('swiss-prev', t('js.swiss.prev')),
    next: button('swiss-next', t('js.swiss.next')),
    pageLabel: el('span'),
    noRounds: el('p', 'hint', t('js.swiss.noRounds')),
    roundList: el('div', 'round-list'),
  };
  parts.countdown.setAttribute('role', 'timer');
  parts.countdown.setAttribute('aria-atomic', 'true');
  parts.countdown.id = 'swiss-countdown';
  parts.note.setAttribute('aria-live', 'polite');
  parts.me.hidden = true;
  parts.conds.hidden = true;

  const joinButton = el('button', 'primary', t('js.swiss.join'));
  joinButton.type = 'submit';
  const label = el('label', null, t('js.swiss.password'));
  label.htmlFor = 'swiss-code';
  Object.assign(parts.code, { id: 'swiss-code', name: 'password', maxLength: 40, autocomplete: 'off', spellcheck: false });
  parts.password.append(label, parts.code);
  parts.password.hidden = true;
  parts.join.id = 'swiss-join';
  parts.join.hidden = true;
  parts.join.append(parts.password, joinButton);
  parts.game.id = 'swiss-game';
  parts.game.hidden = true;
  parts.signin.href = '/signin';
  parts.signin.hidden = true;
  parts.trf.id = 'swiss-trf';
  parts.trf.href = `/api/tournaments/${encodeURIComponent(id)}/trf`;
  parts.trf.setAttribute('download', `${id}.trf`);
  parts.trf.title = t('js.swiss.trfAbout');
  parts.actions.id = 'swiss-actions';
  parts.actions.append(parts.join, parts.withdraw, parts.game, parts.signin, parts.trf);
  // Said once when a round pairs this player ("Round 3 paired: you play bob"), not on every read.
  parts.paired.id = 'swiss-paired';
  parts.paired.setAttribute('role', 'status');
  parts.paired.setAttribute('aria-live', 'polite');
  parts.paired.hidden = true;
  parts.error.id = 'swiss-error';
  parts.error.setAttribute('role', 'alert');
  head.append(name, parts.terms, parts.conds, parts.round, parts.countdown, parts.note, parts.me, parts.actions,
    parts.paired, parts.error);

  parts.podium.hidden = true;
  parts.podium.setAttribute('aria-labelledby', 'swiss-podium');
  const podiumTitle = el('h2', null, t('js.swiss.podium'));
  podiumTitle.id = 'swiss-podium';
  parts.podium.append(podiumTitle, parts.places);

  const standings = el('section', ['card', 'standings', 'swiss-standings']);
  standings.setAttribute('aria-labelledby', 'swiss-standings');
  const standingsTitle = el('h2', null, t('js.swiss.standings'));
  standingsTitle.id = 'swiss-standings';
  const scroll = el('div', 'table-scroll');
  const table = el('table');
  const caption = el('caption', 'sr-only', t('js.swiss.caption'));
  const thead = el('thead');
  thead.append(parts.head);
  parts.rows.id = 'swiss-rows';
  table.append(caption, thead, parts.rows);
  scroll.append(table);
  parts.empty.hidden = true;
  parts.pager.setAttribute('aria-label', t('js.swiss.pages'));
  parts.pager.hidden = true;
  parts.pageLabel.setAttribute('aria-live', 'polite');
  parts.prev.hidden = false;
  parts.next.hidden = false;
  parts.pager.append(parts.prev, parts.pageLabel, parts.next);
  standings.append(standingsTitle, scroll, parts.empty, parts.pager);

  const rounds = el('section', ['card', 'swiss-rounds']);
  rounds.setAttribute('aria-labelledby', 'swiss-pairings');
  const roundsTitle = el('h2', null, t('js.swiss.pairings'));
  roundsTitle.id = 'swiss-pairings';
  rounds.append(roundsTitle, parts.noRounds, parts.roundList);

  const crumb = root.querySelector('.crumb');
  root.replaceChildren(...(crumb ? [crumb] : []), head, parts.podium, standings, rounds);
  root.classList.add('swiss');
  return parts;
}

/** Starts the page on the first answer arena-page.js read (`first`) and its server time snapshot (`clock`). */
export function start(root, first, firstClock) {
  const id = root.dataset.id;
  const api = `/api/tournaments/${encodeURIComponent(id)}`;
  const ui = skeleton(root, id);
  // The signed-in person's name, as the header shows it: a bye names its player, not a game.
  const myName = document.querySelector('header .account-link[href="/account"]')?.textContent.trim() ?? null;
  let clock = firstClock;
  const now = () => serverNow(clock, performance.now());
  let swiss = null;
  let page = 1;
  let lastLeft = null;
  let announced = null;
  let drawnColumns = -1;
  /** Rounds the person opened or closed themselves; the others follow the default (the newest open). */
  const folded = new Map();
  /**
   * What the tables were last drawn from: a read that changed nothing leaves them alone, so a screen reader in the
   * middle of a table, or a person reading one, is not sent back to its start every 2 s.
   */
  const drawn = { standings: null, rounds: null };
  const changed = (part, value) => {
    const text = JSON.stringify(value);
    if (drawn[part] === text) return false;
    drawn[part] = text;
    return true;
  };

  function render(s) {
    swiss = s;
    ui.name.textContent = s.name;
    document.title = `${s.name} · InRow`;
    ui.terms.textContent = [swissTerms(s), t(s.rated ? 'js.arena.rated' : 'js.arena.casual'),
      t('js.arena.players', { n: s.players })].join(' · ');
    const conds = conditions(s.conditions);
    if (s.locked) conds.unshift(t('js.arena.locked'));
    ui.conds.textContent = conds.join(' · ');
    ui.conds.hidden = conds.length === 0;
    ui.round.textContent = roundLabel(s);
    renderMe(s);
    renderPodium(s.podium);
    if (changed('standings', [s.standings, columns(s)])) renderStandings(s);
    if (changed('rounds', roundsNewestFirst(s))) renderRounds(s);
    tick();
  }

  function renderMe(s) {
    const me = s.me;
    const can = me?.can ?? {};
    ui.join.hidden = !can.join;
    ui.password.hidden = !(can.join && s.locked);
    ui.withdraw.hidden = !can.withdraw;
    ui.signin.hidden = me != null || s.status === 'finished';
    const line = meLine(me);
    ui.me.hidden = line == null;
    ui.me.textContent = line ?? '';
    const game = me?.game;
    ui.game.hidden = !game;
    if (game) {
      const url = `/g/${encodeURIComponent(game.code)}?t=${encodeURIComponent(id)}`;
      if (ui.game.dataset.code !== game.code) {
        ui.game.dataset.code = game.code;
        rememberToken(game.code, game.token);
        goOnce(game.code, url);
      }
      ui.game.href = url;
    }
    const note = pairedNote(s, myName);
    if (note && note.round !== announced) {
      announced = note.round;
      ui.paired.textContent = note.text;
      ui.paired.hidden = false;
    } else if (!note) {
      ui.paired.hidden = true;
    }
  }

  /** A new game is opened once, as the arena page does: a player who comes back here is not sent there again. */
  function goOnce(code, url) {
    const seen = `inrow.arena.went.${code}`;
    let went = false;
    try { went = sessionStorage.getItem(seen) !== null; sessionStorage.setItem(seen, '1'); } catch { /* go anyway */ }
    if (!went && swiss?.status === 'started') setTimeout(() => { location.href = url; }, 1200);
  }

  function renderPodium(podium) {
    ui.podium.hidden = !podium?.length;
    if (!podium?.length) return;
    ui.places.replaceChildren(...podium.map((p) => {
      const li = el('li', ['place', `place-${p.rank}`]);
      const name = el('a', 'player-name', p.name);
      name.href = `/@/${encodeURIComponent(p.name)}`;
      li.append(el('span', 'place-rank', String(p.rank)), name, el('span', ['place-stats', 'hint'], podiumStats(p)));
      return li;
    }));
  }

  function headings(n) {
    if (n === drawnColumns) return;
    drawnColumns = n;
    const th = (className, ...content) => {
      const h = el('th', className);
      h.scope = 'col';
      h.append(...content);
      return h;
    };
    ui.head.replaceChildren(
      th('num', t('js.swiss.col.rank')),
      th(null, t('js.swiss.col.player')),
      th(['num', 'rating'], t('js.swiss.col.rating')),
      th('num', t('js.swiss.col.points')),
      th(['num', 'tie-break'], ...abbreviated(t('js.swiss.col.buchholzShort'), t('js.swiss.col.buchholz'))),
      th(['num', 'tie-break'], ...abbreviated(t('js.swiss.col.sbShort'), t('js.swiss.col.sb'))),
      ...Array.from({ length: n }, (_, i) => th('round-col',
        ...abbreviated(t('js.swiss.roundShort', { round: i + 1 }), t('js.swiss.round', { round: i + 1 })))),
    );
  }

  function renderStandings(s) {
    const n = columns(s);
    headings(n);
    const rows = (s.standings?.players ?? []).map((p) => swissRow(p, n));
    const focused = document.activeElement?.closest('#swiss-rows') ? document.activeElement.dataset.key : null;
    ui.rows.replaceChildren(...rows.map((r) => {
      const tr = el('tr');
      if (r.withdrawn || r.absent) tr.className = 'away';
      const who = el('th');
      who.scope = 'row';
      const name = el('a', 'player-name', r.name);
      name.href = `/@/${encodeURIComponent(r.name)}`;
      name.dataset.key = `name:${r.name}`;
      who.append(name);
      if (r.withdrawn || r.absent) {
        who.append(' ', el('span', 'away-note', t(r.withdrawn ? 'js.arena.withdrawn' : 'js.swiss.absent')));
      }
      const points = el('td', ['num', 'score'], r.points);
      tr.append(el('td', 'num', String(r.rank)), who, el('td', ['num', 'rating'], r.rating), points,
        el('td', ['num', 'tie-break'], r.buchholz), el('td', ['num', 'tie-break'], r.sonnebornBerger),
        ...r.cells.map(roundCell));
      return [tr, moreRow(r)];
    }).flat());
    if (focused) ui.rows.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
    ui.empty.hidden = rows.length > 0;
    const st = s.standings;
    if (st?.page) page = st.page;
    const pages = st?.pages ?? 1;
    ui.pager.hidden = pages <= 1;
    ui.pageLabel.textContent = st ? pageLabel(st) : '';
    ui.prev.disabled = page <= 1;
    ui.next.disabled = page >= pages;
  }

  /**
   * The row under a player's row that a phone shows instead of the columns it has no room for (the CSS hides one or
   * the other by the screen's width): the rating, the tie-breaks and each round's result, opponent and colour.
   */
  function moreRow(r) {
    const tr = el('tr', 'row-more');
    const td = el('td');
    td.colSpan = 3; // rank, player and points: the columns a phone keeps
    const figures = el('p', 'more-figures');
    const figure = (label, value) => {
      const f = el('span', 'figure');
      f.append(...label, ' ', el('b', null, value));
      return f;
    };
    if (r.rating) figures.append(figure([t('js.swiss.col.rating')], r.rating), ' ');
    figures.append(figure(abbreviated(t('js.swiss.col.buchholzShort'), t('js.swiss.col.buchholz')), r.buchholz), ' ',
      figure(abbreviated(t('js.swiss.col.sbShort'), t('js.swiss.col.sb')), r.sonnebornBerger));
    const list = el('ul', 'more-rounds');
    r.cells.forEach((c, i) => {
      if (c.kind === 'none') return;
      const li = el('li', ['more-round', c.kind]);
      const seen = el('span', 'round-seen');
      seen.setAttribute('aria-hidden', 'true');
      seen.append(el('span', 'round-no', t('js.swiss.roundShort', { round: i + 1 })), ' ', el('b', ['res', c.kind], c.mark));
      if (c.opponent) seen.append(' ', el('span', 'opp', c.opponent), ' ', el('span', ['colour', `colour-${c.colour}`], c.colour));
      if (c.note) seen.append(' ', el('span', 'note', c.note));
      li.append(seen, el('span', 'sr-only', c.label));
      list.append(li);
    });
    td.append(figures, list);
    tr.append(td);
    return tr;
  }

  function roundCell(c) {
    const td = el('td', ['round-cell', c.kind]);
    if (c.kind === 'none') return td;
    const seen = el('span', 'round-seen');
    seen.setAttribute('aria-hidden', 'true');
    seen.append(el('b', ['res', c.kind], c.mark));
    if (c.opponent) seen.append(el('span', 'opp', c.opponent), el('span', ['colour', `colour-${c.colour}`], c.colour));
    if (c.note) seen.append(el('span', 'note', c.note));
    td.append(seen, el('span', 'sr-only', c.label));
    return td;
  }

  function renderRounds(s) {
    const rounds = roundsNewestFirst(s);
    ui.noRounds.hidden = rounds.length > 0;
    const newest = rounds[0]?.round;
    const focused = document.activeElement?.closest('.round-list') ? document.activeElement.dataset.key : null;
    ui.roundList.replaceChildren(...rounds.map((r) => {
      const details = el('details', 'round');
      details.open = folded.get(r.round) ?? r.round === newest;
      details.addEventListener('toggle', () => folded.set(r.round, details.open));
      const summary = el('summary', null, t('js.swiss.round', { round: r.round }));
      summary.dataset.key = `round:${r.round}`;
      details.append(summary);
      const table = el('table', 'boards');
      const caption = el('caption', 'sr-only', t('js.swiss.roundCaption', { round: r.round }));
      const head = el('tr');
      for (const [text, className] of [[t('js.swiss.col.board'), ['num', 'board-no']], ['X', null], ['O', null],
        [t('js.swiss.col.result'), null], [t('js.swiss.col.game'), null]]) {
        const th = el('th', className, text);
        th.scope = 'col';
        head.append(th);
      }
      const thead = el('thead');
      thead.append(head);
      const body = el('tbody');
      for (const b of r.pairings.map(boardLine)) {
        const tr = el('tr', b.live ? 'live' : null);
        const link = el('a', null, t(b.live ? 'js.swiss.watch' : 'js.swiss.replayShort'));
        link.href = `/g/${encodeURIComponent(b.code)}`;
        link.setAttribute('aria-label', b.link);
        link.dataset.key = `game:${b.code}`;
        const watch = el('td');
        watch.append(link);
        const x = el('td', 'player-name', b.x);
        x.dataset.board = String(b.board); // a phone shows the board's number here, its own column dropped
        tr.append(el('td', ['num', 'board-no'], String(b.board)), x, el('td', 'player-name', b.o),
          el('td', 'score-cell', b.score), watch);
        body.append(tr);
      }
      table.append(caption, thead, body);
      const scroll = el('div', 'table-scroll');
      scroll.append(table);
      details.append(scroll);
      if (r.bye) details.append(el('p', ['hint', 'bye'], t('js.swiss.byeIs', { name: r.bye })));
      return details;
    }));
    if (focused) ui.roundList.querySelector(`[data-key="${CSS.escape(focused)}"]`)?.focus();
  }

  /** The countdown each second, and a few words for a screen reader as a round comes. */
  function tick() {
    if (!swiss) return;
    const p = swissPhase(swiss, now());
    ui.countdown.textContent = p.text;
    ui.countdown.dataset.phase = p.key;
    if (lastLeft !== null && lastLeft.key === p.key) {
      const said = swissMilestone(lastLeft.left, p.left, swiss);
      if (said) ui.note.textContent = said;
    }
    lastLeft = { key: p.key, left: p.left };
  }

  async function load() {
    try {
      const sent = performance.now();
      const asked = page;
      const response = await fetch(`${api}?page=${page}`);
      const body = await response.json().catch(() => ({}));
      if (asked !== page) return;
      if (!response.ok) {
        ui.error.textContent = errorText(body.error);
        return;
      }
      clock = { now: body.now, at: (sent + performance.now()) / 2 };
      if (ui.error.dataset.from === 'load') ui.error.textContent = '';
      render(body);
    } catch {
      ui.error.textContent = t('js.arena.error.unavailable');
      ui.error.dataset.from = 'load';
    }
  }

  async function act(what, body) {
    const pressed = document.activeElement;
    ui.error.textContent = '';
    ui.error.dataset.from = '';
    try {
      const response = await fetch(`${api}/${what}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) {
        if (inOther(answer.error)) showInOther(ui.error, answer.error, () => act(what, body));
        else ui.error.textContent = errorText(answer.error);
        return;
      }
      if (answer.standings && page === 1) render(answer);
      else await load();
      // The pressed button is gone (Join becomes Withdraw): keyboard focus goes to what took its place.
      if (pressed?.closest('#swiss-actions') && pressed.closest('[hidden]')) {
        [...ui.actions.querySelectorAll('button, a')].find((b) => !b.closest('[hidden]'))?.focus();
      }
    } catch {
      ui.error.textContent = t('js.arena.error.unavailable');
    }
  }

  ui.join.addEventListener('submit', (e) => {
    e.preventDefault();
    act('join', { password: swiss?.locked && ui.code.value ? ui.code.value : null });
  });
  ui.withdraw.addEventListener('click', () => act('withdraw'));
  ui.prev.addEventListener('click', () => { page = Math.max(1, page - 1); load(); });
  ui.next.addEventListener('click', () => { page += 1; load(); });

  render(first);
  // Every 2 s while the tournament can change; a finished one is read again only now and then.
  async function poll() {
    setTimeout(async () => {
      await load();
      poll();
    }, swiss?.status === 'finished' ? 60_000 : POLL_MS);
  }
  poll();
  setInterval(tick, 1000);
}
