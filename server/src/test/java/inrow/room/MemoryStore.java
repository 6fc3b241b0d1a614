package inrow.room;

import inrow.game.Change;
import inrow.game.TimeControl;
import inrow.game.Offers;
import inrow.game.RoundResult;
import inrow.game.ChatLine;
import inrow.game.StoredGame;
import inrow.engine.Mark;
import inrow.engine.Result;
import inrow.game.GameStatus;
import inrow.engine.Point;
import inrow.engine.Rules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;

/**
 * A {@link GameStore} in memory that applies {@link Change} lists the way {@code inrow.store.JdbcStore} does, with the
 * schema's constraints: one list is one transaction (all or nothing); a code, a (code, slot) and a (code, round, ply)
 * are primary keys; players and moves need their game; {@link Change.Sequenced} moves the step count on only from
 * the value it names. Shared by every node of a {@link MemoryLedger} cluster, as PostgreSQL is.
 */
final class MemoryStore implements GameStore {
    private static final class Row {
        String code;
        Rules rules;
        long thinkMillis;
        long paceMillis;
        int round = 1;
        GameStatus status = GameStatus.WAITING;
        Mark winner;
        Result.Reason reason;
        long createdAt;
        long updatedAt;
        long seq;
        TimeControl clock;
        boolean takebacks = true;
        inrow.engine.OpeningRule opening;
        boolean unlisted;
        Offers offers = Offers.NONE;
        /** The current round's opening choices, as the games row's {@code choices} column keeps them. */
        final List<inrow.game.Take> choices = new ArrayList<>();
        inrow.game.TournamentRule tournament;
        /** The current round's tournament steps, as the games row's {@code steps} column keeps them. */
        final List<String> steps = new ArrayList<>();
        final List<RoundResult> series = new ArrayList<>();
        final List<ChatLine> chat = new ArrayList<>();
        /** round -> ply -> the mover's time left after the move. */
        final Map<Integer, TreeMap<Integer, Long>> clocks = new HashMap<>();
        final StoredGame.Slot[] slots = new StoredGame.Slot[2];
        /** round -> ply -> move. */
        final Map<Integer, TreeMap<Integer, Point>> moves = new HashMap<>();

        /** A person in one seat and the computer in the other: left out of the recent games, as the SQL store does. */
        boolean personAgainstComputer() {
            java.util.Set<inrow.game.SeatKind> kinds = java.util.EnumSet.noneOf(inrow.game.SeatKind.class);
            for (StoredGame.Slot slot : slots) {
                if (slot != null) {
                    kinds.add(slot.kind());
                }
            }
            return kinds.size() == 2;
        }

        Row copy() {
            Row r = new Row();
            r.code = code;
            r.rules = rules;
            r.thinkMillis = thinkMillis;
            r.paceMillis = paceMillis;
            r.round = round;
            r.status = status;
            r.winner = winner;
            r.reason = reason;
            r.createdAt = createdAt;
            r.updatedAt = updatedAt;
            r.seq = seq;
            r.clock = clock;
            r.takebacks = takebacks;
            r.opening = opening;
            r.unlisted = unlisted;
            r.offers = offers;
            r.choices.addAll(choices);
            r.tournament = tournament;
            r.steps.addAll(steps);
            r.series.addAll(series);
            r.chat.addAll(chat);
            clocks.forEach((round, plies) -> r.clocks.put(round, new TreeMap<>(plies)));
            System.arraycopy(slots, 0, r.slots, 0, 2);
            moves.forEach((round, plies) -> r.moves.put(round, new TreeMap<>(plies)));
            return r;
        }

        StoredGame stored() {
            List<Point> played = new ArrayList<>(moves.getOrDefault(round, new TreeMap<>()).values());
            TreeMap<Integer, Long> left = clocks.getOrDefault(round, new TreeMap<>());
            List<Long> moveClocks = new ArrayList<>();
            for (int ply : moves.getOrDefault(round, new TreeMap<>()).keySet()) { // after a tournament opening's stones
                moveClocks.add(left.get(ply));
            }
            return new StoredGame(code, rules, thinkMillis, paceMillis, clock, takebacks, Arrays.asList(slots.clone()),
                round, played, moveClocks, status, winner, reason, List.copyOf(series), List.copyOf(chat), createdAt,
                updatedAt, seq, opening, List.copyOf(choices), offers, unlisted, tournament, List.copyOf(steps));
        }
    }

    /** Thrown inside a write: the whole list is rolled back and its future fails. */
    static final class Refused extends RuntimeException {
        Refused(String message) {
            super(message);
        }
    }

    private final Map<String, Row> games = new LinkedHashMap<>();
    private final List<List<Change>> committed = new ArrayList<>();

    @Override
    public synchronized CompletableFuture<Void> write(List<Change> changes) {
        Map<String, Row> touched = new HashMap<>();
        try {
            for (Change change : changes) {
                apply(change, touched);
            }
        } catch (Refused e) {
            return CompletableFuture.failedFuture(e);
        }
        touched.forEach((code, row) -> {
            if (row == null) {
                games.remove(code);
            } else {
                games.put(code, row);
            }
        });
        committed.add(List.copyOf(changes));
        return CompletableFuture.completedFuture(null);
    }

    /** Applies one change to a working copy of its game (null in {@code touched}: deleted). */
    private void apply(Change change, Map<String, Row> touched) {
        String code = change.code();
        if (change instanceof Change.Created c) {
            if (row(code, touched) != null) {
                throw new Refused("duplicate key: game " + code);
            }
            Row r = new Row();
            r.code = code;
            r.rules = c.rules();
            r.thinkMillis = c.thinkMillis();
            r.paceMillis = c.paceMillis();
            r.createdAt = c.at();
            r.updatedAt = c.at();
            r.clock = c.clock();
            r.takebacks = c.takebacks();
            r.opening = c.opening();
            r.tournament = c.tournament();
            r.unlisted = c.unlisted();
            touched.put(code, r);
            return;
        }
        if (change instanceof Change.Deleted) {
            touched.put(code, null);
            return;
        }
        Row r = row(code, touched);
        if (r == null) {
            throw new Refused("no game to apply " + change + " to");
        }
        r = working(code, r, touched);
        if (change instanceof Change.Seated s) {
            if (r.slots[s.slot()] != null) {
                throw new Refused("duplicate key: player " + code + " slot " + s.slot());
            }
            r.slots[s.slot()] = new StoredGame.Slot(s.token(), s.name(), s.kind(), s.level(), s.account());
        } else if (change instanceof Change.Linked l) {
            StoredGame.Slot old = r.slots[l.slot()];
            if (old == null) {
                throw new Refused("no player to link: " + l);
            }
            r.slots[l.slot()] = new StoredGame.Slot(old.token(), old.name(), old.kind(), old.level(), l.account(),
                old.berserkMs());
        } else if (change instanceof Change.Unseated u) {
            // As the real stores do: the seat opens, round 1 starts over without its moves.
            r.slots[u.slot()] = null;
            unberserk(r);
            r.moves.clear();
            r.clocks.clear();
            r.choices.clear();
            r.steps.clear();
            r.offers = Offers.NONE;
            r.status = GameStatus.WAITING;
            r.winner = null;
            r.reason = null;
            r.updatedAt = u.at();
        } else if (change instanceof Change.Renamed n) {
            StoredGame.Slot old = r.slots[n.slot()];
            if (old == null) {
                throw new Refused("no player to rename: " + n);
            }
            r.slots[n.slot()] = new StoredGame.Slot(old.token(), n.name(), old.kind(), old.level(), old.account(),
                old.berserkMs());
        } else if (change instanceof Change.Moved m) {
            TreeMap<Integer, Point> plies = r.moves.computeIfAbsent(m.round(), k -> new TreeMap<>());
            if (plies.containsKey(m.ply())) {
                throw new Refused("duplicate key: move " + code + " round " + m.round() + " ply " + m.ply());
            }
            plies.put(m.ply(), new Point(m.x(), m.y()));
            r.clocks.computeIfAbsent(m.round(), k -> new TreeMap<>()).put(m.ply(), m.clockMs());
            r.updatedAt = m.at();
        } else if (change instanceof Change.Status s) {
            r.round = s.round();
            r.status = s.status();
            r.winner = s.winner();
            r.reason = s.reason();
            r.updatedAt = s.at();
        } else if (change instanceof Change.Scored sc) {
            if (r.series.stream().noneMatch(x -> x.round() == sc.result().round())) {
                r.series.add(sc.result());
            }
        } else if (change instanceof Change.TakenBack tb) {
            r.moves.getOrDefault(tb.round(), new TreeMap<>()).tailMap(tb.ply(), true).clear();
            TreeMap<Integer, Long> clocks = r.clocks.getOrDefault(tb.round(), new TreeMap<>());
            clocks.tailMap(tb.ply(), true).clear();
            // As the real stores do: each colour's last move keeps the time the colour has after the takeback.
            for (int colour = 0; colour < 2 && tb.xLeft() != null; colour++) {
                for (int ply = tb.ply() - 1; ply >= 0; ply--) {
                    if (ply % 2 == colour && clocks.containsKey(ply)) {
                        clocks.put(ply, colour == 0 ? tb.xLeft() : tb.oLeft());
                        break;
                    }
                }
            }
            r.updatedAt = tb.at();
        } else if (change instanceof Change.Said said) {
            if (said.line().room() == inrow.game.ChatRoom.PLAYERS) {
                r.chat.add(said.line());
            }
        } else if (change instanceof Change.ChatForgotten) {
            r.chat.clear();
        } else if (change instanceof Change.Chose ch) {
            r.choices.add(ch.take());
            r.updatedAt = ch.at();
        } else if (change instanceof Change.Stepped st) {
            r.steps.add(st.step());
            r.updatedAt = st.at();
        } else if (change instanceof Change.NewRound n) {
            // As the database does: the round that ends keeps its tournament opening's stones as its first moves.
            List<Point> stones = StoredGame.openingStones(r.tournament, r.rules, r.steps);
            for (int ply = 0; ply < stones.size(); ply++) {
                r.moves.computeIfAbsent(r.round, k -> new TreeMap<>()).put(ply, stones.get(ply));
            }
            r.round = n.round();
            unberserk(r);
            r.choices.clear();
            r.steps.clear();
            r.updatedAt = n.at();
        } else if (change instanceof Change.Berserked b) {
            StoredGame.Slot old = r.slots[b.slot()];
            if (old == null) {
                throw new Refused("no player to go berserk: " + b);
            }
            r.slots[b.slot()] = new StoredGame.Slot(old.token(), old.name(), old.kind(), old.level(), old.account(),
                b.leftMs());
        } else if (change instanceof Change.Standing st) {
            r.offers = st.offers();
        } else if (change instanceof Change.Sequenced q) {
            if (r.seq != q.from()) {
                throw new Refused("another change already took step " + q.to() + " of " + code);
            }
            r.seq = q.to();
        } else if (!(change instanceof Change.Offered)) {
            throw new Refused("no row for " + change); // as JdbcStore: a fact it does not know is not dropped
        }
    }

    /** As the real stores do: a berserk lasts until its round ends or starts over. */
    private static void unberserk(Row r) {
        for (int slot = 0; slot < r.slots.length; slot++) {
            StoredGame.Slot old = r.slots[slot];
            if (old != null && old.berserkMs() != null) {
                r.slots[slot] = new StoredGame.Slot(old.token(), old.name(), old.kind(), old.level(), old.account());
            }
        }
    }

    private Row row(String code, Map<String, Row> touched) {
        return touched.containsKey(code) ? touched.get(code) : games.get(code);
    }

    private static Row working(String code, Row r, Map<String, Row> touched) {
        if (touched.get(code) != r) {
            r = r.copy();
            touched.put(code, r);
        }
        return r;
    }

    /** Every list committed so far, in commit order. */
    synchronized List<List<Change>> committed() {
        return new ArrayList<>(committed);
    }

    @Override
    public synchronized List<StoredGame> unfinished() {
        return games.values().stream().filter(r -> r.status != GameStatus.OVER).map(Row::stored).toList();
    }

    @Override
    public synchronized Optional<StoredGame> load(String code) {
        Row r = games.get(code);
        return r == null ? Optional.empty() : Optional.of(r.stored());
    }

    @Override
    public synchronized Map<Integer, List<Point>> movesByRound(String code) {
        Row r = games.get(code);
        Map<Integer, List<Point>> out = new java.util.TreeMap<>();
        if (r != null) {
            r.moves.forEach((round, plies) -> out.put(round, new ArrayList<>(plies.values())));
        }
        return out;
    }

    @Override
    public synchronized List<StoredGame> finished(int limit) {
        return games.values().stream().filter(r -> r.status == GameStatus.OVER && r.reason != Result.Reason.ABORTED
                && !r.unlisted && !r.personAgainstComputer())
            .sorted((a, b) -> Long.compare(b.updatedAt, a.updatedAt)).limit(limit).map(Row::stored).toList();
    }

    @Override
    public synchronized int deleteNeverStarted(long createdBefore, Set<String> keep) {
        List<String> old = games.values().stream()
            .filter(r -> r.status == GameStatus.WAITING && r.createdAt < createdBefore && !keep.contains(r.code))
            .map(r -> r.code).toList();
        old.forEach(games::remove);
        return old.size();
    }

    @Override
    public void close() {
    }
}
