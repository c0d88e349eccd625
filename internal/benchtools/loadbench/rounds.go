package main

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
)

// proxied is one proxy under test in rounds: its URL and the pid whose CPU
// time is its cost.
type proxied struct {
	label, url string
	pid        int
	cpuPerReq  []float64 // µs of the proxy's CPU per request, by round
	csPerReq   []float64 // context switches of the proxy's threads per request, by round
	ttft50     []float64 // added over direct, ms, by round
	ttft99     []float64
	itl99      []float64
}

// pathsFlag collects --path LABEL=URL@PID.
type pathsFlag []*proxied

func (f *pathsFlag) String() string { return fmt.Sprint(len(*f)) }

func (f *pathsFlag) Set(v string) error {
	label, rest, ok1 := strings.Cut(v, "=")
	u, pid, ok2 := strings.Cut(rest, "@")
	n, err := strconv.Atoi(pid)
	if !ok1 || !ok2 || label == "" || u == "" || err != nil || n <= 0 {
		return fmt.Errorf("--path %q: want LABEL=URL@PID", v)
	}
	*f = append(*f, &proxied{label: label, url: u, pid: n})
	return nil
}

// rounds measures the CPU each proxy spends per streaming request at a
// fixed rate, and the latency it adds over direct: every round runs one
// open-loop phase per proxy, direct and that proxy at once (each arrival to
// both at the same instant, as compare's open phase), the proxies in an
// order that rotates from round to round, so that the drift of a shared
// machine hits all of them alike. The proxy's CPU is read from /proc: it
// is a process of its own and only its path goes through it, and so are
// its threads' context switches (cs/req). It prints
// each round, then the medians of the rounds and each proxy's CPU ratio
// to the reference proxy (--ref, nginx by default): the median of the
// per-round ratios, which compares proxies measured minutes apart.
func rounds(args []string) error {
	fs := flag.NewFlagSet("rounds", flag.ExitOnError)
	direct := fs.String("direct", "", "upstream URL")
	var ps pathsFlag
	fs.Var(&ps, "path", "LABEL=URL@PID of a proxy to the same upstream (repeat)")
	ref := fs.String("ref", "nginx", "label of the proxy the others' CPU is divided by")
	rate := fs.Float64("rate", 300, "requests per second on direct and on the proxy")
	d := fs.Duration("d", 10*time.Second, "duration of each phase")
	n := fs.Int("rounds", 5, "rounds over the proxies")
	mt := fs.Int("max-tokens", 32, "output tokens per request")
	fs.Parse(args)
	if *direct == "" || len(ps) == 0 {
		return fmt.Errorf("rounds: --direct and at least one --path are required")
	}
	for _, p := range ps { // warm connections, the sim and each proxy
		openLoop([]path{{"direct", *direct}, {p.label, p.url}}, *rate, 0, time.Second, *mt, watch{})
	}
	fmt.Printf("open loop, %.0f requests/s on direct and on one proxy at a time, %s per phase, %d rounds in rotating order, %d output tokens per request\n", *rate, *d, *n, *mt)
	fmt.Printf("%-6s %-12s %12s %11s %11s %11s %11s %9s\n", "round", "proxy", "CPU µs/req", "requests", "+TTFT p50", "+TTFT p99", "+ITL p99", "cs/req")
	for round := range *n {
		for k := range ps {
			p := ps[(k+round)%len(ps)]
			before, csBefore := procCPU(p.pid), ctxSwitches(p.pid)
			rs := openLoop([]path{{"direct", *direct}, {p.label, p.url}}, *rate, 0, *d, *mt, watch{})
			spent, cs := procCPU(p.pid)-before, ctxSwitches(p.pid)-csBefore
			a, b := rs[0], rs[1]
			cpu := -1.0
			if before >= 0 && b.reqs > 0 {
				cpu = spent / float64(b.reqs) * 1e6
			}
			add := func(q float64) float64 { return float64(pct(b.ttft, q)-pct(a.ttft, q)) / 1e6 }
			p.cpuPerReq = append(p.cpuPerReq, cpu)
			p.csPerReq = append(p.csPerReq, float64(cs)/float64(max(b.reqs, 1)))
			p.ttft50 = append(p.ttft50, add(50))
			p.ttft99 = append(p.ttft99, add(99))
			p.itl99 = append(p.itl99, float64(pct(b.itl, 99)-pct(a.itl, 99))/1e6)
			fmt.Printf("%-6d %-12s %12.1f %11d %8.3f ms %8.3f ms %8.3f ms %9.2f", round+1, p.label, cpu, b.reqs,
				p.ttft50[round], p.ttft99[round], p.itl99[round], p.csPerReq[round])
			if a.errs+b.errs > 0 {
				fmt.Printf("  (errors: direct %d, %s %d)", a.errs, p.label, b.errs)
			}
			fmt.Println()
		}
	}
	var refP *proxied
	for _, p := range ps {
		if p.label == *ref {
			refP = p
		}
	}
	fmt.Printf("medians of %d rounds:\n", *n)
	fmt.Printf("%-12s %12s %16s %11s %11s %11s %11s %9s\n", "proxy", "CPU µs/req", "(min-max)", "/"+*ref, "+TTFT p50", "+TTFT p99", "+ITL p99", "cs/req")
	for _, p := range ps {
		rel := "-"
		if refP != nil {
			var rr []float64
			for i := range p.cpuPerReq {
				rr = append(rr, p.cpuPerReq[i]/refP.cpuPerReq[i])
			}
			rel = fmt.Sprintf("%.2fx", med(rr))
		}
		fmt.Printf("%-12s %12.1f %16s %11s %8.3f ms %8.3f ms %8.3f ms %9.2f\n", p.label, med(p.cpuPerReq),
			fmt.Sprintf("(%.0f-%.0f)", slices.Min(p.cpuPerReq), slices.Max(p.cpuPerReq)), rel,
			med(p.ttft50), med(p.ttft99), med(p.itl99), med(p.csPerReq))
	}
	if refP != nil {
		for _, p := range ps {
			if p == refP {
				continue
			}
			var dt, di []float64
			for i := range p.ttft99 {
				dt = append(dt, p.ttft99[i]-refP.ttft99[i])
				di = append(di, p.itl99[i]-refP.itl99[i])
			}
			fmt.Printf("%s against %s, medians of the rounds' differences: added TTFT p99 %+.3f ms, added ITL p99 %+.3f ms\n",
				p.label, *ref, med(dt), med(di))
		}
	}
	return nil
}

// med is the median of v (unsorted; v is not modified).
func med(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return median(s)
}

// ctxSwitches is the number of context switches (voluntary and not) of
// all of pid's threads so far, from /proc/PID/task/*/status: each costs a
// kernel entry and, for a sleeping thread, a wake-up, so a proxy that
// switches more spends more CPU per event; -1 when unreadable.
func ctxSwitches(pid int) int64 {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return -1
	}
	var n int64
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/status", pid, t.Name()))
		if err != nil {
			continue // the thread exited
		}
		for _, line := range strings.Split(string(b), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.HasSuffix(k, "voluntary_ctxt_switches") {
				c, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
				n += c
			}
		}
	}
	return n
}
