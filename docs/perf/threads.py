# Where a process's threads spent the measured minute: CPU time, time waiting in the run queue for a core, and how
# many times they were put on one (from Linux's /proc/PID/task/*/schedstat and status), summed by thread name.
# usage: python3 docs/perf/threads.py snapshot PID > at-start.txt   (and again at the end)
#        python3 docs/perf/threads.py compare at-start.txt at-end.txt
import collections, os, re, sys

def snapshot(pid):
    for tid in os.listdir(f'/proc/{pid}/task'):
        try:
            name = open(f'/proc/{pid}/task/{tid}/comm').read().strip()
            cpu, wait, slices = open(f'/proc/{pid}/task/{tid}/schedstat').read().split()
            status = open(f'/proc/{pid}/task/{tid}/status').read()
        except OSError:
            continue  # the thread ended meanwhile
        vol = re.search(r'^voluntary_ctxt_switches:\s+(\d+)', status, re.M).group(1)
        invol = re.search(r'^nonvoluntary_ctxt_switches:\s+(\d+)', status, re.M).group(1)
        print('|'.join([tid, name, cpu, wait, slices, vol, invol]))

def read(path):
    out = {}
    for line in open(path):
        tid, name, *nums = line.rstrip('\n').split('|')
        out[tid] = (name, [int(n) for n in nums])
    return out

def compare(before, after):
    a, b = read(before), read(after)
    groups = collections.defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for tid, (name, nums) in b.items():
        base = a.get(tid, (name, [0] * 5))[1]
        g = groups[re.sub(r'[-#@]?[0-9a-f]*\d+$', '', name)]
        g[0] += 1
        for i in range(5):
            g[i + 1] += nums[i] - base[i]
    print(f"{'threads':24} {'n':>4} {'cpu s':>7} {'run-queue wait s':>16} {'slices':>8} {'voluntary':>9} {'involuntary':>11}")
    for name, g in sorted(groups.items(), key=lambda kv: -kv[1][1]):
        if g[1] >= 10_000_000:  # at least 10 ms of CPU
            print(f'{name:24} {g[0]:4} {g[1] / 1e9:7.2f} {g[2] / 1e9:16.2f} {g[3]:8} {g[4]:9} {g[5]:11}')

if sys.argv[1] == 'snapshot':
    snapshot(sys.argv[2])
else:
    compare(sys.argv[2], sys.argv[3])
