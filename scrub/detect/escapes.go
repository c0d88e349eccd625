package detect

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/internal/jsonscan"
)

// unescapedView decodes the \uXXXX escapes of s for the detectors: JSON
// written with ensure_ascii (json.dumps's default, agents' tool-call
// arguments) spells "Lviv, вул. Франка" as "\u041b\u044c\u0432\u0456\u0432"
// and a JSON string inside a JSON string doubles the backslash
// ("\\u4e0a\\u6d77"). Street, name and field detectors read letters, so
// they read the decoded text; offs maps each byte of it, and its end, to
// s. A run of backslashes before the u is one escape whatever its length;
// an unpaired surrogate and a control character stay as written. offs is
// nil when s has no such escape. i is where the first `\u` is.
func unescapedView(s string, i int) (string, []int) {
	var dec []byte
	var offs []int
	prev := 0
	for ; i >= 0 && i < len(s); i = nextEscape(s, i) {
		// i is at the 'u' of "\u"; a is where its backslashes begin.
		a := i - 1
		for a > prev && s[a-1] == '\\' {
			a--
		}
		r, n := escapeRune(s, a, i)
		if n == 0 {
			i++
			continue
		}
		if offs == nil {
			dec = make([]byte, 0, len(s))
			offs = make([]int, 0, len(s)+1)
		}
		for k := prev; k < a; k++ {
			offs = append(offs, k)
		}
		dec = append(dec, s[prev:a]...)
		l := len(dec)
		dec = utf8.AppendRune(dec, r)
		for range len(dec) - l {
			offs = append(offs, a)
		}
		prev = a + n
		i = prev
	}
	if offs == nil {
		return s, nil
	}
	for k := prev; k < len(s); k++ {
		offs = append(offs, k)
	}
	dec = append(dec, s[prev:]...)
	return string(dec), append(offs, len(s))
}

// nextEscape returns the index of the 'u' of the next `\u` at or after i,
// or -1.
func nextEscape(s string, i int) int {
	j := strings.Index(s[i:], `\u`)
	if j < 0 {
		return -1
	}
	return i + j + 1
}

// escapeRune decodes the escape whose backslashes start at a and whose u
// is at u, with the low half of a surrogate pair written the same way;
// n is the bytes it takes (0: not an escape the view decodes).
func escapeRune(b string, a, u int) (rune, int) {
	r, ok := jsonscan.Hex4(b, u+1)
	if !ok || r < 0x20 || r == 0x7f {
		return 0, 0
	}
	end := u + 5
	if !utf16.IsSurrogate(r) {
		return r, end - a
	}
	bs := u - a // backslashes
	if end+bs+5 > len(b) || b[end:end+bs] != strings.Repeat(`\`, bs) || b[end+bs] != 'u' {
		return 0, 0
	}
	r2, ok := jsonscan.Hex4(b, end+bs+1)
	if !ok {
		return 0, 0
	}
	d := utf16.DecodeRune(r, r2)
	if d == utf8.RuneError {
		return 0, 0
	}
	return d, end + bs + 5 - a
}
