package detect

import "strings"

// A number in North America's shape whose area code no one's line has
// (a toll-free 8YY, an N11 service code: "(800) 216-5109", "411.628.3584")
// is a business's or no line at all where it stands alone. Where the
// text gives it to a person, right after a word for someone's own line
// ("mobile", "cell", "text me", "my number"), the writer meant that
// person's phone, made up or mistyped: it is scrubbed as one. A name
// before it is not enough: a table's row gives a firm's hotline after
// the firm's name, which may read as a person's.

// personalWordsNear say that the number right after them is someone's own
// line.
var personalWordsNear = []string{"mobile", "cell", "cellphone", "cell phone", "mobile phone", "text me", "text me at", "text me on",
	"my number", "my cell", "my mobile", "home phone", "personal phone", "whatsapp"}

// nanpPersonal reports the whole run [0, r.n) shaped as a NANP number,
// NXX-NXX-XXXX with dashes or dots, "(NXX) NXX-XXXX", with a "1-" or "+1 "
// before, whose area code nanpArea refuses, that a personal line's word
// introduces.
func (r *numRun) nanpPersonal(d []byte) bool {
	k := 0 // the first group of the area code
	switch {
	case len(d) == 11 && d[0] == '1' && r.n == 4 && r.glen(0) == 1:
		k = 1
	case len(d) == 10 && r.n == 3 && !r.plus:
	default:
		return false
	}
	if r.glen(k) != 3 || r.glen(k+1) != 3 || r.glen(k+2) != 4 {
		return false
	}
	area, exch := r.gstr(k), r.gstr(k+1)
	if area[0] < '2' || exch[0] < '2' || nanpArea(area) || area == "400" {
		return false
	}
	sep := r.sep(k + 2)
	switch {
	case r.paren && k == 0 && (r.sep(1) == ") " || r.sep(1) == ")") && (sep == "-" || sep == " "):
	case k == 1 && r.plus && r.sep(1) == " (" && r.sep(2) == ") " && sep == "-":
	case !r.paren && (sep == "-" || sep == ".") && r.uniformSep(0, r.n, sep) || !r.paren && k == 1 && r.plus && r.uniformSep(1, r.n, " ", "-"):
	default:
		return false
	}
	return personalWordBefore(r.s, r.lead)
}

// personalWordBefore reports one of personalWordsNear right before i, with
// nothing but a colon, spaces or a dash between.
func personalWordBefore(s string, i int) bool {
	t := strings.ToLower(strings.TrimRight(s[max(0, i-24):i], " :-–"))
	t = strings.TrimRight(strings.TrimSuffix(t, " is"), " :")
	for _, w := range personalWordsNear {
		if strings.HasSuffix(t, w) && !isLetterBefore(t, len(t)-len(w)) {
			return true
		}
	}
	return false
}
