# A bounded neighbour for load runs: busy for BUSY ms, then asleep for IDLE ms, for SECONDS, then it stops by itself.
# Run it beside the server and the load tool to see the move tail on a busy machine; as a real-time process it takes
# its core whenever it wants, as a neighbour on the host does:
#   chrt -f 10 python3 docs/perf/noise.py 2 8 115 &     (needs root for the real-time class)
import sys, time

busy, idle, seconds = float(sys.argv[1]) / 1000, float(sys.argv[2]) / 1000, float(sys.argv[3])
end = time.time() + seconds
while time.time() < end:
    until = time.time() + busy
    while time.time() < until:
        pass
    time.sleep(idle)
