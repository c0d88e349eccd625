package scrub

import (
	"bytes"
	"errors"
	"strings"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/scrub/detect"
)

// SSE responses carry their text in small pieces, one per event: an
// e-mail address can arrive as "jane.d" + "oe@exam" + "ple.com". Each
// stream field (the path of the piece inside the event JSON, such as
// choices.0.delta.content) is reassembled across events, scanned whole,
// and the replacement is written back over the same events: the part of
// the replacement proportional to the part of the original each event
// held. Event count, names, ids and timestamps do not change.

// streamKeys are the last keys of the paths that carry streamed text.
var streamKeys = map[string]bool{
	"content": true, "text": true, "reasoning_content": true, "reasoning": true, "arguments": true,
	"partial_json": true, "thinking": true, "refusal": true, "response": true,
}

type piece struct {
	event int
	text  string
	out   string
}

type stream struct {
	pieces []int // indices into the pieces slice
	synth  bool  // conversation text (synthesized in Synthesize mode)
}

// collectVisitor scrubs non-stream strings of an event at once and
// records stream strings as pieces.
type collectVisitor struct {
	s       *Scrubber
	st      *exState
	event   int
	pieces  *[]piece
	streams map[string]*stream
	order   *[]string
	// memo holds the results for strings seen in earlier events of this
	// response (ids, model names repeat in every chunk).
	memo map[string]string
}

func (v *collectVisitor) drop(path []pathElem) bool {
	return v.s.cfg.Rules != nil && v.s.cfg.Rules.dropField(path)
}

func (v *collectVisitor) str(path []pathElem, str string) (string, bool) {
	if len(path) > 0 && path[len(path)-1].Index < 0 && streamKeys[path[len(path)-1].Key] {
		key := pathString(path)
		sm := v.streams[key]
		if sm == nil {
			sm = &stream{synth: path[len(path)-1].Key != "arguments" && path[len(path)-1].Key != "partial_json"}
			v.streams[key] = sm
			*v.order = append(*v.order, key)
		}
		*v.pieces = append(*v.pieces, piece{event: v.event, text: str, out: str})
		sm.pieces = append(sm.pieces, len(*v.pieces)-1)
		return "", false
	}
	if r, ok := v.memo[str]; ok {
		return r, r != str
	}
	bv := bodyVisitor{s: v.s, st: v.st}
	r, ok := bv.str(path, str)
	if !ok {
		r = str
	}
	if len(v.memo) < 256 {
		v.memo[strings.Clone(str)] = r
	}
	return r, ok
}

// replaceVisitor writes the scrubbed pieces of one event back, in the
// order they were collected.
type replaceVisitor struct {
	s      *Scrubber
	pieces []piece
	next   int
}

func (v *replaceVisitor) drop(path []pathElem) bool {
	return v.s.cfg.Rules != nil && v.s.cfg.Rules.dropField(path)
}

func (v *replaceVisitor) str(path []pathElem, str string) (string, bool) {
	if len(path) > 0 && path[len(path)-1].Index < 0 && streamKeys[path[len(path)-1].Key] {
		if v.next >= len(v.pieces) {
			return "", false
		}
		p := v.pieces[v.next]
		v.next++
		if p.out == p.text {
			return "", false
		}
		return p.out, true
	}
	return "", false
}

var errEventShape = errors.New("event changed shape between passes")

func (s *Scrubber) scrubEvents(st *exState, evs []format.Event) error {
	var pieces []piece
	streams := map[string]*stream{}
	var order []string
	isJSON := make([]bool, len(evs))
	v := &collectVisitor{s: s, st: st, pieces: &pieces, streams: streams, order: &order, memo: map[string]string{}}
	var buf []byte
	for i := range evs {
		d := strings.TrimSpace(evs[i].Data)
		if d == "" || d == "[DONE]" {
			continue
		}
		if d[0] == '{' || d[0] == '[' {
			v.event = i
			npieces := len(pieces)
			out, err := rewriteJSON(stringBytes(evs[i].Data), v, buf)
			if err == nil {
				isJSON[i] = true
				if string(out) != evs[i].Data {
					// Pieces of this event point into the old data, which
					// stays alive through them; the new data is a copy.
					evs[i].Data = string(out)
				}
				buf = out[:0]
				continue
			}
			pieces = pieces[:npieces]
		}
		// Plain-text data (or JSON that does not parse: scanned as text,
		// so nothing in it escapes detection).
		sm := streams[""]
		if sm == nil {
			sm = &stream{synth: true}
			streams[""] = sm
			order = append(order, "")
		}
		pieces = append(pieces, piece{event: i, text: evs[i].Data, out: evs[i].Data})
		sm.pieces = append(sm.pieces, len(pieces)-1)
	}
	for _, key := range order {
		s.scrubStream(st, pieces, streams[key])
	}
	// Write back: plain events directly, JSON events through a second walk.
	byEvent := map[int][]piece{}
	for _, p := range pieces {
		byEvent[p.event] = append(byEvent[p.event], p)
	}
	for i, ps := range byEvent {
		if !isJSON[i] {
			evs[i].Data = ps[0].out
			continue
		}
		changed := false
		for _, p := range ps {
			if p.out != p.text {
				changed = true
			}
		}
		if !changed {
			continue
		}
		rv := &replaceVisitor{s: s, pieces: ps}
		out, err := rewriteJSON(stringBytes(evs[i].Data), rv, buf)
		if err != nil {
			return err
		}
		if rv.next != len(ps) {
			return errEventShape
		}
		evs[i].Data = string(out)
		buf = out[:0]
	}
	return nil
}

// scrubStream scans the reassembled text of one stream and spreads the
// replacements back over its pieces.
func (s *Scrubber) scrubStream(st *exState, pieces []piece, sm *stream) {
	var full strings.Builder
	bounds := make([]int, 0, len(sm.pieces)+1)
	for _, pi := range sm.pieces {
		bounds = append(bounds, full.Len())
		full.WriteString(pieces[pi].text)
	}
	bounds = append(bounds, full.Len())
	text := full.String()
	if s.cfg.Mode == Synthesize && sm.synth {
		s.countFindings(st, text)
		state := s.synth
		var buf []byte
		for _, pi := range sm.pieces {
			buf, state = synthesize(state, pieces[pi].text, buf[:0])
			pieces[pi].out = string(buf)
		}
		return
	}
	fs := s.det.Find(text, nil)
	if len(fs) == 0 {
		return
	}
	repl := make([][]rune, len(fs))
	for k, f := range fs {
		repl[k] = []rune(s.replacement(f.Type, text[f.Start:f.End]))
		st.note(f.Type)
		s.sample(st, text, fs, f)
	}
	for k, pi := range sm.pieces {
		pieces[pi].out = spread(text, bounds[k], bounds[k+1], fs, repl)
	}
}

// spread renders the piece text[ps:pe] with the findings replaced; a
// finding that crosses pieces contributes the proportional share of its
// replacement's characters to each.
func spread(text string, ps, pe int, fs []detect.Finding, repl [][]rune) string {
	var b bytes.Buffer
	cur := ps
	for k, f := range fs {
		if f.End <= ps || f.Start >= pe {
			continue
		}
		a, e := max(ps, f.Start), min(pe, f.End)
		b.WriteString(text[cur:a])
		r := repl[k]
		l := f.End - f.Start
		ra := len(r) * (a - f.Start) / l
		rb := len(r) * (e - f.Start) / l
		if e == f.End {
			rb = len(r)
		}
		b.WriteString(string(r[ra:rb]))
		cur = e
	}
	b.WriteString(text[cur:pe])
	return b.String()
}

// countFindings runs the detectors only to report what synthesized text
// contained.
func (s *Scrubber) countFindings(st *exState, text string) {
	for _, f := range s.det.Find(text, nil) {
		st.note(f.Type)
	}
}
