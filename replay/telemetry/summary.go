package telemetry

import (
	"math"
	"sort"
	"strings"
	"time"
)

// Summary is what report says of a run's server metrics: per source, the
// known families by meaning and every other family by type.
type Summary struct {
	Sources []SourceSummary `json:"sources"`
	// Saturation is the first sign of each resource running out (KV cache
	// 90% full, requests waiting, preemptions, retractions), earliest first.
	Saturation []Event  `json:"saturation,omitempty"`
	Problems   []string `json:"problems,omitempty"`
}

// SourceSummary summarises one metrics endpoint over the run.
type SourceSummary struct {
	URL string `json:"url"`
	// Server is the server whose families were found (vllm, sglang, tgi,
	// llamacpp, dynamo, gateway; several joined by "+").
	Server  string `json:"server,omitempty"`
	Scrapes int    `json:"scrapes"` // successful
	Failed  int    `json:"failed"`
	// Errors are the distinct errors of failed scrapes (the first few).
	Errors []string `json:"errors,omitempty"`
	// Span runs from the first to the last successful scrape.
	Span time.Duration `json:"span_ns"`
	// Known are the families of known servers, by meaning; Other every
	// other family (label sets summed), kept raw in the results file.
	Known []FamilySummary `json:"known,omitempty"`
	Other []FamilySummary `json:"other,omitempty"`
	// PrefixHitRate is prefix cache hit tokens / queried tokens over the
	// run, from the counters (when the server has them).
	PrefixHitRate *float64 `json:"prefix_hit_rate,omitempty"`
	// CacheConfig holds the labels of vllm:cache_config_info (block size,
	// GPU blocks, memory utilisation...).
	CacheConfig map[string]string `json:"cache_config,omitempty"`
}

// FamilySummary summarises one family over the run. Gauges (and untyped
// families) give Max, Mean and Last; counters Delta and Rate; histograms
// and summaries Count, Mean of the observations, and for histograms P50,
// P90 and P99 estimated from the buckets (linear within a bucket, as
// Prometheus' histogram_quantile does), all over the run only: the
// change from the first to the last scrape.
type FamilySummary struct {
	Name    string `json:"name"`
	Meaning string `json:"meaning,omitempty"` // a Meaning key, for known families
	What    string `json:"what,omitempty"`
	Server  string `json:"server,omitempty"`
	Type    string `json:"type"`
	Series  int    `json:"series"`
	Samples int    `json:"samples"` // scrapes it was in

	Max   *float64       `json:"max,omitempty"`
	MaxAt *time.Duration `json:"max_at_ns,omitempty"` // first scrape at Max, from the run's time zero
	Mean  *float64       `json:"mean,omitempty"`
	Last  *float64       `json:"last,omitempty"`

	Delta  *float64 `json:"delta,omitempty"`
	Rate   *float64 `json:"rate,omitempty"` // Delta per second of Span
	Resets int      `json:"resets,omitempty"`

	Count    *float64 `json:"count,omitempty"`
	HistMean *float64 `json:"hist_mean,omitempty"`
	P50      *float64 `json:"p50,omitempty"`
	P90      *float64 `json:"p90,omitempty"`
	P99      *float64 `json:"p99,omitempty"`

	// Info holds the labels of an info family (NAME_info, value 1).
	Info map[string]string `json:"info,omitempty"`
}

// Summarize summarises a run's server metrics (nil when it has none).
func Summarize(run *Run) *Summary {
	if run == nil || len(run.Sources) == 0 {
		return nil
	}
	out := &Summary{Problems: run.Problems, Saturation: run.Saturation()}
	for _, src := range run.Sources {
		out.Sources = append(out.Sources, summarizeSource(src))
	}
	return out
}

func summarizeSource(src *Source) SourceSummary {
	ss := SourceSummary{URL: src.URL, Scrapes: len(src.Times), Failed: len(src.Failures)}
	seen := map[string]bool{}
	for _, f := range src.Failures {
		if !seen[f.Error] && len(ss.Errors) < 5 {
			seen[f.Error] = true
			ss.Errors = append(ss.Errors, f.Error)
		}
	}
	if n := len(src.Times); n > 1 {
		ss.Span = src.Times[n-1] - src.Times[0]
	}
	servers := map[string]bool{}
	var hits, queries *float64
	for _, f := range src.Families {
		fs := summarizeFamily(src, f)
		if m, ok := Known(f.Name); ok {
			fs.Meaning, fs.What, fs.Server = m.Key, m.What, m.Server
			servers[m.Server] = true
			ss.Known = append(ss.Known, fs)
			switch m.Key {
			case PrefixHits:
				if hits == nil {
					hits = fs.Delta
				}
			case PrefixQueries:
				if queries == nil {
					queries = fs.Delta
				}
			}
			continue
		}
		if strings.HasSuffix(f.Name, "cache_config_info") && fs.Info != nil {
			ss.CacheConfig = fs.Info
		}
		ss.Other = append(ss.Other, fs)
	}
	if hits != nil && queries != nil && *queries > 0 {
		ss.PrefixHitRate = ptr(*hits / *queries)
	}
	var names []string
	for s := range servers {
		names = append(names, s)
	}
	sort.Strings(names)
	ss.Server = strings.Join(names, "+")
	sort.SliceStable(ss.Known, func(i, j int) bool { return meaningOrder(ss.Known[i].Meaning) < meaningOrder(ss.Known[j].Meaning) })
	return ss
}

// meaningOrder is the order known families are shown in: load, then
// memory, then tokens, then latencies.
func meaningOrder(key string) int {
	for i, k := range []string{Running, Waiting, Swapped, KVUsage, KVTokens, Preemptions, Retracted,
		PrefixHitRate, PrefixQueries, PrefixHits, PromptTokens, GenerationTokens, Requests,
		TTFT, ITL, TPOT, E2E, QueueTime, ReadyPods} {
		if k == key {
			return i
		}
	}
	return 100
}

func ptr[T any](v T) *T { return &v }

func summarizeFamily(src *Source, f *Family) FamilySummary {
	fs := FamilySummary{Name: f.Name, Type: f.Type, Series: f.Series}
	first, last := -1, -1
	for i, v := range f.Values {
		if math.IsNaN(v) {
			continue
		}
		fs.Samples++
		if first < 0 {
			first = i
		}
		last = i
	}
	if first < 0 {
		return fs
	}
	if strings.HasSuffix(f.Name, "_info") && (f.Type == "gauge" || f.Type == "untyped") {
		fs.Info = f.Labels
		return fs
	}
	switch f.Type {
	case "counter":
		// Increases add up; a decrease is a restart (the counter began
		// again from zero). A family that appeared during the run began
		// from nothing.
		prev := 0.0
		if first == 0 {
			prev = f.Values[0]
		}
		delta := 0.0
		for _, v := range f.Values[first:] {
			if math.IsNaN(v) {
				continue
			}
			if v < prev {
				fs.Resets++
				delta += v
			} else {
				delta += v - prev
			}
			prev = v
		}
		fs.Delta = ptr(delta)
		if span := (src.Times[last] - src.Times[0]).Seconds(); span > 0 {
			fs.Rate = ptr(delta / span)
		}
	case "histogram", "gaugehistogram", "summary":
		if h := f.Hist; h != nil {
			count := h.LastCount - h.FirstCount
			fs.Count = ptr(count)
			if count > 0 {
				fs.HistMean = ptr((h.LastSum - h.FirstSum) / count)
				b, c := h.delta()
				fs.P50, fs.P90, fs.P99 = quantile(0.5, b, c), quantile(0.9, b, c), quantile(0.99, b, c)
			}
		} else {
			base := 0.0
			if first == 0 {
				base = f.Values[0]
			}
			fs.Count = ptr(f.Values[last] - base)
		}
	default:
		sum, n, mx, at := 0.0, 0, math.Inf(-1), time.Duration(0)
		for i, v := range f.Values {
			if math.IsNaN(v) {
				continue
			}
			sum += v
			n++
			if v > mx {
				mx, at = v, src.Times[i]
			}
		}
		fs.Max, fs.MaxAt, fs.Mean, fs.Last = ptr(mx), ptr(at), ptr(sum/float64(n)), ptr(f.Values[last])
	}
	return fs
}

// delta returns the bucket counts observed during the run.
func (h *Hist) delta() (bounds, counts []float64) {
	firsts := map[float64]float64{}
	for i, b := range h.FirstBounds {
		if i < len(h.First) {
			firsts[b] = h.First[i]
		}
	}
	for i, b := range h.Bounds {
		bounds = append(bounds, b)
		counts = append(counts, max(0, h.Last[i]-firsts[b]))
	}
	return bounds, counts
}

// quantile estimates the q-quantile of cumulative bucket counts, as
// Prometheus' histogram_quantile: linear within the bucket it falls in,
// the lower bound of the first bucket 0, and a quantile in the +Inf
// bucket the highest finite bound.
func quantile(q float64, bounds, cum []float64) *float64 {
	if len(bounds) == 0 {
		return nil
	}
	total := cum[len(cum)-1]
	if total <= 0 {
		return nil
	}
	rank := q * total
	i := sort.Search(len(cum), func(i int) bool { return cum[i] >= rank })
	if i >= len(bounds) {
		i = len(bounds) - 1
	}
	if math.IsInf(bounds[i], 1) {
		if i == 0 {
			return nil
		}
		return ptr(bounds[i-1])
	}
	lo, below := 0.0, 0.0
	if i > 0 {
		lo, below = bounds[i-1], cum[i-1]
	}
	in := cum[i] - below
	if in <= 0 {
		return ptr(bounds[i])
	}
	return ptr(lo + (bounds[i]-lo)*(rank-below)/in)
}

// ByMeaning returns the first known family of a source with a meaning.
func (s *SourceSummary) ByMeaning(key string) *FamilySummary {
	for i := range s.Known {
		if s.Known[i].Meaning == key {
			return &s.Known[i]
		}
	}
	return nil
}
