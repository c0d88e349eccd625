package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/llmreplay/llmreplay/internal/jsonscan"
)

// A small JSON rewriter: it scans a JSON document, handing every string
// value (not object keys) to a visitor that may replace it, and dropping
// object members whose key the visitor names. Output is built lazily: the
// bytes between two edits are copied in one piece when the second edit
// happens, and a document without edits is not copied at all (the common
// case: most bodies and almost every SSE event hold nothing to scrub).
// It accepts exactly RFC 8259 JSON; anything else is an error, and the
// caller then refuses to write the exchange.

// pathElem is one step from the root: an object key or an array index.
type pathElem struct {
	Key   string
	Index int // -1 for object members
}

// jsonVisitor decides what happens to strings and members.
type jsonVisitor interface {
	// str returns the replacement of a string value at path, or ok=false
	// to keep it.
	str(path []pathElem, s string) (repl string, ok bool)
	// drop reports whether the member at path (its last element is the
	// key) is removed.
	drop(path []pathElem) bool
}

// numVisitor is implemented by visitors that also look at numbers (the
// SSE collector reads "index" members); numbers are never replaced.
type numVisitor interface {
	num(path []pathElem, raw []byte)
}

// jsonWalker is reusable: rewrite resets it but keeps its path buffer, so
// walking many small documents (SSE events) allocates nothing per document.
type jsonWalker struct {
	in      []byte
	pos     int
	out     []byte
	copied  int  // in[:copied] is accounted for in out (copied or cut)
	changed bool // out holds the document; otherwise it equals in
	path    []pathElem
	v       jsonVisitor
	nv      numVisitor // v, when it looks at numbers
	depth   int
	tok     int // while v.str runs: where its string token starts (w.pos is past its end)
}

var errJSON = errors.New("invalid JSON")

const maxDepth = 512

// stringBytes views s as bytes without copying; the walker never writes
// to its input.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// rewriteJSON walks doc and returns the rewritten document, appended to
// dst[:0]. When nothing changed it returns doc itself and changed=false
// (the caller must not append to it).
func rewriteJSON(doc []byte, v jsonVisitor, dst []byte) (out []byte, changed bool, err error) {
	var w jsonWalker
	return w.rewrite(doc, v, dst)
}

func (w *jsonWalker) rewrite(doc []byte, v jsonVisitor, dst []byte) ([]byte, bool, error) {
	*w = jsonWalker{in: doc, out: dst[:0], v: v, path: w.path[:0]}
	w.nv, _ = v.(numVisitor)
	w.ws()
	if err := w.value(); err != nil {
		return nil, false, err
	}
	w.ws()
	if w.pos != len(w.in) {
		return nil, false, w.errf("trailing data")
	}
	if !w.changed {
		return doc, false, nil
	}
	w.out = append(w.out, w.in[w.copied:]...)
	return w.out, true, nil
}

// flush copies the input not yet accounted for, up to end.
func (w *jsonWalker) flush(end int) {
	if w.out == nil {
		// The output is about as long as the input: one allocation
		// instead of one per doubling.
		w.out = make([]byte, 0, len(w.in)+len(w.in)/16+16)
	}
	w.out = append(w.out, w.in[w.copied:end]...)
	w.copied = end
	w.changed = true
}

func (w *jsonWalker) errf(msg string) error {
	return fmt.Errorf("%w at byte %d: %s", errJSON, w.pos, msg)
}

func (w *jsonWalker) ws() {
	for w.pos < len(w.in) {
		switch w.in[w.pos] {
		case ' ', '\t', '\n', '\r':
			w.pos++
			continue
		}
		return
	}
}

func (w *jsonWalker) value() error {
	if w.pos >= len(w.in) {
		return w.errf("unexpected end")
	}
	switch c := w.in[w.pos]; {
	case c == '{':
		return w.object()
	case c == '[':
		return w.array()
	case c == '"':
		st := w.pos
		s, escaped, err := w.str()
		if err != nil {
			return err
		}
		w.tok = st
		if repl, ok := w.v.str(w.path, s); ok {
			w.flush(st)
			w.out = appendJSONString(w.out, repl, escaped)
			w.copied = w.pos
		}
		return nil
	case c == 't':
		return w.lit("true")
	case c == 'f':
		return w.lit("false")
	case c == 'n':
		return w.lit("null")
	case c == '-' || (c >= '0' && c <= '9'):
		st := w.pos
		if err := w.number(); err != nil {
			return err
		}
		if w.nv != nil {
			w.nv.num(w.path, w.in[st:w.pos])
		}
		return nil
	}
	return w.errf("unexpected character")
}

func (w *jsonWalker) lit(l string) error {
	if len(w.in)-w.pos < len(l) || string(w.in[w.pos:w.pos+len(l)]) != l {
		return w.errf("bad literal")
	}
	w.pos += len(l)
	return nil
}

func (w *jsonWalker) number() error {
	p := w.pos
	if p < len(w.in) && w.in[p] == '-' {
		p++
	}
	digits := func() int {
		n := 0
		for p < len(w.in) && w.in[p] >= '0' && w.in[p] <= '9' {
			p++
			n++
		}
		return n
	}
	if p < len(w.in) && w.in[p] == '0' {
		p++
	} else if digits() == 0 {
		return w.errf("bad number")
	}
	if p < len(w.in) && w.in[p] == '.' {
		p++
		if digits() == 0 {
			return w.errf("bad number")
		}
	}
	if p < len(w.in) && (w.in[p] == 'e' || w.in[p] == 'E') {
		p++
		if p < len(w.in) && (w.in[p] == '+' || w.in[p] == '-') {
			p++
		}
		if digits() == 0 {
			return w.errf("bad number")
		}
	}
	w.pos = p
	return nil
}

// plainStr marks the bytes a string token holds as they are: everything
// but the quote, the backslash and control characters. Bytes of
// multi-byte runes are plain too: without escapes the decoded value is
// the raw bytes (invalid UTF-8 is kept byte for byte, as encoding/json
// does).
var plainStr = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return
}()

// str reads a string token at w.pos. It returns the decoded value and
// whether it used escapes for non-ASCII (\uXXXX), so a replacement can be
// written back in the same style.
func (w *jsonWalker) str() (s string, uEscaped bool, err error) {
	st := w.pos
	in := w.in
	p := w.pos + 1
	simple := true
	for {
		for p < len(in) && plainStr[in[p]] {
			p++
		}
		if p >= len(in) {
			return "", false, w.errf("unterminated string")
		}
		c := in[p]
		if c == '"' {
			break
		}
		if c < 0x20 {
			return "", false, w.errf("control character in string")
		}
		// A backslash: the escape is checked when decoding.
		simple = false
		p += 2
	}
	w.pos = p + 1
	body := in[st+1 : p]
	if simple {
		// The input is never modified while walking, and visitors keep
		// strings only as long as the input lives: no copy needed.
		return unsafe.String(unsafe.SliceData(body), len(body)), false, nil
	}
	dec, esc, ok := decodeJSONString(body)
	if !ok {
		w.pos = st
		return "", false, w.errf("bad escape or UTF-8 in string")
	}
	return dec, esc, nil
}

func decodeJSONString(b []byte) (string, bool, bool) {
	var sb strings.Builder
	sb.Grow(len(b))
	uesc := false
	for i := 0; i < len(b); {
		// Every byte but an escape's is kept as it is, multi-byte runes and
		// invalid UTF-8 too (encoding/json accepts it; a rewritten string
		// encodes it as U+FFFD): the run up to the next backslash is
		// copied at once.
		k := bytes.IndexByte(b[i:], '\\')
		if k < 0 {
			sb.Write(b[i:])
			break
		}
		sb.Write(b[i : i+k])
		i += k
		if i+1 >= len(b) {
			return "", false, false
		}
		switch b[i+1] {
		case '"', '\\', '/':
			sb.WriteByte(b[i+1])
		case 'b':
			sb.WriteByte('\b')
		case 'f':
			sb.WriteByte('\f')
		case 'n':
			sb.WriteByte('\n')
		case 'r':
			sb.WriteByte('\r')
		case 't':
			sb.WriteByte('\t')
		case 'u':
			r, n, ok := decodeU(b, i)
			if !ok {
				return "", false, false
			}
			if r >= 0x80 {
				uesc = true
			}
			if utf16.IsSurrogate(r) {
				// As encoding/json does: an unpaired surrogate is no
				// character, and writing it as UTF-8 would be invalid.
				r = utf8.RuneError
			}
			sb.WriteRune(r)
			i += n
			continue
		default:
			return "", false, false
		}
		i += 2
	}
	return sb.String(), uesc, true
}

// decodeU reads the \uXXXX escape at b[i:] and, when it is a high
// surrogate followed by the escape of a low one, that escape too: the one
// place scrub decodes \u escapes, so the JSON walker and the text of cut
// JSON bodies (unescapeU) read them alike. n is the bytes read (6 or 12).
// A surrogate left unpaired comes back as it is, since the callers differ
// on it (the walker writes U+FFFD, unescapeU keeps the escape as written);
// ok is false when b[i:] is not a \u escape with four hex digits.
func decodeU(b []byte, i int) (r rune, n int, ok bool) {
	if i+1 >= len(b) || b[i] != '\\' || b[i+1] != 'u' {
		return 0, 0, false
	}
	r, ok = jsonscan.Hex4(b, i+2)
	if !ok {
		return 0, 0, false
	}
	if utf16.IsSurrogate(r) && i+8 <= len(b) && b[i+6] == '\\' && b[i+7] == 'u' {
		if r2, ok := jsonscan.Hex4(b, i+8); ok {
			if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
				return d, 12, true
			}
		}
	}
	return r, 6, true
}

const hexDigits = "0123456789abcdef"

// plainASCII marks the ASCII bytes a JSON string holds as they are.
var plainASCII = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return
}()

// appendJSONString encodes s as a JSON string; asciiOnly escapes every
// non-ASCII rune as \uXXXX (the style of the original).
func appendJSONString(dst []byte, s string, asciiOnly bool) []byte {
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		// A run of ASCII that needs no escape is copied at once.
		j := i
		for j < len(s) && plainASCII[s[j]] {
			j++
		}
		dst = append(dst, s[i:j]...)
		if i = j; i == len(s) {
			break
		}
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				dst = append(dst, '\\', c)
			case c == '\n':
				dst = append(dst, '\\', 'n')
			case c == '\r':
				dst = append(dst, '\\', 'r')
			case c == '\t':
				dst = append(dst, '\\', 't')
			case c < 0x20:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			dst = append(dst, `\ufffd`...)
			i++
			continue
		}
		if asciiOnly || r == '\u2028' || r == '\u2029' {
			if r > 0xFFFF {
				r1, r2 := utf16.EncodeRune(r)
				dst = appendU(dst, r1)
				dst = appendU(dst, r2)
			} else {
				dst = appendU(dst, r)
			}
		} else {
			dst = append(dst, s[i:i+n]...)
		}
		i += n
	}
	return append(dst, '"')
}

func appendU(dst []byte, r rune) []byte {
	return append(dst, '\\', 'u', hexDigits[r>>12&0xf], hexDigits[r>>8&0xf], hexDigits[r>>4&0xf], hexDigits[r&0xf])
}

// enter steps into the object or array whose opening byte is at w.pos;
// empty reports that end closes it at once (and steps out again).
func (w *jsonWalker) enter(end byte) (empty bool, err error) {
	w.depth++
	if w.depth > maxDepth {
		return false, w.errf("nesting too deep")
	}
	w.pos++
	w.ws()
	if w.pos < len(w.in) && w.in[w.pos] == end {
		w.leave()
		return true, nil
	}
	return false, nil
}

// leave steps out of an object or array at its closing byte.
func (w *jsonWalker) leave() {
	w.pos++
	w.depth--
}

func (w *jsonWalker) object() error {
	if empty, err := w.enter('}'); empty || err != nil {
		return err
	}
	wrote := false // a member before this one is kept
	comma := -1    // the comma before this member
	for {
		if w.pos >= len(w.in) || w.in[w.pos] != '"' {
			return w.errf("expected object key")
		}
		keyStart := w.pos
		key, _, err := w.str()
		if err != nil {
			return err
		}
		w.ws()
		if w.pos >= len(w.in) || w.in[w.pos] != ':' {
			return w.errf("expected ':'")
		}
		w.pos++
		w.ws()
		w.path = append(w.path, pathElem{Key: key, Index: -1})
		dropped := w.v.drop(w.path)
		mark := 0
		if dropped {
			// A dropped member is cut with the comma before it, or, when
			// it comes first, with the comma after it.
			cut := keyStart
			if wrote {
				cut = comma
			}
			w.flush(cut)
			mark = len(w.out)
		}
		if err := w.value(); err != nil {
			return err
		}
		w.path = w.path[:len(w.path)-1]
		w.ws()
		if dropped {
			w.out = w.out[:mark]
			w.copied = w.pos
		} else {
			wrote = true
		}
		if w.pos >= len(w.in) {
			return w.errf("unterminated object")
		}
		if w.in[w.pos] == ',' {
			comma = w.pos
			w.pos++
			w.ws()
			if dropped && !wrote {
				w.copied = w.pos
			}
			continue
		}
		if w.in[w.pos] == '}' {
			w.leave()
			return nil
		}
		return w.errf("expected ',' or '}'")
	}
}

func (w *jsonWalker) array() error {
	if empty, err := w.enter(']'); empty || err != nil {
		return err
	}
	for idx := 0; ; idx++ {
		w.path = append(w.path, pathElem{Index: idx})
		if err := w.value(); err != nil {
			return err
		}
		w.path = w.path[:len(w.path)-1]
		w.ws()
		if w.pos >= len(w.in) {
			return w.errf("unterminated array")
		}
		if w.in[w.pos] == ',' {
			w.pos++
			w.ws()
			continue
		}
		if w.in[w.pos] == ']' {
			w.leave()
			return nil
		}
		return w.errf("expected ',' or ']'")
	}
}
