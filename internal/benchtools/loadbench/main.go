// Command loadbench measures what `llmreplay record` adds to streaming
// traffic (scripts/bench/30-record.sh), against a direct connection to the
// same upstream and, optionally, against a proxy that only forwards (the
// recorder with nothing selected) and against nginx (a mature proxy in C:
// what any hop costs on the machine), in the same run:
//
//   - alone: closed loop, C clients on one path at a time: the throughput
//     ratio at saturation;
//   - mixed: closed loop, C clients on every path at the same time: the
//     latency the hop adds, free of the drift between two runs;
//   - open: a fixed request rate on every path at once;
//   - CPU seconds per 1,000 requests of the proxy, the sim and the client
//     (from /proc/PID/stat and getrusage), for phases with a single path.
//   - how long each llmreplay proxy's goroutines waited for the CPU, from
//     its llmreplay_record_sched_latency_seconds histogram (--record-metrics,
//     --hop-metrics), for every phase.
//
// Events are stamped at the Read that returned their first byte (small
// reads, stream.Parser) and measured with stream.Meter, as replay does.
//
//	loadbench compare --direct URL [--hop URL] [--nginx URL] --proxy URL --phases alone,mixed,open -c 256 --rate 300 -d 8s [--record-pid P --hop-pid P --nginx-pid P --sim-pid P]
//	loadbench rounds --direct URL --path record=URL@PID --path nginx=URL@PID --rate 300 -d 10s --rounds 5   # CPU per request of each proxy, alternating rounds
//	loadbench stall --upstream URL -c 256 -d 8s   # in-process recorder, writer that never returns
//	loadbench sim --listen 127.0.0.1:8000 --profile fast
//	loadbench record --listen ADDR --upstream URL --out DIR --cpuprofile FILE   # record.Run, profiled
package main

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/stream"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: loadbench compare|rounds|stall|sim|record [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "compare":
		err = compare(os.Args[2:])
	case "rounds":
		err = rounds(os.Args[2:])
	case "stall":
		err = stall(os.Args[2:])
	case "sim":
		err = serveSim(os.Args[2:])
	case "record":
		err = serveRecord(os.Args[2:])
	default:
		err = fmt.Errorf("unknown mode %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

type result struct {
	label  string
	reqs   int64
	errs   int64
	tokens int64
	dur    time.Duration
	ttft   []int64
	itl    []int64
	cpu    []float64 // CPU seconds of each watched process during the phase
	// wait is the phase's share of the proxy's *_sched_latency_seconds
	// histogram (cumulative counts at capture.SchedLatencyBounds, then
	// +Inf): how long its goroutines waited for the CPU; nil when the
	// path's proxy exports none (direct, nginx).
	wait []float64
	mu   sync.Mutex
}

func (r *result) rps() float64 { return float64(r.reqs) / r.dur.Seconds() }

func (r *result) add(ttft, itl []int64, reqs, errs, tokens int64) {
	r.mu.Lock()
	r.ttft = append(r.ttft, ttft...)
	r.itl = append(r.itl, itl...)
	r.reqs += reqs
	r.errs += errs
	r.tokens += tokens
	r.mu.Unlock()
}

func (r *result) sort() {
	slices.Sort(r.ttft)
	slices.Sort(r.itl)
}

// perK is the CPU seconds of watched process i per 1,000 requests.
func (r *result) perK(i int) float64 {
	if r.reqs == 0 || i >= len(r.cpu) || r.cpu[i] < 0 {
		return -1
	}
	return r.cpu[i] / float64(r.reqs) * 1000
}

// median of sorted values.
func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func pct(v []int64, p float64) time.Duration {
	if len(v) == 0 {
		return 0
	}
	i := int(p / 100 * float64(len(v)-1))
	return time.Duration(v[i])
}

const body = `{"model":"m","stream":true,"stream_options":{"include_usage":true},"max_tokens":%d,"ignore_eos":true,"messages":[{"role":"user","content":"Tell me a story about a capture proxy."}]%s}`

// chatRequest is a streaming chat request for maxTokens output tokens, padded
// by about pad bytes in a field the sim ignores (a request as large as a
// long context or an inline image, without the sim's prefill time).
func chatRequest(maxTokens, pad int) string {
	extra := ""
	if pad > 0 {
		extra = `,"user":"` + strings.Repeat("x", pad) + `"`
	}
	return fmt.Sprintf(body, maxTokens, extra)
}

// readBuf is the client's read size: smaller than one SSE event of the
// sim (~220 bytes), so a Read never returns two events that were already
// buffered and every event is stamped by the Read that returned its first
// byte (as replay does, with stream.Parser).
const readBuf = 128

// streamOnce sends one streaming request and returns its TTFT and
// inter-token gaps, stamped per event at the Read that returned its first
// byte. ok is false when the stream failed or did not end with [DONE].
func streamOnce(ctx context.Context, client *http.Client, target, payload string, buf []byte) (ttft int64, itl []int64, tokens int, ok bool) {
	req, _ := http.NewRequestWithContext(ctx, "POST", target+"/v1/chat/completions", strings.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer sk-bench")
	t0 := time.Now()
	r, err := client.Do(req)
	if err != nil {
		return 0, nil, 0, false
	}
	defer r.Body.Close()
	var m stream.Meter
	var p stream.Parser
	emit := func(e stream.Event) { m.ObserveData(e.First, e.Data) }
	for {
		n, err := r.Body.Read(buf)
		if n > 0 {
			p.Feed(buf[:n], time.Since(t0).Nanoseconds(), emit)
		}
		if err != nil {
			break
		}
	}
	if !m.SawDone() || r.StatusCode != http.StatusOK {
		return 0, nil, 0, false
	}
	l := m.Latency(time.Since(t0).Nanoseconds())
	return l.TTFTNS, l.ITLNS, l.OutputTokens, true
}

// watch samples what the watched processes (the recorder, the forward-only
// proxy, the sim, nginx, by the indexes below; then this load client) spent
// during a phase: CPU time, and for the llmreplay proxies the wait of their
// goroutines for the CPU, from their metrics endpoints.
type watch struct {
	pids    []int
	metrics []string // metrics URL by watched index ("" = none)
}

// snapshot is what a watch read at one moment, or the difference of two.
type snapshot struct {
	cpu  []float64   // CPU seconds (user+system) of every pid, then of self; -1 unknown
	wait [][]float64 // cumulative sched-latency bucket counts by watched index; nil unknown
}

func (w watch) sample() snapshot {
	var sn snapshot
	for _, pid := range w.pids {
		sn.cpu = append(sn.cpu, procCPU(pid))
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		sn.cpu = append(sn.cpu, time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Seconds())
	} else {
		sn.cpu = append(sn.cpu, -1)
	}
	for _, u := range w.metrics {
		sn.wait = append(sn.wait, scrapeWait(u))
	}
	return sn
}

// since is what was spent from a to b.
func (b snapshot) since(a snapshot) snapshot {
	d := snapshot{cpu: diff(a.cpu, b.cpu)}
	for i := range b.wait {
		var w []float64
		if i < len(a.wait) && a.wait[i] != nil && b.wait[i] != nil {
			w = make([]float64, len(b.wait[i]))
			for j := range w {
				w[j] = b.wait[i][j] - a.wait[i][j]
			}
		}
		d.wait = append(d.wait, w)
	}
	return d
}

// scrapeWait reads the cumulative bucket counts of the sched-latency
// histogram from a recorder's /metrics; nil when unavailable.
func scrapeWait(u string) []float64 {
	if u == "" {
		return nil
	}
	res, err := http.Get(u)
	if err != nil {
		return nil
	}
	defer res.Body.Close()
	p := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := p.TextToMetricFamilies(res.Body)
	if err != nil {
		return nil
	}
	f := fams["llmreplay_record_sched_latency_seconds"]
	if f == nil || len(f.Metric) != 1 || f.Metric[0].GetHistogram() == nil {
		return nil
	}
	var out []float64
	for _, b := range f.Metric[0].GetHistogram().GetBucket() {
		out = append(out, float64(b.GetCumulativeCount()))
	}
	if len(out) != len(capture.SchedLatencyBounds)+1 {
		return nil
	}
	return out
}

func diff(a, b []float64) []float64 {
	d := make([]float64, len(a))
	for i := range a {
		if a[i] < 0 || b[i] < 0 {
			d[i] = -1
			continue
		}
		d[i] = b[i] - a[i]
	}
	return d
}

// procCPU reads utime+stime of pid from /proc/PID/stat (clock ticks of
// 1/100 s, the value of USER_HZ on Linux); -1 when unavailable.
func procCPU(pid int) float64 {
	if pid <= 0 {
		return -1
	}
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	// The command name (field 2) may hold spaces: count from its ')'.
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return -1
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return -1
	}
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return -1
	}
	return float64(ut+st) / 100
}

func newClient(conns int) (*http.Client, *http.Transport) {
	tr := &http.Transport{MaxIdleConnsPerHost: conns, DisableCompression: true}
	return &http.Client{Transport: tr}, tr
}

// path is one way to the upstream: direct, through a proxy that only
// forwards, or through the recorder.
type path struct{ label, url string }

// closedLoop runs c workers per path for d, all paths at the same time,
// each worker sending its next request as soon as the previous one ends.
// With one path it measures throughput at saturation; with several, every
// path sees the same machine at the same moment, so the difference of their
// latencies is what the extra hop adds and not the drift between two runs.
func closedLoop(paths []path, c int, d time.Duration, payload string, cw watch) []*result {
	client, tr := newClient(c * len(paths))
	defer tr.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	res := make([]*result, len(paths))
	for i, p := range paths {
		res[i] = &result{label: p.label}
	}
	var wg sync.WaitGroup
	before := cw.sample()
	start := time.Now()
	for w := range c * len(paths) {
		r, target := res[w%len(paths)], paths[w%len(paths)].url
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ttfts, itls []int64
			var reqs, errs, toks int64
			buf := make([]byte, readBuf)
			for ctx.Err() == nil {
				ttft, itl, n, ok := streamOnce(ctx, client, target, payload, buf)
				if !ok {
					if ctx.Err() == nil {
						errs++
					}
					continue
				}
				reqs++
				toks += int64(n)
				ttfts = append(ttfts, ttft)
				itls = append(itls, itl...)
			}
			r.add(ttfts, itls, reqs, errs, toks)
		}()
	}
	wg.Wait()
	finish(res, time.Since(start), cw.sample().since(before))
	return res
}

// openLoop sends requests at a fixed rate for ramp+d, each arrival to
// every path at the same instant (so the paths' requests meet the sim at
// the same phase of its decode steps), each request on its own goroutine
// whatever the response times (no coordinated omission): the latency a
// sidecar adds when the machine is not saturated. Requests sent during the
// ramp build up the concurrency and are not measured. At most maxInFlight
// requests run at once; arrivals beyond are errors.
func openLoop(paths []path, rate float64, ramp, d time.Duration, maxTokens int, cw watch) []*result {
	const maxInFlight = 8192
	client, tr := newClient(maxInFlight)
	defer tr.CloseIdleConnections()
	payload := chatRequest(maxTokens, 0)
	res := make([]*result, len(paths))
	for i, p := range paths {
		res[i] = &result{label: p.label}
	}
	var inflight atomic.Int64
	var wg sync.WaitGroup
	bufs := sync.Pool{New: func() any { b := make([]byte, readBuf); return &b }}
	interval := time.Duration(float64(time.Second) / rate)
	total := int((ramp + d) / interval)
	unmeasured := int(ramp / interval)
	send := func(r *result, target string) {
		if inflight.Load() >= maxInFlight {
			r.add(nil, nil, 0, 1, 0)
			return
		}
		inflight.Add(1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer inflight.Add(-1)
			bp := bufs.Get().(*[]byte)
			defer bufs.Put(bp)
			ttft, itl, n, ok := streamOnce(context.Background(), client, target, payload, *bp)
			if !ok {
				r.add(nil, nil, 0, 1, 0)
				return
			}
			r.add([]int64{ttft}, itl, 1, 0, int64(n))
		}()
	}
	before := cw.sample()
	start := time.Now()
	for sent := 0; sent < total; {
		due := int(time.Since(start)/interval) + 1
		for ; sent < due && sent < total; sent++ {
			for i, p := range paths {
				r := res[i]
				if sent < unmeasured {
					r = &result{} // ramp: load, not measured
				}
				send(r, p.url)
			}
		}
		time.Sleep(time.Until(start.Add(time.Duration(sent) * interval)))
	}
	wg.Wait()
	// The rate is that of the measured sends (d), not of the drain after.
	finish(res, d, cw.sample().since(before))
	return res
}

// finish stamps the phase's duration on every result, the wait for CPU of
// the proxy each path went through (a process of its own, so it is the
// path's even when paths ran at once) and, when the phase had a single
// path, the CPU it cost (with several paths at once the CPU of the sim and
// the client cannot be split between them).
func finish(res []*result, d time.Duration, spent snapshot) {
	for _, r := range res {
		r.dur = d
		if len(res) == 1 {
			r.cpu = spent.cpu
		}
		if i := proxyIndex(r.label); i >= 0 && i < len(spent.wait) {
			r.wait = spent.wait[i]
		}
		r.sort()
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%8.3f ms", float64(d)/1e6) }

func cpuCol(v float64) string {
	if v < 0 {
		return fmt.Sprintf("%10s", "-")
	}
	return fmt.Sprintf("%8.3f s", v)
}

// Watched processes, in the order of watch.pids.
const (
	cpuRecorder = iota
	cpuHop
	cpuSim
	cpuNginx
	cpuClient // this process, always last
)

// table prints the latency and CPU figures of the phases; the CPU columns
// are seconds of CPU per 1,000 requests of the proxy the path went through
// (the recorder or the forward-only proxy), the sim and the load client.
func table(rs ...*result) {
	fmt.Printf("%-11s %9s %7s %11s %11s %11s %11s %11s %12s %10s %10s\n", "path", "req/s", "errors",
		"TTFT p50", "TTFT p99", "ITL p50", "ITL p99", "ITL p99.9", "proxy CPU/1k", "sim CPU/1k", "cli CPU/1k")
	for _, r := range rs {
		proxy := -1.0
		if i := proxyIndex(r.label); i >= 0 {
			proxy = r.perK(i)
		}
		fmt.Printf("%-11s %9.1f %7d %s %s %s %s %s %12s %s %s\n", r.label, r.rps(), r.errs,
			ms(pct(r.ttft, 50)), ms(pct(r.ttft, 99)), ms(pct(r.itl, 50)), ms(pct(r.itl, 99)), ms(pct(r.itl, 99.9)),
			cpuCol(proxy), cpuCol(r.perK(cpuSim)), cpuCol(r.perK(cpuClient)))
	}
}

// proxyIndex is the watched index of the proxy a path goes through; -1 for
// the direct path.
func proxyIndex(label string) int {
	switch label {
	case "record":
		return cpuRecorder
	case "proxy-only":
		return cpuHop
	case "nginx":
		return cpuNginx
	}
	return -1
}

// waits prints, for every path whose proxy exports it, how long that
// proxy's goroutines waited for the CPU during the phase: the latency the
// proxy adds inside itself, free of what the load client and the sim do on
// the other CPU.
func waits(rs []*result) {
	for _, r := range rs {
		if len(r.wait) == 0 || r.wait[len(r.wait)-1] == 0 {
			continue
		}
		w, total := r.wait, r.wait[len(r.wait)-1]
		b := capture.SchedLatencyBounds
		over := func(i int) string { return fmt.Sprintf("> %s %.2f%%", us(b[i]), 100*(total-w[i])/total) }
		p99 := "> " + us(b[len(b)-1])
		for i, c := range w[:len(b)] {
			if c >= 0.99*total {
				p99 = "<= " + us(b[i])
				break
			}
		}
		fmt.Printf("%s wait for CPU inside the proxy: %.0f wake-ups, %s, %s, %s, %s; p99 %s\n", r.label, total,
			over(4), over(6), over(7), over(9), p99) // 131 µs, 524 µs, 1.05 ms, 4.19 ms
	}
}

func us(sec float64) string {
	if sec < 1e-3 {
		return fmt.Sprintf("%.0f µs", sec*1e6)
	}
	return fmt.Sprintf("%.2f ms", sec*1e3)
}

// added prints what each proxied path adds to the direct path's latencies
// (the first result), then the recorder's p99 additions against the target.
func added(rs []*result) {
	a := rs[0]
	for _, b := range rs[1:] {
		fmt.Printf("added by %s: TTFT p50 %s, TTFT p99 %s, ITL p50 %s, ITL p99 %s\n", b.label,
			ms(pct(b.ttft, 50)-pct(a.ttft, 50)), ms(pct(b.ttft, 99)-pct(a.ttft, 99)),
			ms(pct(b.itl, 50)-pct(a.itl, 50)), ms(pct(b.itl, 99)-pct(a.itl, 99)))
	}
	b := rs[len(rs)-1]
	target := ""
	if b.label == "record" {
		target = " (target <= 0.5 ms)"
	}
	fmt.Printf("added p99 by %s: TTFT %.3f ms, inter-token gap %.3f ms%s\n", b.label,
		float64(pct(b.ttft, 99)-pct(a.ttft, 99))/1e6, float64(pct(b.itl, 99)-pct(a.itl, 99))/1e6, target)
}

// compare measures the recorder against a direct connection (and, with
// --hop, against a proxy that forwards without recording) in the phases
// asked for:
//
//   - alone: c clients per path, one path after the other, closed loop:
//     throughput at saturation (the ratio is the throughput target);
//   - mixed: c clients on every path at the same time, closed loop: every
//     path sees the same machine at the same moment, so the difference of
//     the latencies is what the hop adds, not the drift between two runs;
//   - open: --rate requests per second on every path at once, each on its
//     own goroutine (no coordinated omission).
func compare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ExitOnError)
	direct := fs.String("direct", "", "upstream URL")
	hop := fs.String("hop", "", "URL of a proxy that forwards without recording (optional: separates the hop's cost from recording's)")
	proxy := fs.String("proxy", "", "recorder URL")
	label := fs.String("proxy-label", "record", "name of the --proxy path (proxy-only when it is the forward-only proxy)")
	phases := fs.String("phases", "alone,mixed", "phases to run, in order: alone, mixed, open")
	c := fs.Int("c", 256, "concurrent streaming clients per path (alone, mixed)")
	rate := fs.Float64("rate", 300, "requests per second on each path (open)")
	ramp := fs.Duration("ramp", 0, "open: send at the rate this long before measuring (to reach the steady concurrency)")
	d := fs.Duration("d", 8*time.Second, "duration of each phase")
	rounds := fs.Int("rounds", 2, "alone: rounds over the paths, in alternating order")
	mt := fs.Int("max-tokens", 32, "output tokens per request")
	recPID := fs.Int("record-pid", 0, "pid of the recorder (CPU per request from /proc)")
	hopPID := fs.Int("hop-pid", 0, "pid of the forward-only proxy")
	simPID := fs.Int("sim-pid", 0, "pid of the upstream sim")
	nginx := fs.String("nginx", "", "URL of an nginx reverse proxy to the same upstream (optional: what a mature proxy in C adds on this machine)")
	nginxPID := fs.Int("nginx-pid", 0, "pid of that nginx (one process: master_process off)")
	recMetrics := fs.String("record-metrics", "", "metrics URL of the recorder (http://ADDR/metrics: its wait for CPU)")
	hopMetrics := fs.String("hop-metrics", "", "metrics URL of the forward-only proxy")
	fs.Parse(args)
	if *direct == "" || *proxy == "" {
		return fmt.Errorf("compare: --direct and --proxy are required")
	}
	cw := watch{pids: []int{*recPID, *hopPID, *simPID, *nginxPID}, metrics: []string{*recMetrics, *hopMetrics, "", ""}}
	ps := []path{{"direct", *direct}}
	if *hop != "" {
		ps = append(ps, path{"proxy-only", *hop})
	}
	if *nginx != "" {
		ps = append(ps, path{"nginx", *nginx})
	}
	ps = append(ps, path{*label, *proxy})
	for _, phase := range strings.Split(*phases, ",") {
		switch phase {
		case "alone":
			closedLoop(ps, *c, time.Second, chatRequest(*mt, 0), cw) // warm connections and the sim
			// Rounds alternate the order of the paths, so that a slow
			// spell of the shared machine does not always hit the same one.
			sum := make([]*result, len(ps))
			var perRound []string
			var roundRatios []float64
			for round := range *rounds {
				rs := make([]*result, len(ps))
				for k := range ps {
					i := k
					if round%2 == 1 {
						i = len(ps) - 1 - k
					}
					rs[i] = closedLoop([]path{ps[i]}, *c, *d, chatRequest(*mt, 0), cw)[0]
				}
				for i, r := range rs {
					sum[i] = merge(sum[i], r)
				}
				q := ratio(rs[len(rs)-1], rs[0])
				perRound = append(perRound, fmt.Sprintf("%.3f", q))
				roundRatios = append(roundRatios, q)
			}
			for _, r := range sum {
				r.sort()
			}
			fmt.Printf("closed loop, %d clients, one path at a time (%d rounds of %s per path; a client sends its next request when the last ends; %d output tokens per request)\n", *c, *rounds, *d, *mt)
			table(sum...)
			waits(sum)
			slices.Sort(roundRatios)
			fmt.Printf("throughput ratio record/direct: %.3f (target >= 0.90; median of rounds %.3f; rounds: %s)",
				ratio(sum[len(sum)-1], sum[0]), median(roundRatios), strings.Join(perRound, ", "))
			for _, r := range sum[1 : len(sum)-1] {
				fmt.Printf("; record/%s: %.3f; %s/direct: %.3f", r.label, ratio(sum[len(sum)-1], r), r.label, ratio(r, sum[0]))
			}
			fmt.Println()
		case "mixed":
			closedLoop(ps, *c, time.Second, chatRequest(*mt, 0), cw)
			rs := closedLoop(ps, *c, *d, chatRequest(*mt, 0), cw)
			fmt.Printf("closed loop, %d clients on each path at the same time (%s; %d output tokens per request)\n", *c, *d, *mt)
			table(rs...)
			waits(rs)
			added(rs)
		case "open":
			openLoop(ps, *rate, 0, time.Second, *mt, cw)
			rs := openLoop(ps, *rate, *ramp, *d, *mt, cw)
			fmt.Printf("open loop, %.0f requests/s on each path at the same time (%s measured after a %s ramp; %d output tokens per request)\n", *rate, *d, *ramp, *mt)
			table(rs...)
			waits(rs)
			added(rs)
		default:
			return fmt.Errorf("compare: unknown phase %q (want alone, mixed, open)", phase)
		}
		fmt.Println()
	}
	return nil
}

// merge adds phase r to the running total t (nil at first): requests,
// time, latencies and CPU.
func merge(t, r *result) *result {
	if t == nil {
		return r
	}
	t.reqs += r.reqs
	t.errs += r.errs
	t.tokens += r.tokens
	t.dur += r.dur
	t.ttft = append(t.ttft, r.ttft...)
	t.itl = append(t.itl, r.itl...)
	if len(t.wait) != len(r.wait) {
		t.wait = nil
	}
	for i := range t.wait {
		t.wait[i] += r.wait[i]
	}
	for i := range t.cpu {
		if i < len(r.cpu) && t.cpu[i] >= 0 && r.cpu[i] >= 0 {
			t.cpu[i] += r.cpu[i]
		} else {
			t.cpu[i] = -1
		}
	}
	return t
}

func ratio(a, b *result) float64 {
	if b.rps() == 0 {
		return 0
	}
	return a.rps() / b.rps()
}

func rssKiB() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			f := strings.Fields(line)
			n, _ := strconv.ParseInt(f[1], 10, 64)
			return n
		}
	}
	return 0
}

// stalledWriter never returns until released: the disk hangs.
type stalledWriter struct{ release chan struct{} }

func (s stalledWriter) WriteLine([]byte) error { <-s.release; return nil }

func stall(args []string) error {
	fs := flag.NewFlagSet("stall", flag.ExitOnError)
	upstream := fs.String("upstream", "", "upstream URL")
	c := fs.Int("c", 256, "concurrent streaming clients")
	d := fs.Duration("d", 8*time.Second, "duration")
	q := fs.Int("queue", capture.DefaultQueue, "recorder queue size (exchanges)")
	qb := fs.Int64("queue-bytes", capture.DefaultQueueBytes, "recorder queue cap in encoded bytes")
	pad := fs.Int("request-bytes", 0, "pad each request body by this many bytes (long contexts, inline images)")
	out := fs.String("out", "", "write real session files here instead of stalling (profiling)")
	prof := fs.String("cpuprofile", "", "write a CPU profile of the run")
	fs.Parse(args)
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			return err
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	u, err := url.Parse(*upstream)
	if err != nil {
		return err
	}
	pol, _ := capture.NewPolicy(capture.Options{})
	w := stalledWriter{release: make(chan struct{})}
	var ew capture.LineWriter = w
	if *out != "" {
		o, err := capture.OpenOutput(capture.OutputOptions{Dir: *out})
		if err != nil {
			return err
		}
		defer o.Close()
		ew = o
		close(w.release)
		w.release = make(chan struct{})
	}
	sink := capture.NewSink(ew, capture.QueueLimit{Exchanges: *q, Bytes: *qb}, zerolog.Nop())
	go sink.Run(context.Background())
	tr, _ := record.NewTransport(record.TransportOptions{})
	px, err := record.New(record.Config{Upstream: u, Transport: tr, Policy: pol, Sink: sink, Log: zerolog.Nop()})
	if err != nil {
		return err
	}
	srv := httptest.NewUnstartedServer(px)
	srv.Config.ConnContext = px.ConnContext
	srv.Start()
	defer srv.Close()
	runtime.GC()
	before := rssKiB()
	var peak atomic.Int64
	stop := make(chan struct{})
	go func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if r := rssKiB(); r > peak.Load() {
					peak.Store(r)
				}
			}
		}
	}()
	stalled := []path{{"stalled", srv.URL}}
	req := chatRequest(32, *pad)
	half := closedLoop(stalled, *c, *d/2, req, watch{})[0]
	mid := rssKiB()
	rest := closedLoop(stalled, *c, *d/2, req, watch{})[0]
	close(stop)
	st := sink.Stats()
	fmt.Printf("stalled writer, queue %d exchanges / %d MiB, %d clients for %s, request bodies of %d bytes: %d requests ok, %d errors\n",
		*q, *qb>>20, *c, *d, len(req), half.reqs+rest.reqs, half.errs+rest.errs)
	fmt.Printf("queue depth %d/%d exchanges, %d/%d MiB; dropped (queue_full) %d\n", st.Queue, st.Capacity, st.QueueBytes>>20, st.ByteCapacity>>20, st.Dropped[capture.DropQueueFull])
	fmt.Printf("RSS: before %d MiB, after half the run %d MiB, peak %d MiB, end %d MiB (growth in the second half: %+d MiB)\n",
		before>>10, mid>>10, peak.Load()>>10, rssKiB()>>10, (rssKiB()-mid)>>10)
	close(w.release)
	sink.Close()
	tr.CloseIdleConnections()
	return nil
}

func serveSim(args []string) error {
	fs := flag.NewFlagSet("sim", flag.ExitOnError)
	listen := fs.String("listen", "127.0.0.1:8000", "address")
	profile := fs.String("profile", "fast", "sim profile")
	fs.Parse(args)
	cfg, err := sim.ProfileConfig(*profile)
	if err != nil {
		return err
	}
	s, err := sim.New(cfg)
	if err != nil {
		return err
	}
	defer s.Close()
	srv := &http.Server{Addr: *listen, Handler: s}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	go func() { <-ctx.Done(); srv.Close() }()
	fmt.Fprintf(os.Stderr, "sim (%s) on %s\n", *profile, *listen)
	if err := srv.ListenAndServe(); err != http.ErrServerClosed {
		return err
	}
	return nil
}

// serveRecord runs the recorder exactly as `llmreplay record` does
// (record.Run with the CLI's flag defaults) until SIGTERM/SIGINT, optionally
// under the CPU profiler: the way to see what recording costs per request.
func serveRecord(args []string) error {
	fs := pflag.NewFlagSet("record", pflag.ExitOnError)
	var o record.Options
	fs.StringVar(&o.Listen, "listen", "127.0.0.1:8080", "address")
	fs.StringVar(&o.Upstream, "upstream", "", "upstream URL")
	prof := fs.String("cpuprofile", "", "write a CPU profile of the run")
	o.Capture.Register(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	return record.Run(ctx, o, zerolog.New(os.Stderr).Level(zerolog.InfoLevel))
}
