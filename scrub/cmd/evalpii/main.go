// Command evalpii runs the scrub detectors over a labelled PII corpus
// (JSON Lines, optionally gzip-compressed: {"id","text","spans","decoys"}
// per line) and writes one prediction line per record,
// {"id","spans":[{"start","end","type"}]} with UTF-8 byte offsets, for the
// corpus's score.py (--offsets bytes).
//
//	go run ./scrub/cmd/evalpii -in ../shared/data/pii/dev.jsonl.gz -out preds.jsonl
//
// -summary prints its own scores: per type precision and recall (typed
// overlap, as score.py counts them), the share of structured spans left
// verbatim (no prediction of any type touches them), the share of decoys
// kept.
//
// -e2e MODE scores the whole scrubber as a black box instead: each record
// becomes the user message of a chat request, is scrubbed with
// scrub --mode MODE, and the output is searched for the labelled values
// (a value still there verbatim is a leak; a decoy still there is kept).
// With -e2e pseudonym it also reports the token drift of each record
// under o200k_base and every fake that equals a real value of another
// record (a collision).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/internal/jsonl"
	"github.com/llmreplay/llmreplay/scrub"
	"github.com/llmreplay/llmreplay/scrub/detect"
)

type goldSpan struct {
	BStart int    `json:"bstart"`
	BEnd   int    `json:"bend"`
	Type   string `json:"type"`
}

type goldDecoy struct {
	BStart int    `json:"bstart"`
	BEnd   int    `json:"bend"`
	Kind   string `json:"kind"`
}

type record struct {
	ID     string      `json:"id"`
	Text   string      `json:"text"`
	Spans  []goldSpan  `json:"spans"`
	Decoys []goldDecoy `json:"decoys"`
}

type span struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Type  string `json:"type"`
}

type pred struct {
	ID    string `json:"id"`
	Spans []span `json:"spans"`
}

func main() {
	in := flag.String("in", "", "corpus file (.jsonl or .jsonl.gz)")
	out := flag.String("out", "", "predictions file ('-' for stdout; empty: none)")
	summary := flag.Bool("summary", false, "print per-type precision/recall, structured spans left verbatim and decoys kept")
	e2e := flag.String("e2e", "", "score the scrubber end to end in this mode (mask or pseudonym) instead of the detectors")
	via := flag.String("via", "user", "with -e2e, where each record travels: user (the user message of a chat request) or mixed "+
		"(in turn: the user message, a tool call's JSON-string arguments, an OpenAI chat stream and an Anthropic messages "+
		"stream whose deltas cut the text every 1 to 6 characters)")
	driftWorst := flag.Int("drift-worst", 0, "with -e2e pseudonym, also list this many labelled values whose fakes' token counts differ most from theirs")
	nameModel := flag.Bool("name-model", true, "add the learnt person-name tagger to the rules, as scrub does by default (-name-model=false: rules only)")
	flag.Parse()
	if *in == "" {
		fmt.Fprintln(os.Stderr, "evalpii: -in is required")
		os.Exit(2)
	}
	recs, err := jsonl.Load[record](*in)
	if err != nil {
		fmt.Fprintln(os.Stderr, "evalpii:", err)
		os.Exit(1)
	}
	if *e2e != "" {
		mode, ok := scrub.ParseMode(*e2e)
		if !ok || mode == scrub.Synthesize {
			fmt.Fprintf(os.Stderr, "evalpii: -e2e %q: use mask or pseudonym\n", *e2e)
			os.Exit(2)
		}
		if *via != "user" && *via != "mixed" {
			fmt.Fprintf(os.Stderr, "evalpii: -via %q: use user or mixed\n", *via)
			os.Exit(2)
		}
		if err := endToEnd(os.Stdout, recs, mode, *via == "mixed", *nameModel, *driftWorst); err != nil {
			fmt.Fprintln(os.Stderr, "evalpii:", err)
			os.Exit(1)
		}
		return
	}
	preds := predict(recs, *nameModel)
	if *out != "" {
		if err := writePreds(*out, preds); err != nil {
			fmt.Fprintln(os.Stderr, "evalpii:", err)
			os.Exit(1)
		}
	}
	if *summary {
		printSummary(os.Stdout, recs, preds)
	}
}

func predict(recs []record, nameModel bool) []pred {
	var opts detect.Options
	if nameModel {
		opts.NameModel = detect.DefaultNameModel()
	}
	d := detect.New(opts)
	var fs []detect.Finding
	out := make([]pred, len(recs))
	for i, rec := range recs {
		fs = d.Find(rec.Text, fs)
		p := pred{ID: rec.ID, Spans: []span{}}
		for _, x := range fs {
			p.Spans = append(p.Spans, span{x.Start, x.End, string(x.Type)})
		}
		out[i] = p
	}
	return out
}

func writePreds(path string, preds []pred) error {
	var w io.Writer = os.Stdout
	if path != "-" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for _, p := range preds {
		if err := enc.Encode(p); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// structured reports the types with a validated shape: all but the two
// found from context.
func structured(t string) bool {
	return t != string(detect.Person) && t != string(detect.StreetAddress)
}

type counts struct{ gold, goldHit, pred, predHit int }

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

func overlaps(a0, a1, b0, b1 int) bool { return a0 < b1 && b0 < a1 }

func printSummary(w io.Writer, recs []record, preds []pred) {
	byType := map[string]*counts{}
	get := func(t string) *counts {
		if byType[t] == nil {
			byType[t] = &counts{}
		}
		return byType[t]
	}
	var sGold, sVerbatim, sPartial, dTotal, dKept int
	for i, rec := range recs {
		ps := preds[i].Spans
		for _, g := range rec.Spans {
			c := get(g.Type)
			c.gold++
			any := false
			covered := 0
			for _, p := range ps {
				if overlaps(p.Start, p.End, g.BStart, g.BEnd) {
					any = true
					if p.Type == g.Type {
						c.goldHit++
						break
					}
				}
			}
			for _, p := range ps {
				if overlaps(p.Start, p.End, g.BStart, g.BEnd) {
					covered += min(p.End, g.BEnd) - max(p.Start, g.BStart)
				}
			}
			if structured(g.Type) {
				sGold++
				if !any {
					sVerbatim++
				} else if covered < g.BEnd-g.BStart {
					sPartial++
				}
			}
		}
		for _, p := range ps {
			c := get(p.Type)
			c.pred++
			for _, g := range rec.Spans {
				if g.Type == p.Type && overlaps(p.Start, p.End, g.BStart, g.BEnd) {
					c.predHit++
					break
				}
			}
		}
		for _, d := range rec.Decoys {
			dTotal++
			kept := true
			for _, p := range ps {
				if overlaps(p.Start, p.End, d.BStart, d.BEnd) {
					kept = false
				}
			}
			if kept {
				dKept++
			}
		}
	}
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	sort.Strings(types)
	fmt.Fprintf(w, "%-15s %5s %5s %6s %6s\n", "type", "gold", "pred", "P", "R")
	var all counts
	for _, t := range types {
		c := byType[t]
		all.gold += c.gold
		all.goldHit += c.goldHit
		all.pred += c.pred
		all.predHit += c.predHit
		fmt.Fprintf(w, "%-15s %5d %5d %6.3f %6.3f\n", t, c.gold, c.pred, ratio(c.predHit, c.pred), ratio(c.goldHit, c.gold))
	}
	fmt.Fprintf(w, "%-15s %5d %5d %6.3f %6.3f\n", "ALL", all.gold, all.pred, ratio(all.predHit, all.pred), ratio(all.goldHit, all.gold))
	fmt.Fprintf(w, "structured spans left verbatim: %.2f%% (%d of %d; %d more partly covered)\n",
		100*ratio(sVerbatim, sGold), sVerbatim, sGold, sPartial)
	fmt.Fprintf(w, "decoys kept: %.1f%% (%d of %d)\n", 100*ratio(dKept, dTotal), dKept, dTotal)
}

// endToEnd scrubs every record as the user message of one chat request
// (all records one session, one Scrubber) and looks for the labelled values
// in what comes out.
func endToEnd(w io.Writer, recs []record, mode scrub.Mode, mixed, nameModel bool, worst int) error {
	s, err := scrub.New(scrub.Config{Mode: mode, Key: []byte("evalpii end-to-end key"), RulesOnly: !nameModel})
	if err != nil {
		return err
	}
	outs := make([]string, len(recs))
	t0 := time.Now()
	for i, rec := range recs {
		carrier := 0
		if mixed {
			carrier = i % 4
		}
		e, err := carry(rec, carrier)
		if err != nil {
			return err
		}
		if err := s.Exchange(e); err != nil {
			return fmt.Errorf("record %s: %w", rec.ID, err)
		}
		if outs[i], err = unload(e, carrier); err != nil {
			return fmt.Errorf("record %s: %w", rec.ID, err)
		}
	}
	elapsed := time.Since(t0)
	type leak struct{ gold, verbatim int }
	byType := map[string]*leak{}
	var sGold, sVerb, dTotal, dKept int
	for i, rec := range recs {
		for _, g := range rec.Spans {
			v := rec.Text[g.BStart:g.BEnd]
			l := byType[g.Type]
			if l == nil {
				l = &leak{}
				byType[g.Type] = l
			}
			l.gold++
			if strings.Contains(outs[i], v) {
				l.verbatim++
				if structured(g.Type) {
					sVerb++
				}
			}
			if structured(g.Type) {
				sGold++
			}
		}
		for _, d := range rec.Decoys {
			dTotal++
			if strings.Contains(outs[i], rec.Text[d.BStart:d.BEnd]) {
				dKept++
			}
		}
	}
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	sort.Strings(types)
	via := "the user message"
	if mixed {
		via = "user messages, tool-call arguments, OpenAI and Anthropic streams in turn"
	}
	fmt.Fprintf(w, "end to end, scrub --mode %s, %d records (%s) in %s\n", mode, len(recs), via, elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "%-15s %5s %8s\n", "type", "gold", "verbatim")
	for _, t := range types {
		fmt.Fprintf(w, "%-15s %5d %7.1f%%\n", t, byType[t].gold, 100*ratio(byType[t].verbatim, byType[t].gold))
	}
	fmt.Fprintf(w, "structured spans left verbatim: %.2f%% (%d of %d)\n", 100*ratio(sVerb, sGold), sVerb, sGold)
	fmt.Fprintf(w, "decoys kept: %.1f%% (%d of %d)\n", 100*ratio(dKept, dTotal), dKept, dTotal)
	if mode == scrub.Pseudonym {
		return pseudonymFigures(w, recs, outs, s, worst)
	}
	return nil
}

// pseudonymFigures prints the token drift of pseudonymised records under
// o200k_base (per record, and per type over the labelled values and their
// fakes: the net change of the type's tokens, the sum of each value's
// |change| and the share of values whose fake has their count exactly),
// counts collisions (fakes equal to a real labelled value) and, when worst
// > 0, lists the values whose fakes' counts differ most from theirs.
func pseudonymFigures(w io.Writer, recs []record, outs []string, s *scrub.Scrubber, worst int) error {
	tok := scrub.O200k()
	var drifts []float64
	type agg struct{ n, exact, before, after, abs int }
	type miss struct {
		t, v, f string
		d       int
	}
	var misses []miss
	byType := map[string]*agg{}
	real := map[string]bool{}
	for _, rec := range recs {
		for _, g := range rec.Spans {
			real[rec.Text[g.BStart:g.BEnd]] = true
		}
	}
	collisions := map[string]string{}
	for i, rec := range recs {
		b, a := tok.Count(rec.Text), tok.Count(outs[i])
		if b > 0 {
			d := float64(a-b) / float64(b)
			if d < 0 {
				d = -d
			}
			drifts = append(drifts, d)
		}
		for _, g := range rec.Spans {
			v := rec.Text[g.BStart:g.BEnd]
			f := s.Replacement(detect.Type(g.Type), v)
			x := byType[g.Type]
			if x == nil {
				x = &agg{}
				byType[g.Type] = x
			}
			cb, ca := tok.Count(" "+v), tok.Count(" "+f)
			x.n++
			x.before += cb
			x.after += ca
			x.abs += max(ca-cb, cb-ca)
			if ca == cb {
				x.exact++
			} else if worst > 0 {
				misses = append(misses, miss{g.Type, v, f, ca - cb})
			}
			if f != v && real[f] {
				collisions[v] = f
			}
		}
	}
	sort.Float64s(drifts)
	q := func(p float64) float64 {
		if len(drifts) == 0 {
			return 0
		}
		return 100 * drifts[min(len(drifts)-1, int(p*float64(len(drifts))))]
	}
	fmt.Fprintf(w, "token drift per record (o200k_base, |after-before|/before): p50 %.2f%%, p90 %.2f%%, p99 %.2f%%, max %.2f%%\n",
		q(0.5), q(0.9), q(0.99), q(1))
	types := make([]string, 0, len(byType))
	for t := range byType {
		types = append(types, t)
	}
	sort.Strings(types)
	for _, t := range types {
		x := byType[t]
		fmt.Fprintf(w, "  %-15s value tokens %6d -> %6d (%+.1f%%), |per value| %5.1f%%, exact %5.1f%% of %d\n", t, x.before, x.after,
			100*(float64(x.after)/float64(max(1, x.before))-1), 100*float64(x.abs)/float64(max(1, x.before)), 100*ratio(x.exact, x.n), x.n)
	}
	fmt.Fprintf(w, "fakes equal to a real labelled value: %d\n", len(collisions))
	n := 0
	for v, f := range collisions {
		if n++; n > 5 {
			break
		}
		fmt.Fprintf(w, "  %q -> %q\n", v, f)
	}
	sort.SliceStable(misses, func(i, j int) bool { return max(misses[i].d, -misses[i].d) > max(misses[j].d, -misses[j].d) })
	for _, m := range misses[:min(worst, len(misses))] {
		fmt.Fprintf(w, "  %+d %-15s %q -> %q\n", m.d, m.t, m.v, m.f)
	}
	return nil
}

// carry puts a record's text into an exchange: 0 the user message of a
// chat request, 1 a tool call's arguments (JSON inside a JSON string), 2
// an OpenAI chat stream, 3 an Anthropic messages stream. The streams cut
// the text into deltas of 1 to 6 characters, so most values are split
// over several events.
func carry(rec record, carrier int) (*format.Exchange, error) {
	req := func(v any) (*format.Exchange, error) {
		body, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		return &format.Exchange{ID: rec.ID, Request: format.Request{Method: "POST", Path: "/v1/chat/completions", Body: format.Body{JSON: body}}}, nil
	}
	switch carrier {
	case 1:
		args, err := json.Marshal(map[string]string{"note": rec.Text})
		if err != nil {
			return nil, err
		}
		return req(map[string]any{"model": "m", "messages": []any{map[string]any{"role": "assistant", "tool_calls": []any{
			map[string]any{"id": "call_1", "type": "function", "function": map[string]any{"name": "save_note", "arguments": string(args)}}}}}})
	case 2, 3:
		path := "/v1/chat/completions"
		if carrier == 3 {
			path = "/v1/messages"
		}
		body, _ := json.Marshal(map[string]any{"model": "m", "stream": true, "messages": []any{map[string]any{"role": "user", "content": "go on"}}})
		e := &format.Exchange{ID: rec.ID, Request: format.Request{Method: "POST", Path: path, Body: format.Body{JSON: body}},
			Response: &format.Response{Status: 200, Stream: true, Header: map[string][]string{"Content-Type": {"text/event-stream"}}}}
		rs := []rune(rec.Text)
		h := uint32(len(rec.ID)*7919 + len(rs))
		for a := 0; a < len(rs); {
			h = h*1664525 + 1013904223
			b := min(len(rs), a+1+int(h>>28)%6)
			var d []byte
			var name string
			if carrier == 2 {
				d, _ = json.Marshal(map[string]any{"id": "c1", "object": "chat.completion.chunk", "choices": []any{
					map[string]any{"index": 0, "delta": map[string]any{"content": string(rs[a:b])}}}})
			} else {
				name = "content_block_delta"
				d, _ = json.Marshal(map[string]any{"type": "content_block_delta", "index": 0, "delta": map[string]any{"type": "text_delta", "text": string(rs[a:b])}})
			}
			e.Response.Events = append(e.Response.Events, format.Event{T: int64(a), Name: name, Data: string(d)})
			a = b
		}
		if carrier == 2 {
			e.Response.Events = append(e.Response.Events, format.Event{T: int64(len(rs)), Data: "[DONE]"})
		}
		return e, nil
	}
	return req(map[string]any{"model": "m", "messages": []any{map[string]any{"role": "user", "content": rec.Text}}})
}

// unload reads the scrubbed text back out of the exchange carry made.
func unload(e *format.Exchange, carrier int) (string, error) {
	switch carrier {
	case 1:
		var got struct {
			Messages []struct {
				ToolCalls []struct {
					Function struct {
						Arguments string `json:"arguments"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"messages"`
		}
		if err := json.Unmarshal(e.Request.Body.JSON, &got); err != nil || len(got.Messages) != 1 || len(got.Messages[0].ToolCalls) != 1 {
			return "", fmt.Errorf("scrubbed tool call does not parse: %v", err)
		}
		var args struct {
			Note string `json:"note"`
		}
		if err := json.Unmarshal([]byte(got.Messages[0].ToolCalls[0].Function.Arguments), &args); err != nil {
			return "", fmt.Errorf("scrubbed tool-call arguments do not parse: %w", err)
		}
		return args.Note, nil
	case 2, 3:
		var b strings.Builder
		for _, ev := range e.Response.Events {
			if ev.Data == "[DONE]" {
				continue
			}
			var d struct {
				Choices []struct {
					Delta struct {
						Content string `json:"content"`
					} `json:"delta"`
				} `json:"choices"`
				Delta struct {
					Text string `json:"text"`
				} `json:"delta"`
			}
			if err := json.Unmarshal([]byte(ev.Data), &d); err != nil {
				return "", fmt.Errorf("scrubbed event does not parse: %w", err)
			}
			if len(d.Choices) > 0 {
				b.WriteString(d.Choices[0].Delta.Content)
			}
			b.WriteString(d.Delta.Text)
		}
		return b.String(), nil
	}
	var got struct {
		Messages []struct {
			Content string `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(e.Request.Body.JSON, &got); err != nil || len(got.Messages) != 1 {
		return "", fmt.Errorf("scrubbed body does not parse: %v", err)
	}
	return got.Messages[0].Content, nil
}
