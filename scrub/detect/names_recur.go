package detect

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Name parts recur: a text that names "Aitor de las Heras Sáez" once goes
// on with "Aitor", a family tree that gives "Đỗ Minh Khôi" says "Đỗ" again,
// a roster that lists "罗浩然" once writes "罗浩然" again in its notes. Once
// the rules and the tagger have run, recurParts marks the other
// occurrences of the words of the names found (the first and the last word
// of a name of several words, a Han name whole), in the same case, as
// whole words (a Han name of three characters or more also inside a run
// of Han). A word stays unmarked when it is an ordinary English word, one
// of the detector's field, firm, place, street or kin words or a script's
// role word or polite particle, shorter than three letters (two for Han);
// an occurrence stays unmarked when it makes a public figure's name with
// its neighbour ("Jordan" of "Michael Jordan") or stands next to a
// capitalised word that no name list knows ("Sydney" of "Sydney Opera
// House" after "Sydney Ashworth"). Names of one word do not spread: one
// wrong guess would be wrong everywhere.

const maxRecurParts = 24

// recurParts appends the recurrences of the name parts of out (sorted,
// non-overlapping) and returns all findings sorted.
func (d *Detector) recurParts(s string, out []Finding) []Finding {
	var parts [maxRecurParts]string
	np := 0
	add := func(w string) {
		// The word's own checks first, then whether it occurs again: a
		// search of the whole text for each name found made a long text
		// (1 MB, thousands of names) cost names x length.
		if np == len(parts) || len(w) == 0 || !recurWord(w) || slices.Contains(parts[:np], w) || !occursTwice(s, w) {
			return
		}
		parts[np] = w
		np++
	}
	for _, f := range out {
		if f.Type != Person || f.End-f.Start > 64 {
			continue
		}
		v := s[f.Start:f.End]
		if publicValue(Person, v) {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(v); isHanKana(r) {
			if strings.IndexByte(v, ' ') < 0 {
				add(v)
			}
			continue
		}
		first, rest, ok := strings.Cut(v, " ")
		if ok {
			add(strings.TrimRight(first, ","))
			add(rest[strings.LastIndexByte(rest, ' ')+1:])
		}
	}
	if np == 0 {
		return out
	}
	n := len(out)
	for _, p := range parts[:np] {
		han := isHanKana(firstRune(p))
		for a := range occurrences(s, p) {
			e := a + len(p)
			if !wordBounded(s, a, e, han) || anyCovers(out, a, e) {
				continue
			}
			f := Finding{a, e, Person}
			if publicAround(s, f) || capNeighbour(s, a, e) {
				continue
			}
			out = append(out, f)
		}
	}
	if len(out) == n {
		return out
	}
	kept := d.filter(s, out[n:])
	return resolve(out[:n+len(kept)])
}

// occursTwice reports whether w occurs at least twice in s without
// overlapping (strings.Count(s, w) >= 2, stopping at the second).
func occursTwice(s, w string) bool {
	i := strings.Index(s, w)
	return i >= 0 && strings.Contains(s[i+len(w):], w)
}

// recurWord reports whether the name part w is specific enough to mark
// wherever it recurs.
func recurWord(w string) bool {
	r := firstRune(w)
	if isHanKana(r) {
		n := utf8.RuneCountInString(w)
		two := utf8.RuneLen(r)
		two += utf8.RuneLen(firstRune(w[two:]))
		return n >= 2 && n <= 4 && cnSurnameSet[r] && !cnCommonWords[w[:two]] && !hanPlace(w)
	}
	if utf8.RuneCountInString(w) < 3 || !unicode.IsLetter(r) {
		return false
	}
	for _, c := range w {
		if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '’' && !unicode.Is(unicode.Mn, c) {
			return false
		}
	}
	if unicode.IsLower(r) {
		return false
	}
	if dictWord(w, 0, len(w)) || publicValue(Person, w) || notScriptName(w) || slices.Contains(politeParticles, w) {
		return false
	}
	return lexicon(w, 0, len(w), tkWord)&(lxNotName|lxOrg|lxPlace|lxStreet|lxCue|lxPersonField|lxField|lxParticle) == 0
}

// wordBounded reports whether s[a:e] is a whole word: no letter or digit
// on either side. A Han name has no Han or kana on either side, or, when
// it is three characters or more, on one side at most (Han text has no
// spaces: "吴若曦提交" holds the name, "與許怡君的聊" is ambiguous).
func wordBounded(s string, a, e int, han bool) bool {
	hanSides := 0
	if a > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:a])
		if joinsWord(r, han) {
			return false
		}
		if han && isHanKana(r) {
			hanSides++
		}
	}
	if e < len(s) {
		r, _ := utf8.DecodeRuneInString(s[e:])
		if joinsWord(r, han) {
			return false
		}
		if han && isHanKana(r) {
			hanSides++
		}
	}
	return hanSides == 0 || hanSides == 1 && utf8.RuneCountInString(s[a:e]) >= 3
}

func joinsWord(r rune, han bool) bool {
	return !han && !isHanKana(r) && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r) || r == '_')
}

// capNeighbour reports a capitalised word right before or after s[a:e]
// on its line (one space between) that no name list knows ("Opera",
// "Logistics"; a sentence's first word too, "Later": the cost of safety).
func capNeighbour(s string, a, e int) bool {
	if a >= 2 && s[a-1] == ' ' {
		pa, pe, kind, nl := prevTok(s, a)
		if kind == tkWord && !nl && pe == a-1 && unicode.IsUpper(firstRune(s[pa:])) && !gazName(s[pa:pe]) {
			return true
		}
	}
	if e+1 < len(s) && s[e] == ' ' {
		na, ne, kind, nl := nextTok(s, e)
		if kind == tkWord && !nl && na == e+1 && unicode.IsUpper(firstRune(s[na:])) && !gazName(s[na:ne]) {
			return true
		}
	}
	return false
}

// gazName reports a word the given-name or surname lists know.
func gazName(w string) bool {
	k := gaz().word(w)
	return (k.given >= 0 || k.surname >= 0) && !dictWord(w, 0, len(w)) || scriptKind(w) != 0
}
