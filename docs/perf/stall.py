#!/usr/bin/env python3
"""Does the disk stall by itself, with no server? Commits and checkpoints shaped like the store's under the load
test, at a steady rate, for a bounded time. Bounded: SECONDS of work, two scratch files (16 MB and 64 MB) removed.

    python3 docs/perf/stall.py DIR RATE SECONDS KB     (for example: /tmp/lt 1000 45 16)

A commit: KB overwritten in place in a 16 MB file, then fdatasync, RATE times a second (on an open-loop timeline:
a late commit does not push the next one back). Beside it, once a second, a checkpoint: 1,000 scattered 4 KB pages
written into a 64 MB file, then fdatasync. Prints the commits' percentiles, how many took over 50 ms, and the
longest checkpoint.
"""
import os, random, sys, threading, time

def filled(path, size):
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    for off in range(0, size, 1 << 20):
        os.pwrite(fd, os.urandom(1 << 20), off)
    os.fsync(fd)
    return fd

def main(d, rate, secs, kb):
    wal_path, db_path = os.path.join(d, 'stall-wal.tmp'), os.path.join(d, 'stall-db.tmp')
    wal, db = filled(wal_path, 16 << 20), filled(db_path, 64 << 20)
    buf, page = os.urandom(kb * 1024), os.urandom(4096)
    stop, checkpoints = [], []

    def checkpointer():
        while not stop:
            t = time.perf_counter()
            for _ in range(1000):
                os.pwrite(db, page, random.randrange(16384) * 4096)
            os.fdatasync(db)
            checkpoints.append((time.perf_counter() - t) * 1000)
            time.sleep(1)

    th = threading.Thread(target=checkpointer)
    th.start()
    lat, off, n, t0 = [], 0, 0, time.perf_counter()
    while time.perf_counter() - t0 < secs:
        due, now = t0 + n / rate, time.perf_counter()
        if due > now:
            time.sleep(due - now)
        t = time.perf_counter()
        os.pwrite(wal, buf, off)
        os.fdatasync(wal)
        lat.append((time.perf_counter() - t) * 1000)
        off, n = (off + len(buf)) % (16 << 20), n + 1
    stop.append(True)
    th.join()
    for fd, path in ((wal, wal_path), (db, db_path)):
        os.close(fd)
        os.unlink(path)
    lat.sort()
    q = lambda p: lat[min(len(lat) - 1, int(p * len(lat)))]
    print(f"{rate}/s of {kb} KB for {secs} s: n {len(lat)}  p50 {q(.5):.2f}  p99 {q(.99):.2f}  p99.9 {q(.999):.2f}"
          f"  max {lat[-1]:.1f} ms  over 50 ms: {sum(1 for x in lat if x > 50)}"
          f"  longest checkpoint {max(checkpoints):.1f} ms")

if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
