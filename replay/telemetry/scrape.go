package telemetry

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
)

// maxScrapeBytes bounds one metrics page (vLLM's is about 100 KB).
const maxScrapeBytes = 32 << 20

// scrapeTimeout bounds one scrape: an API server busy with the load it is
// under (vLLM's is one Python process) can answer late, and a late answer
// still says something; a stuck one is a failure, recorded.
func scrapeTimeout(interval time.Duration) time.Duration { return max(interval, 5*time.Second) }

// scraper scrapes one metrics endpoint and writes what changed.
type scraper struct {
	src    int
	url    string
	header http.Header
	client *http.Client
	ids    map[string]int // series key → id
	last   []float64      // by id, NaN: absent from the latest scrape
}

func newScraper(src int, url string, header http.Header, rt http.RoundTripper) *scraper {
	return &scraper{src: src, url: url, header: header, client: &http.Client{Transport: rt}, ids: map[string]int{}}
}

// sample is one sample of a scraped page, flattened.
type sample struct {
	name, family, typ string
	labels            map[string]string
	value             float64
}

// scrape fetches and parses the page. t0 is the run's time zero.
func (s *scraper) scrape(ctx context.Context, t0 time.Time, interval time.Duration, emit func(any)) {
	ctx, cancel := context.WithTimeout(ctx, scrapeTimeout(interval))
	defer cancel()
	begin := time.Now()
	samples, err := s.fetch(ctx)
	end := time.Now()
	rec := ScrapeRecord{Kind: KindScrape, Src: s.src, T: int64(begin.Sub(t0) + end.Sub(begin)/2), Dur: int64(end.Sub(begin))}
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, context.DeadlineExceeded) {
			err = fmt.Errorf("no answer within %s", scrapeTimeout(interval))
		}
		rec.Error = err.Error()
		emit(rec)
		return
	}
	seen := make([]bool, len(s.last))
	for i := range samples {
		smp := &samples[i]
		key := seriesKey(smp.name, smp.labels)
		id, ok := s.ids[key]
		if !ok {
			id = len(s.last)
			s.ids[key] = id
			s.last = append(s.last, math.NaN())
			seen = append(seen, false)
			emit(SeriesRecord{Kind: KindSeries, Src: s.src, ID: id, Name: smp.name, Family: smp.family, Type: smp.typ, Labels: smp.labels})
		}
		if seen[id] {
			continue // the same series twice in one page: the first wins
		}
		seen[id] = true
		if smp.value != s.last[id] {
			rec.V = append(rec.V, [2]float64{float64(id), smp.value})
			s.last[id] = smp.value
		}
	}
	for id, ok := range seen {
		if !ok && !math.IsNaN(s.last[id]) {
			rec.Gone = append(rec.Gone, id)
			s.last[id] = math.NaN()
		}
	}
	emit(rec)
}

func (s *scraper) fetch(ctx context.Context) ([]sample, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	if err != nil {
		return nil, err
	}
	for k, vs := range s.header {
		req.Header[k] = vs
	}
	// The text format every Prometheus client serves; never protobuf.
	req.Header.Set("Accept", "text/plain;version=0.0.4;q=1,*/*;q=0.1")
	resp, err := s.client.Do(req)
	if err != nil {
		var ue interface{ Unwrap() error }
		if errors.As(err, &ue) && ue.Unwrap() != nil {
			err = ue.Unwrap() // url.Error repeats the URL the report already shows
		}
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "text/plain") && !strings.HasPrefix(ct, "application/openmetrics-text") {
		return nil, fmt.Errorf("not Prometheus text metrics (Content-Type %s)", ct)
	}
	return parseMetrics(io.LimitReader(resp.Body, maxScrapeBytes))
}

// parseMetrics parses Prometheus text exposition with prometheus/common's
// parser and flattens it into samples, ordered by family then series.
func parseMetrics(r io.Reader) ([]sample, error) {
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(r)
	if err != nil {
		return nil, fmt.Errorf("parse metrics: %w", err)
	}
	names := slices.Sorted(maps.Keys(fams))
	var out []sample
	for _, n := range names {
		out = appendFamily(out, fams[n])
	}
	return out, nil
}

func appendFamily(out []sample, mf *dto.MetricFamily) []sample {
	fam := mf.GetName()
	typ := strings.ToLower(mf.GetType().String())
	add := func(name string, labels map[string]string, v float64) {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return
		}
		out = append(out, sample{name: name, family: fam, typ: typ, labels: labels, value: v})
	}
	for _, m := range mf.Metric {
		base := map[string]string{}
		for _, l := range m.Label {
			base[l.GetName()] = l.GetValue()
		}
		with := func(k, v string) map[string]string {
			l := make(map[string]string, len(base)+1)
			for a, b := range base {
				l[a] = b
			}
			l[k] = v
			return l
		}
		nilIfEmpty := func(l map[string]string) map[string]string {
			if len(l) == 0 {
				return nil
			}
			return l
		}
		switch mf.GetType() {
		case dto.MetricType_COUNTER:
			add(fam, nilIfEmpty(base), m.GetCounter().GetValue())
		case dto.MetricType_GAUGE:
			add(fam, nilIfEmpty(base), m.GetGauge().GetValue())
		case dto.MetricType_UNTYPED:
			add(fam, nilIfEmpty(base), m.GetUntyped().GetValue())
		case dto.MetricType_HISTOGRAM, dto.MetricType_GAUGE_HISTOGRAM:
			h := m.GetHistogram()
			count := float64(h.GetSampleCount())
			if h.SampleCountFloat != nil {
				count = h.GetSampleCountFloat()
			}
			inf := false
			for _, b := range h.Bucket {
				inf = inf || math.IsInf(b.GetUpperBound(), 1)
				add(fam+"_bucket", with("le", formatBound(b.GetUpperBound())), cumulativeCount(b))
			}
			if !inf {
				add(fam+"_bucket", with("le", "+Inf"), count)
			}
			add(fam+"_sum", nilIfEmpty(base), h.GetSampleSum())
			add(fam+"_count", nilIfEmpty(base), count)
		case dto.MetricType_SUMMARY:
			sm := m.GetSummary()
			for _, q := range sm.Quantile {
				add(fam, with("quantile", formatBound(q.GetQuantile())), q.GetValue())
			}
			add(fam+"_sum", nilIfEmpty(base), sm.GetSampleSum())
			add(fam+"_count", nilIfEmpty(base), float64(sm.GetSampleCount()))
		}
	}
	return out
}

func cumulativeCount(b *dto.Bucket) float64 {
	if b.CumulativeCountFloat != nil {
		return b.GetCumulativeCountFloat()
	}
	return float64(b.GetCumulativeCount())
}

func formatBound(v float64) string {
	if math.IsInf(v, 1) {
		return "+Inf"
	}
	return model.SampleValue(v).String()
}
