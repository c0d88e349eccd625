package main

// Locales of the seventh held-out set (wild7): names, phones, addresses,
// mail providers, public figures, free lines and the words of 22 languages.
// Names are drawn from pools written for this set (given and family names
// combined at random; Chinese and Korean given names built from syllables).

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type w7pair [2]string // as written, in Latin letters

// w7pairs reads "written:latin" words; "_" stands for a space and a word
// without ":" is its own Latin form.
func w7pairs(s string) []w7pair {
	var out []w7pair
	for _, f := range strings.Fields(s) {
		a, b, ok := strings.Cut(f, ":")
		if !ok {
			b = w7fold(a)
		}
		out = append(out, w7pair{strings.ReplaceAll(a, "_", " "), strings.ReplaceAll(b, "_", " ")})
	}
	return out
}

var w7folder = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "å", "a", "ą", "a", "ç", "c", "ć", "c", "č", "c",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "ě", "e", "í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "İ", "I",
	"ñ", "n", "ń", "n", "ó", "o", "ò", "o", "ô", "o", "ö", "o", "õ", "o", "ø", "o", "ś", "s", "š", "s", "ş", "s",
	"ú", "u", "ù", "u", "û", "u", "ü", "u", "ý", "y", "ź", "z", "ż", "z", "ž", "z", "ł", "l", "Ł", "L", "ğ", "g",
	"đ", "d", "Đ", "D", "ß", "ss", "Ş", "S", "Ö", "O", "Ü", "U", "Ç", "C", "Ż", "Z", "Ś", "S", "É", "E", "Á", "A",
)

func w7fold(s string) string { return w7folder.Replace(s) }

type w7loc struct {
	code                   string
	givM, givF, famM, famF []w7pair
	famFirst               bool
	sep                    string // between family and given name as written
	sp                     string // after a label or phrase
	phone                  func(r *rand.Rand) string
	street, full           func(r *rand.Rand) string
	mails                  []string
	iban                   string
	ph                     []string
	figures                []string
	toll                   func(r *rand.Rand) string
	cur                    string
	digits                 []string // spoken digits 0-9, nil if not spoken here
}

type w7person struct{ disp, latin, given, family, givenL, familyL string }

func (l *w7loc) person(r *rand.Rand) w7person {
	f := r.IntN(2) == 0
	g := l.givM
	if f && l.givF != nil {
		g = l.givF
	}
	i := r.IntN(len(l.famM))
	fm := l.famM[i]
	if f && l.famF != nil {
		fm = l.famF[i]
	}
	gv := g[r.IntN(len(g))]
	p := w7person{given: gv[0], family: fm[0], givenL: gv[1], familyL: fm[1]}
	if l.famFirst {
		p.disp = fm[0] + l.sep + gv[0]
	} else {
		p.disp = gv[0] + " " + fm[0]
	}
	p.latin = gv[1] + " " + fm[1]
	return p
}

// Chinese and Korean given names: every ordered pair of syllables.
func w7syl(s string) []w7pair {
	one := w7pairs(s)
	var out []w7pair
	for i, a := range one {
		for j, b := range one {
			if i != j {
				out = append(out, w7pair{a[0] + b[0], a[1] + b[1]})
			}
		}
		if i%3 == 0 {
			out = append(out, a)
		}
	}
	return out
}

var w7locs []*w7loc

func w7locale(code string) *w7loc {
	for _, l := range w7locs {
		if l.code == code {
			return l
		}
	}
	panic("wild7: no locale " + code)
}

// wild7loc.txt holds the locales, one block of "key = value" lines a
// locale (blocks apart by a blank line, "#" starts a comment line); the
// order of the blocks is the order of w7locs. A value that starts with '"'
// is Go quoted. Keys: code, sp, sep, cur, iban, famFirst; givM, givF, famM and
// famF as w7pairs reads them (givM.syl: the syllables w7syl combines);
// mails (apart by spaces), figures and ph (apart by "|"), digits (apart by
// spaces); phone, street, full and toll are patterns (w7pattern).
func init() {
	for _, block := range strings.Split(w7locText, "\n\n") {
		l := &w7loc{}
		for _, line := range strings.Split(block, "\n") {
			key, v, ok := strings.Cut(line, " =")
			if !ok || strings.HasPrefix(line, "#") {
				continue
			}
			v = strings.TrimPrefix(v, " ")
			if strings.HasPrefix(v, `"`) {
				v, _ = strconv.Unquote(v)
			}
			names := map[string]*[]w7pair{"givM": &l.givM, "givF": &l.givF, "famM": &l.famM, "famF": &l.famF}
			pats := map[string]*func(*rand.Rand) string{"phone": &l.phone, "street": &l.street, "full": &l.full, "toll": &l.toll}
			strs := map[string]*string{"code": &l.code, "sp": &l.sp, "sep": &l.sep, "cur": &l.cur, "iban": &l.iban}
			if p, ok := names[key]; ok {
				*p = w7pairs(v)
			} else if p, ok := names[strings.TrimSuffix(key, ".syl")]; ok {
				*p = w7syl(v)
			} else if p, ok := pats[key]; ok {
				*p = w7pattern(v, l)
			} else if p, ok := strs[key]; ok {
				*p = v
			} else {
				switch key {
				case "famFirst":
					l.famFirst = v == "true"
				case "mails":
					l.mails = strings.Fields(v)
				case "digits":
					l.digits = strings.Fields(v)
				case "figures":
					l.figures = strings.Split(v, "|")
				case "ph":
					l.ph = strings.Split(v, "|")
				default:
					panic("wild7loc.txt: unknown key " + key)
				}
			}
		}
		if l.code == "" {
			continue
		}
		if len(l.ph) != w7nPh {
			panic(fmt.Sprintf("wild7: locale %s has %d phrases", l.code, len(l.ph)))
		}
		w7locs = append(w7locs, l)
	}
}

// w7pattern compiles a pattern of wild7loc.txt: text stands as written;
// {a|b|c} writes one of its alternatives (each a pattern), drawn at random;
// {#n} writes n random digits, {lo-hi} a number from lo to hi, {=street}
// the locale's street, {@cnland} a mainland landline (w7cnLand) and {@up2}
// two capital letters. The draws are made from left to right.
func w7pattern(s string, l *w7loc) func(r *rand.Rand) string {
	parts, rest := w7parseSeq(s, l)
	if rest != "" {
		panic("wild7loc.txt: unbalanced pattern " + s)
	}
	return w7join(parts)
}

// w7join writes parts one after the other.
func w7join(parts []func(r *rand.Rand) string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		var b strings.Builder
		for _, p := range parts {
			b.WriteString(p(r))
		}
		return b.String()
	}
}

// w7parseSeq reads text and {groups} up to an unmatched '|' or '}' and
// returns the parts read and what is left.
func w7parseSeq(s string, l *w7loc) ([]func(r *rand.Rand) string, string) {
	var parts []func(r *rand.Rand) string
	for s != "" && s[0] != '|' && s[0] != '}' {
		if s[0] != '{' {
			n := strings.IndexAny(s, "{|}")
			if n < 0 {
				n = len(s)
			}
			text := s[:n]
			parts = append(parts, func(*rand.Rand) string { return text })
			s = s[n:]
			continue
		}
		if end := strings.IndexByte(s, '}'); end > 0 && !strings.ContainsAny(s[1:end], "{|") {
			parts = append(parts, w7draw(s[1:end], l))
			s = s[end+1:]
			continue
		}
		var alts []func(r *rand.Rand) string
		for s != "" && s[0] != '}' {
			seq, rest := w7parseSeq(s[1:], l)
			alts = append(alts, w7join(seq))
			s = rest
		}
		if s == "" {
			panic("wild7loc.txt: unclosed {")
		}
		s = s[1:]
		parts = append(parts, func(r *rand.Rand) string { return alts[r.IntN(len(alts))](r) })
	}
	return parts, s
}

// w7draw is a group without alternatives: {#n}, {lo-hi}, {=street},
// {@cnland} or {@up2}.
func w7draw(g string, l *w7loc) func(r *rand.Rand) string {
	switch g {
	case "=street":
		return func(r *rand.Rand) string { return l.street(r) }
	case "@cnland":
		return w7cnLand
	case "@up2":
		return func(r *rand.Rand) string { return corpusgen.Chars(r, w7Up, 2) }
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(g, "#")); err == nil && g[0] == '#' {
		return func(r *rand.Rand) string { return w7num(r, n) }
	}
	a, b, _ := strings.Cut(g, "-")
	lo, err1 := strconv.Atoi(a)
	hi, err2 := strconv.Atoi(b)
	if err1 != nil || err2 != nil || hi < lo {
		panic("wild7loc.txt: unknown group {" + g + "}")
	}
	return func(r *rand.Rand) string { return strconv.Itoa(lo + r.IntN(hi-lo+1)) }
}

// Phrase slots of a locale.
const (
	w7Name = iota
	w7Phone
	w7Email
	w7Addr
	w7Date
	w7Cust
	w7Order
	w7Total
	w7Note
	w7Acct
	w7Card
	w7Hello
	w7Regards
	w7Subj
	w7City
	w7Status
	w7Pax
	w7Call
	w7MyMail
	w7Deliver
	w7Members
	w7Guardian
	w7Test
	w7Service
	w7News
	w7P1
	w7P2
	w7P3
	w7Wrote
	w7Minutes
	w7Present
	w7Action
	w7nPh
)
