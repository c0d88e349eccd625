package detect

import "strings"

// A form body or query string spells a value's spaces as '+' and its
// punctuation as %XX: "phone=%28312%29+678+0389", "buyer_phone=139+7042+6460",
// "tel=%2B1+646+253+6229". The number detectors read the value decoded,
// with its key before it as the label ("phone=(312) 678 0389"), and the
// findings are mapped back to the encoded bytes. Only values that hold a
// '+' between digits or a %XX escape next to a digit are decoded; the
// anchors are two byte searches.

// findFormNumbers appends the numbers of s's URL-encoded values.
func findFormNumbers(s string, out []Finding) []Finding {
	done := 0 // values before done are read
	var hints []string
	hinted := false
	for _, anchor := range [...]byte{'+', '%'} {
		for i := strings.IndexByte(s, anchor); i >= 0; {
			if i >= done && formDigitEscape(s, i) {
				a, e, ok := encodedValue(s, i)
				if ok {
					if !hinted {
						hints, hinted = textRegions(s), true
					}
					out = formValueNumbers(s, a, e, hints, out)
				}
				done = max(done, e)
			}
			k := strings.IndexByte(s[i+1:], anchor)
			if k < 0 {
				break
			}
			i += 1 + k
		}
		done = 0
	}
	return out
}

// formDigitEscape reports an encoded space or escape at i that touches a
// digit: "9+6", "%2B1", "%28312".
func formDigitEscape(s string, i int) bool {
	if s[i] == '+' {
		return i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1])
	}
	return i+3 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) && (isDigit(s[i+3]) || i > 0 && isDigit(s[i-1]))
}

// encodedValue returns the value around i of a "key=value" pair whose key is
// a word ("phone", "buyer_phone", "contact[tel]"): from after its '=' to
// the next '&', space, quote or line end. a is where the key begins.
func encodedValue(s string, i int) (a, e int, ok bool) {
	eq := -1
	for j := i - 1; j >= 0 && i-j <= 48; j-- {
		c := s[j]
		if c == '=' {
			eq = j
			break
		}
		if c == '&' || c == '?' || c == ' ' || c == '\n' || c == '"' || c == '\'' {
			return 0, 0, false
		}
	}
	if eq < 1 {
		return 0, 0, false
	}
	a = eq
	for a > 0 && eq-a < 32 && (isWord(s[a-1]) || s[a-1] == '%' || s[a-1] == '[' || s[a-1] == ']' || s[a-1] == '.' || s[a-1] == '-') {
		a--
	}
	if a == eq {
		return 0, 0, false
	}
	e = i
	for e < len(s) && e-eq <= 64 {
		c := s[e]
		if c == '&' || c == ' ' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '<' || c == '#' {
			break
		}
		e++
	}
	return a, e, true
}

// formValueNumbers decodes s[a:e] (key, '=', value) and appends the
// numbers found in its value, at their encoded offsets.
func formValueNumbers(s string, a, e int, hints []string, out []Finding) []Finding {
	var buf [128]byte
	var from [129]int
	dec := buf[:0]
	eq := a + strings.IndexByte(s[a:e], '=')
	val := -1 // the value's first decoded byte
	for j := a; j < e && len(dec) < len(buf); {
		c, n := s[j], 1
		switch {
		case c == '+':
			c = ' '
		case c == '%' && j+2 < e && isHex(s[j+1]) && isHex(s[j+2]):
			c, n = unhex(s[j+1])<<4|unhex(s[j+2]), 3
			if c < 0x20 || c >= 0x7f {
				return out // a value in another script or with control bytes: not a number's
			}
		}
		if j == eq+1 {
			val = len(dec)
		}
		from[len(dec)] = j
		dec = append(dec, c)
		j += n
	}
	from[len(dec)] = e
	if val < 0 {
		return out
	}
	fs := findHintedNumbers(string(dec), nil, hints, true)
	for _, f := range fs {
		if f.Start < val {
			continue
		}
		out = append(out, Finding{from[f.Start], from[f.End], f.Type})
	}
	return out
}

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}
