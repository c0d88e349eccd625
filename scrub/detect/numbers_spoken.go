package detect

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Numbers spoken or spelt out in words: a call transcript or a dictated
// message reads a phone number digit by digit ("zero two zero, seven oh
// eight oh, seven nine three nine", "plus four four, two oh, ...",
// "null eins sieben ...", "幺三五 三五九六 六幺九六"). A run of digit words
// is read into a string of ASCII digits (a comma, a hyphen or, between Han
// digits, a space starts a new group), which the number detectors then
// judge as they judge written digits (region rules for phones, Luhn, the
// resident ID's checksum); a finding that takes the whole run reports the
// words' span. Nothing else reads the words: "one or two of them" has two
// digits, and a run shorter than seven digits is not looked at.
//
// The reader starts only at a few anchor words found by substring search
// (the words for 0 to 4 in English, a trunk zero in German, French and
// Spanish, the Han 幺 or 一 that reads a mainland mobile's leading 1, and
// Korean's 0 and "plus"), so the text is not walked byte by byte.

// spokenAnchors are what the reader starts from: the rare letters z
// (zero, zwei, zwo, zéro), x (six, deux), v (five, seven, vier, nueve)
// and q (cinq, quatre), and the words " oh" and "four", rare enough as
// strings. A number of seven digits or more read out in words almost
// always says one of them (English: any of 0, 4, 5, 6, 7); a search for a
// rare byte or string costs a small fraction of a byte loop.
// German reads a national number from its trunk "null", whose other
// digits may all lack those letters ("null eins sieben eins sechs ..."):
// "ull" finds it in any case.
var spokenAnchors = [...]string{"z", "x", "v", "q", " oh", "four", "ull"}

// spokenDigit maps a lower-case digit word to its digit.
func spokenDigit(w string) (byte, bool) {
	switch w {
	case "zero", "oh", "null", "zéro", "cero":
		return '0', true
	case "one", "eins", "un", "uno":
		return '1', true
	case "two", "zwei", "zwo", "deux", "dos":
		return '2', true
	case "three", "drei", "trois", "tres":
		return '3', true
	case "four", "vier", "quatre", "cuatro":
		return '4', true
	case "five", "fünf", "cinq", "cinco":
		return '5', true
	case "six", "sechs", "seis":
		return '6', true
	case "seven", "sieben", "sept", "siete":
		return '7', true
	case "eight", "acht", "huit", "ocho":
		return '8', true
	case "nine", "neun", "neuf", "nueve":
		return '9', true
	}
	return 0, false
}

// spokenLang maps the words that belong to one language only to it.
var spokenLang = map[string]rune{
	"null": 'd', "eins": 'd', "zwei": 'd', "zwo": 'd', "drei": 'd', "vier": 'd', "fünf": 'd', "sechs": 'd', "sieben": 'd', "acht": 'd', "neun": 'd',
	"zéro": 'f', "deux": 'f', "trois": 'f', "quatre": 'f', "cinq": 'f', "huit": 'f', "neuf": 'f',
	"cero": 's', "uno": 's', "dos": 's', "tres": 's', "cuatro": 's', "cinco": 's', "seis": 's', "siete": 's', "ocho": 's', "nueve": 's',
}

// spokenRegions lists the regions whose numbering plans a language's
// digit words suggest.
var spokenRegions = map[rune][]string{'d': {"DE", "AT", "CH"}, 'f': {"FR", "BE", "CH"}, 's': {"ES", "MX", "AR", "CO", "CL", "PE"}}

// hanDigit maps a Han digit as read out in a number.
func hanDigit(r rune) (byte, bool) {
	switch r {
	case '零', '〇':
		return '0', true
	case '一', '幺':
		return '1', true
	case '二', '两':
		return '2', true
	case '三':
		return '3', true
	case '四':
		return '4', true
	case '五':
		return '5', true
	case '六':
		return '6', true
	case '七':
		return '7', true
	case '八':
		return '8', true
	case '九':
		return '9', true
	}
	return 0, false
}

// spokenRun is a run read into digits: t holds the digits (with a '+'
// lead and ' ' between groups), from[k] and to[k] the bytes of the text
// that t[k] comes from.
type spokenRun struct {
	t        []byte
	from, to []int
	langs    string // the languages of its words: 'e'nglish, 'd'eutsch, 'f'rançais, 's'pañol
}

func (r *spokenRun) reset() { r.t, r.from, r.to, r.langs = r.t[:0], r.from[:0], r.to[:0], "" }

func (r *spokenRun) add(c byte, a, b int) {
	r.t = append(r.t, c)
	r.from = append(r.from, a)
	r.to = append(r.to, b)
}

func (r *spokenRun) digits() int {
	n := 0
	for _, c := range r.t {
		if isDigit(c) {
			n++
		}
	}
	return n
}

// counted reports a run of groups of one digit each ("two, three, four,
// five, ..."): a count or a list, where a number read out groups its
// digits in twos to fours (a calling code after "plus" may be one digit).
func (r *spokenRun) counted() bool {
	single, groups, n := 0, 0, 0
	for k := 0; k <= len(r.t); k++ {
		if k < len(r.t) && isDigit(r.t[k]) {
			n++
			continue
		}
		if k < len(r.t) && r.t[k] == '+' {
			continue
		}
		if n > 0 {
			groups++
			if n == 1 && (groups > 1 || r.t[0] != '+') {
				single++
			}
		}
		n = 0
	}
	return groups > 1 && single > 1
}

// judge runs the number detectors over the digits; a finding that spans
// the whole run is reported over the words.
// The regions the text hints at, and those where the words' language is
// spoken, say which national plans to try.
func (r *spokenRun) judge(s string, out []Finding) []Finding {
	if r.digits() < 7 || r.counted() {
		return out
	}
	hints := textRegions(s)
	for _, l := range r.langs {
		hints = append(hints, spokenRegions[l]...)
	}
	// The words before the run, their digits blanked, stay before it: a
	// label ("SSN", "手机") says what the digits are.
	a := r.from[0]
	p := max(0, a-48)
	for p < a && !utf8.RuneStart(s[p]) {
		p++
	}
	t := make([]byte, 0, a-p+len(r.t))
	for i := p; i < a; i++ {
		c := s[i]
		if isDigit(c) {
			c = 'x'
		}
		t = append(t, c)
	}
	n := len(t)
	t = append(t, r.t...)
	for _, f := range findHintedNumbers(string(t), nil, hints, true) {
		if f.Start == n && f.End == len(t) {
			return append(out, Finding{a, r.to[len(r.t)-1], f.Type})
		}
	}
	return out
}

func findSpokenNumbers(s string, out []Finding) []Finding {
	var r spokenRun
	var seen []int // the starts of the runs judged
	for _, w := range spokenAnchors {
		rw := rarest(w)
		for off := 0; ; {
			var j int
			if len(w) == 1 {
				j = strings.IndexByte(s[off:], w[0])
			} else {
				j = indexAround(s[off:], w, rw) // " oh" by its 'h', not by every space
			}
			if j < 0 {
				break
			}
			i := off + j + len(w) - 1 // a letter of the word
			off = i + 1
			// The word around the letter.
			a := i
			for a > 0 && i-a < 4 && (isLetterByte(s[a-1]) || s[a-1] >= 0x80) {
				a--
			}
			for a < i && !utf8.RuneStart(s[a]) {
				a++
			}
			a, b, ok := spokenWordAt(s, a)
			if !ok || b <= i {
				continue
			}
			if d, _, _ := spokenWord(s[a:b]); d == 0 {
				continue
			}
			start := spokenRunStart(s, a)
			r.reset()
			off = max(off, readSpokenWords(s, start, &r))
			if r.digits() < 7 || slices.Contains(seen, start) {
				continue
			}
			seen = append(seen, start)
			out = r.judge(s, out)
		}
	}
	if i := nextNonASCII(s, 0); i < len(s) {
		out = findScriptSpoken(s, i, out, &r)
	}
	return out
}

// spokenWordAt returns the letters around byte i (ASCII letters and the Latin
// letters of the words above).
func spokenWordAt(s string, i int) (int, int, bool) {
	if i > 0 && (isWord(s[i-1]) || s[i-1] >= 0x80) {
		return 0, 0, false
	}
	j := i
	for j < len(s) && (isLetterByte(s[j]) || s[j] >= 0x80 && latinLetterAt(s, j)) {
		if j-i >= 8 {
			return 0, 0, false // longer than any digit word
		}
		if s[j] >= 0x80 {
			_, n := utf8.DecodeRuneInString(s[j:])
			j += n
		} else {
			j++
		}
	}
	if j < len(s) && (isWord(s[j])) {
		return 0, 0, false
	}
	return i, j, j > i
}

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// latinLetterAt reports é or ü at j (the only non-ASCII letters of the
// digit words).
func latinLetterAt(s string, j int) bool {
	return strings.HasPrefix(s[j:], "é") || strings.HasPrefix(s[j:], "ü") || strings.HasPrefix(s[j:], "É") || strings.HasPrefix(s[j:], "Ü")
}

// spokenWord returns the meaning of the word w: a digit, a repeat
// count, or "plus".
func spokenWord(w string) (d byte, rep int, plus bool) {
	if len(w) < 2 || len(w) > 8 {
		return 0, 0, false
	}
	var buf [8]byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < 0x80 {
			c |= 0x20
		} else if c == 0x89 || c == 0x9C { // É, Ü (after 0xC3)
			c += 0x20
		}
		buf[i] = c
	}
	if d, ok := spokenDigit(string(buf[:len(w)])); ok {
		return d, 0, false
	}
	switch string(buf[:len(w)]) {
	case "double", "doppel", "doppelt", "doble":
		return 0, 2, false
	case "triple", "dreifach":
		return 0, 3, false
	case "plus":
		return 0, 0, true
	}
	return 0, 0, false
}

// gapBefore returns the start of the separator before byte a (spaces and
// at most one comma or hyphen) and whether it holds a comma or hyphen.
func gapBefore(s string, a int) int {
	i, marks := a, 0
	for i > 0 && a-i < 4 {
		c := s[i-1]
		if c == ',' || c == '-' {
			marks++
		} else if c != ' ' {
			break
		}
		i--
	}
	if marks > 1 || i == a {
		return -1
	}
	return i
}

// spokenRunStart walks back from the word at a over the digit words (and
// a leading "plus", "double" ...) before it.
func spokenRunStart(s string, a int) int {
	for {
		g := gapBefore(s, a)
		if g <= 0 {
			return a
		}
		j := g
		for j > 0 && (isLetterByte(s[j-1]) || s[j-1] >= 0x80) {
			j--
			if a-j > 12 {
				return a
			}
		}
		if j == g || j > 0 && isWord(s[j-1]) {
			return a
		}
		_, b, ok := spokenWordAt(s, j)
		if !ok || b != g {
			return a
		}
		d, rep, plus := spokenWord(s[j:g])
		if d == 0 && rep == 0 && !plus {
			return a
		}
		a = j
		if plus {
			return a
		}
	}
}

// readSpokenWords reads the run from start into r and returns its end.
func readSpokenWords(s string, start int, r *spokenRun) int {
	i, end, rep, repFrom := start, start, 0, 0
	group := false // a comma or hyphen came before the word: a new group
	for i < len(s) {
		a, b, ok := spokenWordAt(s, i)
		if !ok {
			break
		}
		d, n, plus := spokenWord(s[a:b])
		switch {
		case plus && len(r.t) == 0:
			r.add('+', a, b)
		case n > 0 && rep == 0:
			rep, repFrom = n, a
		case d != 0:
			if group && len(r.t) > 0 && r.t[len(r.t)-1] != ' ' && r.t[len(r.t)-1] != '+' {
				r.add(' ', a, a)
			}
			from := a
			if rep > 0 {
				from = repFrom
			}
			for k := 0; k < max(rep, 1); k++ {
				r.add(d, from, b)
			}
			if l, ok := spokenLang[strings.ToLower(s[a:b])]; ok && !strings.ContainsRune(r.langs, l) {
				r.langs += string(l)
			}
			rep = 0
		default:
			return end
		}
		if rep == 0 {
			end = b
		}
		// The separator to the next word.
		j := b
		group = false
		for j < len(s) && j-b < 4 && (s[j] == ' ' || s[j] == ',' || s[j] == '-') {
			if s[j] != ' ' {
				group = true
			}
			j++
		}
		if j == b || j >= len(s) || !isLetterByte(s[j]) && !latinLetterAt(s, j) {
			return end
		}
		i = j
	}
	return end
}

// Digits read out in a script that writes each as one character: Han
// (一 二 三 ..., 幺 for the 1 of a number read out) and Korean's Sino-Korean
// syllables (공 일 이 삼 ..., 플러스 for "plus"). A run is glued ("幺三五
// 三五九六") or spaced a digit at a time ("공 일 공 삼 오 ..."): in a glued
// run a space or hyphen between digits starts a group, in a spaced one it
// is only the space between words.

// koDigit maps a Sino-Korean digit syllable as read out in a number.
func koDigit(r rune) (byte, bool) {
	switch r {
	case '공', '영':
		return '0', true
	case '일':
		return '1', true
	case '이':
		return '2', true
	case '삼':
		return '3', true
	case '사':
		return '4', true
	case '오':
		return '5', true
	case '육', '륙':
		return '6', true
	case '칠':
		return '7', true
	case '팔':
		return '8', true
	case '구':
		return '9', true
	}
	return 0, false
}

// koPlus is "plus" read out in Korean.
const koPlus = "플러스"

// findScriptSpoken reads the runs of Han and Korean digits in s (from
// on): those that hold a 幺 (the 1 of a number read out, never of a
// counted one), those that start with a mainland mobile's 一 and its
// second digit (3 to 9: "一八六五二一六四七零一", kept unless the detectors
// find a mobile), and Korean runs at a 0 (공, 영) or after 플러스 that
// stand apart from the word before them.
func findScriptSpoken(s string, from int, out []Finding, r *spokenRun) []Finding {
	t := s[from:]
	if strings.Contains(t, "幺") {
		out = scriptRuns(s, from, out, r, "幺", hanDigit, "")
	}
	if strings.Contains(t, "一") {
		out = scriptRuns(s, from, out, r, "一", hanDigit, CNMobile)
	}
	for _, w := range [...]string{koPlus, "공", "영"} {
		if strings.Contains(t, w) {
			out = scriptRuns(s, from, out, r, w, koDigit, "")
		}
	}
	return out
}

// scriptRuns reads the run at each anchor of s. A want type other than
// "" keeps only findings of that type.
func scriptRuns(s string, from int, out []Finding, r *spokenRun, anchor string, digit func(rune) (byte, bool), want Type) []Finding {
	done := 0
	for off := from; ; {
		k := strings.Index(s[off:], anchor)
		if k < 0 {
			return out
		}
		i := off + k
		off = i + len(anchor)
		if i < done {
			continue
		}
		if anchor == koPlus {
			// The run is the digits after it.
			i = off
			if i < len(s) && s[i] == ' ' {
				i++
			}
			if q, _ := utf8.DecodeRuneInString(s[i:]); !isHangul(q) {
				continue
			}
		}
		if anchor == "一" {
			// Its next digit makes a mobile's prefix.
			q, _ := utf8.DecodeRuneInString(s[off:])
			if d, ok := hanDigit(q); !ok || d < '3' || q == '幺' {
				continue
			}
		}
		a := scriptRunStart(s, i, digit)
		r.reset()
		lead := a
		if anchor != "幺" && anchor != "一" {
			// Korean: 플러스 before the digits leads them; the run stands
			// apart from the word before it.
			if p := strings.TrimSuffix(s[:a], " "); strings.HasSuffix(p, koPlus) {
				lead = len(p) - len(koPlus)
				r.add('+', lead, len(p))
			}
			if q, _ := utf8.DecodeLastRuneInString(s[:lead]); isHangul(q) {
				continue
			}
		}
		j := a
		glued := false
		for j < len(s) {
			q, n := utf8.DecodeRuneInString(s[j:])
			if d, ok := digit(q); ok {
				if len(r.t) > 0 && r.to[len(r.t)-1] == j && isDigit(r.t[len(r.t)-1]) {
					glued = true
				}
				r.add(d, j, j+n)
				j += n
				continue
			}
			if (q == ' ' || q == '-' || q == '\u3000') && j+n < len(s) && r.digits() > 0 {
				p, _ := utf8.DecodeRuneInString(s[j+n:])
				if _, ok := digit(p); ok {
					r.add(' ', j, j+n)
					j += n
					continue
				}
			}
			break
		}
		if !glued {
			r.ungroup(s) // spaced a digit at a time
		}
		done, off = j, max(off, j)
		n := len(out)
		out = r.judge(s, out)
		if want != "" && len(out) > n && out[n].Type != want {
			out = out[:n]
		}
	}
}

// scriptRunStart walks back from i over the digits of a run (and single
// spaces or hyphens between them).
func scriptRunStart(s string, i int, digit func(rune) (byte, bool)) int {
	a := i
	for a > 0 {
		q, n := utf8.DecodeLastRuneInString(s[:a])
		if _, ok := digit(q); ok {
			a -= n
			continue
		}
		if (q == ' ' || q == '-' || q == '\u3000') && a-n > 0 {
			p, _ := utf8.DecodeLastRuneInString(s[:a-n])
			if _, ok := digit(p); ok {
				a -= n
				continue
			}
		}
		break
	}
	return a
}

// ungroup drops the group marks of spaces from a run read a digit at a
// time ("공 일 공 ..."): they part words, not groups. A hyphen's stays.
func (r *spokenRun) ungroup(s string) {
	n := 0
	for k := range r.t {
		if r.t[k] == ' ' && s[r.from[k]] == ' ' {
			continue
		}
		r.t[n], r.from[n], r.to[n] = r.t[k], r.from[k], r.to[k]
		n++
	}
	r.t, r.from, r.to = r.t[:n], r.from[:n], r.to[:n]
}
