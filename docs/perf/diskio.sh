#!/bin/bash
# What the server writes to disk under the load test, per transaction and per write. Bounded: one load run.
#   docs/perf/diskio.sh NAME JAR      (results in /tmp/lt/NAME; port 7102 must be free)
# Reads the server's /proc/PID/io (write_bytes: what reached the block layer) and its metrics 45 s and 75 s after
# the load tool started (20 s of warm-up, then the measured minute), then prints the difference over those 30 s,
# and the same for the whole disk the data directory is on (/proc/diskstats).
set -u
NAME=$1; JAR=$2
D=/tmp/lt/$NAME; rm -rf "$D"; mkdir -p "$D"
java -jar "$JAR" --port 7102 --data "$D/data" --exempt-loopback > "$D/server.out" 2>&1 &
PID=$!
for i in $(seq 1 100); do curl -s -o /dev/null http://127.0.0.1:7102/ && break; sleep 0.2; done
java -jar "$JAR" loadtest --url http://127.0.0.1:7102 --games 2000 --spectators 2000 --think-ms 2000 \
  --warmup 20 --duration 60 --pid $PID --json "$D/run.json" > "$D/tool.out" 2>&1 &
TOOL=$!
DEV=$(basename "$(df --output=source "$D" | tail -1)")
snapshot() {
  grep '^write_bytes' /proc/$PID/io | cut -d' ' -f2 > "$D/io$1.txt"
  awk -v d="$DEV" '$3 == d' /proc/diskstats > "$D/disk$1.txt"
  date +%s.%N > "$D/t$1.txt"
  curl -s http://127.0.0.1:7102/metrics > "$D/m$1.txt"
}
sleep 45; snapshot 0
sleep 30; snapshot 1
wait $TOOL
kill $PID; wait $PID 2>/dev/null
metric() { grep "^$1 " "$D/m$2.txt" | cut -d' ' -f2; }
python3 - "$(cat "$D/io0.txt")" "$(cat "$D/io1.txt")" "$(cat "$D/t0.txt")" "$(cat "$D/t1.txt")" \
  "$(metric inrow_store_transaction_seconds_count 0)" "$(metric inrow_store_transaction_seconds_count 1)" \
  "$(metric inrow_store_batch_size_sum 0)" "$(metric inrow_store_batch_size_sum 1)" \
  "$(cat "$D/disk0.txt")" "$(cat "$D/disk1.txt")" <<'PY'
import sys
b0, b1, t0, t1, x0, x1, w0, w1 = map(float, sys.argv[1:9])
written, tx, writes = b1 - b0, x1 - x0, w1 - w0
print(f"{written / 1e6 / (t1 - t0):.1f} MB/s written, {written / tx / 1024:.1f} KiB per transaction, "
      f"{written / writes / 1024:.1f} KiB per write ({tx:.0f} transactions, {writes:.0f} writes in {t1 - t0:.0f} s)")
# The whole device (every process and the file system's journal): /proc/diskstats' writes completed, sectors
# written and, where the kernel counts them (5.5 and later), flushes completed.
d0, d1 = (list(map(int, a.split()[3:])) for a in sys.argv[9:11])
flushes = f", {(d1[15] - d0[15]) / tx:.2f} flushes" if len(d0) > 15 else ""
print(f"the device: {(d1[4] - d0[4]) / (t1 - t0):.0f} writes/s, {(d1[6] - d0[6]) * 512 / 1e6 / (t1 - t0):.1f} MB/s; "
      f"per transaction {(d1[4] - d0[4]) / tx:.2f} writes{flushes}")
PY
du -sh "$D/data"
