package inrow.room;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs tasks one at a time, in submission order, on a shared pool: each room gets one, so a room's changes never
 * overlap, without a thread per room and without a global lock. Each task happens-before the next.
 */
public final class SerialExecutor implements Executor {
    /** Tasks run per turn on a pool thread before yielding it, so one busy room cannot hold a thread forever. */
    private static final int BATCH = 64;

    private final Executor pool;
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    public SerialExecutor(Executor pool) {
        this.pool = pool;
    }

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        schedule();
    }

    private void schedule() {
        if (scheduled.compareAndSet(false, true)) {
            pool.execute(this::drain);
        }
    }

    private void drain() {
        try {
            for (int i = 0; i < BATCH; i++) {
                Runnable task = tasks.poll();
                if (task == null) {
                    break;
                }
                try {
                    task.run();
                } catch (RuntimeException | Error e) {
                    // A bug in one task must not wedge the room: log it and go on with the next.
                    System.getLogger(SerialExecutor.class.getName())
                        .log(System.Logger.Level.ERROR, "room task failed", e);
                }
            }
        } finally {
            scheduled.set(false);
            if (!tasks.isEmpty()) {
                schedule();
            }
        }
    }
}
