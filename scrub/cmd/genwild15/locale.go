package main

import (
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// An entry is a name as written and its plain ASCII form (for e-mail
// addresses and passenger lists).
type entry struct{ native, latin string }

// A locale is what values of one language and country are drawn from.
type locale struct {
	code       string
	latin      bool   // names are written in Latin letters
	order      string // gf, fg, fg0 (no space), fgj (none, space or ideographic space)
	mobileType string // PHONE, or CN_MOBILE for mainland China
	given      []entry
	family     []entry
	sname      []string // street names for § in street patterns
	city       []string
	mail, work []string // free-mail and company domains
	street     []string // patterns: § street name, ¤ house number, ¢ small number, # digit
	phone      []string // patterns: # digit, % digit 1-9
	mobile     []string
	postal     []string
	iban       string // "CC pattern": # digit, ^ letter, ~ letter or digit
	tollfree   []string
	emergency  []string
	company    []string
	place      []string
}

var listFields = map[string]bool{"given": true, "family": true, "sname": true, "city": true, "mail": true, "work": true}

// parseLocales reads locales.txt: a "@@ code" header, then "field: values"
// lines; list fields are split at white space ("_" stands for a space,
// "native:latin" gives a name's ASCII form), pattern fields at " | ".
func parseLocales(src string) ([]*locale, error) {
	var out []*locale
	for _, sec := range corpusgen.Sections(src, "@@ ") {
		l := &locale{code: strings.TrimSpace(sec.Header), order: "gf", mobileType: "PHONE"}
		for i, line := range sec.Body {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			key, val, ok := strings.Cut(line, ":")
			if !ok {
				return nil, fmt.Errorf("locales.txt:%d: no field name in %q", sec.Line+1+i, line)
			}
			val = strings.TrimSpace(val)
			if listFields[key] {
				var es []entry
				var plain []string
				for _, w := range strings.Fields(val) {
					w = strings.ReplaceAll(w, "_", " ")
					nat, lat, ok := strings.Cut(w, ":")
					if !ok {
						lat = fold(nat)
					}
					es = append(es, entry{nat, lat})
					plain = append(plain, nat)
				}
				switch key {
				case "given":
					l.given = es
				case "family":
					l.family = es
				case "sname":
					l.sname = plain
				case "city":
					l.city = plain
				case "mail":
					l.mail = plain
				case "work":
					l.work = plain
				}
				continue
			}
			pats := strings.Split(val, " | ")
			for i := range pats {
				pats[i] = strings.TrimSpace(pats[i])
			}
			switch key {
			case "script":
				l.latin = val == "latin"
			case "order":
				l.order = val
			case "mobiletype":
				l.mobileType = val
			case "street":
				l.street = pats
			case "phone":
				l.phone = pats
			case "mobile":
				l.mobile = pats
			case "postal":
				l.postal = pats
			case "iban":
				l.iban = val
			case "tollfree":
				l.tollfree = pats
			case "emergency":
				l.emergency = pats
			case "company":
				l.company = pats
			case "place":
				l.place = pats
			default:
				return nil, fmt.Errorf("locales.txt:%d: unknown field %q", sec.Line+1+i, key)
			}
		}
		if err := l.check(); err != nil {
			return nil, fmt.Errorf("locales.txt:%d: %s: %w", sec.Line, l.code, err)
		}
		out = append(out, l)
	}
	return out, nil
}

func (l *locale) check() error {
	for name, n := range map[string]int{"given": len(l.given), "family": len(l.family), "city": len(l.city), "mail": len(l.mail), "work": len(l.work),
		"street": len(l.street), "phone": len(l.phone), "mobile": len(l.mobile), "postal": len(l.postal), "tollfree": len(l.tollfree),
		"emergency": len(l.emergency), "company": len(l.company), "place": len(l.place)} {
		if n == 0 {
			return fmt.Errorf("no %s", name)
		}
	}
	for _, s := range l.street {
		if strings.ContainsRune(s, '§') && len(l.sname) == 0 {
			return fmt.Errorf("street pattern %q needs sname", s)
		}
	}
	for _, e := range append(append([]entry{}, l.given...), l.family...) {
		for _, c := range e.latin {
			if c > 0x7e {
				return fmt.Errorf("name %q has no ASCII form (write native:latin)", e.native)
			}
		}
	}
	switch l.order {
	case "gf", "fg", "fg0", "fgj":
	default:
		return fmt.Errorf("order %q", l.order)
	}
	return nil
}

// foldMap spells letters with marks in ASCII, as e-mail addresses do.
var foldMap = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'Ä': "Ae", 'Ö': "Oe", 'Ü': "Ue",
	'á': "a", 'à': "a", 'â': "a", 'ã': "a", 'å': "a", 'ą': "a", 'ă': "a", 'æ': "ae",
	'é': "e", 'è': "e", 'ê': "e", 'ë': "e", 'ę': "e", 'ě': "e", 'ė': "e",
	'í': "i", 'ì': "i", 'î': "i", 'ï': "i", 'ı': "i", 'İ': "I",
	'ó': "o", 'ò': "o", 'ô': "o", 'õ': "o", 'ø': "o", 'ő': "o", 'ơ': "o", 'ồ': "o", 'ố': "o", 'ộ': "o", 'ớ': "o", 'ờ': "o", 'ở': "o",
	'ú': "u", 'ù': "u", 'û': "u", 'ű': "u", 'ů': "u", 'ư': "u", 'ứ': "u", 'ừ': "u", 'ữ': "u", 'ủ': "u", 'ũ': "u",
	'ç': "c", 'č': "c", 'ć': "c", 'ñ': "n", 'ń': "n", 'ň': "n", 'ł': "l", 'Ł': "L", 'ś': "s", 'š': "s", 'ş': "s", 'ș': "s",
	'ź': "z", 'ż': "z", 'ž': "z", 'ř': "r", 'ğ': "g", 'ț': "t", 'ţ': "t", 'đ': "d", 'Đ': "D", 'ý': "y", 'ỳ': "y",
	'Á': "A", 'É': "E", 'Í': "I", 'Ó': "O", 'Ú': "U", 'Š': "S", 'Ž': "Z", 'Č': "C", 'Ś': "S", 'Ż': "Z", 'Ş': "S", 'Ç': "C", 'Ø': "O", 'Å': "A", 'Æ': "Ae",
	'ạ': "a", 'ả': "a", 'ấ': "a", 'ầ': "a", 'ẩ': "a", 'ậ': "a", 'ắ': "a", 'ằ': "a", 'ặ': "a", 'ễ': "e", 'ệ': "e", 'ế': "e", 'ề': "e", 'ể': "e", 'ị': "i", 'ỉ': "i", 'ọ': "o", 'ỏ': "o", 'ổ': "o", 'ỗ': "o", 'ợ': "o", 'ụ': "u", 'ự': "u", 'ử': "u", 'ỹ': "y", 'ỷ': "y",
}

// fold is s in lower-case ASCII, letters with marks spelt out.
func fold(s string) string {
	var b strings.Builder
	for _, c := range s {
		if f, ok := foldMap[c]; ok {
			b.WriteString(f)
		} else {
			b.WriteRune(c)
		}
	}
	return strings.ToLower(b.String())
}
