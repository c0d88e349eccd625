package scrub

import (
	"bytes"
	"errors"
	"strings"
	"unsafe"

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

// isStreamKey reports whether a path ending in key k carries streamed text.
func isStreamKey(k string) bool {
	switch k {
	case "content", "text", "reasoning_content", "reasoning", "arguments", "partial_json", "thinking", "refusal", "response":
		return true
	}
	return false
}

// streamPath reports whether a string at path is a piece of a stream.
func streamPath(path []pathElem) bool {
	return len(path) > 0 && path[len(path)-1].Index < 0 && isStreamKey(path[len(path)-1].Key)
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
	pieces  []piece
	streams map[string]*stream
	order   []*stream
	key     []byte // scratch: the path of the current string
	// memo holds the results for strings seen in earlier events of this
	// response (ids, model names repeat in every chunk).
	memo map[string]string
}

func (v *collectVisitor) drop(path []pathElem) bool {
	return v.s.cfg.Rules != nil && v.s.cfg.Rules.dropField(path)
}

func (v *collectVisitor) addPiece(key []byte, synth bool, text string) {
	sm := v.streams[string(key)] // no allocation for the lookup
	if sm == nil {
		sm = &stream{synth: synth}
		v.streams[string(key)] = sm
		v.order = append(v.order, sm)
	}
	v.pieces = append(v.pieces, piece{event: v.event, text: text, out: text})
	sm.pieces = append(sm.pieces, len(v.pieces)-1)
}

func (v *collectVisitor) str(path []pathElem, str string) (string, bool) {
	if streamPath(path) {
		v.key = appendPath(v.key[:0], path)
		last := path[len(path)-1].Key
		v.addPiece(v.key, last != "arguments" && last != "partial_json", str)
		return "", false
	}
	if len(str) < 5 && v.s.cfg.Mode != Synthesize {
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
	if streamPath(path) {
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
	v := &collectVisitor{s: s, st: st, pieces: make([]piece, 0, len(evs)), streams: map[string]*stream{}, memo: map[string]string{}}
	isJSON := make([]bool, len(evs))
	var w jsonWalker
	var buf []byte
	for i := range evs {
		d := strings.TrimSpace(evs[i].Data)
		if d == "" || d == "[DONE]" {
			continue
		}
		if d[0] == '{' || d[0] == '[' {
			v.event = i
			npieces := len(v.pieces)
			out, changed, err := w.rewrite(stringBytes(evs[i].Data), v, buf)
			if err == nil {
				isJSON[i] = true
				if changed {
					// Pieces of this event point into the old data, which
					// stays alive through them; the new data is a copy.
					evs[i].Data = string(out)
					buf = out[:0]
				}
				continue
			}
			v.pieces = v.pieces[:npieces]
		}
		// Plain-text data (or JSON that does not parse: scanned as text,
		// so nothing in it escapes detection).
		v.event = i
		v.addPiece(nil, true, evs[i].Data)
	}
	pieces := v.pieces
	changed := false
	for _, sm := range v.order {
		if s.scrubStream(st, pieces, sm) {
			changed = true
		}
	}
	if !changed {
		return nil
	}
	// Write back: plain events directly, JSON events through a second
	// walk. Pieces are in event order, so each event's are contiguous.
	for a := 0; a < len(pieces); {
		i := pieces[a].event
		b := a + 1
		for b < len(pieces) && pieces[b].event == i {
			b++
		}
		ps := pieces[a:b]
		a = b
		if !isJSON[i] {
			evs[i].Data = ps[0].out
			continue
		}
		dirty := false
		for _, p := range ps {
			if p.out != p.text {
				dirty = true
			}
		}
		if !dirty {
			continue
		}
		rv := &replaceVisitor{s: s, pieces: ps}
		out, _, err := w.rewrite(stringBytes(evs[i].Data), rv, buf)
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
// replacements back over its pieces. It reports whether any piece changed.
func (s *Scrubber) scrubStream(st *exState, pieces []piece, sm *stream) bool {
	var text string
	bounds := make([]int, 0, len(sm.pieces)+1)
	if len(sm.pieces) == 1 {
		text = pieces[sm.pieces[0]].text
		bounds = append(bounds, 0)
	} else {
		n := 0
		for _, pi := range sm.pieces {
			n += len(pieces[pi].text)
		}
		full := make([]byte, 0, n)
		for _, pi := range sm.pieces {
			bounds = append(bounds, len(full))
			full = append(full, pieces[pi].text...)
		}
		text = unsafe.String(unsafe.SliceData(full), len(full))
	}
	bounds = append(bounds, len(text))
	if s.cfg.Mode == Synthesize && sm.synth {
		s.countFindings(st, text)
		state := s.synth
		var buf []byte
		for _, pi := range sm.pieces {
			buf, state = synthesize(state, pieces[pi].text, buf[:0])
			pieces[pi].out = string(buf)
		}
		return true
	}
	fs := s.det.Find(text, nil)
	if len(fs) == 0 {
		return false
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
	return true
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
