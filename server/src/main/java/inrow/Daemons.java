package inrow;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** Threads that never keep the JVM alive, named after their work ("room-1", "cluster-db-2") for thread dumps. */
public final class Daemons {
    private Daemons() {
    }

    public static ThreadFactory named(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /**
     * Threads for work nobody waits on as they wait on a move (reviews, analyses): each asks the kernel, as it starts,
     * to give it the CPU only when no other thread wants it (Linux's SCHED_IDLE, or the weakest nice, 19, where that
     * is refused). Java's own priorities do nothing on Linux without root, and a review thread at normal priority
     * took a live game's moves from 12 to 60 ms at the median on two cores (docs/performance.md, "Reviews").
     * Elsewhere, or without {@code chrt}/{@code renice}, the threads run as they would have.
     */
    public static ThreadFactory idle(String name) {
        ThreadFactory named = named(name);
        return r -> named.newThread(() -> {
            yieldToEveryone();
            r.run();
        });
    }

    /** Lowers the calling thread (Linux: its own task id, from /proc/thread-self) to run only when the CPU is idle. */
    static boolean yieldToEveryone() {
        String tid;
        try {
            tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        } catch (Exception notLinux) {
            return false;
        }
        return run("chrt", "--idle", "-p", "0", tid) || run("renice", "-n", "19", "-p", tid);
    }

    private static boolean run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor() == 0;
        } catch (Exception missing) {
            return false;
        }
    }

    /**
     * One timer thread whose cancelled tasks leave its queue at once. By default a cancelled task stays queued
     * until it would have run, and a room re-arms its deadline (minutes away) as its game goes on, so a busy
     * server's queue would hold dead tasks that every young collection finds alive and copies.
     */
    public static ScheduledExecutorService timer(String name) {
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, named(name));
        timer.setRemoveOnCancelPolicy(true);
        return timer;
    }
}
