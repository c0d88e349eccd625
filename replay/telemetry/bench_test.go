package telemetry

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// vllmSizedPage is a metrics page the size of a vLLM V1 server's with one
// model: 12 gauges and counters, 14 histograms of 22 buckets (about 350
// series, 60 KB), its values moved by step so every scrape changes most of
// them, as under load.
func vllmSizedPage(step int) string {
	var b strings.Builder
	lbl := `engine="0",model_name="meta-llama/Llama-3.1-8B-Instruct"`
	for i := range 12 {
		fmt.Fprintf(&b, "# HELP vllm:g%d_total A counter.\n# TYPE vllm:g%d_total counter\nvllm:g%d_total{%s} %d\n", i, i, i, lbl, step*(i+1))
	}
	bounds := []string{"0.001", "0.005", "0.01", "0.02", "0.04", "0.06", "0.08", "0.1", "0.25", "0.5", "0.75", "1.0", "2.5", "5.0", "7.5", "10.0", "20.0", "40.0", "80.0", "160.0", "640.0", "2560.0"}
	for h := range 14 {
		name := fmt.Sprintf("vllm:h%d_seconds", h)
		fmt.Fprintf(&b, "# HELP %s A histogram.\n# TYPE %s histogram\n", name, name)
		for i, le := range bounds {
			fmt.Fprintf(&b, "%s_bucket{%s,le=\"%s\"} %d.0\n", name, lbl, le, step*i)
		}
		fmt.Fprintf(&b, "%s_bucket{%s,le=\"+Inf\"} %d.0\n%s_count{%s} %d.0\n%s_sum{%s} %d.5\n", name, lbl, step*30, name, lbl, step*30, name, lbl, step*7)
	}
	return b.String()
}

// BenchmarkScrape is one scrape of a vLLM-sized page over loopback HTTP:
// fetch, parse with prometheus/common's parser, find what changed, encode
// the records. At one scrape per second its time per operation is the
// share of one CPU scraping costs (1 ms per operation: 0.1%).
func BenchmarkScrape(b *testing.B) {
	var step atomic.Int64
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		w.Write([]byte(vllmSizedPage(int(step.Add(1)))))
	}))
	defer ts.Close()
	page := vllmSizedPage(1)
	s := newScraper(0, ts.URL, nil, newScrapeTransport(false))
	t0 := time.Now()
	bytes := 0
	emit := func(v any) {
		rec, err := json.Marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		bytes += len(rec)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		s.scrape(context.Background(), t0, time.Second, emit)
	}
	b.ReportMetric(float64(len(page)), "page-bytes")
	b.ReportMetric(float64(len(s.last)), "series")
	b.ReportMetric(float64(bytes)/float64(b.N), "record-bytes/op")
}

// BenchmarkSelfSample is one self-check sample (CPU time, the scheduling
// latency histogram, every thread's schedstat).
func BenchmarkSelfSample(b *testing.B) {
	s := newSelfSampler(time.Now())
	b.ReportAllocs()
	for range b.N {
		s.sample()
	}
}
