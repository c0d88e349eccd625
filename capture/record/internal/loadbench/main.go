// Command loadbench measures what `llmreplay record` adds to streaming
// traffic (scripts/bench/30-record.sh), against a direct connection to the
// same upstream in the same run:
//
//   - closed loop: C workers each send streaming chat requests back to
//     back; on a shared 2-core machine this saturates the CPU, so the
//     throughput ratio shows the recorder's CPU cost;
//   - open loop: a fixed request rate below saturation, each request on its
//     own goroutine: the latency a sidecar adds in production;
//   - CPU seconds per 1,000 requests of the recorder, the sim and the
//     client (from /proc/PID/stat and getrusage), independent of saturation.
//
// Events are stamped at the Read that returned their first byte (small
// reads, stream.Parser) and measured with stream.Meter, as replay does.
//
//	loadbench compare --direct URL --proxy URL -c 256 -d 8s [--open 0.25,0.5 --record-pid P --sim-pid P]
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

	"github.com/rs/zerolog"
	"github.com/spf13/pflag"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/sim"
	"github.com/llmreplay/llmreplay/stream"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: loadbench compare|stall|sim [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "compare":
		err = compare(os.Args[2:])
	case "stall":
		err = stall(os.Args[2:])
	case "sim":
		err = serveSim(os.Args[2:])
	case "record":
		err = serveRecord(os.Args[2:])
	case "open":
		err = openCompare(os.Args[2:])
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
	mu     sync.Mutex
}

func (r *result) rps() float64 { return float64(r.reqs) / r.dur.Seconds() }

func (r *result) add(ttft []int64, itl []int64) {
	r.mu.Lock()
	r.ttft = append(r.ttft, ttft...)
	r.itl = append(r.itl, itl...)
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

func pct(v []int64, p float64) time.Duration {
	if len(v) == 0 {
		return 0
	}
	i := int(p / 100 * float64(len(v)-1))
	return time.Duration(v[i])
}

const body = `{"model":"m","stream":true,"stream_options":{"include_usage":true},"max_tokens":%d,"ignore_eos":true,"messages":[{"role":"user","content":"Tell me a story about a capture proxy."}]}`

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

// cpuWatch samples the CPU time of the watched processes (the recorder, the
// sim) and of this load client.
type cpuWatch struct{ pids []int }

// sample returns CPU seconds (user+system) of every pid, then of self.
func (w cpuWatch) sample() []float64 {
	out := make([]float64, 0, len(w.pids)+1)
	for _, pid := range w.pids {
		out = append(out, procCPU(pid))
	}
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		out = append(out, time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Seconds())
	} else {
		out = append(out, -1)
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

// closedLoop runs c workers against target for d, each sending its next
// request as soon as the previous one ends: the throughput at saturation.
func closedLoop(target, label string, c int, d time.Duration, maxTokens int, cw cpuWatch) *result {
	client, tr := newClient(c)
	defer tr.CloseIdleConnections()
	res := &result{label: label}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	payload := fmt.Sprintf(body, maxTokens)
	var reqs, errs, toks atomic.Int64
	var wg sync.WaitGroup
	cpu0 := cw.sample()
	start := time.Now()
	for range c {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ttfts, itls []int64
			buf := make([]byte, readBuf)
			for ctx.Err() == nil {
				ttft, itl, n, ok := streamOnce(ctx, client, target, payload, buf)
				if !ok {
					if ctx.Err() == nil {
						errs.Add(1)
					}
					continue
				}
				reqs.Add(1)
				toks.Add(int64(n))
				ttfts = append(ttfts, ttft)
				itls = append(itls, itl...)
			}
			res.add(ttfts, itls)
		}()
	}
	wg.Wait()
	res.dur = time.Since(start)
	res.cpu = diff(cpu0, cw.sample())
	res.reqs, res.errs, res.tokens = reqs.Load(), errs.Load(), toks.Load()
	res.sort()
	return res
}

// openLoop sends requests at a fixed rate for d, each on its own
// goroutine, whatever the target's response times (no coordinated
// omission): the latency a sidecar adds when the machine is not saturated.
// At most maxInFlight requests run at once; arrivals beyond are errors.
func openLoop(target, label string, rate float64, d time.Duration, maxTokens int, cw cpuWatch) *result {
	const maxInFlight = 8192
	client, tr := newClient(maxInFlight)
	defer tr.CloseIdleConnections()
	res := &result{label: label}
	payload := fmt.Sprintf(body, maxTokens)
	var reqs, errs, toks atomic.Int64
	var inflight atomic.Int64
	var wg sync.WaitGroup
	bufs := sync.Pool{New: func() any { b := make([]byte, readBuf); return &b }}
	interval := time.Duration(float64(time.Second) / rate)
	total := int(d / interval)
	cpu0 := cw.sample()
	start := time.Now()
	for sent := 0; sent < total; {
		due := int(time.Since(start)/interval) + 1
		for ; sent < due && sent < total; sent++ {
			if inflight.Load() >= maxInFlight {
				errs.Add(1)
				continue
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
					errs.Add(1)
					return
				}
				reqs.Add(1)
				toks.Add(int64(n))
				res.add([]int64{ttft}, itl)
			}()
		}
		time.Sleep(time.Until(start.Add(time.Duration(sent) * interval)))
	}
	wg.Wait()
	res.dur = time.Since(start)
	res.cpu = diff(cpu0, cw.sample())
	res.reqs, res.errs, res.tokens = reqs.Load(), errs.Load(), toks.Load()
	res.sort()
	return res
}

func ms(d time.Duration) string { return fmt.Sprintf("%8.3f ms", float64(d)/1e6) }

func cpuCol(v float64) string {
	if v < 0 {
		return fmt.Sprintf("%10s", "-")
	}
	return fmt.Sprintf("%8.3f s", v)
}

// table prints the latency and CPU figures of the phases; the CPU columns
// are seconds of CPU per 1,000 requests (recorder, sim, load client).
func table(rs ...*result) {
	fmt.Printf("%-8s %9s %7s %11s %11s %11s %11s %11s %10s %10s %10s\n", "path", "req/s", "errors",
		"TTFT p50", "TTFT p99", "ITL p50", "ITL p99", "ITL p99.9", "rec CPU/1k", "sim CPU/1k", "cli CPU/1k")
	for _, r := range rs {
		rec := cpuCol(r.perK(0))
		if r.label == "direct" {
			rec = fmt.Sprintf("%10s", "-") // the recorder is idle
		}
		fmt.Printf("%-8s %9.1f %7d %s %s %s %s %s %s %s %s\n", r.label, r.rps(), r.errs,
			ms(pct(r.ttft, 50)), ms(pct(r.ttft, 99)), ms(pct(r.itl, 50)), ms(pct(r.itl, 99)), ms(pct(r.itl, 99.9)),
			rec, cpuCol(r.perK(1)), cpuCol(r.perK(2)))
	}
}

func added(a, b *result) {
	fmt.Printf("added by record: TTFT p50 %s, TTFT p99 %s, ITL p50 %s, ITL p99 %s\n",
		ms(pct(b.ttft, 50)-pct(a.ttft, 50)), ms(pct(b.ttft, 99)-pct(a.ttft, 99)),
		ms(pct(b.itl, 50)-pct(a.itl, 50)), ms(pct(b.itl, 99)-pct(a.itl, 99)))
}

// openCompare runs only the open-loop phases at a given rate.
func openCompare(args []string) error {
	fs := flag.NewFlagSet("open", flag.ExitOnError)
	direct := fs.String("direct", "", "upstream URL")
	proxy := fs.String("proxy", "", "recorder URL")
	rate := fs.Float64("rate", 1000, "requests per second")
	d := fs.Duration("d", 8*time.Second, "duration of each phase")
	mt := fs.Int("max-tokens", 32, "output tokens per request")
	recPID := fs.Int("record-pid", 0, "pid of the recorder (CPU per request from /proc)")
	simPID := fs.Int("sim-pid", 0, "pid of the upstream sim (CPU per request from /proc)")
	fs.Parse(args)
	cw := cpuWatch{pids: []int{*recPID, *simPID}}
	openLoop(*direct, "warm", *rate, time.Second, *mt, cw)
	openLoop(*proxy, "warm", *rate, time.Second, *mt, cw)
	oa := openLoop(*direct, "direct", *rate, *d, *mt, cw)
	ob := openLoop(*proxy, "record", *rate, *d, *mt, cw)
	fmt.Printf("open loop: %.0f req/s fixed rate, %s per phase\n", *rate, *d)
	table(oa, ob)
	added(oa, ob)
	return nil
}

func compare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ExitOnError)
	direct := fs.String("direct", "", "upstream URL")
	proxy := fs.String("proxy", "", "recorder URL")
	c := fs.Int("c", 256, "concurrent streaming clients of the closed-loop phases")
	d := fs.Duration("d", 8*time.Second, "duration of each phase")
	mt := fs.Int("max-tokens", 32, "output tokens per request")
	recPID := fs.Int("record-pid", 0, "pid of the recorder (CPU per request from /proc)")
	simPID := fs.Int("sim-pid", 0, "pid of the upstream sim (CPU per request from /proc)")
	open := fs.String("open", "", "also run open-loop phases at these fractions of the recorder's closed-loop rate (e.g. 0.25,0.5)")
	fs.Parse(args)
	cw := cpuWatch{pids: []int{*recPID, *simPID}}
	// Warm both paths (connections, sim state), then measure direct and
	// proxied phases back to back.
	closedLoop(*direct, "warm", *c, time.Second, *mt, cw)
	closedLoop(*proxy, "warm", *c, time.Second, *mt, cw)
	a := closedLoop(*direct, "direct", *c, *d, *mt, cw)
	b := closedLoop(*proxy, "record", *c, *d, *mt, cw)
	fmt.Printf("closed loop (saturation): %d clients, each sends its next request when the last ends; %s per phase, %d output tokens per request\n", *c, *d, *mt)
	table(a, b)
	added(a, b)
	ratio := 0.0
	if a.rps() > 0 {
		ratio = b.rps() / a.rps()
	}
	fmt.Printf("throughput ratio record/direct: %.3f (target >= 0.90)\n", ratio)
	if *open == "" {
		return nil
	}
	for _, f := range strings.Split(*open, ",") {
		frac, err := strconv.ParseFloat(strings.TrimSpace(f), 64)
		if err != nil || frac <= 0 {
			return fmt.Errorf("--open: bad fraction %q", f)
		}
		rate := frac * b.rps()
		if rate < 1 {
			return fmt.Errorf("--open: rate %.2f req/s too low", rate)
		}
		oa := openLoop(*direct, "direct", rate, *d, *mt, cw)
		ob := openLoop(*proxy, "record", rate, *d, *mt, cw)
		fmt.Printf("\nopen loop: %.0f req/s fixed rate (%.2f x the recorder's closed-loop rate, %.2f x direct's), %s per phase\n",
			rate, frac, rate/a.rps(), *d)
		table(oa, ob)
		added(oa, ob)
		fmt.Printf("added p99: TTFT %.3f ms, inter-token gap %.3f ms (target <= 0.5 ms)\n",
			float64(pct(ob.ttft, 99)-pct(oa.ttft, 99))/1e6, float64(pct(ob.itl, 99)-pct(oa.itl, 99))/1e6)
	}
	return nil
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
	q := fs.Int("queue", capture.DefaultQueue, "recorder queue size")
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
	sink := capture.NewSink(ew, *q, zerolog.Nop())
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
	half := closedLoop(srv.URL, "stalled", *c, *d/2, 32, cpuWatch{})
	mid := rssKiB()
	rest := closedLoop(srv.URL, "stalled", *c, *d/2, 32, cpuWatch{})
	close(stop)
	st := sink.Stats()
	fmt.Printf("stalled writer, queue %d, %d clients for %s: %d requests ok, %d errors\n", *q, *c, *d, half.reqs+rest.reqs, half.errs+rest.errs)
	fmt.Printf("queue depth %d/%d, dropped (queue_full) %d\n", st.Queue, st.Capacity, st.Dropped[capture.DropQueueFull])
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
