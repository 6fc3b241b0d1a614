#!/usr/bin/env python3
"""What one fdatasync costs on this disk, the way the store uses it. Bounded: a few thousand syncs, about a minute.

    python3 docs/perf/fsync.py DIR      (DIR on the same file system as the data directory; two scratch files,
                                         64 MB and 8 MB, are written there and removed)

1. a WAL commit: 4 KB overwriting allocated blocks, then fdatasync (the WAL after it starts over), and the same
   with fsync, which is what the driver's SQLite calls at each commit under synchronous=FULL;
2. the same, appending (the file grows, so its size must reach the journal too);
3. a checkpoint: N scattered 4 KB pages written into a large file, then fdatasync;
4. commits (as 1) while another thread syncs 256 scattered pages every 0.2 s in a second file, as a checkpoint on
   a thread of its own would.
"""
import os, random, sys, threading, time

def q(lat, p):
    return lat[min(len(lat) - 1, int(p * len(lat)))]

def report(name, lat):
    lat = sorted(lat)
    print(f"{name:44s} n {len(lat):5d}  p50 {q(lat, .5):6.3f}  p90 {q(lat, .9):6.3f}  p99 {q(lat, .99):6.3f}"
          f"  p99.9 {q(lat, .999):6.3f}  max {lat[-1]:6.2f} ms")

def timed(fn):
    t = time.perf_counter_ns()
    fn()
    return (time.perf_counter_ns() - t) / 1e6

def filled(path, size):
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    for off in range(0, size, 65536):
        os.pwrite(fd, os.urandom(65536), off)
    os.fsync(fd)
    return fd

def main(d):
    page = os.urandom(4096)
    wal_path, db_path = os.path.join(d, 'fsync-wal.tmp'), os.path.join(d, 'fsync-db.tmp')
    wal = filled(wal_path, 8 << 20)
    lat = []
    for i in range(2000):
        lat.append(timed(lambda: (os.pwrite(wal, page, (i % 1000) * 4096), os.fdatasync(wal))))
        time.sleep(0.001)
    report('commit: 4 KB overwritten + fdatasync', lat)
    # What the driver's SQLite does at each commit under synchronous=FULL (strace shows fsync, not fdatasync): this
    # measures whether the file's new modification time costs a commit of the file system's journal each time.
    lat = []
    for i in range(2000):
        lat.append(timed(lambda: (os.pwrite(wal, page, (i % 1000) * 4096), os.fsync(wal))))
        time.sleep(0.001)
    report('commit: 4 KB overwritten + fsync', lat)
    grow = os.open(wal_path + '2', os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
    lat = []
    for i in range(1000):
        lat.append(timed(lambda: (os.pwrite(grow, page, i * 4096), os.fdatasync(grow))))
        time.sleep(0.001)
    report('commit: 4 KB appended (grows) + fdatasync', lat)
    os.close(grow)
    os.unlink(wal_path + '2')
    db = filled(db_path, 64 << 20)
    for n in (32, 256, 1024):
        lat = []
        for _ in range(60):
            def copy():
                for _ in range(n):
                    os.pwrite(db, page, random.randrange(16384) * 4096)
                os.fdatasync(db)
            lat.append(timed(copy))
            time.sleep(0.01)
        report(f'checkpoint: {n} scattered pages + fdatasync', lat)
    stop = []
    copies = []
    def copier():
        while not stop:
            def copy():
                for _ in range(256):
                    os.pwrite(db, page, random.randrange(16384) * 4096)
                os.fdatasync(db)
            copies.append(timed(copy))
            time.sleep(0.2)
    th = threading.Thread(target=copier)
    th.start()
    lat = []
    end = time.time() + 6
    i = 0
    while time.time() < end:
        lat.append(timed(lambda: (os.pwrite(wal, page, (i % 1000) * 4096), os.fdatasync(wal))))
        i += 1
        time.sleep(0.001)
    stop.append(True)
    th.join()
    report('commits beside a checkpoint every 0.2 s', lat)
    report('  that checkpoint (256 pages)', copies)
    os.close(wal)
    os.close(db)
    os.unlink(wal_path)
    os.unlink(db_path)

if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else '.')
