package telemetry

import "math"

// TimeSeries is a known family of one source over a run, for charts: the
// scrape times (seconds from the run's time zero) and the family's values
// (a counter as its increase since the run began, restarts included).
type TimeSeries struct {
	Source, Family string
	T, V           []float64
}

// Over returns, for every source that has one, the first family with a
// meaning over the run.
func (r *Run) Over(key string) []TimeSeries {
	var out []TimeSeries
	for _, src := range r.Sources {
		for _, f := range src.Families {
			m, ok := Known(f.Name)
			if !ok || m.Key != key {
				continue
			}
			ts := TimeSeries{Source: src.URL, Family: f.Name}
			base, prev, sum := math.NaN(), 0.0, 0.0
			for i, v := range f.Values {
				if math.IsNaN(v) {
					continue
				}
				if f.Type == "counter" {
					switch {
					case math.IsNaN(base):
						// Present from the first scrape: counted from there;
						// appeared later: counted from zero.
						base = 0
						if i == 0 {
							base = v
						}
						sum = v - base
					case v < prev:
						sum += v // restarted
					default:
						sum += v - prev
					}
					prev = v
					v = sum
				}
				ts.T = append(ts.T, src.Times[i].Seconds())
				ts.V = append(ts.V, v)
			}
			out = append(out, ts)
			break
		}
	}
	return out
}
