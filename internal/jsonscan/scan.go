// Package jsonscan validates JSON exactly as encoding/json.Valid does, several
// times faster: json.Valid's byte-at-a-time state machine was half of
// stream.Inspect's cost and a seventh of sniff's, where every stored body was
// checked twice (by capture, then by the session writer). This
// recursive-descent reader crosses strings a word at a time. The stream
// package's one-pass Inspect is built on the same Scanner.
package jsonscan

import (
	"encoding/binary"
	"math/bits"
)

// Valid reports whether data is one JSON value, exactly as json.Valid does
// (RFC 8259 grammar, any bytes >= 0x20 in strings including invalid UTF-8,
// at most MaxNesting nested arrays and objects).
func Valid(data []byte) bool {
	v := Scanner{B: data}
	v.WS()
	if !v.Value(0) {
		return false
	}
	v.WS()
	return v.I == len(v.B)
}

// MaxNesting is encoding/json's limit on nested arrays and objects.
const MaxNesting = 10000

// Scanner reads JSON at I in B. Its methods advance I past what they read
// and report whether it was well formed; they are the parts Valid is made
// of, for readers (stream's one-pass Inspect) that look into some values
// and hand the rest to Value.
type Scanner struct {
	B []byte
	I int
}

// WS skips whitespace.
func (v *Scanner) WS() { v.I = SkipWS(v.B, v.I) }

// SkipWS returns the index of the first byte of b at or after i that is
// not JSON whitespace (space, tab, newline, carriage return), or len(b).
func SkipWS(b []byte, i int) int {
	for i < len(b) {
		switch b[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// value reads one value at v.I (no leading whitespace); depth is the
// number of enclosing arrays and objects.
func (v *Scanner) Value(depth int) bool {
	if v.I >= len(v.B) {
		return false
	}
	switch c := v.B[v.I]; c {
	case '{':
		if depth >= MaxNesting {
			return false
		}
		more, ok := v.Enter('}')
		for ; ok && more; more, ok = v.Next('}') {
			if v.B[v.I] != '"' || !v.Str() {
				return false
			}
			v.WS()
			if v.I >= len(v.B) || v.B[v.I] != ':' {
				return false
			}
			v.I++
			v.WS()
			if !v.Value(depth + 1) {
				return false
			}
		}
		return ok
	case '[':
		if depth >= MaxNesting {
			return false
		}
		more, ok := v.Enter(']')
		for ; ok && more; more, ok = v.Next(']') {
			if !v.Value(depth + 1) {
				return false
			}
		}
		return ok
	case '"':
		return v.Str()
	case 't':
		return v.Lit("true")
	case 'f':
		return v.Lit("false")
	case 'n':
		return v.Lit("null")
	default:
		return v.Number()
	}
}

// Lit reads the literal s (true, false, null).
func (v *Scanner) Lit(s string) bool {
	if len(v.B)-v.I < len(s) || string(v.B[v.I:v.I+len(s)]) != s {
		return false
	}
	v.I += len(s)
	return true
}

// Number reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (v *Scanner) Number() bool {
	end, _, ok := NumberEnd(v.B, v.I)
	if ok {
		v.I = end
	}
	return ok
}

// NumberEnd returns where the JSON number that starts at b[i] ends, and
// whether it is an integer (no fraction, no exponent); ok is false when
// b[i:] does not start with a number.
func NumberEnd(b []byte, i int) (end int, integer, ok bool) {
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digitsEnd(b, i)
	default:
		return 0, false, false
	}
	integer = true
	if i < len(b) && b[i] == '.' {
		k := digitsEnd(b, i+1)
		if k == i+1 {
			return 0, false, false
		}
		i, integer = k, false
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		k := digitsEnd(b, i)
		if k == i {
			return 0, false, false
		}
		i, integer = k, false
	}
	return i, integer, true
}

// digitsEnd returns where the run of digits from b[i] ends.
func digitsEnd(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
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

// str reads a string whose opening quote is at v.I.
func (v *Scanner) Str() bool {
	b := v.B
	i := v.I + 1
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
			v.I = i + 1
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

// enter consumes the opening bracket at v.I and what whitespace follows;
// more is false for an empty container (its closing bracket consumed).
func (v *Scanner) Enter(close byte) (more, ok bool) {
	v.I++
	v.WS()
	if v.I >= len(v.B) {
		return false, false
	}
	if v.B[v.I] == close {
		v.I++
		return false, true
	}
	return true, true
}

// Next follows a member or element: a comma (more=true, v.I on the next
// one) or the closing bracket (more=false).
func (v *Scanner) Next(close byte) (more, ok bool) {
	v.WS()
	if v.I >= len(v.B) {
		return false, false
	}
	switch v.B[v.I] {
	case ',':
		v.I++
		v.WS()
		in := v.I < len(v.B)
		return in, in
	case close:
		v.I++
		return false, true
	}
	return false, false
}
