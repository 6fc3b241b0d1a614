#!/usr/bin/env python3
"""Do two files' syncs stall at the same moments? If they do, spreading the store over several files (each with a
writer of its own) would not shorten the wait of any move. Bounded: SECONDS of work, two 8 MB scratch files removed.

    python3 docs/perf/together.py DIR SECONDS        (for example: /tmp/lt 900)

Two threads, each overwriting 8 KB of its own file and syncing it (fdatasync) 500 times a second on an open-loop
timeline. Every commit over 20 ms is listed per file as START_s:wWRITE_ms/sSYNC_ms, with its start in seconds
from the beginning, then the count of stalls of the first file that the second also had within 50 ms.
"""
import os, sys, threading, time

def main(d, secs):
    events = {0: [], 1: []}
    origin = time.time()

    def writer(k):
        path = os.path.join(d, f'together-{k}.tmp')
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
        os.pwrite(fd, os.urandom(8 << 20), 0)
        os.fsync(fd)
        buf, t0, n = os.urandom(8192), time.perf_counter(), 0
        while time.perf_counter() - t0 < secs:
            due, now = t0 + n / 500, time.perf_counter()
            if due > now:
                time.sleep(due - now)
            a = time.perf_counter()
            os.pwrite(fd, buf, (n % 1000) * 8192)
            b = time.perf_counter()
            os.fdatasync(fd)
            c = time.perf_counter()
            if c - a > 0.02:
                events[k].append((time.time() - origin - (c - a), (b - a) * 1000, (c - b) * 1000))
            n += 1
        os.close(fd)
        os.unlink(path)

    threads = [threading.Thread(target=writer, args=(k,)) for k in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for k in (0, 1):
        print(f"file {k}: {len(events[k])} commits over 20 ms, the longest "
              f"{max((w + s for _, w, s in events[k]), default=0):.0f} ms")
        print('  ' + ' '.join(f"{t:.2f}s:w{w:.0f}/s{s:.0f}" for t, w, s in events[k]))
    shared = sum(1 for t, _, _ in events[0] if any(abs(t - u) < 0.05 for u, _, _ in events[1]))
    print(f"stalls of file 0 that file 1 also had within 50 ms: {shared} of {len(events[0])}")

if __name__ == '__main__':
    main(sys.argv[1], int(sys.argv[2]))
