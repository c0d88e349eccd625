package detect

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names typed or transcribed in lower case after a phrase that introduces
// a person, in several languages: "his name is tyrone j. castellano",
// "hey its brianna a. brennan" (speech-to-text drops the apostrophe), "this
// is dylan gallagher", "guten tag katrin roßbach", "меня зовут лебедева
// екатерина олеговна", "publicado por ximena iglesias". The words after
// the phrase must read as a name (lowerNameAt); the phrases only say where
// to look.

// lowerNameTriggers are found by their tail (one search each) and then
// checked whole, case-insensitively: one of the wholes must end there.
var lowerNameTriggers = []struct {
	tail   string
	wholes []string
}{
	{"name is ", []string{"my name is ", "his name is ", "her name is ", "their name is ", "the name is ", "your name is "}},
	{"'m ", []string{"i'm "}},
	{"'s ", []string{"it's ", "he's ", "she's "}},
	{"its ", []string{"its "}},
	{"this is ", []string{"this is "}},
	{"sted by ", []string{"posted by "}},
	// German, French, Spanish, Portuguese, Italian, Polish, Russian and
	// Ukrainian: my name is, I am, here is, good day.
	{"name ist ", []string{"mein name ist "}},
	{"ich bin ", []string{"ich bin "}},
	{"hier ist ", []string{"hier ist "}},
	{"guten tag ", []string{"guten tag "}},
	{"appelle ", []string{"je m'appelle ", "je m’appelle "}},
	{"tes bien ", []string{"vous êtes bien "}},
	{"llamo ", []string{"me llamo "}},
	{"nombre es ", []string{"mi nombre es "}},
	{"por ", []string{"publicado por "}},
	{"nome é ", []string{"meu nome é ", "o meu nome é "}},
	{"chiamo ", []string{"mi chiamo "}},
	{"nazywam się ", []string{"nazywam się "}},
	{"зовут ", []string{"меня зовут ", "мене звати "}},
	{"звати ", []string{"мене звати "}},
}

// lowerFunctionWords of other languages than English never start or end a
// name either.
var lowerFunctionWords = wordSet(`und oder ich hier bin ist der die das aus et ou je suis le la les de du des y o el los las del en soy
	e o di il lo da per na do и а я из в на з і це`)

// lowerWordAt returns the end of a word of lower-case letters (any
// script) at i, with inner hyphens and apostrophes.
func lowerWordAt(s string, i int) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if unicode.IsLower(r) || j > i && (r == '-' || r == '\'') && j+1 < len(s) && isLowerAt(s, j+1) {
			j += n
			continue
		}
		break
	}
	if j < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			return i // the word goes on in capitals or digits
		}
	}
	return j
}

func isLowerAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLower(r)
}

// nameKinds says whether the lower-case word w is a listed given name or
// surname (the US lists or the international ones) and whether it is an
// ordinary word.
func nameKinds(w string) (given, surname, word bool) {
	if lowerFunctionWords[w] || functionWords[w] {
		return false, false, true
	}
	k := gaz().word(w)
	ik := intlKind(w)
	if ik&intlSurname == 0 && strings.HasSuffix(w, "а") && w[0] >= utf8.RuneSelf {
		ik |= intlKind(strings.TrimSuffix(w, "а")) & intlSurname // лебедева: Лебедев's wife or daughter
	}
	return k.given >= 0 || ik&intlGiven != 0, k.surname >= 0 || ik&intlSurname != 0, k.word
}

// patronymic reports a Russian or Ukrainian patronymic (олеговна, иванович).
func patronymic(w string) bool {
	for _, e := range []string{"овна", "евна", "ична", "ович", "евич", "ьич", "івна", "ївна"} {
		if strings.HasSuffix(w, e) && utf8.RuneCountInString(w) > len([]rune(e))+2 {
			return true
		}
	}
	return false
}

// lowerNameAt matches a lower-case name at i: a listed given name and a
// second word that is a listed surname or no ordinary word (a middle
// initial may stand between), or, in a script without the US lists, a
// listed surname and a listed given name (лебедева екатерина), and then a
// patronymic.
func lowerNameAt(s string, i int) (int, bool) {
	e1 := lowerWordAt(s, i)
	if e1 == i || e1 >= len(s) || s[e1] != ' ' {
		return 0, false
	}
	g1, s1, w1 := nameKinds(s[i:e1])
	ascii1 := s[i] < utf8.RuneSelf
	if w1 && !(g1 && surnameAfter(s, e1+1)) || !g1 && !(s1 && !ascii1) {
		return 0, false // a given name that is also a word wants a surname that is none ("jasper castellanos")
	}
	j := e1 + 1
	if j+2 < len(s) && isLower(s[j]) && s[j+1] == '.' && s[j+2] == ' ' {
		j += 3 // a middle initial
	}
	e2 := lowerWordAt(s, j)
	if e2 == j || utf8.RuneCountInString(s[j:e2]) < 2 {
		return 0, false
	}
	g2, s2, w2 := nameKinds(s[j:e2])
	switch {
	case g1 && (s2 || !w2 && !g2):
	case !g1 && g2: // surname first
	default:
		return 0, false
	}
	if e2+1 < len(s) && s[e2] == ' ' {
		if e3 := lowerWordAt(s, e2+1); e3 > e2+1 && patronymic(s[e2+1:e3]) {
			e2 = e3
		}
	}
	return e2, true
}

// findLowerNames finds the lower-case names after lowerNameTriggers.
// Every tail that ends in a space is found in one pass over the spaces of
// s (lowerTailScan), not one search per tail; the rest are searched one by
// one. Each trigger then walks its own occurrences as a search from off
// would: the same findings, in the same order.
func findLowerNames(s string, out []Finding) []Finding {
	var buf [64]tailHit
	hits := lowerTailScan(s, buf[:0])
	for ti, t := range lowerNameTriggers {
		spaced := lowerTailSpaced&(1<<ti) != 0
		h, r := 0, 0
		if !spaced {
			r = rarest(t.tail) // only a search needs it
		}
		for off := 0; ; {
			k := -1
			if spaced {
				for ; h < len(hits); h++ {
					if int(hits[h].t) == ti && hits[h].at >= off {
						k = hits[h].at
						h++
						break
					}
				}
			} else if k = indexAround(s[off:], t.tail, r); k >= 0 { // search.go: most tails start with a common letter
				k += off
			}
			if k < 0 {
				break
			}
			a := k + len(t.tail)
			off = a
			if !triggerEnds(s, a, t.wholes) {
				continue
			}
			a = skipFillers(s, a) // "hey it's uh harlow from ..."
			if e, ok := lowerNameAt(s, a); ok {
				out = append(out, Finding{a, e, Person})
				off = e
			} else if e, ok := lowerGivenFrom(s, a); ok {
				out = append(out, Finding{a, e, Person})
				off = e
			}
		}
	}
	return out
}

// tailHit is an occurrence of trigger t's tail starting at at.
type tailHit struct {
	at int
	t  uint8
}

// lowerTailSpaced marks the triggers whose tail ends in a space (and is
// at least three bytes long); lowerTailBy[0][c] marks those whose tail's
// byte before that space is c, lowerTailBy[1][c] the byte before that,
// lowerTailBy[2][' '] all of them.
var lowerTailSpaced, lowerTailBy = func() (m uint64, by [3][256]uint64) {
	for i, t := range lowerNameTriggers {
		n := len(t.tail)
		if i >= 64 || n < 3 || t.tail[n-1] != ' ' {
			continue
		}
		m |= 1 << i
		by[0][t.tail[n-2]] |= 1 << i
		by[1][t.tail[n-3]] |= 1 << i
	}
	by[2][' '] = m
	return
}()

// lowerTailScan appends every occurrence of a spaced trigger tail in s, in
// order of position.
func lowerTailScan(s string, hits []tailHit) []tailHit {
	for p := 2; p < len(s); p++ {
		// Three lookups and no branch until all three bytes fit: the
		// space alone would stop the loop every few bytes.
		m := lowerTailBy[0][s[p-1]] & lowerTailBy[1][s[p-2]] & lowerTailBy[2][s[p]]
		for m != 0 {
			ti := bits.TrailingZeros64(m)
			m &= m - 1
			tail := lowerNameTriggers[ti].tail
			if k := p + 1 - len(tail); k >= 0 && s[k:p+1] == tail {
				hits = append(hits, tailHit{k, uint8(ti)})
			}
		}
	}
	return hits
}

// triggerEnds reports one of wholes ending at a, case-insensitively, at a
// word's start.
func triggerEnds(s string, a int, wholes []string) bool {
	for _, w := range wholes {
		b := a - len(w)
		if b < 0 || b > 0 && (isWord(s[b-1]) || s[b-1] >= utf8.RuneSelf && prevLetter(s, b)) {
			continue
		}
		if strings.EqualFold(s[b:a], w) {
			return true
		}
	}
	return false
}

// surnameAfter reports a lower-case listed surname at j that is no
// ordinary word.
func surnameAfter(s string, j int) bool {
	e := lowerWordAt(s, j)
	if e == j {
		return false
	}
	_, sn, w := nameKinds(s[j:e])
	return sn && !w && !dictWord(s, j, e)
}

// skipFillers skips the hesitations of speech after a phrase that
// introduces a name ("it's uh ", "this is um ").
func skipFillers(s string, a int) int {
	for {
		switch {
		case strings.HasPrefix(s[a:], "uh "), strings.HasPrefix(s[a:], "um "), strings.HasPrefix(s[a:], "er "),
			strings.HasPrefix(s[a:], "eh "):
			a += 3
		case strings.HasPrefix(s[a:], "erm "), strings.HasPrefix(s[a:], "uhm "):
			a += 4
		default:
			return a
		}
	}
}

// lowerGivenFrom matches a lower-case given name alone before " from "
// ("this is tobias from Takahashi Seiki"): a caller naming themselves and
// their firm. The name is no ordinary word unless a common name.
func lowerGivenFrom(s string, i int) (int, bool) {
	e := lowerWordAt(s, i)
	if e-i < 3 || !strings.HasPrefix(s[e:], " from ") {
		return 0, false
	}
	w := s[i:e]
	if lowerFunctionWords[w] || functionWords[w] {
		return 0, false
	}
	k := gaz().word(w)
	if k.given < 0 || (k.word || dictWord(w, 0, len(w))) && k.given >= 2000 {
		return 0, false
	}
	return e, true
}
