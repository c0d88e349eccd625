package report

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/llmreplay/llmreplay/replay"
	"github.com/llmreplay/llmreplay/stream"
)

// FormatSummary is one stream format's share of a run (a session may mix
// chat completions, Responses, Anthropic Messages, Ollama...).
type FormatSummary struct {
	Format   string `json:"format"`
	Title    string `json:"title"`
	Requests int    `json:"requests"`
	OK       int    `json:"ok"`
	Errors   int    `json:"errors"`
	TTFT     Dist   `json:"ttft_ms"`
	TPOT     Dist   `json:"tpot_ms"`
	E2E      Dist   `json:"e2e_ms"`
	// OutputTokens of the successful requests.
	OutputTokens int `json:"output_tokens"`
	// FirstByte: the format is unknown, so its TTFT is the first byte of
	// the answer.
	FirstByte bool `json:"ttft_is_first_byte,omitempty"`
	// CapOnly: pinning caps the output at the recorded length but this API
	// cannot force it (no ignore_eos); Shorter counts successful requests
	// that generated fewer tokens than production did.
	CapOnly bool `json:"pin_caps_only,omitempty"`
	Shorter int  `json:"shorter_than_recorded,omitempty"`
}

// ServerTimings sets the timings servers reported of their own work
// (Ollama, llama.cpp) beside the client's measurement of the same
// requests: the difference is the network and the queueing outside the
// server's own count.
type ServerTimings struct {
	N      int  `json:"n"`
	Prompt Dist `json:"server_prompt_ms"` // prompt processing as the server counts it
	Decode Dist `json:"server_decode_ms"`
	Total  Dist `json:"server_total_ms"`
	TTFT   Dist `json:"client_ttft_ms"`
	Close  Dist `json:"client_close_ms"` // send → end of the answer, as the client saw it
	// Outside is client close − server total, per request.
	Outside Dist `json:"outside_server_ms"`
}

// formatOf names a result's format: the one it was measured with, else
// the one its path says (results written before formats were told apart).
func formatOf(x *replay.Result) *stream.Format {
	if x.Format != "" {
		return stream.ByName(x.Format)
	}
	return stream.ForPath(strings.SplitN(x.Path, "?", 2)[0])
}

// formatAcc gathers the figures by stream format and the server's own
// timings (Summary.Formats, Summary.ServerTimings).
type formatAcc struct {
	byName map[string]*formatFigures
	st     struct{ prompt, decode, total, ttft, close, outside Values }
}

type formatFigures struct {
	fs              FormatSummary
	ttft, tpot, e2e Values
}

func (a *formatAcc) add(x *replay.Result) {
	f := formatOf(x)
	if a.byName == nil {
		a.byName = map[string]*formatFigures{}
	}
	ff := a.byName[f.Name]
	if ff == nil {
		ff = &formatFigures{fs: FormatSummary{Format: f.Name, Title: f.Title, FirstByte: !f.Known(), CapOnly: f.Known() && !f.ForcesLength && !f.LatencyOnly}}
		a.byName[f.Name] = ff
	}
	ff.fs.Requests++
	if x.Cancelled {
		return
	}
	if !x.OK() {
		ff.fs.Errors++
		return
	}
	ff.fs.OK++
	ff.fs.OutputTokens += x.OutputTokens
	if x.TTFTNS > 0 {
		ff.ttft.Add(ms(x.TTFTNS))
	}
	if x.TPOTNS > 0 {
		ff.tpot.Add(x.TPOTNS / 1e6)
	}
	if x.E2ENS > 0 {
		ff.e2e.Add(ms(x.E2ENS))
	}
	if x.RecordedOutputTokens > 0 && x.OutputTokens < x.RecordedOutputTokens {
		ff.fs.Shorter++
	}
	if sv := x.Server; sv != nil && sv.Total() > 0 {
		st := &a.st
		st.prompt.Add(ms(sv.PromptNS))
		st.decode.Add(ms(sv.DecodeNS))
		st.total.Add(ms(sv.Total()))
		if x.TTFTNS > 0 {
			st.ttft.Add(ms(x.TTFTNS))
		}
		end := max(x.CloseNS, x.E2ENS)
		st.close.Add(ms(end))
		st.outside.Add(ms(end - sv.Total()))
	}
}

// finish fills s.Formats and s.ServerTimings.
func (a *formatAcc) finish(s *Summary) {
	names := slices.Sorted(maps.Keys(a.byName))
	for _, name := range names {
		ff := a.byName[name]
		ff.fs.TTFT, ff.fs.TPOT, ff.fs.E2E = ff.ttft.Dist(), ff.tpot.Dist(), ff.e2e.Dist()
		s.Formats = append(s.Formats, ff.fs)
	}
	st := &a.st
	if st.total.Len() > 0 {
		s.ServerTimings = &ServerTimings{N: st.total.Len(), Prompt: st.prompt.Dist(), Decode: st.decode.Dist(), Total: st.total.Dist(),
			TTFT: st.ttft.Dist(), Close: st.close.Dist(), Outside: st.outside.Dist()}
	}
}

// writeFormats prints the per-format table when a run mixes formats or
// when a format's figures need a word (first-byte TTFT, outputs a cap
// could not force), then the server's own timings beside the client's.
func (s *Summary) writeFormats(b *strings.Builder) {
	note := len(s.Formats) > 1
	for _, f := range s.Formats {
		if f.FirstByte || f.CapOnly && f.Shorter > 0 {
			note = true
		}
	}
	if note {
		fmt.Fprintf(b, "\n  %-22s %8s %8s %8s %11s %11s %11s %10s\n", "by format", "requests", "ok", "errors", "TTFT p50", "TPOT p50", "E2E p50", "out tok")
		for _, f := range s.Formats {
			fmt.Fprintf(b, "  %-22s %8d %8d %8d %11s %11s %11s %10d\n", f.Format, f.Requests, f.OK, f.Errors, distP50(f.TTFT), distP50(f.TPOT), distP50(f.E2E), f.OutputTokens)
		}
		for _, f := range s.Formats {
			if f.FirstByte && f.OK > 0 {
				fmt.Fprintf(b, "  (%s: TTFT is the first byte, unknown format: %d requests)\n", f.Format, f.OK)
			}
			if f.CapOnly && f.Shorter > 0 {
				fmt.Fprintf(b, "  (%s: %d of %d requests generated fewer tokens than in production: this API caps the output length but cannot force it)\n", f.Format, f.Shorter, f.OK)
			}
		}
	}
	if t := s.ServerTimings; t != nil {
		fmt.Fprintf(b, "\n  server-reported timings (%d requests)   p50 ms     p99 ms\n", t.N)
		row := func(name string, d Dist) {
			if d.N > 0 {
				fmt.Fprintf(b, "  %-38s %9.2f %10.2f\n", name, d.P50, d.P99)
			}
		}
		row("server: prompt processing", t.Prompt)
		row("server: generation", t.Decode)
		row("server: total", t.Total)
		row("client: TTFT", t.TTFT)
		row("client: send to end of answer", t.Close)
		row("outside the server (network, queueing)", t.Outside)
	}
}

func distP50(d Dist) string {
	if d.N == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", d.P50)
}
