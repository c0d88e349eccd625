package scrub

import (
	"bytes"
	"errors"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/llmreplay/llmreplay/format"
	"github.com/llmreplay/llmreplay/scrub/detect"
	llmstream "github.com/llmreplay/llmreplay/stream"
)

// SSE responses carry their text in small pieces, one per event: an
// e-mail address can arrive as "jane.d" + "oe@exam" + "ple.com". Each
// stream (a field of the event JSON, such as choices.0.delta.content) is
// reassembled across events, scanned whole, and the replacement is
// written back over the same events: the part of the replacement
// proportional to the part of the original each event held. Event count
// and timestamps do not change; ids and names are scrubbed as text (the
// names servers use hold nothing the detectors find, so they stay).
//
// A stream is named by its path and by what tells concurrent streams
// apart inside one response: the event's "type" (Responses API deltas of
// output text, reasoning and arguments all use the field "delta"), its
// top-level indices (the content block or output item), and the "index"
// member of array elements in place of their position (with n>1 every
// chunk holds one choice at choices[0], whose "index" says which; the
// same for parallel tool_calls). Texts of different streams are never
// joined. Which member names hold text pieces and which top-level numbers
// name a stream is the stream format registry's answer (TGI's top-level
// "index" counts tokens, Anthropic's names a content block).

// isStreamKey reports whether a path ending in key k carries streamed
// text: the stream format registry names each format's delta fields.
func isStreamKey(k string) bool { return llmstream.IsDeltaKey(k) }

// streamPath reports whether a string at path is a piece of a stream.
func streamPath(path []pathElem) bool {
	return len(path) > 0 && path[len(path)-1].Index < 0 && isStreamKey(path[len(path)-1].Key)
}

// synthStream reports whether a stream holds conversation text (replaced
// in Synthesize mode) rather than JSON fragments or base64 audio.
func synthStream(evType, last string) bool { return llmstream.DeltaProse(evType, last) }

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
// records stream strings as pieces. A piece joins its stream when the
// event is done (endEvent): what names the stream may come after it.
type collectVisitor struct {
	s       *Scrubber
	format  *llmstream.Format // which top-level numbers tell streams apart
	st      *exState
	event   int
	pieces  []piece
	streams map[string]*stream
	order   []*stream
	key     []byte // scratch: the name of a stream
	// memo holds the results for strings seen in earlier events of this
	// response (ids, model names repeat in every chunk). The result of a
	// string depends on its field too ("api_key" is a secret field,
	// "content" a text field), so the field is part of the key.
	memo map[memoKey]string
	// recent are the memo entries used last, asked before the map: a
	// chunk's id, object and model come back in every event, and
	// comparing a few short strings costs less than hashing two.
	recent [4]memoEntry
	next   int // the entry of recent to replace

	// The current event, reset by endEvent. Paths are kept in arena (their
	// keys point into the event data, alive while the event is walked).
	evType  string
	disc    []byte      // top-level indices: "index=1;"
	arena   []pathElem  // paths of pending pieces and of index members
	pending []pathRange // pieces of this event: paths, in order
	indices []indexRec

	w      *jsonWalker // the walker of the collecting pass
	tokAt  int         // the string token of this event's last piece: w.in[tokAt:tokEnd]
	tokEnd int
	lastSM *stream // the stream endEvent added the event's last piece to

	// Scratch of scrubStream.
	bounds []int
	full   []byte
	fs     []detect.Finding
}

// eventShape is the last JSON event whose walk held one piece and neither
// changed nor counted anything (no finding, no dropped member): its data,
// where the piece's string token starts (at) and how many bytes follow it
// (tail). An event with the same bytes before and after one string token
// in that place walks as that event did, member for member, but for the
// piece: JSON is read left to right and the token ends where the other's
// did, so every member, number and path is the same, and every other
// string is one the earlier walk handed to the visitor, which answers it
// again the same way and with no effect (its memo, or a scan that found
// nothing). Such an event, most of a stream's (the deltas of a chat
// completion differ only in their text), is read without walking.
type eventShape struct {
	data     string
	at, tail int
	sm       *stream
}

// piece returns the piece of data when data has the shape of sh.
func (sh *eventShape) piece(w *jsonWalker, data string) (string, bool) {
	if sh.sm == nil || len(data) < sh.at+sh.tail+2 || data[sh.at] != '"' ||
		data[:sh.at] != sh.data[:sh.at] || data[len(data)-sh.tail:] != sh.data[len(sh.data)-sh.tail:] {
		return "", false
	}
	w.in, w.pos = stringBytes(data), sh.at
	str, _, err := w.str()
	if err != nil || w.pos != len(data)-sh.tail {
		return "", false
	}
	return str, true
}

type memoKey struct{ field, s string }

type memoEntry struct {
	memoKey
	r string
}

// pathRange is a path kept in collectVisitor.arena.
type pathRange struct{ a, b int }

// indexRec is the "index" member of an array element: the element's path
// (ending in its position) and the number.
type indexRec struct {
	path pathRange
	raw  []byte
}

// drop counts each dropped member here, in the pass that sees every event;
// replaceVisitor.drop only repeats the decision.
func (v *collectVisitor) drop(path []pathElem) bool { return v.s.dropField(v.st, path) }

func (v *collectVisitor) keep(path []pathElem) pathRange {
	a := len(v.arena)
	v.arena = append(v.arena, path...)
	return pathRange{a, len(v.arena)}
}

func (v *collectVisitor) num(path []pathElem, raw []byte) {
	n := len(path)
	switch {
	case n == 1 && path[0].Index < 0 && v.format.IsStreamIndex(path[0].Key):
		v.disc = append(v.disc, path[0].Key...)
		v.disc = append(v.disc, '=')
		v.disc = append(v.disc, raw...)
		v.disc = append(v.disc, ';')
	case n >= 2 && path[n-1].Index < 0 && path[n-1].Key == "index" && path[n-2].Index >= 0:
		v.indices = append(v.indices, indexRec{v.keep(path[:n-1]), raw})
	}
}

// indexOf returns the "index" member of the array element at el, or nil.
func (v *collectVisitor) indexOf(el []pathElem) []byte {
	for _, r := range v.indices {
		p := v.arena[r.path.a:r.path.b]
		if len(p) != len(el) {
			continue
		}
		same := true
		for i := range p {
			if p[i] != el[i] {
				same = false
				break
			}
		}
		if same {
			return r.raw
		}
	}
	return nil
}

// endEvent adds the pieces of the event just walked to their streams.
func (v *collectVisitor) endEvent() {
	for k, pr := range v.pending {
		path := v.arena[pr.a:pr.b]
		key := append(v.key[:0], v.evType...)
		key = append(key, 0)
		key = append(key, v.disc...)
		for j, e := range path {
			key = append(key, '.')
			if e.Index < 0 {
				key = append(key, e.Key...)
			} else if raw := v.indexOf(path[:j+1]); raw != nil {
				// Written like a position: a chunk that omits "index" names
				// the choice by its position, and means the same choice.
				key = append(key, raw...)
			} else {
				key = strconv.AppendInt(key, int64(e.Index), 10)
			}
		}
		v.key = key
		sm := v.streams[string(key)] // no allocation for the lookup
		if sm == nil {
			sm = v.newStream(synthStream(v.evType, path[len(path)-1].Key))
			v.streams[string(key)] = sm
		}
		sm.pieces = append(sm.pieces, len(v.pieces)-len(v.pending)+k)
		v.lastSM = sm
	}
	v.resetEvent()
}

// newStream adds a stream, reusing one of an earlier response.
func (v *collectVisitor) newStream(synth bool) *stream {
	if len(v.order) < cap(v.order) {
		v.order = v.order[:len(v.order)+1]
		if sm := v.order[len(v.order)-1]; sm != nil {
			*sm = stream{pieces: sm.pieces[:0], synth: synth}
			return sm
		}
	} else {
		v.order = append(v.order, nil)
	}
	sm := &stream{synth: synth}
	v.order[len(v.order)-1] = sm
	return sm
}

// collectors keeps collectVisitors, with their buffers, for the next
// response.
var collectors = sync.Pool{New: func() any {
	return &collectVisitor{streams: map[string]*stream{}, memo: map[memoKey]string{}}
}}

// getCollector returns an empty collectVisitor.
func getCollector(s *Scrubber, st *exState, f *llmstream.Format) *collectVisitor {
	v := collectors.Get().(*collectVisitor)
	v.s, v.st, v.format = s, st, f
	return v
}

// putCollector empties v, keeping its buffers but no string of the
// response, and gives it back.
func putCollector(v *collectVisitor) {
	if cap(v.pieces) > 1<<16 {
		return // a rare long response: its buffers are not kept
	}
	clear(v.pieces[:cap(v.pieces)])
	clear(v.streams)
	clear(v.memo)
	for _, sm := range v.order {
		sm.pieces = sm.pieces[:0]
	}
	clear(v.arena[:cap(v.arena)])
	clear(v.indices[:cap(v.indices)])
	*v = collectVisitor{pieces: v.pieces[:0], streams: v.streams, order: v.order[:0], key: v.key[:0], memo: v.memo,
		disc: v.disc[:0], arena: v.arena[:0], pending: v.pending[:0], indices: v.indices[:0],
		bounds: v.bounds[:0], full: v.full[:0], fs: v.fs[:0]}
	collectors.Put(v)
}

func (v *collectVisitor) resetEvent() {
	v.evType, v.disc, v.arena, v.pending, v.indices = "", v.disc[:0], v.arena[:0], v.pending[:0], v.indices[:0]
}

func (v *collectVisitor) str(path []pathElem, str string) (string, bool) {
	if streamPath(path) {
		v.pieces = append(v.pieces, piece{event: v.event, text: str, out: str})
		v.pending = append(v.pending, v.keep(path))
		v.tokAt, v.tokEnd = v.w.tok, v.w.pos
		return "", false
	}
	if len(path) == 1 && path[0].Key == "type" {
		v.evType = str
	}
	bv := bodyVisitor{s: v.s, st: v.st}
	if len(str) < 5 && v.s.cfg.Mode != Synthesize {
		return bv.str(path, str) // only a short password can change: not worth a memo entry
	}
	mk := memoKey{fieldKey(path), str}
	for _, e := range v.recent {
		if str != "" && e.memoKey == mk { // an unused entry holds ""
			return e.r, e.r != str
		}
	}
	if r, ok := v.memo[mk]; ok {
		v.remember(mk, r)
		return r, r != str
	}
	r, ok := bv.str(path, str)
	if !ok {
		r = str
	}
	if len(v.memo) < 256 {
		mk = memoKey{strings.Clone(mk.field), strings.Clone(str)}
		v.memo[mk] = r
		v.remember(mk, r)
	}
	return r, ok
}

// remember puts a memo entry (its strings the map's own) in recent.
func (v *collectVisitor) remember(mk memoKey, r string) {
	v.recent[v.next] = memoEntry{mk, r}
	v.next = (v.next + 1) % len(v.recent)
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

// jsonObject reports whether data, after JSON white space, opens an
// object (and so is neither empty nor "[DONE]" when trimmed).
func jsonObject(data string) bool {
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case ' ', '\t', '\n', '\r':
			continue
		case '{':
			return true
		}
		return false
	}
	return false
}

var errEventShape = errors.New("event changed shape between passes")

func (s *Scrubber) scrubEvents(st *exState, evs []format.Event, f *llmstream.Format) error {
	v := getCollector(s, st, f)
	defer putCollector(v)
	var w jsonWalker
	v.w = &w
	var shape eventShape
	var buf []byte
	// Most streams repeat one or a few names in every event; a name the
	// detectors left alone is not scanned again in the next event. One
	// they changed is, so each event's finding is counted.
	var plainName string
	for i := range evs {
		evs[i].ID = s.scrubText(st, evs[i].ID) // ids are free-form: a server may put anything there
		// Names too: an application streaming its own events may name
		// them after a user or a channel ("notify:jane@corp.io").
		if n := evs[i].Name; n != plainName {
			if evs[i].Name = s.scrubText(st, n); evs[i].Name == n {
				plainName = n
			}
		}
		data := evs[i].Data
		walk := jsonObject(data)
		if walk {
			if str, ok := shape.piece(&w, data); ok {
				shape.sm.pieces = append(shape.sm.pieces, len(v.pieces))
				v.pieces = append(v.pieces, piece{event: i, text: str, out: str})
				continue
			}
		} else {
			d := strings.TrimSpace(data)
			if d == "" || d == "[DONE]" {
				continue
			}
			walk = d[0] == '{' || d[0] == '['
		}
		if walk {
			v.event = i
			npieces := len(v.pieces)
			notes := st.notes
			out, changed, err := w.rewrite(stringBytes(data), v, buf)
			if err == nil {
				one := len(v.pending) == 1
				v.endEvent()
				if one && !changed && st.notes == notes && !s.walkEvents {
					shape = eventShape{data: data, at: v.tokAt, tail: len(data) - v.tokEnd, sm: v.lastSM}
				}
				if changed {
					// Pieces of this event point into the old data, which
					// stays alive through them; the new data is a copy.
					evs[i].Data = string(out)
					buf = out[:0]
				}
				continue
			}
			v.pieces = v.pieces[:npieces]
			v.resetEvent()
		}
		// Plain-text data (or JSON that does not parse: scanned as text,
		// so nothing in it escapes detection). Each such event is scanned
		// on its own: plain events are whole messages, not pieces of one
		// field, and joining them made a match run from one event into the
		// next ("a@b.com" + "x" read as the address "a@b.comx"), handing
		// part of the next event's text to the replacement.
		evs[i].Data = s.scrubLoose(st, evs[i].Data)
	}
	pieces := v.pieces
	changed := false
	for _, sm := range v.order {
		if s.scrubStream(st, v, sm) {
			changed = true
		}
	}
	if !changed {
		return nil
	}
	// Write back through a second walk of each JSON event. Pieces are in
	// event order, so each event's are contiguous.
	for a := 0; a < len(pieces); {
		i := pieces[a].event
		b := a + 1
		for b < len(pieces) && pieces[b].event == i {
			b++
		}
		ps := pieces[a:b]
		a = b
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
func (s *Scrubber) scrubStream(st *exState, v *collectVisitor, sm *stream) bool {
	pieces := v.pieces
	var text string
	bounds := v.bounds[:0]
	if len(sm.pieces) == 1 {
		text = pieces[sm.pieces[0]].text
		bounds = append(bounds, 0)
	} else {
		full := v.full[:0]
		for _, pi := range sm.pieces {
			bounds = append(bounds, len(full))
			full = append(full, pieces[pi].text...)
		}
		v.full = full
		text = unsafe.String(unsafe.SliceData(full), len(full))
	}
	bounds = append(bounds, len(text))
	v.bounds = bounds
	if s.cfg.Mode == Synthesize && sm.synth {
		v.full = nil // text is not reused
		s.countFindings(st, text)
		state := s.synth
		var buf []byte
		for _, pi := range sm.pieces {
			buf, state = synthesize(state, pieces[pi].text, buf[:0])
			pieces[pi].out = string(buf)
		}
		return true
	}
	fs := s.det.Find(text, v.fs[:0])
	v.fs = fs
	if len(fs) == 0 {
		return false // text may be reused: nothing points into it
	}
	// Replacements, pieces and pseudonyms keep parts of text.
	v.full = nil
	repl := make([][]rune, len(fs))
	for k, f := range fs {
		repl[k] = []rune(s.replacement(f.Type, text[f.Start:f.End]))
		st.note(f.Type)
		s.sample(st, text, fs, f)
	}
	// Findings are sorted and do not overlap: those a piece holds follow
	// those of the pieces before. A piece that holds none keeps its text.
	lo := 0
	for k, pi := range sm.pieces {
		ps, pe := bounds[k], bounds[k+1]
		for lo < len(fs) && fs[lo].End <= ps {
			lo++
		}
		if lo < len(fs) && fs[lo].Start < pe {
			pieces[pi].out = spread(text, ps, pe, fs[lo:], repl[lo:], bounds)
		}
	}
	return true
}

// spread renders the piece text[ps:pe] with the findings replaced; a
// finding that crosses pieces contributes its share of its replacement's
// characters to each (see cut).
func spread(text string, ps, pe int, fs []detect.Finding, repl [][]rune, bounds []int) string {
	var b bytes.Buffer
	cur := ps
	for k, f := range fs {
		if f.Start >= pe {
			break // fs is sorted
		}
		if f.End <= ps {
			continue
		}
		a, e := max(ps, f.Start), min(pe, f.End)
		b.WriteString(text[cur:a])
		r := repl[k]
		ra, rb := 0, len(r)
		if a > f.Start {
			ra = cut(f, len(r), bounds, a)
		}
		if e < f.End {
			rb = cut(f, len(r), bounds, e)
		}
		b.WriteString(string(r[ra:rb]))
		cur = e
	}
	b.WriteString(text[cur:pe])
	return b.String()
}

// cut returns how many of the nr characters of f's replacement go before
// the piece boundary at byte x inside f: the share proportional to the
// bytes of f before x, but at least one character for every piece that
// holds part of f (when nr allows), so no event's own text becomes empty.
func cut(f detect.Finding, nr int, bounds []int, x int) int {
	l := f.End - f.Start
	// Boundaries inside f, ascending; repeated ones come from empty pieces.
	inner := bounds[sort.SearchInts(bounds, f.Start+1):sort.SearchInts(bounds, f.End)]
	parts := 1
	for i, y := range inner {
		if i == 0 || y != inner[i-1] {
			parts++
		}
	}
	if nr < parts {
		return nr * (x - f.Start) / l
	}
	c, j := 0, 0
	for i, y := range inner {
		if i > 0 && y == inner[i-1] {
			continue
		}
		j++
		// One more than the part before, and room for one each after.
		c = min(max(nr*(y-f.Start)/l, c+1), nr-(parts-j))
		if y == x {
			break
		}
	}
	return c
}

// countFindings runs the detectors only to report what synthesized text
// contained.
func (s *Scrubber) countFindings(st *exState, text string) {
	for _, f := range s.det.Find(text, nil) {
		st.note(f.Type)
	}
}
