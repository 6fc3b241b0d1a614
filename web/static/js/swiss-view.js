// A Swiss tournament's pages, their pure part: the terms and the round it is in, the countdown to the next round, a
// standings row with one cell per round, a round's boards, the words that tell a player they are paired, and the
// create form's Swiss fields. No document here: `node --test` runs all of it on JSON shaped as the API sends it.
import { t, number, phrase } from './i18n.js';
import { gameLabel, clockLabel, countdown } from './arena-view.js';

/** How many rounds a Swiss has, or null when the answer does not say. */
export function roundCount(s) {
  return typeof s.rounds === 'number' ? s.rounds : null;
}

/** The rounds paired so far, oldest first (none in a summary). */
export function pairedRounds(s) {
  return Array.isArray(s.paired) ? s.paired : [];
}

/** "Gomoku · 5 min + 3 s · 4 rounds": a Swiss's game, clock and length on one line. */
export function swissTerms(s) {
  const parts = [gameLabel(s.game)];
  if (s.opening) parts.push(t(`js.arena.opening.${s.opening}`));
  parts.push(clockLabel(s.clock));
  if (roundCount(s) != null) parts.push(t('js.swiss.rounds', { n: roundCount(s) }));
  return parts.join(' · ');
}

/** "Round 2 of 4" once the first round is paired; before it, how far apart the rounds are at most. */
export function roundLabel(s) {
  if (!s.round) return t('js.swiss.interval', { n: s.roundIntervalMinutes });
  const rounds = roundCount(s);
  return rounds == null ? t('js.swiss.round', { round: s.round }) : t('js.swiss.roundOf', { round: s.round, rounds });
}

/**
 * Where a Swiss stands at server time `now`: what its countdown counts to and the words around it. Before the start
 * it counts to the start; while it runs, to the next round's pairing (a round also pairs early once all its games
 * are over, so the count is a latest time); after the last round is paired there is nothing to count to.
 */
export function swissPhase(s, now) {
  if (s.status === 'finished') return { key: 'finished', text: t('js.arena.phase.finished'), left: 0 };
  if (s.status !== 'started') {
    const left = s.startsAt - now;
    return left > 0 ? { key: 'upcoming', text: t('js.arena.phase.startsIn', { time: countdown(left) }), left }
      : { key: 'starting', text: t('js.arena.phase.starting'), left: 0 };
  }
  const next = (s.round ?? 0) + 1;
  if (s.nextRoundAt == null || next > (roundCount(s) ?? Infinity)) return { key: 'last', text: t('js.swiss.phase.last'), left: 0 };
  const left = s.nextRoundAt - now;
  return left > 0 ? { key: 'next', text: t('js.swiss.phase.next', { round: next, time: countdown(left) }), left }
    : { key: 'pairing', text: t('js.swiss.phase.pairing', { round: next }), left: 0 };
}

/** What the list says of a Swiss beside its countdown: its round, or nothing before the first. */
export function listPhase(s, now) {
  if (s.status === 'started') return s.round ? roundLabel(s) : t('js.arena.phase.starting');
  return swissPhase(s, now).text;
}

/**
 * What a screen reader is told as the countdown runs: at the last minute, 10 seconds and zero, not every second;
 * null between. `before` and `after` are the times left at two ticks of the same phase.
 */
export function swissMilestone(before, after, s) {
  const crossed = [60_000, 10_000, 0].find((m) => before > m && after <= m);
  if (crossed === undefined) return null;
  if (s.status !== 'started') {
    return crossed === 0 ? t('js.arena.phase.starting') : t('js.arena.phase.startsIn', { time: countdown(crossed) });
  }
  const round = (s.round ?? 0) + 1;
  return crossed === 0 ? t('js.swiss.phase.pairing', { round })
    : t('js.swiss.phase.next', { round, time: countdown(crossed) });
}

const MARKS = { win: '1', draw: '½', loss: '0', bye: '1', absent: '–' };

/**
 * One round of a player's row: the points it gave ("1", "½", "0"), the opponent and colour in small, and the whole
 * of it in words for a screen reader ("Round 2: win against bob, with X"). A game being played is "*".
 */
export function resultCell(r) {
  if (!r) return { kind: 'none', mark: '', opponent: '', colour: '', label: '' };
  const kind = r.result ?? 'playing';
  const round = t('js.swiss.round', { round: r.round });
  if (kind === 'bye' || kind === 'absent') {
    return { kind, mark: MARKS[kind], opponent: '', colour: '', note: t(`js.swiss.${kind}`),
      label: phrase([round, t(`js.swiss.result.${kind}`)]) };
  }
  const against = r.opponent == null ? t(`js.swiss.result.${kind}`)
    : t('js.swiss.against', { result: t(`js.swiss.result.${kind}`), name: r.opponent });
  const parts = [round, against];
  if (r.colour) parts.push(t('js.swiss.with', { colour: r.colour }));
  return { kind, mark: MARKS[kind] ?? '*', opponent: r.opponent ?? '', colour: r.colour ?? '', label: phrase(parts) };
}

/** A rating as the pages write it: whole, no thousands separator, "?" while provisional; empty when there is none. */
export function ratingText(rating, provisional) {
  return rating == null ? '' : `${Math.round(rating)}${provisional ? '?' : ''}`;
}

/** A standings row as the table shows it, with a cell for each of the `rounds` rounds (empty for those to come). */
export function swissRow(p, rounds) {
  const byRound = new Map((p.results ?? []).map((r) => [r.round, r]));
  return {
    rank: p.rank,
    name: p.name,
    rating: ratingText(p.rating, p.provisional),
    points: number(p.points),
    buchholz: number(p.buchholz),
    sonnebornBerger: number(p.sonnebornBerger),
    withdrawn: Boolean(p.withdrawn),
    absent: Boolean(p.absent),
    cells: Array.from({ length: rounds }, (_, i) => resultCell(byRound.get(i + 1))),
  };
}

const SCORES = { X: '1–0', O: '0–1', draw: '½–½' };

/**
 * One board of a round: its players, its score as players write it ("1–0") or that it is being played, and the
 * words of the link that opens it.
 */
export function boardLine(p) {
  const live = p.result == null;
  return {
    board: p.board,
    x: p.x,
    o: p.o,
    code: p.code,
    live,
    score: live ? t('js.arena.live') : SCORES[p.result],
    link: t(live ? 'js.arena.watch' : 'js.swiss.replay', { x: p.x, o: p.o }),
  };
}

/** The rounds newest first, as the page lists them. */
export function roundsNewestFirst(s) {
  return [...pairedRounds(s)].sort((a, b) => b.round - a.round);
}

/** How many round columns the table has: every round there will be, or, not knowing, every round so far. */
export function columns(s) {
  return roundCount(s) ?? Math.max(s.round ?? 0, ...pairedRounds(s).map((r) => r.round));
}

/**
 * What this player is told when a round is paired: "Round 3 paired: you play bob", or that they have the bye. Their
 * game (from `me.game`) names their board; a bye names them (`myName`, the header's account name). Null when the
 * newest round has nothing for them.
 */
export function pairedNote(s, myName) {
  const round = roundsNewestFirst(s)[0];
  if (!round) return null;
  const game = s.me?.game;
  const board = game ? round.pairings.find((p) => p.code === game.code) : null;
  if (board) {
    const opponent = game.seat === 'X' ? board.o : board.x;
    return { round: round.round, text: t('js.swiss.paired', { round: round.round, name: opponent, colour: game.seat }) };
  }
  if (myName && round.bye === myName) return { round: round.round, text: t('js.swiss.pairedBye', { round: round.round }) };
  return null;
}

/** "You: place 3, 1.5 points", and whether this player has left. */
export function meLine(me) {
  if (!me?.joined) return null;
  const parts = [t('js.arena.me', { rank: me.rank, n: me.points })];
  if (me.withdrawn) parts.push(t('js.swiss.me.withdrawn'));
  return parts.join(' ');
}

/** A podium place's figures: points, then the tie-breaks that decided it. */
export function podiumStats(p) {
  return [t('js.arena.points', { n: p.points }), t('js.swiss.buchholzIs', { n: number(p.buchholz) }),
    t('js.swiss.sbIs', { n: number(p.sonnebornBerger) })].join(' · ');
}
