package detect

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// News, lectures and encyclopaedias name public figures together: "Marie
// Curie reçut le prix Nobel avec Pierre Curie", "the work of Ada Lovelace
// and Charles Babbage", "Sergio Mattarella ha ricordato Rita
// Levi-Montalcini". A full name in the clause of a public figure's
// (famousNames) is taken for another one, and so is the start of a
// public figure's name ("Luiz Inácio" of "Luiz Inácio Lula da Silva").
// A clause ends at a sentence's end, a colon, a dash, a line break or a
// quote, so that a form's or a message's names stay apart from a figure
// quoted near them ("pep_match": "Vladimir Putin"; "Keir Starmer — local
// resident Jo Bloggs said"; "As Alan Turing observed, …" after "We thank
// Olivia Reyes …"); a clause with an e-mail address is someone's
// contact, not a story.

// publicClause reports whether the name f stands in a public figure's
// clause, or starts a public figure's name.
func publicClause(s string, f Finding) bool {
	if museumBefore(s, f.Start) {
		return true
	}
	v := s[f.Start:f.End]
	if strings.IndexByte(v, ' ') < 0 || !startsUpper(v) {
		return false // a full name, capitalised
	}
	lo, hi := clauseStart(s, f.Start), clauseEnd(s, f.End)
	if strings.IndexByte(s[lo:hi], '@') >= 0 {
		return false
	}
	var ws [24][2]int
	n := 0
	for i := lo; i < hi && n < len(ws); {
		a, e := nextClauseWord(s, i, hi)
		if a < 0 {
			break
		}
		ws[n] = [2]int{a, e}
		n++
		i = e
	}
	var buf [96]byte
	for i := 0; i < n; i++ {
		a := ws[i][0]
		if r, _ := utf8.DecodeRuneInString(s[a:]); !unicode.IsUpper(r) {
			continue
		}
		if a > f.Start && a < f.End {
			continue
		}
		if !famousFirstWords()[string(appendLower(buf[:0], s[a:ws[i][1]]))] {
			continue
		}
		b := buf[:0]
		for k := i; k < n && k < i+5; k++ {
			if k > i {
				if ws[k][0]-ws[k-1][1] != 1 {
					break // words of one name have one space between
				}
				b = append(b, ' ')
			}
			w := s[ws[k][0]:ws[k][1]]
			if len(b)+len(w) > len(buf) {
				break
			}
			b = appendLower(b, w)
			e := ws[k][1]
			if k == i || !famousNames[string(b)] {
				continue
			}
			// Another name of the clause, or this one's longer form.
			if e <= f.Start || a >= f.End || a == f.Start && e > f.End {
				return true
			}
		}
	}
	return false
}

// famousFirstWords are the first words of famousNames: a clause's word
// that is none starts no public figure's name.
var famousFirstWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for n := range famousNames {
		w, _, _ := strings.Cut(n, " ")
		m[w] = true
	}
	return m
})

// clauseStart and clauseEnd bound the clause around a name (at most 240
// bytes each way).
func clauseStart(s string, i int) int {
	lo := max(0, i-240)
	for j := i - 1; j >= lo; j-- {
		switch c := s[j]; c {
		case '\n', '"', '{', '}', '|', '\t':
			return j + 1
		case '.', '!', '?', ':':
			if j+1 < len(s) && s[j+1] == ' ' && !initialAt(s, j) {
				return j + 1
			}
		case 0x80: // "。": e3 80 82
			if j+1 < len(s) && s[j+1] == 0x82 && j > 0 && s[j-1] == 0xe3 {
				return j + 2
			}
		case 0x93, 0x94: // " – ", " — ": e2 80 93/94
			if j >= 2 && s[j-1] == 0x80 && s[j-2] == 0xe2 && j+1 < len(s) && s[j+1] == ' ' {
				return j + 1
			}
		}
	}
	for lo < i && !utf8.RuneStart(s[lo]) {
		lo++
	}
	return lo
}

func clauseEnd(s string, e int) int {
	hi := min(len(s), e+240)
	for j := e; j < hi; j++ {
		switch c := s[j]; c {
		case '\n', '"', '{', '}', '|', '\t':
			return j
		case '.', '!', '?', ':':
			if (j+1 == len(s) || s[j+1] == ' ') && !initialAt(s, j) {
				return j
			}
		case 0xe3:
			if strings.HasPrefix(s[j:], "。") {
				return j
			}
		case 0xe2:
			if strings.HasPrefix(s[j:], "– ") || strings.HasPrefix(s[j:], "— ") {
				return j
			}
		}
	}
	for hi > e && hi < len(s) && !utf8.RuneStart(s[hi]) {
		hi--
	}
	return hi
}

// initialAt reports a full stop at j after a single capital ("J. Smith").
func initialAt(s string, j int) bool {
	return s[j] == '.' && j > 0 && isUpper(s[j-1]) && (j == 1 || !isAlpha(s[j-2]))
}

// nextClauseWord returns the next word at or after i before hi: letters,
// marks, '-' and apostrophes; or -1.
func nextClauseWord(s string, i, hi int) (int, int) {
	a := -1
	for j := i; j < hi; {
		r, n := utf8.DecodeRuneInString(s[j:])
		in := unicode.IsLetter(r) || unicode.IsMark(r) || a >= 0 && (r == '-' || r == '\'' || r == '’')
		switch {
		case in && a < 0:
			a = j
		case !in && a >= 0:
			return a, j
		}
		j += n
	}
	if a < 0 {
		return -1, -1
	}
	return a, hi
}

// appendLower appends w in lower case.
func appendLower(b []byte, w string) []byte {
	for _, r := range w {
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	return b
}

// museumWords name a museum or memorial, lower case: the name right after
// one is its namesake's ("متحف نجيب محفوظ", "Museo Frida Kahlo", "музей
// Льва Толстого").
var museumWords = wordSet(`museum museo musée muzeum museu múzeum muzej музей музее музея музеї музею متحف מוזיאון
	gedenkstätte memorial mémorial`)

// museumBefore reports a museum's word right before a.
func museumBefore(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	e := a - 1
	b := e
	for b > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:b])
		if !unicode.IsLetter(r) {
			break
		}
		b -= n
	}
	return b < e && inSet(museumWords, s[b:e])
}
