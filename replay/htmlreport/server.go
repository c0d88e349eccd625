package htmlreport

import (
	"strings"

	"github.com/llmreplay/llmreplay/replay/telemetry"
)

// serverSection charts the target's own metrics scraped during the runs,
// on the same time axis as the latencies: KV cache usage, requests running
// and waiting, preemptions. ok is false when no run scraped any.
func serverSection(rs []*run, xLabel string) (sectionView, bool) {
	multi := len(rs) > 1
	tel := make([]*telemetry.Run, len(rs))
	any := false
	for i, r := range rs {
		tel[i] = r.sum.Telemetry()
		any = any || len(tel[i].Sources) > 0
	}
	if !any {
		return sectionView{}, false
	}
	name := func(r *run, ts telemetry.TimeSeries, what string, sources int) string {
		var parts []string
		if multi {
			parts = append(parts, r.name)
		}
		if what != "" {
			parts = append(parts, what)
		}
		if sources > 1 {
			parts = append(parts, ts.Source)
		}
		return strings.Join(parts, " ")
	}
	chart := func(id, title, caption, yLabel, unit string, keys []string, whats []string, yScale float64) Chart {
		c := lineChart{id: id, title: title, caption: caption, xLabel: xLabel, yLabel: yLabel, xUnit: "s", yUnit: unit, yScale: yScale}
		if yScale == 100 {
			c.yMax = 1 // a share: the axis ends at a full cache
		}
		n := 0
		for i, r := range rs {
			for k, key := range keys {
				list := tel[i].Over(key)
				for j, ts := range list {
					pts := make([]Point, len(ts.T))
					for p := range ts.T {
						pts[p] = Point{X: ts.T[p], Y: ts.V[p]}
					}
					dash := dashSolid
					if k > 0 {
						dash = dashDashed
					}
					color := r.color
					if !multi {
						color = palette[(k+j*len(keys))%len(palette)]
					}
					c.series = append(c.series, Series{Name: name(r, ts, whats[k], len(list)), Color: color, Dash: dash, Points: pts})
					n++
				}
			}
		}
		ch := c.build()
		if n == 0 {
			ch.Empty = "not in the target's metrics"
		}
		return ch
	}
	return sectionView{
		Title: "Server metrics",
		Intro: "The target's own metrics, scraped during the run (replay --server-metrics), on the same time axis as the latencies: when TTFT climbs, whether the KV cache was full, requests queued or sequences were preempted.",
		Charts: []Chart{
			chart("server-kv", "KV cache usage", "Share of the KV cache in use (the fullest replica when several).", "KV cache in use (%)", "%",
				[]string{telemetry.KVUsage}, []string{"KV cache"}, 100),
			chart("server-queue", "Requests running and waiting", "Requests in the running batch (solid) and waiting for it (dashed).", "requests", "",
				[]string{telemetry.Running, telemetry.Waiting}, []string{"running", "waiting"}, 1),
			chart("server-preempt", "Preemptions", "Sequences preempted for want of KV cache since the run began.", "preemptions", "",
				[]string{telemetry.Preemptions}, []string{"preemptions"}, 1),
		},
	}, true
}
