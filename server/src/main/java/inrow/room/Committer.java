package inrow.room;

import inrow.game.Event;
import inrow.game.Evolved;

import inrow.game.Change;
import inrow.game.Step;
import inrow.game.Table;
import inrow.game.Verdict;

import inrow.protocol.ErrorCode;
import inrow.protocol.MessageId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The room's one commit path, read top to bottom in {@link Attempt}: judge the request against the table; append
 * the step it makes to the {@link StepLog} as the room's next one, the queue held (no thread waits) until it is
 * durable; apply it (the table the one reducer made becomes the room's); publish what the verdict says. A step
 * another node took first is caught up on and the request judged again, at most {@link #MAX_ATTEMPTS} times. Steps
 * heard from other nodes and steps caught up on land through the same {@link #land}. Runs only in the room's queue.
 */
final class Committer {
    static final int MAX_ATTEMPTS = 5;
    private static final long SAVE_RETRY_MILLIS = 1000;
    private static final String OUT_OF_REACH = "The game is out of reach for a moment, so nothing changed. Try again.";
    private static final System.Logger LOG = System.getLogger(Committer.class.getName());

    /**
     * A message to judge and carry out: who sent it (null for the room's own work and its computers), its id, and
     * how to decide it against a table; {@code bot}: a computer's move, whose failures make it think again.
     */
    record Request(Connection from, MessageId id, Function<Table, Verdict> decide, boolean bot) {
    }

    /** What the committer needs of its room. */
    interface Actor {
        Table table();

        boolean closed();

        /** Makes {@code next} the room's table: the one way a durable step lands, live, replicated or rebuilt. */
        void adopt(Table next);

        /** Shows everyone the room as it now stands. */
        void show();

        /** Tells the other nodes what this node has in the room, if that changed. */
        void announce();

        /** Does what the verdict says once it holds ({@code changed}: a step was committed for it). */
        void answer(Request r, Verdict.Then then, boolean changed);
    }

    private final String code;
    private final SerialExecutor queue;
    private final RoomContext ctx;
    private final Outbox outbox;
    private final BotTurns bots;
    private final Actor room;

    Committer(String code, SerialExecutor queue, RoomContext ctx, Outbox outbox, BotTurns bots, Actor room) {
        this.code = code;
        this.queue = queue;
        this.ctx = ctx;
        this.outbox = outbox;
        this.bots = bots;
        this.room = room;
    }

    void carryOut(Request r) {
        new Attempt(r).judge();
    }

    /**
     * One request on its way. Each state is a method and hands on to the next: judge, then append (held until
     * durable), then publish; a lost race goes to catching up (held) and back to judge, {@code attempt} counting the
     * turns so the loop ends.
     */
    private final class Attempt {
        private final Request r;
        private int attempt;

        Attempt(Request r) {
            this.r = r;
        }

        /** Judges the request against the table as it stands now, and carries the verdict out. */
        void judge() {
            if (room.closed() && r.from() == null) {
                return;
            }
            Verdict verdict;
            try {
                verdict = r.decide().apply(room.table());
            } catch (RuntimeException bug) {
                dropped(r, bug);
                return;
            }
            if (verdict instanceof Verdict.Ignore) {
                return;
            } else if (verdict instanceof Verdict.Refuse no) {
                refuse(no);
            } else if (verdict instanceof Verdict.Answer answer) {
                room.answer(r, answer.then(), false);
            } else {
                append((Verdict.Commit) verdict);
            }
        }

        /** A refusal that may be wrong only because this node is behind asks the step log first. */
        private void refuse(Verdict.Refuse no) {
            if (!no.unlessBehind() || attempt >= MAX_ATTEMPTS) {
                refused(r, no);
                return;
            }
            CompletableFuture<Long> latest = ctx.steps().latest(code);
            queue.holdUntil(latest, failure -> {
                if (failure != null) {
                    unavailable(r, OUT_OF_REACH);
                } else if (latest.join() > room.table().seq()) {
                    catchUp(latest.join(), this);
                } else {
                    refused(r, no);
                }
            });
        }

        /** Works the step out now, and appends it; the queue is held until it is durable, so the table stays. */
        private void append(Verdict.Commit commit) {
            long started = System.nanoTime();
            Table before = room.table();
            Step step;
            CompletableFuture<StepLog.Appended> appended;
            try {
                step = Step.of(before, commit.changes(), commit.played());
            } catch (RuntimeException bug) {
                dropped(r, bug);
                return;
            }
            try {
                appended = ctx.steps().append(code, before.seq(), step.changes());
            } catch (RuntimeException e) {
                appended = CompletableFuture.failedFuture(e);
            }
            CompletableFuture<StepLog.Appended> result = appended;
            queue.holdUntil(result, failure -> {
                if (failure == null && result.join().taken()) {
                    publish(commit, step, step.after().withSeq(result.join().seq()), started);
                } else if (failure == null && attempt < MAX_ATTEMPTS) {
                    catchUp(result.join().seq(), this); // another node took this step first
                } else {
                    if (failure != null) {
                        SaveFailures.LOGGED.failed(code, failure);
                    }
                    unavailable(r, "The game could not be saved, so nothing changed. Try again.");
                    bots.retry(SAVE_RETRY_MILLIS);
                }
            });
        }

        /** Durable: the table the step made becomes the room's, and what the verdict says is done. */
        private void publish(Verdict.Commit commit, Step step, Table after, long started) {
            try {
                room.adopt(after);
                ctx.meter().committed(moves(commit.changes()), System.nanoTime() - started);
                outbox.said(step.events());
                outbox.happened(step.events());
                room.answer(r, commit.then(), true);
                outbox.unsaid(); // shown by now, or not to be (a confirmation alone)
            } catch (RuntimeException bug) {
                // Durable already: the sender is shown the room as it now stands rather than left waiting.
                LOG.log(System.Logger.Level.ERROR, "showing a step of " + code + " failed", bug);
                if (r.from() != null) {
                    outbox.state(r.from(), r.id());
                }
            }
        }

        /** Caught up after a lost race: the next turn of the loop. */
        void again() {
            attempt++;
            judge();
        }
    }

    /** A step another node took in this room. Steps come in order; a gap is filled from the step log first. */
    void heard(RoomEvent event) {
        switch (Replication.classify(room.table(), event)) {
            case KNOWN -> { }
            case NEXT -> {
                Evolved next = Replication.apply(room.table(), event);
                land(next.table(), next.events());
                outbox.happened(next.events());
                room.show();
            }
            case GAP -> catchUp(event.seq(), null);
            default -> throw new IllegalStateException();
        }
    }

    /** The step log's latest step for this room (on joining the cluster, or after Redis came back). */
    void latest(long latest) {
        if (latest > room.table().seq()) {
            catchUp(latest, null);
        }
    }

    /**
     * Holds the queue until the steps up to {@code upTo} taken elsewhere are here, shows each in order (or the room
     * rebuilt from the record), then hands {@code then} (if any) back to be judged again.
     */
    private void catchUp(long upTo, Attempt then) {
        Request r = then == null ? null : then.r;
        CompletableFuture<StepLog.CatchUp> missed = ctx.steps().since(code, room.table().seq(), upTo);
        queue.holdUntil(missed, failure -> {
            if (failure != null) {
                LOG.log(System.Logger.Level.WARNING, "could not catch up " + code + " to step " + upTo, failure);
                unavailable(r, OUT_OF_REACH);
                return;
            }
            StepLog.CatchUp got = missed.join();
            List<Evolved> tables;
            try {
                tables = Replication.caughtUp(room.table(), got, ctx.clock().getAsLong());
            } catch (RuntimeException bug) {
                dropped(r, bug);
                return;
            }
            try {
                for (int i = 0; i < tables.size(); i++) {
                    land(tables.get(i).table(), got.record() != null ? null : tables.get(i).events());
                    if (got.record() == null) {
                        outbox.happened(tables.get(i).events());
                    }
                    room.show();
                }
            } catch (RuntimeException bug) {
                // Thrown out of the task it would drop the request being judged again: it is answered instead.
                if (r != null) {
                    dropped(r, bug);
                } else {
                    LOG.log(System.Logger.Level.ERROR, "catching up " + code + " failed", bug);
                }
                return;
            }
            if (then != null) {
                then.again();
            }
        });
    }

    /**
     * A durable table from elsewhere becomes the room's, and the chat lines among its {@code events} go to those who
     * may read them; null events: the room rebuilt from the record, which the other nodes hear of afresh.
     */
    private void land(Table next, List<Event> events) {
        room.adopt(next);
        if (events == null) {
            room.announce();
        } else {
            outbox.said(events);
        }
    }

    private void refused(Request r, Verdict.Refuse no) {
        if (r.bot()) {
            // A computer proposing an illegal move is a bug in the bot: say so, and let it think again.
            LOG.log(System.Logger.Level.ERROR, "a computer proposed an illegal move in " + code + ": " + no.message());
            bots.again();
        } else if (r.from() != null) {
            outbox.refused(r.from(), no, r.id());
        }
    }

    /**
     * A bug stopped the request before anything changed. Thrown out of the room's task it would be logged by the
     * queue and the sender left with a message neither played nor refused: every message gets one answer.
     */
    private void dropped(Request r, RuntimeException bug) {
        if (r == null) {
            return;
        }
        LOG.log(System.Logger.Level.ERROR, "a message to " + code + " failed before anything changed", bug);
        unavailable(r, "Something went wrong on the server, so nothing changed. Try again.");
    }

    private void unavailable(Request r, String message) {
        if (r != null && r.from() != null) {
            outbox.error(r.from(), ErrorCode.UNAVAILABLE, message, r.id());
        }
    }

    private static int moves(List<Change> changes) {
        int n = 0;
        for (Change change : changes) {
            if (change instanceof Change.Moved) {
                n++;
            }
        }
        return n;
    }
}
