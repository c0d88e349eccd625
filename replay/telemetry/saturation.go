package telemetry

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// Saturation thresholds: the KV cache counts as full from this share in
// use (vLLM and SGLang start preempting or queueing near it), the queue as
// growing once requests wait in two scrapes running.
const (
	KVFull = 0.9
)

// Event is the first sign of a server running out of something during a
// run: the KV cache filling, requests queueing, sequences preempted or
// retracted.
type Event struct {
	At      time.Duration `json:"at_ns"` // from the run's time zero
	Meaning string        `json:"meaning"`
	Source  string        `json:"source"`
	What    string        `json:"what"`
}

// saturation returns a source's saturation events in time order.
func saturation(src *Source) []Event {
	var out []Event
	first := func(key string) *Family {
		for _, f := range src.Families {
			if m, ok := Known(f.Name); ok && m.Key == key {
				return f
			}
		}
		return nil
	}
	if f := first(KVUsage); f != nil {
		for i, v := range f.Values {
			if v >= KVFull {
				out = append(out, Event{At: src.Times[i], Meaning: KVUsage, Source: src.URL,
					What: fmt.Sprintf("the KV cache (%.0f%% full)", 100*v)})
				break
			}
		}
	}
	if f := first(Waiting); f != nil {
		for i := 0; i+1 < len(f.Values); i++ {
			if f.Values[i] >= 1 && f.Values[i+1] >= 1 {
				peak := 0.0
				for _, v := range f.Values[i:] {
					if !math.IsNaN(v) {
						peak = max(peak, v)
					}
				}
				out = append(out, Event{At: src.Times[i], Meaning: Waiting, Source: src.URL,
					What: fmt.Sprintf("requests waiting (peak %s)", num(peak))})
				break
			}
		}
	}
	if f := first(Preemptions); f != nil {
		prev := math.NaN()
		for i, v := range f.Values {
			if !math.IsNaN(prev) && !math.IsNaN(v) && v > prev {
				out = append(out, Event{At: src.Times[i], Meaning: Preemptions, Source: src.URL, What: "preemptions"})
				break
			}
			if !math.IsNaN(v) {
				prev = v
			}
		}
	}
	// SGLang does not count preemptions: it shows how many requests it
	// retracted (sent back to the queue for want of KV cache) lately.
	if f := first(Retracted); f != nil {
		for i, v := range f.Values {
			if v >= 1 {
				out = append(out, Event{At: src.Times[i], Meaning: Retracted, Source: src.URL, What: "requests retracted (preempted)"})
				break
			}
		}
	}
	return out
}

// Saturation lists the first sign of each resource running out over every
// source of a run, earliest first.
func (r *Run) Saturation() []Event {
	var out []Event
	for _, s := range r.Sources {
		out = append(out, saturation(s)...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}

// SaturationText says what ran out first and what followed, e.g. "the KV
// cache (93% full) at 6.1 s, then requests waiting (peak 37) at 6.5 s"
// ("" when nothing did).
func SaturationText(events []Event) string {
	parts := make([]string, len(events))
	for i, e := range events {
		parts[i] = fmt.Sprintf("%s at %.1f s", e.What, e.At.Seconds())
	}
	return strings.Join(parts, ", then ")
}
