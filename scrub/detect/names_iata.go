package detect

import "strings"

// Names in the airlines' form SURNAME/GIVEN: a booking's passenger list
// ("1.NASCIMENTO/LUCAS MR  2.OLSSON/ANNA MRS"), a boarding pass and its
// bar code ("NAME  SATO/AI MS", "M1SATO/AI"), an SSR DOCS line
// (".../14JAN31/PENG/SIYUAN-1.1") and a manifest's cell
// ("33A,JAFARI/MARYAM,DF32Y7"). Both halves are capitals; one of them is
// a listed name and neither an ordinary word, and the slash is not one of
// a path's or a list's ("LHR/FRA/JFK", "TCP/IP", "AND/OR").

// findIATANames marks the SURNAME/GIVEN names of s.
func findIATANames(s string, out []Finding) []Finding {
	for off := 0; ; {
		k := strings.IndexByte(s[off:], '/')
		if k < 0 {
			return out
		}
		p := off + k
		off = p + 1
		if p == 0 || p+2 >= len(s) || !isUpper(s[p-1]) || !isUpper(s[p+1]) {
			continue
		}
		a := p - 1
		for a > 0 && (isUpper(s[a-1]) || s[a-1] == '-' || s[a-1] == '\'') {
			a--
		}
		e := p + 1
		for e < len(s) && (isUpper(s[e]) || s[e] == '-' && e+1 < len(s) && isUpper(s[e+1])) {
			e++
		}
		if a > 0 && (isLower(s[a-1]) || s[a-1] >= 0x80 || s[a-1] == '_') || e < len(s) && (isAlpha(s[e]) || isDigit(s[e]) || s[e] == '/' || s[e] >= 0x80 || s[e] == '_') {
			continue
		}
		if c := strings.TrimLeft(s[e:min(len(s), e+3)], " "); c != "" && (c[0] == ':' || c[0] == '=') {
			continue // a label ("RIB/IBAN : FR76 …")
		}
		sur, given := s[a:p], s[p+1:e]
		if len(sur) < 2 || len(given) < 2 || len(sur)+len(given) < 6 || !iataName(sur, given) || anyCovers(out, a, e) {
			continue
		}
		// A title after the name goes with it ("BOIKO/OLEKSANDR MRS"): a
		// field's value is then one finding.
		for _, t := range []string{" MRS", " MR", " MS", " MSTR", " MISS", " DR"} {
			if strings.HasPrefix(s[e:], t) && (e+len(t) == len(s) || !isAlpha(s[e+len(t)])) {
				e += len(t)
				break
			}
		}
		out = append(out, Finding{a, e, Person})
		off = e
	}
}

// iataName reports a surname and a given name in capitals that the lists
// read as a name: one listed (the surname as a surname or the given name
// as a given name), neither an ordinary word unless a listed name.
func iataName(sur, given string) bool {
	g := gaz()
	ks, kg := g.word(sur), g.word(given)
	if ks.word && ks.surname < 0 && ks.given < 0 || kg.word && kg.given < 0 && kg.surname < 0 {
		return false
	}
	if orgWords[strings.ToLower(sur)] || orgWords[strings.ToLower(given)] || labelKind(sur) != fkNone || labelKind(given) != fkNone {
		return false
	}
	return ks.surname >= 0 || kg.given >= 0
}
