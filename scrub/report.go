package scrub

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/detect"
)

// Report is what a scrub run found and did; it is written as JSON by
// --report and printed as a summary.
type Report struct {
	Mode        string                `json:"mode"`
	Inputs      []string              `json:"inputs,omitempty"`
	Output      string                `json:"output,omitempty"`
	Exchanges   int64                 `json:"exchanges"`          // exchanges read
	Written     int64                 `json:"written"`            // exchanges scrubbed and written
	Touched     int64                 `json:"touched"`            // exchanges with at least one finding
	Dropped     int64                 `json:"dropped"`            // exchanges refused (could not be scrubbed)
	Masked      int64                 `json:"masked"`             // exchanges written with bodies masked (--on-error keep-masked)
	Reasons     map[string]int64      `json:"reasons,omitempty"`  // why exchanges were dropped or masked
	Types       map[string]*TypeStats `json:"types"`              // findings per type
	Warnings    []string              `json:"warnings,omitempty"` // e.g. truncated input files
	Audit       []AuditSample         `json:"audit,omitempty"`
	InputBytes  int64                 `json:"input_bytes,omitempty"`
	DurationSec float64               `json:"duration_sec,omitempty"`
}

// TypeStats counts the findings of one type.
type TypeStats struct {
	Findings      int64 `json:"findings"`
	Exchanges     int64 `json:"exchanges"` // exchanges with at least one finding of the type
	LowConfidence bool  `json:"low_confidence,omitempty"`
}

// AuditSample is one redaction shown for a human check: the context with
// every finding masked and the sampled one marked.
type AuditSample struct {
	Exchange string `json:"exchange"`
	Where    string `json:"where"`
	Type     string `json:"type"`
	Length   int    `json:"length"`  // characters of the original value
	Context  string `json:"context"` // e.g. `...my mail is [[EMAIL]] thanks...`
}

func newReport(m Mode) *Report {
	return &Report{Mode: m.String(), Types: map[string]*TypeStats{}, Reasons: map[string]int64{}}
}

func (r *Report) typeStats(t detect.Type) *TypeStats {
	ts := r.Types[string(t)]
	if ts == nil {
		ts = &TypeStats{LowConfidence: detect.LowConfidence(t)}
		r.Types[string(t)] = ts
	}
	return ts
}

func (r *Report) noteReason(err error) {
	reason := "other"
	var je error = errJSON
	switch {
	case errors.Is(err, je):
		reason = "invalid JSON body"
	case strings.Contains(err.Error(), "binary body"):
		reason = "binary body"
	case errors.Is(err, errEventShape):
		reason = "event rewrite"
	}
	r.Reasons[reason]++
}

// Report returns a copy of the report so far, with the audit sample.
func (s *Scrubber) Report() Report {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := *s.rep
	r.Types = map[string]*TypeStats{}
	for k, v := range s.rep.Types {
		c := *v
		r.Types[k] = &c
	}
	r.Reasons = map[string]int64{}
	for k, v := range s.rep.Reasons {
		r.Reasons[k] = v
	}
	r.Audit = s.aud.samples()
	return r
}

// WriteJSON writes the report as indented JSON.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// WriteSummary prints the findings per type, structured types first and
// the lower-confidence ones (names, addresses) separately.
func (r *Report) WriteSummary(w io.Writer) {
	fmt.Fprintf(w, "scrub (%s): %d exchanges read, %d written, %d with findings, %d dropped, %d masked on error\n",
		r.Mode, r.Exchanges, r.Written, r.Touched, r.Dropped, r.Masked)
	for k, v := range r.Reasons {
		fmt.Fprintf(w, "  %s: %d\n", k, v)
	}
	var hi, lo []string
	for k, v := range r.Types {
		if v.LowConfidence {
			lo = append(lo, k)
		} else {
			hi = append(hi, k)
		}
	}
	sort.Strings(hi)
	sort.Strings(lo)
	print := func(title string, keys []string) {
		if len(keys) == 0 {
			return
		}
		fmt.Fprintf(w, "%s\n  %-18s %10s %10s\n", title, "type", "findings", "exchanges")
		for _, k := range keys {
			fmt.Fprintf(w, "  %-18s %10d %10d\n", k, r.Types[k].Findings, r.Types[k].Exchanges)
		}
	}
	if len(hi)+len(lo) == 0 {
		fmt.Fprintln(w, "no findings")
	}
	print("findings (validated types):", hi)
	print("findings (lower confidence, from context):", lo)
	for _, x := range r.Warnings {
		fmt.Fprintf(w, "warning: %s\n", x)
	}
}

// WriteAudit prints the audit sample.
func (r *Report) WriteAudit(w io.Writer) {
	if len(r.Audit) == 0 {
		fmt.Fprintln(w, "audit: no redactions to show")
		return
	}
	fmt.Fprintf(w, "audit: %d sample redactions (values masked; [[TYPE]] marks the sampled one)\n", len(r.Audit))
	for i, a := range r.Audit {
		fmt.Fprintf(w, "%3d. %-15s %d chars  exchange %s, %s\n     %s\n", i+1, a.Type, a.Length, a.Exchange, a.Where, a.Context)
	}
}

// auditor keeps a uniform reservoir sample of redactions.
type auditor struct {
	n    int
	seen int
	rng  *rand.Rand
	keep []AuditSample
}

func newAuditor(n int, seed uint64) *auditor {
	return &auditor{n: n, rng: rand.New(rand.NewPCG(seed, 0x5eed))}
}

func (a *auditor) offer(s AuditSample) {
	if a.n <= 0 {
		return
	}
	a.seen++
	if len(a.keep) < a.n {
		a.keep = append(a.keep, s)
		return
	}
	if j := a.rng.IntN(a.seen); j < a.n {
		a.keep[j] = s
	}
}

func (a *auditor) samples() []AuditSample {
	return append([]AuditSample(nil), a.keep...)
}

// makeSample renders up to 40 bytes of context on each side of f, with
// every finding replaced by its placeholder (nothing sensitive is shown).
func makeSample(id, where, text string, fs []detect.Finding, f detect.Finding) AuditSample {
	lo, hi := f.Start-40, f.End+40
	if lo < 0 {
		lo = 0
	}
	if hi > len(text) {
		hi = len(text)
	}
	// Widen to finding edges so no value is cut in half and shown.
	for _, g := range fs {
		if g.Start < lo && g.End > lo {
			lo = g.Start
		}
		if g.Start < hi && g.End > hi {
			hi = g.End
		}
	}
	for lo > 0 && !utf8.RuneStart(text[lo]) {
		lo--
	}
	for hi < len(text) && !utf8.RuneStart(text[hi]) {
		hi++
	}
	var b strings.Builder
	if lo > 0 {
		b.WriteString("…")
	}
	cur := lo
	for _, g := range fs {
		if g.End <= lo || g.Start >= hi {
			continue
		}
		b.WriteString(text[cur:g.Start])
		if g == f {
			b.WriteString("[[" + string(g.Type) + "]]")
		} else {
			b.WriteString(maskFor(g.Type))
		}
		cur = g.End
	}
	b.WriteString(text[cur:hi])
	if hi < len(text) {
		b.WriteString("…")
	}
	ctx := strings.NewReplacer("\n", "⏎", "\r", "", "\t", " ").Replace(b.String())
	return AuditSample{Exchange: id, Where: where, Type: string(f.Type), Length: utf8.RuneCountInString(text[f.Start:f.End]), Context: ctx}
}
