package telemetry

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/replay"
)

// Record kinds (the "llmreplay" member of each line).
const (
	KindSource     = "metrics_source"
	KindSeries     = "metrics_series"
	KindScrape     = "metrics_scrape"
	KindConditions = "conditions"
	KindSelf       = "self_check"
)

// SourceRecord announces a metrics endpoint; Src numbers it in the
// series and scrape records that follow.
type SourceRecord struct {
	Kind     string `json:"llmreplay"`
	Src      int    `json:"src"`
	URL      string `json:"url"`
	Interval int64  `json:"interval_ns"`
}

// SeriesRecord names a series of a source the first time a scrape holds
// it. Name is the sample's name (for a histogram, FAMILY_bucket with an
// "le" label, FAMILY_sum or FAMILY_count); Family and Type are the
// family's.
type SeriesRecord struct {
	Kind   string            `json:"llmreplay"`
	Src    int               `json:"src"`
	ID     int               `json:"id"`
	Name   string            `json:"name"`
	Family string            `json:"family"`
	Type   string            `json:"type"` // counter, gauge, histogram, summary, untyped
	Labels map[string]string `json:"labels,omitempty"`
}

// ScrapeRecord is one scrape of a source. T is the middle of the scrape
// (nanoseconds from the run's time zero); V lists [series id, value] for
// the series whose value changed since the source's previous successful
// scrape (every series on its first), Gone the series that vanished. A
// failed scrape has Error and no values. Values that are not finite (NaN,
// ±Inf) are left out: JSON cannot carry them.
type ScrapeRecord struct {
	Kind  string       `json:"llmreplay"`
	Src   int          `json:"src"`
	T     int64        `json:"t_ns"`
	Dur   int64        `json:"dur_ns"`
	Error string       `json:"error,omitempty"`
	V     [][2]float64 `json:"v,omitempty"`
	Gone  []int        `json:"gone,omitempty"`
}

// Source is one metrics endpoint of a run, read back: each family's
// value over the run, aggregated over its label sets.
type Source struct {
	URL      string
	Interval time.Duration
	// Times are the successful scrapes (from the run's time zero); every
	// Family.Values is indexed like it.
	Times    []time.Duration
	Failures []Failure
	Families []*Family // by name
	// file is the results file the source came from (report --merge).
	file int
}

// Failure is a scrape that failed.
type Failure struct {
	T     time.Duration
	Error string
}

// Family is a metric family of a source. Values holds, per successful
// scrape, the family's series combined: summed, or for the families whose
// meaning is a fraction of a whole (KV cache usage, hit rates) the
// highest, since the first replica to fill is the one that saturates
// (see Known); NaN when the family had no series then. For a histogram
// or summary Values is its observation count (_count).
type Family struct {
	Name   string
	Type   string // counter, gauge, histogram, summary, untyped
	Series int    // label sets seen
	// Labels are those of the family's first series (for info families
	// such as vllm:cache_config_info, whose labels are the information).
	Labels map[string]string
	Values []float64
	// Hist is the cumulative bucket counts of a histogram at the first and
	// the last successful scrape, summed over label sets.
	Hist *Hist
}

// Hist is a histogram family's buckets at the start and the end of a run.
type Hist struct {
	FirstBounds, Bounds   []float64 // upper bounds, ascending, +Inf last
	First, Last           []float64 // cumulative counts per bound (First nil: none yet)
	FirstSum, LastSum     float64
	FirstCount, LastCount float64
}

// Run is the telemetry of a results file (or of merged files).
type Run struct {
	Sources    []*Source
	Conditions []Conditions
	Self       []SelfSample
	// Problems are records that could not be read (skipped).
	Problems []string
}

// seriesState is what Read keeps of a series while it reads.
type seriesState struct {
	fam  *Family
	part int     // partValue, partBucket, partSum or partCount
	le   float64 // the bucket bound, for partBucket
}

const (
	partValue = iota
	partBucket
	partSum
	partCount
)

// sourceState is a source being read.
type sourceState struct {
	src    *Source
	series []*seriesState
	cur    []float64 // every series' current value (NaN: absent)
	fams   map[string]*Family
}

// Read decodes the records of a results file. Records of unknown kinds are
// skipped; a damaged record is skipped and listed in Run.Problems. Memory
// is a few numbers per family and scrape, whatever the number of series.
func Read(records []replay.Record) *Run {
	run := &Run{}
	type key struct{ file, src int }
	srcs := map[key]*sourceState{}
	var order []*sourceState
	problem := func(kind string, err error) {
		if len(run.Problems) < 20 {
			run.Problems = append(run.Problems, fmt.Sprintf("%s record: %v", kind, err))
		}
	}
	// decode reads rec into v; a record that does not decode is a problem.
	decode := func(rec replay.Record, v any) bool {
		err := json.Unmarshal(rec.Line, v)
		if err != nil {
			problem(rec.Kind, err)
		}
		return err == nil
	}
	source := func(file, src int) *sourceState {
		s := srcs[key{file, src}]
		if s == nil {
			s = &sourceState{src: &Source{file: file}, fams: map[string]*Family{}}
			srcs[key{file, src}] = s
			order = append(order, s)
		}
		return s
	}
	for _, rec := range records {
		switch rec.Kind {
		case KindSource:
			var r SourceRecord
			if !decode(rec, &r) {
				continue
			}
			s := source(rec.File, r.Src)
			s.src.URL, s.src.Interval = r.URL, time.Duration(r.Interval)
		case KindSeries:
			var r SeriesRecord
			if err := json.Unmarshal(rec.Line, &r); err != nil || r.ID < 0 || r.ID > 1<<20 {
				problem(rec.Kind, fmt.Errorf("bad series %d: %v", r.ID, err))
				continue
			}
			source(rec.File, r.Src).addSeries(&r)
		case KindScrape:
			var r ScrapeRecord
			if !decode(rec, &r) {
				continue
			}
			s := source(rec.File, r.Src)
			t := time.Duration(r.T) + rec.Shift
			if r.Error != "" {
				s.src.Failures = append(s.src.Failures, Failure{T: t, Error: r.Error})
				continue
			}
			if err := s.apply(&r); err != nil {
				problem(rec.Kind, err)
			}
			s.snapshot(t)
		case KindConditions:
			var c Conditions
			if !decode(rec, &c) {
				continue
			}
			run.Conditions = append(run.Conditions, c)
		case KindSelf:
			var smp SelfSample
			if !decode(rec, &smp) {
				continue
			}
			smp.T += int64(rec.Shift)
			run.Self = append(run.Self, smp)
		}
	}
	for _, s := range order {
		for _, f := range s.fams {
			s.src.Families = append(s.src.Families, f)
		}
		sort.Slice(s.src.Families, func(i, j int) bool { return s.src.Families[i].Name < s.src.Families[j].Name })
		run.Sources = append(run.Sources, s.src)
	}
	sort.SliceStable(run.Self, func(i, j int) bool { return run.Self[i].T < run.Self[j].T })
	return run
}

func (s *sourceState) addSeries(r *SeriesRecord) {
	for len(s.series) <= r.ID {
		s.series = append(s.series, nil)
		s.cur = append(s.cur, math.NaN())
	}
	if s.series[r.ID] != nil {
		return // named twice: keep the first
	}
	f := s.fams[r.Family]
	if f == nil {
		f = &Family{Name: r.Family, Type: r.Type, Labels: r.Labels}
		// Scrapes before the family appeared had none of it.
		f.Values = make([]float64, len(s.src.Times))
		for i := range f.Values {
			f.Values[i] = math.NaN()
		}
		s.fams[r.Family] = f
	}
	st := &seriesState{fam: f}
	switch {
	case (r.Type == "histogram" || r.Type == "gaugehistogram") && strings.HasSuffix(r.Name, "_bucket"):
		st.part = partBucket
		le, err := parseBound(r.Labels["le"])
		if err != nil {
			st.part = partValue // not a bucket after all: counted as a value
		}
		st.le = le
	case (r.Type == "histogram" || r.Type == "summary") && strings.HasSuffix(r.Name, "_sum"):
		st.part = partSum
	case (r.Type == "histogram" || r.Type == "summary") && strings.HasSuffix(r.Name, "_count"):
		st.part = partCount
	case r.Type == "summary":
		// Quantiles of a summary cannot be combined: kept raw only.
		st.part = -1
	}
	if st.part == partValue || st.part == partCount {
		f.Series++
	}
	s.series[r.ID] = st
}

func (s *sourceState) apply(r *ScrapeRecord) error {
	var bad error
	for _, id := range r.Gone {
		if id >= 0 && id < len(s.cur) {
			s.cur[id] = math.NaN()
		}
	}
	for _, v := range r.V {
		id := int(v[0])
		if id < 0 || id >= len(s.cur) || float64(id) != v[0] || s.series[id] == nil {
			bad = fmt.Errorf("value of a series never named (%v)", v[0])
			continue
		}
		s.cur[id] = v[1]
	}
	return bad
}

// snapshot appends every family's combined value at a successful scrape.
func (s *sourceState) snapshot(t time.Duration) {
	s.src.Times = append(s.src.Times, t)
	type acc struct {
		v       float64
		any     bool
		buckets map[float64]float64
		sum     float64
	}
	accs := make(map[*Family]*acc, len(s.fams))
	for id, st := range s.series {
		v := s.cur[id]
		if st == nil || st.part < 0 || math.IsNaN(v) {
			continue
		}
		a := accs[st.fam]
		if a == nil {
			a = &acc{}
			accs[st.fam] = a
		}
		switch st.part {
		case partValue, partCount:
			switch {
			case !a.any:
				a.v = v
			case combineMax(st.fam.Name):
				a.v = max(a.v, v)
			default:
				a.v += v
			}
			a.any = true
		case partBucket:
			if a.buckets == nil {
				a.buckets = map[float64]float64{}
			}
			a.buckets[st.le] += v
		case partSum:
			a.sum += v
		}
	}
	for _, f := range s.fams {
		a := accs[f]
		if a == nil || !a.any {
			f.Values = append(f.Values, math.NaN())
			continue
		}
		f.Values = append(f.Values, a.v)
		if a.buckets != nil {
			h := histOf(a.buckets)
			if f.Hist == nil {
				f.Hist = &Hist{FirstBounds: h.bounds, First: h.counts, FirstSum: a.sum, FirstCount: a.v}
				if len(s.src.Times) > 1 {
					// Created during the run (servers create labelled
					// series at their first observation): it started
					// from nothing.
					f.Hist.FirstBounds, f.Hist.First, f.Hist.FirstSum, f.Hist.FirstCount = nil, nil, 0, 0
				}
			}
			f.Hist.Bounds, f.Hist.Last, f.Hist.LastSum, f.Hist.LastCount = h.bounds, h.counts, a.sum, a.v
		}
	}
}

type bucketSet struct {
	bounds, counts []float64
}

func histOf(b map[float64]float64) bucketSet {
	out := bucketSet{}
	for le := range b {
		out.bounds = append(out.bounds, le)
	}
	sort.Float64s(out.bounds)
	for _, le := range out.bounds {
		out.counts = append(out.counts, b[le])
	}
	return out
}

func parseBound(s string) (float64, error) {
	switch s {
	case "+Inf", "Inf", "inf", "+inf":
		return math.Inf(1), nil
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("bucket bound %q: %w", s, err)
	}
	return v, nil
}

// seriesKey identifies a series within a source: its name and sorted
// labels.
func seriesKey(name string, labels map[string]string) string {
	if len(labels) == 0 {
		return name
	}
	ks := slices.Sorted(maps.Keys(labels))
	var b strings.Builder
	b.WriteString(name)
	for _, k := range ks {
		b.WriteByte(0)
		b.WriteString(k)
		b.WriteByte(0)
		b.WriteString(labels[k])
	}
	return b.String()
}
