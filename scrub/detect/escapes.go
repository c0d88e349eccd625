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
// ("\\u4e0a\\u6d77"). It also decodes the escaped line breaks and tabs
// (\n, \r, \t) of a JSON body read as text: a request pasted whole
// writes its letter's lines as "Grüßen\nHannah Hartmann\n0171 …" and its
// table's cells apart by \t, and the line, table and field passes read
// lines. Street, name and field detectors read letters, so they read the
// decoded text; offs maps each byte of it, and its end, to s. A run of
// backslashes before the u, n, r or t is one escape whatever its length;
// an unpaired surrogate and a control character written as \u stay as
// written. offs is nil when s has no such escape. i is where the first
// escape's letter is (nextEscape).
func unescapedView(s string, i int) (string, []int) {
	var dec []byte
	var offs []int
	prev := 0
	for ; i >= 0 && i < len(s); i = nextEscape(s, i) {
		// i is at the letter of the escape; a is where its backslashes begin.
		a := i - 1
		for a > prev && s[a-1] == '\\' {
			a--
		}
		var r rune
		n := 0
		switch s[i] {
		case 'u':
			r, n = escapeRune(s, a, i)
		case 'n':
			r, n = '\n', i+1-a
		case 't':
			r, n = '\t', i+1-a
		case 'r':
			r, n = '\r', i+1-a
		}
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

// nextEscape returns the index of the letter of the next escape the view
// decodes (the u of `\u`, the n, r or t of `\n`, `\r`, `\t`) at or after
// i, or -1.
func nextEscape(s string, i int) int {
	for i < len(s) {
		j := strings.IndexByte(s[i:], '\\')
		if j < 0 {
			return -1
		}
		i += j + 1
		for i < len(s) && s[i] == '\\' {
			i++
		}
		if i < len(s) {
			switch s[i] {
			case 'u', 'n', 'r', 't':
				return i
			}
		}
	}
	return -1
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

// nextFullwidthDigit returns where the next full-width digit (U+FF10 to
// U+FF19, "\xef\xbc\x90" to "\xef\xbc\x99") at or after i starts, or -1.
func nextFullwidthDigit(s string, i int) int {
	j := indexLeadThen(s[i:], "\xef\xbc", 0x90, 0x99) // numbers_native.go
	if j < 0 {
		return -1
	}
	return i + j
}

// foldedView writes the full-width digits and hyphen-minus of s (the
// first digit at i) as ASCII, for the street grammars: CJK forms, tables
// and letters type "文三路１６２号" and "〒１５０－０００１", and the
// address, postcode and house-number grammars read ASCII digits. offs
// maps the bytes of the view, and its end, to s.
func foldedView(s string, i int) (string, []int) {
	dec := make([]byte, 0, len(s))
	offs := make([]int, 0, len(s)+1)
	for k := 0; k < i; k++ {
		offs = append(offs, k)
	}
	dec = append(dec, s[:i]...)
	for i < len(s) {
		if s[i] == 0xef && i+2 < len(s) && s[i+1] == 0xbc && (s[i+2] >= 0x90 && s[i+2] <= 0x99 || s[i+2] == 0x8d) {
			if s[i+2] == 0x8d {
				dec = append(dec, '-')
			} else {
				dec = append(dec, '0'+s[i+2]-0x90)
			}
			offs = append(offs, i)
			i += 3
			continue
		}
		dec = append(dec, s[i])
		offs = append(offs, i)
		i++
	}
	return string(dec), append(offs, len(s))
}

// foldedStreets adds to fs, the findings of s, the street addresses
// found in s with its full-width digits folded (the first at i) that
// overlap no street address of fs. Numbers are read in s as written: the
// number grammars know full-width forms (numbers_native.go), with their
// plus signs and brackets, which the fold would cut off.
func (d *Detector) foldedStreets(s string, i int, fs []Finding) []Finding {
	v, offs := foldedView(s, i)
	added := false
	for _, f := range d.find(v, nil) {
		if f.Type != StreetAddress {
			continue
		}
		f.Start, f.End = offs[f.Start], offs[f.End]
		if !overlapsType(fs, f, StreetAddress) {
			fs = append(fs, f)
			added = true
		}
	}
	if added {
		fs = resolve(fs)
	}
	return fs
}

// overlapsType reports whether a finding of type t in fs overlaps f.
func overlapsType(fs []Finding, f Finding, t Type) bool {
	for _, g := range fs {
		if g.Type == t && g.Start < f.End && f.Start < g.End {
			return true
		}
	}
	return false
}
