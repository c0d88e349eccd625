package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A name is often given twice, in its own script and in Latin letters, the
// second in brackets: "松本 翔（Sho MATSUMOTO）", "권태희 (영문: Kwon
// Taehee)", "สุดารัตน์ แก้วมณี (Sudarat Kaewmanee)", "Xie Yuxuan (谢宇轩)",
// "小林蓮（KOBAYASHI REN）". When one of the two is a name found, the other
// is the same person's: the bracket holds a name's shape (nameShape) in
// another script than the name's, capitalised and of two words or more when in Latin
// letters (not "(sister)", "(Brother)"), alone or after a one-word label ("영문:",
// "English:"); a name before the bracket is one run of Han, kana or
// Hangul after a space, a mark or a line's start.

// transliterations appends the other writing of the names of out (sorted,
// non-overlapping) and returns all findings sorted.
func (d *Detector) transliterations(s string, out []Finding) []Finding {
	n := len(out)
	for k := 0; k < n; k++ {
		f := out[k]
		if f.Type != Person || f.End-f.Start > 64 {
			continue
		}
		v := s[f.Start:f.End]
		latin := latinName(v)
		if a, e, ok := bracketAfter(s, f.End); ok && latinName(s[a:e]) != latin && (latin || unicode.IsUpper(firstRune(s[a:])) && strings.IndexByte(s[a:e], ' ') > 0) &&
			nameShape(s[a:e]) > 0 && !anyCovers(out[:n], a, e) {
			out = append(out, Finding{a, e, Person})
			continue
		}
		if latin {
			if a, e, ok := hanBeforeBracket(s, f); ok && nameShape(s[a:e]) > 0 && !anyCovers(out[:n], a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	if len(out) == n {
		return out
	}
	kept := d.filter(s, out[n:])
	return resolve(out[:n+len(kept)])
}

// latinName reports a name written in Latin letters.
func latinName(v string) bool {
	for _, r := range v {
		if unicode.IsLetter(r) {
			return r < 0x250
		}
	}
	return false
}

// bracketAfter returns the text in the bracket that opens right after e
// (a space at most between), without a one-word label.
func bracketAfter(s string, e int) (int, int, bool) {
	if strings.HasPrefix(s[e:], " ") {
		e++
	} else if strings.HasPrefix(s[e:], "　") {
		e += len("　")
	}
	var closer string
	switch {
	case strings.HasPrefix(s[e:], "("):
		e, closer = e+1, ")"
	case strings.HasPrefix(s[e:], "（"):
		e, closer = e+len("（"), "）"
	default:
		return 0, 0, false
	}
	c := strings.Index(s[e:min(len(s), e+64)], closer)
	if c <= 0 {
		return 0, 0, false
	}
	a, end := e, e+c
	// A one-word label: "영문: ", "English: ", "拼音："
	for _, sep := range []string{": ", "：", ":"} {
		if k := strings.Index(s[a:end], sep); k > 0 && strings.IndexByte(s[a:a+k], ' ') < 0 && k <= 16 {
			a += k + len(sep)
			break
		}
	}
	for a < end && s[a] == ' ' {
		a++
	}
	if a >= end || strings.ContainsAny(s[a:end], "0123456789@/,;:()") {
		return 0, 0, false
	}
	return a, end, true
}

// hanBeforeBracket returns the run of Han, kana or Hangul right before the
// bracket that holds the name f alone, when a space, a mark or a line's
// start comes before it.
func hanBeforeBracket(s string, f Finding) (int, int, bool) {
	p := f.Start
	var closer string
	switch {
	case strings.HasSuffix(s[:p], "("):
		p, closer = p-1, ")"
	case strings.HasSuffix(s[:p], "（"):
		p, closer = p-len("（"), "）"
	default:
		return 0, 0, false
	}
	if !strings.HasPrefix(s[f.End:], closer) {
		return 0, 0, false
	}
	if strings.HasSuffix(s[:p], " ") {
		p--
	}
	a := p
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !isHanKana(r) && !isHangul(r) {
			break
		}
		a -= n
	}
	if a == p {
		return 0, 0, false
	}
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return 0, 0, false
		}
	}
	return a, p, true
}
