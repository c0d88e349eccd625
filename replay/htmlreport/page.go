// Package htmlreport writes replay results as one self-contained HTML page:
// summary table and SLA verdict, TTFT/TPOT/E2E distributions (CDFs),
// throughput, latency, schedule lag and errors over time, and for a
// comparison the baseline and the candidate overlaid with the paired
// verdict. The page needs no network: CSS, script and charts (inline SVG,
// drawn here in Go) are all inside the file.
package htmlreport

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"maps"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/replay/report"
)

//go:embed page.html
var pageHTML string

//go:embed style.css
var styleCSS string

//go:embed script.js
var scriptJS string

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"lower": strings.ToLower,
}).Parse(pageHTML + `{{define "css"}}` + styleCSS + `{{end}}{{define "js"}}` + scriptJS + `{{end}}`))

// Options configures a page.
type Options struct {
	// Title heads the page; empty gives "llmreplay report" or
	// "llmreplay compare".
	Title string
	// SLO is the SLA the verdict and goodput use; nil means
	// report.DefaultSLO.
	SLO report.SLO
	// MaxErrorRate is the verdict's error budget, the largest share of
	// failed requests a passing run may have; nil means
	// report.DefaultMaxErrorRate (a pointer because 0, no errors allowed,
	// is a real setting).
	MaxErrorRate *float64
	// Version is the llmreplay version shown in the footer.
	Version string
	// Now is the generation time shown in the footer; zero means now.
	Now time.Time
}

func (o Options) maxErrorRate() float64 {
	if o.MaxErrorRate == nil {
		return report.DefaultMaxErrorRate
	}
	return *o.MaxErrorRate
}

func (o Options) slo() report.SLO {
	if o.SLO == nil {
		return report.DefaultSLO
	}
	return o.SLO
}

// RunData is what a page needs of one run, gathered while its results
// are read (a run of any length: see report.Builder and Collector).
type RunData struct {
	Header    replay.RunHeader
	Name      string // results file (several joined by "+")
	Summary   *report.Summary
	Collector *Collector
}

// NewRunData summarises results already in memory.
func NewRunData(r *replay.Results, opt Options) *RunData {
	d := &RunData{Header: r.Header, Name: r.Name, Collector: &Collector{}}
	b := report.NewBuilder(r.Header, r.Name, opt.slo(), opt.maxErrorRate())
	for i := range r.Results {
		b.Add(&r.Results[i])
		d.Collector.Add(&r.Results[i])
	}
	b.AddRecords(r.Records...)
	d.Summary = b.Summary()
	return d
}

// run is one run with what the page derives from it.
type run struct {
	name    string
	color   string
	data    *RunData
	sum     *report.Summary
	buckets *Buckets
}

func newRuns(ds []*RunData, names []string) ([]*run, error) {
	if len(ds) == 0 {
		return nil, fmt.Errorf("html report: no results to draw")
	}
	// All runs share one bucket width so overlaid series line up.
	var span time.Duration
	for i, d := range ds {
		if d == nil || d.Summary == nil || d.Collector == nil {
			return nil, fmt.Errorf("html report: run %d has no data", i)
		}
		span = max(span, d.Collector.Span())
	}
	width := BucketWidth(span)
	out := make([]*run, len(ds))
	for i, d := range ds {
		name := ""
		if i < len(names) {
			name = names[i]
		}
		if name == "" {
			name = runName(d.Header, d.Name, i)
		}
		out[i] = &run{name: name, color: palette[i%len(palette)], data: d, sum: d.Summary, buckets: d.Collector.Buckets(width)}
	}
	return out, nil
}

// runName names a run in legends: its label, else its file name, else its
// position.
func runName(h replay.RunHeader, file string, i int) string {
	if h.Label != "" {
		return h.Label
	}
	if file != "" && file != "-" {
		return strings.TrimSuffix(filepath.Base(file), ".jsonl")
	}
	return fmt.Sprintf("run %d", i+1)
}

// WriteRun writes the report of one or more replay runs. Several runs are
// drawn overlaid (one colour each), for example a 1x and a 3x replay of
// the same recording.
func WriteRun(w io.Writer, runs []*replay.Results, opt Options) error {
	ds := make([]*RunData, len(runs))
	for i, r := range runs {
		if r == nil {
			return fmt.Errorf("html report: results %d is nil", i)
		}
		ds[i] = NewRunData(r, opt)
	}
	return WriteRunData(w, ds, opt)
}

// WriteRunData is WriteRun for runs summarised as they were read.
func WriteRunData(w io.Writer, ds []*RunData, opt Options) error {
	rs, err := newRuns(ds, nil)
	if err != nil {
		return err
	}
	p := newPage("llmreplay report", rs, opt)
	if len(rs) == 1 {
		p.Subtitle = fmt.Sprintf("%s at %gx against %s", rs[0].name, rs[0].sum.Speed, rs[0].sum.Target)
	} else {
		p.Subtitle = fmt.Sprintf("%d runs overlaid", len(rs))
	}
	return p.write(w)
}

// page is the template's view of a report.
type page struct {
	Title, Subtitle string
	Generated       string
	Version         string
	SLO             string
	Runs            []runView
	Verdicts        []verdictView
	Compare         *compareView
	Table           tableView
	Sections        []sectionView
	Data            []ChartData
}

type runView struct {
	Name, Color, File, Target, Speed, Start, Inputs string
	Requests                                        int
}

type verdictView struct {
	Name, Color string
	Pass        bool
	Checks      []checkView
	NotJudged   []string
	// Statuses is the HTTP status breakdown of the failed requests
	// ("401 ×7, 429 ×7"); Samples one message per error kind.
	Statuses string
	Samples  []sampleView
}

type sampleView struct{ Kind, Message string }

type checkView struct {
	Objective, Value string
	Pass             bool
}

type tableView struct {
	Columns   []runView
	HasChange bool
	Groups    []rowGroup
}

type rowGroup struct {
	Title string
	Rows  []rowView
}

type rowView struct {
	Label       string
	Cells       []string
	Change      string
	ChangeClass string // worse | better | ""
}

type sectionView struct {
	Title, Intro string
	Charts       []Chart
}

// newPage is the page of rs, titled opt.Title or else defaultTitle.
func newPage(defaultTitle string, rs []*run, opt Options) *page {
	title := opt.Title
	if title == "" {
		title = defaultTitle
	}
	now := opt.Now
	if now.IsZero() {
		now = time.Now()
	}
	p := &page{Title: title, Generated: now.UTC().Format("2006-01-02 15:04:05 UTC"), Version: opt.Version, SLO: opt.slo().String()}
	for _, r := range rs {
		h := r.data.Header
		rv := runView{
			Name: r.name, Color: r.color, File: r.data.Name, Target: h.Target,
			Speed: fmt.Sprintf("%gx", h.Speed), Inputs: strings.Join(h.Inputs, ", "), Requests: r.data.Collector.Len(),
		}
		if !h.Start.IsZero() {
			rv.Start = h.Start.UTC().Format("2006-01-02 15:04:05 UTC")
		}
		p.Runs = append(p.Runs, rv)
		v := verdictView{Name: r.name, Color: r.color, Pass: r.sum.Pass}
		for _, o := range r.sum.Verdict {
			val := "no data"
			switch {
			case o.NA:
				val = "no data, n/a (no successful request measured it)"
			case o.N > 0:
				val = fmtMS(o.Value) + " ms"
			}
			v.Checks = append(v.Checks, checkView{
				Objective: fmt.Sprintf("%s p%s ≤ %s", strings.ToUpper(o.Metric), trimFloat(o.Percentile), o.Max),
				Value:     val, Pass: o.Pass,
			})
		}
		v.Checks = append(v.Checks, checkView{
			Objective: "error rate ≤ " + trimFloat(r.sum.MaxErrorRate*100) + "%",
			Value:     report.FormatPercent(r.sum.ErrorRate, r.sum.MaxErrorRate), Pass: r.sum.ErrorsPass,
		})
		v.NotJudged = r.sum.NotJudged
		v.Statuses = strings.ReplaceAll(strings.Join(r.sum.StatusCounts(), ", "), " x", " ×")
		kinds := slices.Sorted(maps.Keys(r.sum.ErrorSamples))
		for _, k := range kinds {
			v.Samples = append(v.Samples, sampleView{Kind: k, Message: r.sum.ErrorSamples[k]})
		}
		p.Verdicts = append(p.Verdicts, v)
	}
	p.Table = summaryTable(rs, p.Runs)
	p.Sections = chartSections(rs, opt.slo())
	for _, s := range p.Sections {
		for _, c := range s.Charts {
			p.Data = append(p.Data, c.Data)
		}
	}
	return p
}

func (p *page) write(w io.Writer) error {
	if err := pageTmpl.Execute(w, p); err != nil {
		return fmt.Errorf("html report: %w", err)
	}
	return nil
}

// summaryTable is the numbers table: one column per run, and the relative
// change when there are exactly two (baseline then candidate).
func summaryTable(rs []*run, cols []runView) tableView {
	t := tableView{Columns: cols, HasChange: len(rs) == 2}
	// direction: +1 when higher is better, -1 when lower is better, 0 neutral.
	type stat struct {
		label string
		dir   int
		get   func(s *report.Summary) (float64, bool)
		fmt   func(float64) string
	}
	count := func(f func(s *report.Summary) int) func(s *report.Summary) (float64, bool) {
		return func(s *report.Summary) (float64, bool) { return float64(f(s)), true }
	}
	rate := func(f func(s *report.Summary) float64) func(s *report.Summary) (float64, bool) {
		return func(s *report.Summary) (float64, bool) { return f(s), true }
	}
	dist := func(f func(s *report.Summary) report.Dist, g func(d report.Dist) float64) func(s *report.Summary) (float64, bool) {
		return func(s *report.Summary) (float64, bool) {
			d := f(s)
			return g(d), d.N > 0
		}
	}
	intf := func(v float64) string { return fmt.Sprintf("%.0f", v) }
	r2 := func(v float64) string { return trimFloat(math.Round(v*100) / 100) }
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", v*100) }
	secs := func(v float64) string { return fmt.Sprintf("%.1f", v) }
	groups := []struct {
		title string
		stats []stat
	}{
		{"Requests", []stat{
			{"sent", 0, count(func(s *report.Summary) int { return s.Requests }), intf},
			{"completed", 1, count(func(s *report.Summary) int { return s.OK }), intf},
			{"errors", -1, count(func(s *report.Summary) int { return s.Errors }), intf},
			{"replayed cancellations", 0, count(func(s *report.Summary) int { return s.Cancelled }), intf},
			{"duration (s)", 0, rate(func(s *report.Summary) float64 { return s.Duration.Seconds() }), secs},
			{"scheduled rate (req/s)", 0, rate(func(s *report.Summary) float64 { return s.IntendedRate }), r2},
			{"achieved send rate (req/s)", 0, rate(func(s *report.Summary) float64 { return s.AchievedRate }), r2},
		}},
		{"Throughput and goodput", []stat{
			{"request throughput (req/s)", 1, rate(func(s *report.Summary) float64 { return s.RequestThroughput }), r2},
			{"output throughput (tok/s)", 1, rate(func(s *report.Summary) float64 { return s.OutputThroughput }), r2},
			{"peak output, 1 s (tok/s)", 1, rate(func(s *report.Summary) float64 { return s.PeakOutputThroughput }), r2},
			{"goodput (req/s)", 1, rate(func(s *report.Summary) float64 { return s.GoodputRate }), r2},
			{"goodput (share of requests)", 1, rate(func(s *report.Summary) float64 { return s.GoodputFraction }), pct},
		}},
	}
	type lat struct {
		name string
		get  func(s *report.Summary) report.Dist
	}
	lats := []lat{
		{"TTFT", func(s *report.Summary) report.Dist { return s.TTFT }},
		{"TPOT", func(s *report.Summary) report.Dist { return s.TPOT }},
		{"ITL", func(s *report.Summary) report.Dist { return s.ITL }},
		{"E2E", func(s *report.Summary) report.Dist { return s.E2E }},
		{"TTFB", func(s *report.Summary) report.Dist { return s.TTFB }},
		{"Schedule lag", func(s *report.Summary) report.Dist { return s.Lag }},
	}
	for _, l := range lats {
		g := struct {
			title string
			stats []stat
		}{title: l.name + " (ms)"}
		for _, p := range []struct {
			name string
			f    func(d report.Dist) float64
		}{
			{"mean", func(d report.Dist) float64 { return d.Mean }},
			{"p50", func(d report.Dist) float64 { return d.P50 }},
			{"p90", func(d report.Dist) float64 { return d.P90 }},
			{"p99", func(d report.Dist) float64 { return d.P99 }},
			{"max", func(d report.Dist) float64 { return d.Max }},
		} {
			g.stats = append(g.stats, stat{p.name, -1, dist(l.get, p.f), fmtMS})
		}
		groups = append(groups, g)
	}
	for _, g := range groups {
		rg := rowGroup{Title: g.title}
		for _, st := range g.stats {
			row := rowView{Label: st.label}
			vals := make([]float64, len(rs))
			oks := make([]bool, len(rs))
			for i, r := range rs {
				vals[i], oks[i] = st.get(r.sum)
				if oks[i] {
					row.Cells = append(row.Cells, st.fmt(vals[i]))
				} else {
					row.Cells = append(row.Cells, "–")
				}
			}
			if t.HasChange && oks[0] && oks[1] {
				row.Change, row.ChangeClass = change(vals[0], vals[1], st.dir)
			}
			rg.Rows = append(rg.Rows, row)
		}
		t.Groups = append(t.Groups, rg)
	}
	return t
}

// change formats the relative change from base to cand, classed by whether
// it goes the good way (dir +1: higher is better, -1: lower is better).
// Changes under 1% are not classed: they are noise at a glance.
func change(base, cand float64, dir int) (string, string) {
	if base == 0 {
		if cand == 0 {
			return "0%", ""
		}
		return "new", ""
	}
	c := (cand - base) / base
	s := fmt.Sprintf("%+.1f%%", c*100)
	if math.Abs(c) < 0.01 || dir == 0 {
		return s, ""
	}
	if (c > 0) == (dir > 0) {
		return s, "better"
	}
	return s, "worse"
}

// fmtMS formats milliseconds with about three significant digits.
func fmtMS(v float64) string {
	a := math.Abs(v)
	switch {
	case a >= 100:
		return fmt.Sprintf("%.0f", v)
	case a >= 10:
		return fmt.Sprintf("%.1f", v)
	case a >= 1:
		return fmt.Sprintf("%.2f", v)
	}
	return fmt.Sprintf("%.3f", v)
}

func trimFloat(v float64) string { return fmt.Sprint(v) }

// chartSections builds every chart of the page.
func chartSections(rs []*run, slo report.SLO) []sectionView {
	multi := len(rs) > 1
	name := func(r *run, what string) string {
		if !multi {
			return what
		}
		if what == "" {
			return r.name
		}
		return r.name + " " + what
	}
	width := rs[0].buckets.Width
	per := "1 s"
	if width != time.Second {
		per = width.String()
	}
	xTime := fmt.Sprintf("time since start of run (s); %s buckets", per)

	// Distributions.
	cdf := func(id, title, metric, unit string, scale float64) Chart {
		c := lineChart{
			id: id, title: title, xLabel: fmt.Sprintf("%s (%s)", strings.ToUpper(metric), unit),
			yLabel: "requests at or below (%)", xUnit: unit, yUnit: "%", yMax: 1, yScale: 100,
		}
		var counts []string
		for _, r := range rs {
			sample := r.sum.Sample(metric)
			if multi {
				counts = append(counts, fmt.Sprintf("%d (%s)", len(sample), r.name))
			} else {
				counts = append(counts, fmt.Sprint(len(sample)))
			}
			v := make([]float64, len(sample))
			for i, x := range sample {
				v[i] = x / scale
			}
			pts := CDF(v, cdfPoints)
			if len(pts) > 0 {
				pts = append([]Point{{X: pts[0].X, Y: 0}}, pts...)
			}
			c.series = append(c.series, Series{Name: name(r, ""), Color: r.color, Points: pts, Step: true})
		}
		if !multi {
			c.series[0].Name = strings.ToUpper(metric)
		}
		for _, o := range slo {
			if o.Metric == metric {
				c.vRules = append(c.vRules, Rule{Value: float64(o.Max) / 1e6 / scale, Label: fmt.Sprintf("SLO p%s ≤ %s", trimFloat(o.Percentile), o.Max)})
			}
		}
		c.caption = fmt.Sprintf("Share of successful requests whose %s is at most x; n = %s.", strings.ToUpper(metric), strings.Join(counts, ", "))
		return c.build()
	}
	dists := sectionView{
		Title: "Latency distributions",
		Intro: "Cumulative distributions over successful requests; a curve further left is faster. Dashed grey lines mark the SLO limits.",
		Charts: []Chart{
			cdf("cdf-ttft", "Time to first token", report.MetricTTFT, "ms", 1),
			cdf("cdf-tpot", "Time per output token", report.MetricTPOT, "ms", 1),
			cdf("cdf-e2e", "End-to-end latency", report.MetricE2E, "s", 1000),
		},
	}

	// Over time.
	timePoints := func(b *Buckets, ys []float64, mid bool) []Point {
		pts := make([]Point, len(ys))
		off := 0.0
		if mid {
			off = b.Width.Seconds() / 2
		}
		for i, y := range ys {
			pts[i] = Point{X: float64(i)*b.Width.Seconds() + off, Y: y}
		}
		return pts
	}
	overTime := func(id, title, caption, yLabel, unit string, lines func(r *run) []Series, hRules []Rule) Chart {
		c := lineChart{id: id, title: title, caption: caption, xLabel: xTime, yLabel: yLabel, xUnit: "s", yUnit: unit, hRules: hRules}
		for _, r := range rs {
			c.series = append(c.series, lines(r)...)
		}
		return c.build()
	}
	sloRule := func(metric string, scale float64) []Rule {
		var out []Rule
		for _, o := range slo {
			if o.Metric == metric {
				out = append(out, Rule{Value: float64(o.Max) / 1e6 / scale, Label: fmt.Sprintf("SLO p%s ≤ %s", trimFloat(o.Percentile), o.Max)})
			}
		}
		return out
	}
	pctLines := func(p50, p99 func(b *Buckets) []float64, scale float64) func(r *run) []Series {
		return func(r *run) []Series {
			return []Series{
				{Name: name(r, "p50"), Color: r.color, Dash: dashDashed, Points: timePoints(r.buckets, scaled(p50(r.buckets), scale), true)},
				{Name: name(r, "p99"), Color: r.color, Points: timePoints(r.buckets, scaled(p99(r.buckets), scale), true)},
			}
		}
	}
	throughput := sectionView{
		Title: "Throughput over time",
		Intro: "Requests sent and completed per second, and output tokens per second by the arrival time of the events that carried them.",
		Charts: []Chart{
			overTime("rate", "Request rate", "Sent: by actual send time. Completed: successful requests by the time their response ended.",
				"requests per second", "req/s", func(r *run) []Series {
					return []Series{
						{Name: name(r, "sent"), Color: r.color, Dash: dashDashed, Points: timePoints(r.buckets, r.buckets.Sent, true)},
						{Name: name(r, "completed"), Color: r.color, Points: timePoints(r.buckets, r.buckets.Completed, true)},
					}
				}, nil),
			overTime("tokens", "Output token throughput", "Output tokens per second, spread over the events of each response.",
				"output tokens per second", "tok/s", func(r *run) []Series {
					return []Series{{Name: name(r, "output tokens"), Color: r.color, Points: timePoints(r.buckets, r.buckets.OutputTokens, true)}}
				}, nil),
		},
	}
	latency := sectionView{
		Title: "Latency over time",
		Intro: "Percentiles of the requests sent in each bucket (p50 dashed, p99 solid); gaps are buckets without a successful request.",
		Charts: []Chart{
			overTime("time-ttft", "Time to first token over time", "", "TTFT (ms)", "ms",
				pctLines(func(b *Buckets) []float64 { return b.TTFTP50 }, func(b *Buckets) []float64 { return b.TTFTP99 }, 1), sloRule(report.MetricTTFT, 1)),
			overTime("time-tpot", "Time per output token over time", "", "TPOT (ms)", "ms",
				pctLines(func(b *Buckets) []float64 { return b.TPOTP50 }, func(b *Buckets) []float64 { return b.TPOTP99 }, 1), sloRule(report.MetricTPOT, 1)),
			overTime("time-e2e", "End-to-end latency over time", "", "E2E (s)", "s",
				pctLines(func(b *Buckets) []float64 { return b.E2EP50 }, func(b *Buckets) []float64 { return b.E2EP99 }, 1000), sloRule(report.MetricE2E, 1000)),
		},
	}
	for i := range latency.Charts {
		latency.Charts[i].Caption = "By send time."
	}
	lag := sectionView{
		Title: "Client health",
		Intro: "Schedule lag is how late each request was sent compared with the recorded schedule; a p99 above 10 ms means the client, not the server, limited the replay. Errors are counted by send time and kind.",
		Charts: []Chart{
			overTime("lag", "Schedule lag over time", "Actual minus intended send time, by intended send time.", "schedule lag (ms)", "ms",
				func(r *run) []Series {
					b := r.buckets
					return []Series{
						{Name: name(r, "p50"), Color: r.color, Dash: dashDashed, Points: timePoints(b, b.LagP50, true)},
						{Name: name(r, "p99"), Color: r.color, Points: timePoints(b, b.LagP99, true)},
						{Name: name(r, "max"), Color: r.color, Dash: dashDotted, Points: timePoints(b, b.LagMax, true)},
					}
				}, nil),
		},
	}
	for i, r := range rs {
		lag.Charts = append(lag.Charts, errorChart(fmt.Sprintf("errors-%d", i), r, multi, xTime))
	}
	sections := []sectionView{dists, throughput, latency, lag}
	if server, ok := serverSection(rs, "time since start of run (s)"); ok {
		sections = append(sections, server)
	}
	return sections
}

// errorKindColors gives each error kind a fixed colour across charts.
var errorKindColors = map[string]string{
	replay.ErrKindHTTP:      "#D55E00",
	replay.ErrKindConnect:   "#000000",
	replay.ErrKindTimeout:   "#E69F00",
	replay.ErrKindBroken:    "#CC79A7",
	replay.ErrKindMalformed: "#56B4E9",
	replay.ErrKindAborted:   "#999999",
}

// errorChart stacks a run's errors per second by kind.
func errorChart(id string, r *run, multi bool, xLabel string) Chart {
	title := "Errors over time"
	if multi {
		title += ": " + r.name
	}
	b := r.buckets
	c := lineChart{
		id: id, title: title, xLabel: xLabel, yLabel: "failed requests per second", xUnit: "s", yUnit: "req/s",
		bars: true, barWidth: b.Width.Seconds(), xExtent: r.data.Collector.Span().Seconds(),
	}
	kinds := b.ErrorKinds()
	total := 0
	for _, n := range r.sum.ErrorsByKind {
		total += n
	}
	sort.Strings(kinds)
	for i, k := range kinds {
		color, ok := errorKindColors[k]
		if !ok {
			color = palette[(i+2)%len(palette)]
		}
		pts := make([]Point, len(b.Errors[k]))
		for j, y := range b.Errors[k] {
			pts[j] = Point{X: float64(j) * b.Width.Seconds(), Y: y}
		}
		c.series = append(c.series, Series{Name: k, Color: color, Points: pts, Step: true})
	}
	ch := c.build()
	if total == 0 {
		ch.Empty = "no errors"
		ch.Caption = fmt.Sprintf("No failed request out of %d.", r.sum.Requests)
	} else {
		ch.Caption = fmt.Sprintf("%d failed of %d requests, stacked by kind.", total, r.sum.Requests)
	}
	return ch
}

func scaled(v []float64, scale float64) []float64 {
	if scale == 1 {
		return v
	}
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = x / scale
	}
	return out
}

// compareView is the paired verdict of a comparison, as the template shows
// it.
type compareView struct {
	Overall, Class, Summary string
	Rows                    []compareRow
	Notes                   []string
}

type compareRow struct {
	Metric, Base, Cand, Change, ChangeClass, CI, Limit, Verdict, Class string
}
