package stream

import (
	"encoding/binary"
	"math/bits"
)

// valid reports whether data is one JSON value, exactly as json.Valid
// does (RFC 8259 grammar, any bytes >= 0x20 in strings including invalid
// UTF-8, at most 10000 nested arrays and objects). json.Valid's
// byte-at-a-time state machine was half of Inspect's cost (a quarter of
// sniff's); this recursive-descent reader crosses strings a word at a time.
// Inspect's single pass (fastInspect) is built on the same validator and
// hands it every value it does not look into; valid() itself runs only for
// the events that pass refuses. FuzzValidMatchesEncodingJSON checks valid
// and json.Valid agree.
func valid(data []byte) bool {
	v := validator{b: data}
	v.ws()
	if !v.value(0) {
		return false
	}
	v.ws()
	return v.i == len(v.b)
}

// ValidJSON reports whether data is one JSON value, exactly as json.Valid
// does, several times faster: for the capture, which checks every body it
// stores.
func ValidJSON(data []byte) bool { return valid(data) }

// maxNesting is encoding/json's limit on nested arrays and objects.
const maxNesting = 10000

type validator struct {
	b []byte
	i int
}

func (v *validator) ws() {
	for v.i < len(v.b) {
		switch v.b[v.i] {
		case ' ', '\t', '\n', '\r':
			v.i++
		default:
			return
		}
	}
}

// value reads one value at v.i (no leading whitespace); depth is the
// number of enclosing arrays and objects.
func (v *validator) value(depth int) bool {
	if v.i >= len(v.b) {
		return false
	}
	switch c := v.b[v.i]; c {
	case '{':
		if depth >= maxNesting {
			return false
		}
		more, ok := v.enter('}')
		for ; ok && more; more, ok = v.next('}') {
			if v.b[v.i] != '"' || !v.str() {
				return false
			}
			v.ws()
			if v.i >= len(v.b) || v.b[v.i] != ':' {
				return false
			}
			v.i++
			v.ws()
			if !v.value(depth + 1) {
				return false
			}
		}
		return ok
	case '[':
		if depth >= maxNesting {
			return false
		}
		more, ok := v.enter(']')
		for ; ok && more; more, ok = v.next(']') {
			if !v.value(depth + 1) {
				return false
			}
		}
		return ok
	case '"':
		return v.str()
	case 't':
		return v.lit("true")
	case 'f':
		return v.lit("false")
	case 'n':
		return v.lit("null")
	default:
		return v.number()
	}
}

func (v *validator) lit(s string) bool {
	if len(v.b)-v.i < len(s) || string(v.b[v.i:v.i+len(s)]) != s {
		return false
	}
	v.i += len(s)
	return true
}

// number reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (v *validator) number() bool {
	b, i := v.b, v.i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
	default:
		return false
	}
	if i < len(b) && b[i] == '.' {
		i++
		k := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == k {
			return false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		k := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == k {
			return false
		}
	}
	v.i = i
	return true
}

// Word-at-a-time string scanning: special(w) has the high bit set in the
// first byte of w (little-endian) that is '"', '\\' or below 0x20 (bits
// above the first may be spurious borrows; only the lowest is used).
const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

func special(w uint64) uint64 {
	q := w ^ (lsb * '"')
	s := w ^ (lsb * '\\')
	return ((q-lsb)&^q | (s-lsb)&^s | (w-lsb*0x20)&^w) & msb
}

// str reads a string whose opening quote is at v.i.
func (v *validator) str() bool {
	b := v.b
	i := v.i + 1
	for {
		for i+8 <= len(b) {
			m := special(binary.LittleEndian.Uint64(b[i:]))
			if m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		if i >= len(b) {
			return false
		}
		switch c := b[i]; {
		case c == '"':
			v.i = i + 1
			return true
		case c == '\\':
			if i+1 >= len(b) {
				return false
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(b) {
					return false
				}
				for _, h := range b[i+2 : i+6] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return false
					}
				}
				i += 6
			default:
				return false
			}
		case c < 0x20:
			return false
		default:
			i++ // only in the last bytes, after the word loop
		}
	}
}

// enter consumes the opening bracket at v.i and what whitespace follows;
// more is false for an empty container (its closing bracket consumed).
func (v *validator) enter(close byte) (more, ok bool) {
	v.i++
	v.ws()
	if v.i >= len(v.b) {
		return false, false
	}
	if v.b[v.i] == close {
		v.i++
		return false, true
	}
	return true, true
}

// next follows a member or element: a comma (more=true, v.i on the next
// one) or the closing bracket (more=false).
func (v *validator) next(close byte) (more, ok bool) {
	v.ws()
	if v.i >= len(v.b) {
		return false, false
	}
	switch v.b[v.i] {
	case ',':
		v.i++
		v.ws()
		in := v.i < len(v.b)
		return in, in
	case close:
		v.i++
		return false, true
	}
	return false, false
}
