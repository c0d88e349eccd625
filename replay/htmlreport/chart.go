package htmlreport

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The charts are drawn in Go as inline SVG, so the page shows them with
// scripts disabled and tests can check them without a browser; the page's
// small script only adds hover read-outs and legend toggles.

// Chart geometry (SVG user units; the SVG scales to its box).
const (
	chartW     = 760
	chartH     = 330
	marginL    = 74
	marginR    = 18
	marginT    = 14
	marginB    = 52
	plotW      = chartW - marginL - marginR
	plotH      = chartH - marginT - marginB
	maxXTicks  = 8
	maxYTicks  = 6
	cdfPoints  = 400 // points kept per CDF curve
	noDataText = "no data"
)

// Palette: Okabe-Ito colours, distinguishable with colour blindness.
var palette = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"}

// Dash patterns: solid for the main series, others for companions.
const (
	dashSolid  = ""
	dashDashed = "7 4"
	dashDotted = "2 3"
)

// Series is one line of a line chart or one layer of a stacked bar chart.
type Series struct {
	Name   string
	Color  string
	Dash   string
	Points []Point // a NaN Y leaves a gap
	// Step draws the line as a step function (value holds until the next
	// point), as a CDF or a per-bucket value is.
	Step bool
}

// Rule is a reference line: an SLO threshold (vertical on a CDF, horizontal
// on an over-time chart).
type Rule struct {
	Value float64
	Label string
}

// Tick is one axis tick: its position in SVG units and its label.
type Tick struct {
	Pos   float64
	Label string
}

// Chart is a chart ready for the page template: every coordinate already in
// SVG units, every text still plain (the template escapes it).
type Chart struct {
	ID, Title, Caption string
	XLabel, YLabel     string
	W, H               int
	PX, PY, PW, PH     float64 // plot area
	XTicks, YTicks     []Tick
	Paths              []PathView
	Rects              []RectView
	Rules              []RuleView
	Legend             []LegendView
	Empty              string // shown instead of data when there is none
	// Data is what the page's script needs for hover read-outs.
	Data ChartData
}

// PathView is one drawn series.
type PathView struct {
	Index       int
	D           string
	Color, Dash string
}

// RectView is one bar segment.
type RectView struct {
	Index      int
	X, Y, W, H float64
	Color      string
}

// RuleView is a drawn reference line and its label.
type RuleView struct {
	X1, Y1, X2, Y2 float64
	LX, LY         float64
	Anchor         string
	Label          string
}

// LegendView is one legend entry (HTML, under the title).
type LegendView struct {
	Index       int
	Name, Color string
	Style       string // solid | dashed | dotted | bar
}

// ChartData is the JSON the page's script reads for a chart.
type ChartData struct {
	ID     string       `json:"id"`
	PX     float64      `json:"px"`
	PW     float64      `json:"pw"`
	XMin   float64      `json:"xmin"`
	XMax   float64      `json:"xmax"`
	XUnit  string       `json:"xunit"`
	YUnit  string       `json:"yunit"`
	Series []SeriesData `json:"series"`
}

// SeriesData is one series for the script, values rounded to 4 significant
// digits (null for a gap).
type SeriesData struct {
	Name  string     `json:"n"`
	Color string     `json:"c"`
	X     []float64  `json:"x"`
	Y     []*float64 `json:"y"`
}

// axis maps data values onto a pixel range with "nice" round ticks.
type axis struct {
	min, max float64
	step     float64
	ticks    []float64
}

// niceAxis covers [lo, hi] with at most about maxTicks ticks on round steps
// (1, 2, 2.5, 5 × 10^k).
func niceAxis(lo, hi float64, maxTicks int) axis {
	if math.IsNaN(lo) || math.IsInf(lo, 0) {
		lo = 0
	}
	if math.IsNaN(hi) || math.IsInf(hi, 0) || hi <= lo {
		hi = lo + 1
	}
	raw := (hi - lo) / float64(maxTicks)
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	step := 10 * mag
	for _, m := range []float64{1, 2, 2.5, 5, 10} {
		if m*mag >= raw*(1-1e-9) {
			step = m * mag
			break
		}
	}
	a := axis{min: math.Floor(lo/step+1e-9) * step, max: math.Ceil(hi/step-1e-9) * step, step: step}
	if a.max <= a.min {
		a.max = a.min + step
	}
	for v := a.min; v <= a.max+step*1e-6; v += step {
		a.ticks = append(a.ticks, cleanZero(v))
	}
	return a
}

func cleanZero(v float64) float64 {
	if math.Abs(v) < 1e-12 {
		return 0
	}
	return v
}

// label formats a tick value with as many decimals as the step needs.
func (a axis) label(v float64) string {
	dec := 0
	if a.step < 1 {
		dec = int(math.Ceil(-math.Log10(a.step) - 1e-9))
		if s := strconv.FormatFloat(a.step, 'f', -1, 64); strings.Contains(s, ".") {
			dec = max(dec, len(s)-strings.Index(s, ".")-1)
		}
	} else if a.step != math.Trunc(a.step) {
		dec = 1
	}
	p := math.Pow(10, float64(dec))
	return strconv.FormatFloat(math.Round(v*p)/p, 'f', -1, 64)
}

func (a axis) frac(v float64) float64 { return (v - a.min) / (a.max - a.min) }

// lineChart describes a line chart before layout.
type lineChart struct {
	id, title, caption string
	xLabel, yLabel     string
	xUnit, yUnit       string // for hover read-outs
	series             []Series
	// yMax fixes the top of the y axis (a CDF's 1); 0 means from the data.
	yMax float64
	// yScale multiplies y tick labels (100 shows a 0..1 share as percent).
	yScale float64
	vRules []Rule // vertical reference lines at x values
	hRules []Rule // horizontal reference lines at y values
	// xFromData starts the x axis at the data's minimum instead of zero
	// (ratios around 1).
	xFromData bool
	// xExtent is the least the x axis covers (a run's span, so an empty
	// chart still shows the run's time range).
	xExtent float64
	// bars draws the series as stacked bars of width barWidth (x units)
	// instead of lines.
	bars     bool
	barWidth float64
}

// build lays the chart out. Axes start at zero: latencies and rates are
// never negative, and a zero baseline keeps differences honest.
func (c lineChart) build() Chart {
	ch := Chart{
		ID: c.id, Title: c.title, Caption: c.caption, XLabel: c.xLabel, YLabel: c.yLabel,
		W: chartW, H: chartH, PX: marginL, PY: marginT, PW: plotW, PH: plotH,
	}
	xLo, xHi, yHi := math.Inf(1), 0.0, 0.0
	any := false
	for _, s := range c.series {
		for _, p := range s.Points {
			if math.IsNaN(p.Y) || math.IsInf(p.Y, 0) {
				continue
			}
			any = true
			xHi = math.Max(xHi, p.X)
			xLo = math.Min(xLo, p.X)
		}
	}
	if !c.xFromData || !any {
		xLo = 0
	}
	if c.bars {
		xHi += c.barWidth
		stack := map[float64]float64{}
		for _, s := range c.series {
			for _, p := range s.Points {
				if !math.IsNaN(p.Y) {
					stack[p.X] += p.Y
				}
			}
		}
		for _, v := range stack {
			yHi = math.Max(yHi, v)
		}
	} else {
		for _, s := range c.series {
			for _, p := range s.Points {
				if !math.IsNaN(p.Y) && !math.IsInf(p.Y, 0) {
					yHi = math.Max(yHi, p.Y)
				}
			}
		}
	}
	xHi = math.Max(xHi, c.xExtent)
	for _, r := range c.vRules {
		xHi = math.Max(xHi, r.Value)
		xLo = math.Min(xLo, r.Value)
	}
	for _, r := range c.hRules {
		yHi = math.Max(yHi, r.Value)
	}
	if c.yMax > 0 {
		yHi = c.yMax
	}
	if !any {
		ch.Empty = noDataText
	}
	xa := niceAxis(xLo, xHi, maxXTicks)
	ya := niceAxis(0, yHi, maxYTicks)
	yScale := c.yScale
	if yScale == 0 {
		yScale = 1
	}
	px := func(x float64) float64 { return round2(marginL + xa.frac(x)*plotW) }
	py := func(y float64) float64 { return round2(marginT + plotH - ya.frac(y)*plotH) }
	for _, v := range xa.ticks {
		ch.XTicks = append(ch.XTicks, Tick{Pos: px(v), Label: xa.label(v)})
	}
	yl := axis{step: ya.step * yScale}
	for _, v := range ya.ticks {
		ch.YTicks = append(ch.YTicks, Tick{Pos: py(v), Label: yl.label(v * yScale)})
	}
	ch.Data = ChartData{ID: c.id, PX: marginL, PW: plotW, XMin: xa.min, XMax: xa.max, XUnit: c.xUnit, YUnit: c.yUnit}
	stackTop := map[float64]float64{}
	for i, s := range c.series {
		style := "solid"
		switch {
		case c.bars:
			style = "bar"
		case s.Dash == dashDashed:
			style = "dashed"
		case s.Dash == dashDotted:
			style = "dotted"
		}
		ch.Legend = append(ch.Legend, LegendView{Index: i, Name: s.Name, Color: s.Color, Style: style})
		sd := SeriesData{Name: s.Name, Color: s.Color, X: make([]float64, 0, len(s.Points)), Y: make([]*float64, 0, len(s.Points))}
		for _, p := range s.Points {
			sd.X = append(sd.X, sig4(p.X))
			if math.IsNaN(p.Y) || math.IsInf(p.Y, 0) {
				sd.Y = append(sd.Y, nil)
			} else {
				y := sig4(p.Y * yScale)
				sd.Y = append(sd.Y, &y)
			}
		}
		ch.Data.Series = append(ch.Data.Series, sd)
		if c.bars {
			for _, p := range s.Points {
				if math.IsNaN(p.Y) || p.Y <= 0 {
					continue
				}
				base := stackTop[p.X]
				stackTop[p.X] = base + p.Y
				x0, x1 := px(p.X), px(p.X+c.barWidth)
				y0, y1 := py(base), py(base+p.Y)
				ch.Rects = append(ch.Rects, RectView{Index: i, X: x0, Y: y1, W: math.Max(round2(x1-x0-0.3), 0.6), H: round2(y0 - y1), Color: s.Color})
			}
			continue
		}
		if d := pathD(s, px, py); d != "" {
			ch.Paths = append(ch.Paths, PathView{Index: i, D: d, Color: s.Color, Dash: s.Dash})
		}
	}
	for _, r := range c.vRules {
		x := px(r.Value)
		ch.Rules = append(ch.Rules, RuleView{X1: x, Y1: marginT, X2: x, Y2: marginT + plotH, LX: x - 4, LY: marginT + 12, Anchor: "end", Label: r.Label})
	}
	for _, r := range c.hRules {
		y := py(r.Value)
		ch.Rules = append(ch.Rules, RuleView{X1: marginL, Y1: y, X2: marginL + plotW, Y2: y, LX: marginL + plotW - 4, LY: y - 4, Anchor: "end", Label: r.Label})
	}
	return ch
}

// pathD draws a series as an SVG path, breaking at NaN values.
func pathD(s Series, px, py func(float64) float64) string {
	var b strings.Builder
	pen := false
	for _, p := range s.Points {
		if math.IsNaN(p.Y) || math.IsInf(p.Y, 0) {
			pen = false
			continue
		}
		x, y := px(p.X), py(p.Y)
		switch {
		case !pen:
			fmt.Fprintf(&b, "M%s %s", num(x), num(y))
		case s.Step:
			fmt.Fprintf(&b, "H%sV%s", num(x), num(y))
		default:
			fmt.Fprintf(&b, "L%s %s", num(x), num(y))
		}
		pen = true
	}
	return b.String()
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// sig4 rounds to 4 significant digits (the read-out precision), keeping the
// page's data small.
func sig4(v float64) float64 {
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return v
	}
	mag := math.Pow(10, 3-math.Floor(math.Log10(math.Abs(v))))
	return math.Round(v*mag) / mag
}

// Layout helpers the template uses.

// PXEnd is the right edge of the plot area.
func (c Chart) PXEnd() float64 { return c.PX + c.PW }

// PYEnd is the bottom edge of the plot area (the x axis).
func (c Chart) PYEnd() float64 { return c.PY + c.PH }

// XTickEnd is where x tick marks end, below the axis.
func (c Chart) XTickEnd() float64 { return c.PYEnd() + 5 }

// XTickText is the baseline of x tick labels.
func (c Chart) XTickText() float64 { return c.PYEnd() + 18 }

// YTickText is the right edge of y tick labels.
func (c Chart) YTickText() float64 { return c.PX - 7 }

// XMid is the horizontal centre of the plot area.
func (c Chart) XMid() float64 { return c.PX + c.PW/2 }

// YMid is the vertical centre of the plot area.
func (c Chart) YMid() float64 { return c.PY + c.PH/2 }

// XLabelY is the baseline of the x axis title.
func (c Chart) XLabelY() float64 { return float64(c.H) - 10 }
