package detect

import (
	"strings"
	"unicode/utf8"
)

// Numbers written in the digits of another script: Arabic-Indic
// ("٠٥٧ ٦١٤ ٠٤٩٩"), Persian ("۰۹۸۹ ۷۱۷ ۴۲۰۷"), Devanagari ("९८७६५ ४३२१०")
// and full-width ("０９０-１２３４-５６７８"). The text is read once more with
// those digits as ASCII ones, and what the number detectors find over
// them is mapped back to the text's own bytes.

// nativeDigit returns the value of a digit of those scripts.
func nativeDigit(r rune) (byte, bool) {
	switch {
	case r >= 0x0660 && r <= 0x0669:
		return byte('0' + r - 0x0660), true
	case r >= 0x06F0 && r <= 0x06F9:
		return byte('0' + r - 0x06F0), true
	case r >= 0x0966 && r <= 0x096F:
		return byte('0' + r - 0x0966), true
	case r >= 0xFF10 && r <= 0xFF19:
		return byte('0' + r - 0xFF10), true
	}
	return 0, false
}

// hasNativeDigit reports whether s holds one of those digits: a search
// for their leading bytes (0xD9 then 0xA0-0xA9, 0xDB then 0xB0-0xB9,
// 0xE0 0xA5 then 0xA6-0xAF, 0xEF 0xBC then 0x90-0x99), one look at the
// next byte per occurrence.
func hasNativeDigit(s string) bool {
	i := nextNonASCII(s, 0)
	if i == len(s) {
		return false
	}
	s = s[i:]
	return indexLeadThen(s, "\xd9", 0xA0, 0xA9) >= 0 || indexLeadThen(s, "\xdb", 0xB0, 0xB9) >= 0 ||
		indexLeadThen(s, "\xe0\xa5", 0xA6, 0xAF) >= 0 || indexLeadThen(s, "\xef\xbc", 0x90, 0x99) >= 0
}

// spaceSeps are the spaces typography puts between a number's groups
// ("06\u00a038\u00a033\u00a047\u00a045" as French text writes a phone
// number): no-break, narrow no-break and thin.
var spaceSeps = [...]string{"\u00a0", "\u202f", "\u2009"}

// hasSpacedDigits reports one of spaceSeps with a digit before it and a
// digit or '(' after: a search for each from the text's first non-ASCII
// byte, one look either side per occurrence.
func hasSpacedDigits(s string) bool {
	i := nextNonASCII(s, 0)
	if i == len(s) {
		return false
	}
	for _, sp := range spaceSeps {
		for off := i; off < len(s); {
			k := strings.Index(s[off:], sp)
			if k < 0 {
				break
			}
			a, b := off+k, off+k+len(sp)
			if a > 0 && isDigit(s[a-1]) && b < len(s) && (isDigit(s[b]) || s[b] == '(') {
				return true
			}
			off = b
		}
	}
	return false
}

// indexLeadThen returns where lead followed by a byte in [lo, hi] first
// stands in s, or -1.
func indexLeadThen(s, lead string, lo, hi byte) int {
	for off := 0; ; {
		i := strings.Index(s[off:], lead)
		if i < 0 || off+i+len(lead) >= len(s) {
			return -1
		}
		if c := s[off+i+len(lead)]; c >= lo && c <= hi {
			return off + i
		}
		off += i + 1
	}
}

// findNativeNumbers finds the numbers that use a native digit or a
// typographic space (spaceSeps). A full-width separator between them
// ("－", "（", "）", the ideographic space) and those spaces read as their
// ASCII form too.
func findNativeNumbers(s string, out []Finding) []Finding {
	t := make([]byte, 0, len(s))
	pos := make([]int, 0, len(s)+1) // pos[k]: the byte of s that t[k] comes from
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			t = append(t, c)
			pos = append(pos, i)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if d, ok := nativeDigit(r); ok {
			t = append(t, d)
			pos = append(pos, i)
		} else if a := fullwidthSep(r); a != 0 {
			t = append(t, a)
			pos = append(pos, i)
		} else {
			t = append(t, s[i:i+n]...)
			for k := 0; k < n; k++ {
				pos = append(pos, i+k)
			}
		}
		i += n
	}
	pos = append(pos, len(s))
	ts := string(t)
	for _, f := range findASCIINumbers(ts, nil) {
		a, b := pos[f.Start], pos[f.End]
		if b-a == f.End-f.Start {
			continue // ASCII digits only: found already
		}
		out = append(out, Finding{a, b, f.Type})
	}
	return out
}

// fullwidthSep maps the full-width forms of a number's separators.
func fullwidthSep(r rune) byte {
	switch r {
	case '－', '‐', '‑':
		return '-'
	case '（':
		return '('
	case '）':
		return ')'
	case '＋':
		return '+'
	case '\u3000', '\u00a0', '\u202f', '\u2009':
		return ' '
	}
	return 0
}
