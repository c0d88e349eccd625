package telemetry

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"text/template"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// vllmState fills testdata/vllm.prom.tmpl.
type vllmState struct {
	RSS, Running, Waiting, KV, Preempt, Queries, Hits float64
	T1, T2, T3, TSum, Red                             float64
}

// pages serves one page per request, in order, then the last one again.
type pages struct {
	mu   sync.Mutex
	list []string
	n    int
}

func (p *pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	p.mu.Lock()
	page := p.list[min(p.n, len(p.list)-1)]
	p.n++
	p.mu.Unlock()
	w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
	w.Write([]byte(page))
}

func vllmPages(t *testing.T, states []vllmState) *pages {
	t.Helper()
	tmpl := template.Must(template.ParseFiles("testdata/vllm.prom.tmpl"))
	p := &pages{}
	for _, s := range states {
		var b bytes.Buffer
		if err := tmpl.Execute(&b, s); err != nil {
			t.Fatal(err)
		}
		p.list = append(p.list, b.String())
	}
	return p
}

// scrapeAll scrapes url once per page with a scraper of its own and
// returns the records as a results file holds them.
func scrapeAll(t *testing.T, url string, n int) []replay.Record {
	t.Helper()
	var recs []replay.Record
	emit := func(v any) {
		rec, err := replay.NewRecord(v)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rec)
	}
	emit(SourceRecord{Kind: KindSource, URL: url, Interval: int64(time.Second)})
	s := newScraper(0, url, nil, http.DefaultTransport)
	t0 := time.Now()
	for range n {
		s.scrape(context.Background(), t0, time.Second, emit)
	}
	return recs
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

func family(t *testing.T, list []FamilySummary, name string) FamilySummary {
	t.Helper()
	for _, f := range list {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("family %s not in the summary", name)
	return FamilySummary{}
}

// TestScrapeSummary scrapes a vLLM-shaped page four times and checks every
// figure of the summary against the values served: gauges' max, mean and
// last; counters' change with a restart; the histogram's change and its
// quantiles; the cache config; unknown families kept and summed.
func TestScrapeSummary(t *testing.T) {
	t.Parallel()
	states := []vllmState{
		{RSS: 1e9, Running: 2, Waiting: 0, KV: 0.10, Preempt: 5, Queries: 1000, Hits: 100, T1: 10, T2: 20, T3: 20, TSum: 5, Red: 1},
		{RSS: 1e9, Running: 2, Waiting: 0, KV: 0.10, Preempt: 5, Queries: 1000, Hits: 100, T1: 10, T2: 20, T3: 20, TSum: 5, Red: 1},
		{RSS: 1e9, Running: 40, Waiting: 12, KV: 0.91, Preempt: 20, Queries: 5000, Hits: 1100, T1: 10, T2: 70, T3: 75, TSum: 40, Red: 3},
		// The server restarted: its counters began again.
		{RSS: 1e9, Running: 6, Waiting: 3, KV: 0.40, Preempt: 3, Queries: 400, Hits: 0, T1: 10, T2: 110, T3: 120, TSum: 80, Red: 1},
	}
	ts := httptest.NewServer(vllmPages(t, states))
	defer ts.Close()
	recs := scrapeAll(t, ts.URL+"/metrics", len(states))

	// The second scrape served the same page: nothing changed, nothing
	// written but the record itself.
	var scrapes []ScrapeRecord
	for _, r := range recs {
		if r.Kind == KindScrape {
			var s ScrapeRecord
			mustUnmarshal(t, r.Line, &s)
			scrapes = append(scrapes, s)
		}
	}
	if len(scrapes) != 4 || len(scrapes[1].V) != 0 || len(scrapes[0].V) == 0 {
		t.Fatalf("scrapes: %d, values in the first %d and the unchanged second %d (want 4, some, 0)", len(scrapes), len(scrapes[0].V), len(scrapes[1].V))
	}

	sum := Summarize(Read(recs))
	if sum == nil || len(sum.Sources) != 1 {
		t.Fatalf("summary %+v", sum)
	}
	src := sum.Sources[0]
	if src.Scrapes != 4 || src.Failed != 0 || src.Server != "vllm" {
		t.Errorf("source: %d scrapes, %d failed, server %q", src.Scrapes, src.Failed, src.Server)
	}
	run := family(t, src.Known, "vllm:num_requests_running")
	if run.Meaning != Running || *run.Max != 40 || !near(*run.Mean, 12.5) || *run.Last != 6 {
		t.Errorf("running: %+v", run)
	}
	kv := family(t, src.Known, "vllm:kv_cache_usage_perc")
	if *kv.Max != 0.91 || !near(*kv.Mean, (0.1+0.1+0.91+0.4)/4) || *kv.Last != 0.4 {
		t.Errorf("kv: max %v mean %v last %v", *kv.Max, *kv.Mean, *kv.Last)
	}
	pre := family(t, src.Known, "vllm:num_preemptions_total")
	if *pre.Delta != 15+3 || pre.Resets != 1 {
		t.Errorf("preemptions: delta %v resets %d, want 18 and 1", *pre.Delta, pre.Resets)
	}
	// Hits: +1000, then restarted at 0; queries: +4000, restarted at 400.
	if src.PrefixHitRate == nil || !near(*src.PrefixHitRate, 1000.0/4400) {
		t.Errorf("prefix hit rate %v, want %v", src.PrefixHitRate, 1000.0/4400)
	}
	ttft := family(t, src.Known, "vllm:time_to_first_token_seconds")
	// Over the run: 0 in (0, 0.1], 90 in (0.1, 1], 10 above; sum 75.
	if *ttft.Count != 100 || !near(*ttft.HistMean, 0.75) {
		t.Errorf("ttft: count %v mean %v", *ttft.Count, *ttft.HistMean)
	}
	if !near(*ttft.P50, 0.1+0.9*50.0/90) || !near(*ttft.P90, 1) || *ttft.P99 != 1 {
		t.Errorf("ttft quantiles: p50 %v p90 %v p99 %v", *ttft.P50, *ttft.P90, *ttft.P99)
	}
	if src.CacheConfig["num_gpu_blocks"] != "27000" || src.CacheConfig["block_size"] != "16" {
		t.Errorf("cache config %v", src.CacheConfig)
	}
	acme := family(t, src.Other, "acme_widgets")
	if acme.Series != 2 || *acme.Max != 5 || *acme.Last != 3 {
		t.Errorf("unknown family acme_widgets (summed over its 2 series): %+v", acme)
	}
	family(t, src.Other, "python_gc_objects_collected_total")
	// The third scrape is where everything ran out at once.
	if len(sum.Saturation) != 3 || sum.Saturation[0].Meaning != KVUsage || sum.Saturation[1].Meaning != Waiting ||
		sum.Saturation[2].Meaning != Preemptions || sum.Saturation[0].What != "the KV cache (91% full)" {
		t.Errorf("saturation %+v", sum.Saturation)
	}
	h := sum.Headline()
	if *h.KVPeak != 0.91 || *h.Preemptions != 18 || *h.WaitingPeak != 12 {
		t.Errorf("headline %+v", h)
	}
	var text strings.Builder
	if err := sum.WriteText(&text); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"(vllm): 4 scrapes", "KV cache usage", "max 0.91", "preemptions", "+18", "1 restarts",
		"prefix cache hit rate              22.7%", "block_size=16", "other families kept raw",
		"saturated first: the KV cache (91% full) at"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
}

func mustUnmarshal(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatal(err)
	}
}

// TestSeriesComeAndGo: a series that vanishes is written as gone and no
// longer counts; one that appears mid-run counts from zero (servers
// create labelled series at their first observation).
func TestSeriesComeAndGo(t *testing.T) {
	t.Parallel()
	p := &pages{list: []string{
		"# TYPE q gauge\nq{pod=\"a\"} 4\nq{pod=\"b\"} 1\n# TYPE done_total counter\ndone_total{pod=\"a\"} 100\n",
		"# TYPE q gauge\nq{pod=\"a\"} 4\n# TYPE done_total counter\ndone_total{pod=\"a\"} 110\ndone_total{pod=\"c\"} 7\n",
	}}
	ts := httptest.NewServer(p)
	defer ts.Close()
	recs := scrapeAll(t, ts.URL, 2)
	var last ScrapeRecord
	mustUnmarshal(t, recs[len(recs)-1].Line, &last)
	if len(last.Gone) != 1 {
		t.Errorf("gone %v, want the series q{pod=b}", last.Gone)
	}
	src := Summarize(Read(recs)).Sources[0]
	q := family(t, src.Other, "q")
	if *q.Max != 5 || *q.Last != 4 {
		t.Errorf("q: max %v last %v, want 5 (a+b) then 4 (a alone)", *q.Max, *q.Last)
	}
	done := family(t, src.Other, "done_total")
	if *done.Delta != 17 {
		t.Errorf("done_total: delta %v, want 10 (pod a) + 7 (pod c, new)", *done.Delta)
	}
}

// TestCollectorFailures: endpoints that refuse, fail or send garbage are
// recorded as failed scrapes, the others are scraped, and Stop returns
// promptly.
func TestCollectorFailures(t *testing.T) {
	t.Parallel()
	good := httptest.NewServer(&pages{list: []string{"# TYPE vllm:num_requests_waiting gauge\nvllm:num_requests_waiting 3\n"}})
	defer good.Close()
	bad := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "no", http.StatusInternalServerError)
	}))
	defer bad.Close()
	garbage := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte("this is { not metrics\n"))
	}))
	defer garbage.Close()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + l.Addr().String() + "/metrics"
	l.Close()

	var (
		mu   sync.Mutex
		recs []replay.Record
	)
	urls := []string{good.URL + "/metrics", bad.URL + "/metrics", garbage.URL + "/metrics", closed}
	c := Start(context.Background(), time.Now(), Config{MetricsURLs: urls, Interval: 100 * time.Millisecond, SelfInterval: -1}, func(v any) {
		rec, err := replay.NewRecord(v)
		if err != nil {
			t.Error(err)
			return
		}
		mu.Lock()
		recs = append(recs, rec)
		mu.Unlock()
	})
	// Every endpoint is scraped at the start and once more at Stop, however
	// many ticks came between.
	t0 := time.Now()
	c.Stop()
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("Stop took %s", d)
	}
	sum := Summarize(Read(recs))
	if len(sum.Sources) != 4 {
		t.Fatalf("%d sources", len(sum.Sources))
	}
	byURL := map[string]SourceSummary{}
	for _, s := range sum.Sources {
		byURL[s.URL] = s
	}
	g := byURL[urls[0]]
	if g.Failed != 0 || g.Scrapes < 2 || *family(t, g.Known, "vllm:num_requests_waiting").Last != 3 {
		t.Errorf("good endpoint: %+v", g)
	}
	for i, want := range []string{"HTTP 500", "parse metrics", "connection refused"} {
		s := byURL[urls[i+1]]
		if s.Scrapes != 0 || s.Failed < 2 || len(s.Errors) == 0 || !strings.Contains(s.Errors[0], want) {
			t.Errorf("%s: %d ok, %d failed, errors %q; want only failures saying %q", s.URL, s.Scrapes, s.Failed, s.Errors, want)
		}
	}
}

// TestCredentialsOnlyToTarget: the replay's headers (its credentials for
// the target) go with scrapes of the target's host, never to another.
func TestCredentialsOnlyToTarget(t *testing.T) {
	t.Parallel()
	var onTarget, elsewhere atomic.Value
	serve := func(seen *atomic.Value) *httptest.Server {
		return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			seen.Store(r.Header.Get("Authorization") + "|")
			w.Write([]byte("up 1\n"))
		}))
	}
	target, other := serve(&onTarget), serve(&elsewhere)
	defer target.Close()
	defer other.Close()
	c := Start(context.Background(), time.Now(), Config{
		MetricsURLs: []string{target.URL + "/metrics", other.URL + "/metrics"}, Target: target.URL + "/v1",
		Header: http.Header{"Authorization": {"Bearer s3cret"}}, SelfInterval: -1,
	}, func(any) {})
	c.Stop()
	if onTarget.Load() != "Bearer s3cret|" || elsewhere.Load() != "|" {
		t.Errorf("Authorization on the target's host %q, elsewhere %q", onTarget.Load(), elsewhere.Load())
	}
}

func TestQuantile(t *testing.T) {
	t.Parallel()
	inf := math.Inf(1)
	for _, tc := range []struct {
		name          string
		q             float64
		bounds, cum   []float64
		want          float64
		wantUndefined bool
	}{
		{"first bucket from zero", 0.5, []float64{1, 2, inf}, []float64{10, 10, 10}, 0.5, false},
		{"middle bucket", 0.75, []float64{1, 2, inf}, []float64{10, 20, 20}, 1.5, false},
		{"in +Inf: highest finite bound", 0.99, []float64{1, 2, inf}, []float64{10, 20, 30}, 2, false},
		{"empty", 0.5, []float64{1, inf}, []float64{0, 0}, 0, true},
		{"only +Inf", 0.5, []float64{inf}, []float64{4}, 0, true},
	} {
		got := quantile(tc.q, tc.bounds, tc.cum)
		if (got == nil) != tc.wantUndefined || (got != nil && !near(*got, tc.want)) {
			t.Errorf("%s: got %v, want %v (undefined %v)", tc.name, got, tc.want, tc.wantUndefined)
		}
	}
}

// TestSelfSample measures real CPU work: a goroutine that spins until the
// process has used 150 ms more CPU shows that CPU time in the sample, and
// the runtime's scheduling-latency histogram is read.
func TestSelfSample(t *testing.T) {
	s := newSelfSampler(time.Now())
	if !s.cpuOK {
		t.Skip("process CPU time is not measured on this system")
	}
	before := s.cpu
	deadline := time.Now().Add(30 * time.Second)
	for {
		now, _ := processCPU()
		if now-before >= 150*time.Millisecond || time.Now().After(deadline) {
			break
		}
	}
	smp := s.sample()
	if smp.CPU < int64(150*time.Millisecond) {
		t.Errorf("CPU %s after spinning for 150 ms of CPU", time.Duration(smp.CPU))
	}
	if smp.Interval <= 0 || smp.Procs < 1 || smp.Goroutines < 1 || smp.T < smp.Interval {
		t.Errorf("sample %+v", smp)
	}
	if _, err := os.Stat("/proc/self/task"); err == nil && smp.RunDelay < 0 {
		t.Errorf("run delay not read on Linux")
	}
}
