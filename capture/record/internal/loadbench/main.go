// Command loadbench measures what `llmreplay record` adds to streaming
// traffic (scripts/bench/30-record.sh). It is a closed-loop load client:
// C workers each send streaming chat requests back to back, stamp every SSE
// chunk on arrival and compute TTFT and inter-token gaps with stream.Meter,
// against a direct target and the recorder in the same run.
//
//	loadbench compare --direct URL --proxy URL -c 256 -d 8s
//	loadbench stall --upstream URL -c 256 -d 8s   # in-process recorder, writer that never returns
//	loadbench sim --listen 127.0.0.1:8000 --profile fast
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
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"github.com/llmreplay/llmreplay/capture"
	"github.com/llmreplay/llmreplay/capture/record"
	"github.com/llmreplay/llmreplay/format"
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
	default:
		err = fmt.Errorf("unknown mode %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "loadbench:", err)
		os.Exit(1)
	}
}

type result struct {
	label    string
	reqs     int64
	errs     int64
	tokens   int64
	dur      time.Duration
	ttft     []int64
	itl      []int64
	ttftLock sync.Mutex
}

func (r *result) rps() float64 { return float64(r.reqs) / r.dur.Seconds() }

func pct(v []int64, p float64) time.Duration {
	if len(v) == 0 {
		return 0
	}
	i := int(p / 100 * float64(len(v)-1))
	return time.Duration(v[i])
}

const body = `{"model":"m","stream":true,"stream_options":{"include_usage":true},"max_tokens":%d,"ignore_eos":true,"messages":[{"role":"user","content":"Tell me a story about a capture proxy."}]}`

// load runs c workers against target for d and returns the figures.
func load(target, label string, c int, d time.Duration, maxTokens int) *result {
	tr := &http.Transport{MaxIdleConnsPerHost: c, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr}
	res := &result{label: label}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	payload := fmt.Sprintf(body, maxTokens)
	var reqs, errs, toks atomic.Int64
	var wg sync.WaitGroup
	start := time.Now()
	for range c {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ttft, itl []int64
			buf := make([]byte, 32<<10)
			for ctx.Err() == nil {
				req, _ := http.NewRequestWithContext(ctx, "POST", target+"/v1/chat/completions", strings.NewReader(payload))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Authorization", "Bearer sk-bench")
				t0 := time.Now()
				r, err := client.Do(req)
				if err != nil {
					if ctx.Err() == nil {
						errs.Add(1)
					}
					continue
				}
				var m stream.Meter
				var p stream.Parser
				for {
					n, err := r.Body.Read(buf)
					if n > 0 {
						at := time.Since(t0).Nanoseconds()
						p.Feed(buf[:n], at, func(e stream.Event) { m.ObserveData(e.First, e.Data) })
					}
					if err != nil {
						break
					}
				}
				r.Body.Close()
				if !m.SawDone() {
					if ctx.Err() == nil {
						errs.Add(1)
					}
					continue
				}
				l := m.Latency(time.Since(t0).Nanoseconds())
				reqs.Add(1)
				toks.Add(int64(l.OutputTokens))
				ttft = append(ttft, l.TTFTNS)
				itl = append(itl, l.ITLNS...)
			}
			res.ttftLock.Lock()
			res.ttft = append(res.ttft, ttft...)
			res.itl = append(res.itl, itl...)
			res.ttftLock.Unlock()
		}()
	}
	wg.Wait()
	res.dur = time.Since(start)
	res.reqs, res.errs, res.tokens = reqs.Load(), errs.Load(), toks.Load()
	sort.Slice(res.ttft, func(i, j int) bool { return res.ttft[i] < res.ttft[j] })
	sort.Slice(res.itl, func(i, j int) bool { return res.itl[i] < res.itl[j] })
	return res
}

func ms(d time.Duration) string { return fmt.Sprintf("%8.3f ms", float64(d)/1e6) }

func compare(args []string) error {
	fs := flag.NewFlagSet("compare", flag.ExitOnError)
	direct := fs.String("direct", "", "upstream URL")
	proxy := fs.String("proxy", "", "recorder URL")
	c := fs.Int("c", 256, "concurrent streaming clients")
	d := fs.Duration("d", 8*time.Second, "duration of each phase")
	mt := fs.Int("max-tokens", 32, "output tokens per request")
	fs.Parse(args)
	// Warm both paths (connections, sim state), then measure direct and
	// proxied phases back to back.
	load(*direct, "warm", *c, time.Second, *mt)
	load(*proxy, "warm", *c, time.Second, *mt)
	a := load(*direct, "direct", *c, *d, *mt)
	b := load(*proxy, "record", *c, *d, *mt)
	fmt.Printf("concurrency %d, %s per phase, %d output tokens per request\n", *c, *d, *mt)
	fmt.Printf("%-8s %10s %8s %12s %12s %12s %12s %12s\n", "path", "req/s", "errors", "TTFT p50", "TTFT p99", "ITL p50", "ITL p99", "ITL p99.9")
	for _, r := range []*result{a, b} {
		fmt.Printf("%-8s %10.1f %8d %12s %12s %12s %12s %12s\n", r.label, r.rps(), r.errs,
			ms(pct(r.ttft, 50)), ms(pct(r.ttft, 99)), ms(pct(r.itl, 50)), ms(pct(r.itl, 99)), ms(pct(r.itl, 99.9)))
	}
	fmt.Printf("added by record: TTFT p50 %s, TTFT p99 %s, ITL p50 %s, ITL p99 %s\n",
		ms(pct(b.ttft, 50)-pct(a.ttft, 50)), ms(pct(b.ttft, 99)-pct(a.ttft, 99)),
		ms(pct(b.itl, 50)-pct(a.itl, 50)), ms(pct(b.itl, 99)-pct(a.itl, 99)))
	ratio := 0.0
	if a.rps() > 0 {
		ratio = b.rps() / a.rps()
	}
	fmt.Printf("throughput ratio record/direct: %.3f (target >= 0.90)\n", ratio)
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

func (s stalledWriter) Write(*format.Exchange) error { <-s.release; return nil }

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
	var ew capture.ExchangeWriter = w
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
	half := load(srv.URL, "stalled", *c, *d/2, 32)
	mid := rssKiB()
	rest := load(srv.URL, "stalled", *c, *d/2, 32)
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
