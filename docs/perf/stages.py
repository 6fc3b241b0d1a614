# Percentiles of the server's stage histograms between two scrapes of GET /metrics (before and after a load run, or
# at the start and the end of its measured minute), and the mean and total of each timer:
# usage: python3 docs/perf/stages.py metrics-before.txt metrics-after.txt
import re,sys
def load(path):
    d={}
    for line in open(path):
        m=re.match(r'(inrow_\w+|jvm_gc_pause_seconds)_bucket\{(.*?)le="([^"]+)"(.*?)\} (\S+)',line)
        if m:
            name=m.group(1)+('' if 'jvm' not in m.group(1) else '')
            le=float('inf') if m.group(3)=='+Inf' else float(m.group(3))
            d.setdefault(name,{})
            d[name][le]=d[name].get(le,0)+float(m.group(5))
    return d
def sums(path):
    d={}
    for line in open(path):
        m=re.match(r'(inrow_\w+_seconds)_(sum|count) (\S+)',line)
        if m:
            d[(m.group(1),m.group(2))]=float(m.group(3))
    return d
a=load(sys.argv[2]); b=load(sys.argv[1]) if sys.argv[1]!='-' else {}
sa=sums(sys.argv[2]); sb=sums(sys.argv[1]) if sys.argv[1]!='-' else {}
for name in sorted(a):
    cum=sorted(a[name].items())
    base=b.get(name,{})
    cum=[(le, v-base.get(le,0)) for le,v in cum]
    total=cum[-1][1]
    if total<=0: continue
    out=[]
    for q in (0.5,0.9,0.99,0.999):
        for le,v in cum:
            if v>=q*total:
                out.append('p%s<=%s'%(q, ('%.3f ms'%(le*1000)) if 'seconds' in name else le)); break
    if (name,'sum') in sa:
        n=sa[(name,'count')]-sb.get((name,'count'),0); t=sa[(name,'sum')]-sb.get((name,'sum'),0)
        if n>0:
            out.append('mean %.3f ms total %.0f ms'%(t/n*1000, t*1000))
    print(name, int(total), ' '.join(out))
