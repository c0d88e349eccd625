package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Street addresses are found from their shape: a line ending in
// "City, ST 12345", a UK postcode, a European "<street> <no>, <postcode>
// <City>", a Chinese address with a road and a house number.

// ---- US street addresses: "<number> <street>[, \n]<City>, ST 12345"

var usStates = map[string]bool{
	"AL": true, "AK": true, "AZ": true, "AR": true, "CA": true, "CO": true, "CT": true, "DE": true, "FL": true, "GA": true,
	"HI": true, "ID": true, "IL": true, "IN": true, "IA": true, "KS": true, "KY": true, "LA": true, "ME": true, "MD": true,
	"MA": true, "MI": true, "MN": true, "MS": true, "MO": true, "MT": true, "NE": true, "NV": true, "NH": true, "NJ": true,
	"NM": true, "NY": true, "NC": true, "ND": true, "OH": true, "OK": true, "OR": true, "PA": true, "RI": true, "SC": true,
	"SD": true, "TN": true, "TX": true, "UT": true, "VT": true, "VA": true, "WA": true, "WV": true, "WI": true, "WY": true,
	"DC": true, "PR": true, "GU": true, "VI": true,
}

var streetSuffixes = map[string]bool{
	"Street": true, "St": true, "Road": true, "Rd": true, "Avenue": true, "Ave": true, "Lane": true, "Ln": true,
	"Drive": true, "Dr": true, "Boulevard": true, "Blvd": true, "Court": true, "Ct": true, "Way": true, "Place": true,
	"Pl": true, "Terrace": true, "Highway": true, "Hwy": true, "Parkway": true, "Pkwy": true, "Circle": true, "Cir": true,
	"Square": true, "Trail": true, "Close": true, "Crescent": true, "Row": true, "Walk": true, "Path": true, "Pike": true,
	"Alley": true, "Plaza": true, "Loop": true, "Run": true, "Bypass": true, "Causeway": true, "Expressway": true,
	// British street names.
	"Grove": true, "Gardens": true, "Mews": true, "Rise": true, "Parade": true, "Green": true, "Villas": true, "Wharf": true,
	"Hill": true, "Park": true, "View": true, "Yard": true, "Approach": true,
}

func findUSAddresses(s string, out []Finding) []Finding {
	// Both shapes have a digit right after a space: the ZIP of
	// ", ST 12345" and the house number of "123 Main Street" (the space
	// after the number is checked when the number starts a line).
	for i := 1; i+1 < len(s); i++ {
		if i = nextDigit(s, i); i+1 >= len(s) {
			break
		}
		if isWord(s[i-1]) && !escapedBreak(s, i) {
			continue
		}
		if s[i-1] == ' ' && i >= 5 && isUpper(s[i-2]) && isUpper(s[i-3]) && s[i-4] == ' ' && s[i-5] == ',' && usStates[s[i-3:i-1]] {
			if e, ok := zipEnd(s, i); ok {
				if a, ok := streetStart(s, i-5); ok {
					out = append(out, Finding{a, e, StreetAddress})
					i = e
					continue
				}
			}
		}
		if e, ok := streetLine(s, i); ok {
			// A flat before the street: "Flat 22, 16 Coldharbour Lane".
			out = append(out, Finding{addressStart(s, i), e, StreetAddress})
			i = e
			continue
		}
		for i+1 < len(s) && isDigit(s[i+1]) {
			i++
		}
	}
	return out
}

func zipEnd(s string, i int) (int, bool) {
	e := i
	for e < len(s) && isDigit(s[e]) {
		e++
	}
	if e-i != 5 {
		return 0, false
	}
	if e+5 <= len(s) && s[e] == '-' && isDigit(s[e+1]) {
		e += 5
	}
	return e, endOK(s, e)
}

// streetLine matches "123 Main Street[ Apt. 4]" (no city and ZIP) at a.
func streetLine(s string, a int) (int, bool) {
	sp := a
	for sp < len(s) && isDigit(s[sp]) {
		sp++
	}
	if sp-a > 6 || a > 0 && (s[a-1] == '-' || s[a-1] == '.' || s[a-1] == '/') {
		return 0, false
	}
	return streetWords(s, sp)
}

// streetWords matches " Main Street[ Apt. 4]" at sp, the space after a
// house number: capitalised words up to a street-type word.
func streetWords(s string, sp int) (int, bool) {
	if sp+1 >= len(s) || s[sp] != ' ' || !isUpper(s[sp+1]) && !englishOrdinal(s, sp+1) {
		return 0, false
	}
	j := sp + 1
	for w := 0; w < 5; w++ {
		e, _, ok := nameWord(s, j)
		if !ok {
			e = j
			for e < len(s) && isAlnum(s[e]) {
				e++
			}
			if e == j {
				return 0, false
			}
		}
		if streetSuffixes[s[j:e]] && w > 0 {
			end := e
			if e < len(s) && s[e] == '.' {
				end = e + 1
			}
			// A direction after the street word: "King St W", "Terry Ave N".
			if end+2 <= len(s) && s[end] == ' ' && strings.IndexByte("NSEW", s[end+1]) >= 0 {
				d := end + 2
				if d < len(s) && (s[d] == 'E' || s[d] == 'W') && (s[end+1] == 'N' || s[end+1] == 'S') {
					d++
				}
				if endOK(s, d) && (d == len(s) || s[d] == ',' || s[d] == '\n') {
					end = d
				}
			}
			if strings.HasPrefix(s[end:], " Apt. ") || strings.HasPrefix(s[end:], " Suite ") {
				x := end + strings.IndexByte(s[end+1:], ' ') + 2
				y := x
				for y < len(s) && isAlnum(s[y]) {
					y++
				}
				if y > x {
					end = y
				}
			}
			if t, ok := ukTownPostcode(s, end); ok {
				end = t
			}
			return end, true
		}
		// Possessive street names: "Queen's Crescent", "St John's Wood".
		if e+2 < len(s) && s[e] == '\'' && s[e+1] == 's' && s[e+2] == ' ' {
			e += 2
		}
		if e >= len(s) || s[e] != ' ' {
			return 0, false
		}
		j = e + 1
	}
	return 0, false
}

// ukTownPostcode matches ", Town[ Town] POSTCODE" at i, the end of a
// street line in a UK address ("12 Mill Lane, Leeds LS2 7EW").
func ukTownPostcode(s string, i int) (int, bool) {
	if !strings.HasPrefix(s[i:], ", ") {
		return 0, false
	}
	j := i + 2
	for w := 0; w < 3; w++ {
		e, _, ok := nameWord(s, j)
		if !ok || e >= len(s) || s[e] != ' ' {
			return 0, false
		}
		if p, ok := ukPostcode(s, e+1); ok {
			return p, true
		}
		j = e + 1
	}
	return 0, false
}

// ukPostcode matches a UK postcode at i: outward code A9, A99, AA9, AA99,
// A9A or AA9A, a space, inward code 9AA.
func ukPostcode(s string, i int) (int, bool) {
	j := i
	for j < len(s) && j-i < 2 && isUpper(s[j]) {
		j++
	}
	if j == i || j >= len(s) || !isDigit(s[j]) {
		return 0, false
	}
	j++
	if j < len(s) && (isDigit(s[j]) || isUpper(s[j])) {
		j++
	}
	if j+4 > len(s) || s[j] != ' ' || !isDigit(s[j+1]) || !isUpper(s[j+2]) || !isUpper(s[j+3]) || !endOK(s, j+4) {
		return 0, false
	}
	return j + 4, true
}

// streetStart finds the start of the street part that ends at comma c
// (the comma before the state): back over the city to the previous comma
// or line break, then back over the street line to its house number.
func streetStart(s string, c int) (int, bool) {
	j := c
	for j > 0 && c-j < 40 && s[j-1] != ',' && s[j-1] != '\n' {
		if !(isAlpha(s[j-1]) || s[j-1] == ' ' || s[j-1] == '-' || s[j-1] == '.' || s[j-1] == '\'') {
			return 0, false
		}
		j--
	}
	if j == 0 {
		return 0, false
	}
	j-- // the separator between street and city
	// The street: back to a line start or a stop character.
	lo := j
	for lo > 0 && j-lo < 80 {
		ch := s[lo-1]
		if ch == '\n' || ch == ':' || ch == ';' || ch == '(' || ch == '"' || ch == '|' || ch == '\t' || ch >= utf8.RuneSelf {
			break
		}
		lo--
	}
	// The leftmost house number in [lo, j) followed by a capitalised word
	// or an ordinal ("4th").
	best := -1
	for p := lo; p < j; p++ {
		if !isDigit(s[p]) || (p > 0 && (isWord(s[p-1]) || s[p-1] == '-' || s[p-1] == '.')) {
			continue
		}
		q := p
		for q < j && isDigit(s[q]) {
			q++
		}
		if q-p <= 6 && q+1 < j && s[q] == ' ' && (isUpper(s[q+1]) || ordinalAt(s, q+1)) {
			best = p
			break
		}
		p = q
	}
	if best < 0 {
		return 0, false
	}
	return best, true
}

// ordinalAt matches "4th", "21st", "2nd", "3rd" at i.
func ordinalAt(s string, i int) bool {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i || j+2 > len(s) {
		return false
	}
	suf := s[j : j+2]
	return (suf == "st" || suf == "nd" || suf == "rd" || suf == "th") && endOK(s, j+2)
}

// ---- Chinese addresses

// cnAddressStart walks back from the house number at d over the Han text
// of the address; the road must end right before the number.
func cnAddressStart(s string, d int) (int, bool) {
	r, _ := utf8.DecodeLastRuneInString(s[:d])
	if !strings.ContainsRune("路街道巷弄里村镇段", r) {
		return 0, false
	}
	a := hanStart(s, d, d-120)
	run := s[a:d]
	if best := firstIndex(run, cnProvinces); best >= 0 {
		return a + best, true
	}
	for _, p := range cnAddressPrefixes {
		if strings.HasPrefix(run, p) {
			return a + len(p), true
		}
	}
	return a, true
}

// cnAddressEnd continues over building, unit and room numbers.
func cnAddressEnd(s string, e int) int {
	for e < len(s) {
		r, w := utf8.DecodeRuneInString(s[e:])
		if isDigit(byte(r)) && r < utf8.RuneSelf || (r >= 'A' && r <= 'Z') || r == '-' {
			e += w
			continue
		}
		if !isHan(r) {
			break
		}
		rest := s[e:]
		if strings.HasPrefix(rest, "收件人") || strings.HasPrefix(rest, "电话") || strings.HasPrefix(rest, "手机") ||
			strings.HasPrefix(rest, "联系") || strings.HasPrefix(rest, "邮编") || strings.ContainsRune("的是，。就吧", r) ||
			// Where at the address: "57号门口就行", "3栋楼下".
			strings.HasPrefix(rest, "门口") || strings.HasPrefix(rest, "楼下") || strings.HasPrefix(rest, "附近") ||
			strings.HasPrefix(rest, "旁边") || strings.HasPrefix(rest, "对面") {
			break
		}
		e += w
	}
	return e
}

// ---- continental European addresses: "<street> <no>, <postcode> <City>"
// (German "Hauptstraße 12a, 10115 Berlin") and "<no> <street>, <postcode>
// <City>" (French "27 rue des Lilas, 75011 Paris"), anchored on the
// five-digit postcode after a comma.

var frStreetWords = map[string]bool{"rue": true, "avenue": true, "boulevard": true, "bd": true, "place": true, "allée": true,
	"chemin": true, "impasse": true, "quai": true, "cours": true, "route": true, "via": true, "viale": true, "piazza": true,
	"calle": true, "avenida": true, "plaza": true, "paseo": true, "carrer": true}

var deStreetSuffixes = []string{"straße", "strasse", "str.", "weg", "allee", "platz", "gasse", "ring", "damm", "ufer", "chaussee",
	"steig", "pfad", "markt", "graben", "berg", "hof", "park", "brücke", "tor", "wall", "feld", "garten", "kamp", "stieg"}

func findEUAddresses(s string, out []Finding) []Finding {
	for off := 0; ; {
		c := nextSep(s, ", ", &off)
		if c < 0 {
			return out
		}
		p := c + 2
		if p+6 > len(s) || !isDigit(s[p]) {
			continue
		}
		q := p
		for q < len(s) && isDigit(s[q]) {
			q++
		}
		if q-p != 5 || q+1 >= len(s) || s[q] != ' ' {
			continue
		}
		// The town: up to three words, capitalised but for joining words.
		e, words := q+1, 0
		for words < 3 {
			w := e
			for w < len(s) {
				if isAlpha(s[w]) || s[w] == '-' {
					w++
					continue
				}
				// Letters of other scripts, not Han or punctuation ("Bremen；").
				r, n := utf8.DecodeRuneInString(s[w:])
				if r < utf8.RuneSelf || !unicode.IsLetter(r) || isHan(r) {
					break
				}
				w += n
			}
			if w == e || (words == 0 && !isUpper(s[e]) && s[e] < utf8.RuneSelf) {
				break
			}
			e = w
			words++
			if e+1 < len(s) && s[e] == ' ' && (isUpper(s[e+1]) || strings.HasPrefix(s[e+1:], "am ") || strings.HasPrefix(s[e+1:], "an der ") || strings.HasPrefix(s[e+1:], "sur ")) {
				if isUpper(s[e+1]) {
					e++
					continue
				}
				e += 1 + strings.IndexByte(s[e+1:], ' ')
				continue
			}
			break
		}
		if words == 0 {
			continue
		}
		if a, ok := euStreetStart(s, c); ok {
			out = append(out, Finding{a, e, StreetAddress})
			off = e
		}
	}
}

// euStreetStart finds the start of the street that ends at the comma c:
// German order (words, then a house number with an optional letter) or
// French (a house number, a street word, more words). A "Flat 4, " or
// "Apartment 12, " before it is part of the address.
func euStreetStart(s string, c int) (int, bool) {
	lo := c
	for lo > 0 && c-lo < 60 {
		ch := s[lo-1]
		if ch == '\n' || ch == ':' || ch == ';' || ch == '(' || ch == '"' || ch == ',' || ch == '|' || ch == '\t' {
			break
		}
		if ch >= utf8.RuneSelf {
			r, n := utf8.DecodeLastRuneInString(s[:lo])
			if !unicode.IsLetter(r) || isHan(r) {
				break
			}
			lo -= n
			continue
		}
		lo--
	}
	seg := s[lo:c]
	ws := strings.Fields(seg)
	if len(ws) < 2 {
		return 0, false
	}
	// German: "... Name[straße] 12a".
	last := ws[len(ws)-1]
	if n := strings.TrimRight(last, "abcdefgh"); n != "" && allDigits(n) && len(n) <= 4 {
		// Back over the street's words to the first capitalised one
		// after the last lower-case word ("live at", "to").
		i := len(ws) - 2
		start := -1
		for ; i >= 0 && len(ws)-1-i <= 4; i-- {
			w := ws[i]
			r, _ := utf8.DecodeRuneInString(w)
			if unicode.IsUpper(r) {
				start = i
				continue
			}
			if w == "der" || w == "dem" || w == "den" || w == "am" {
				continue
			}
			break
		}
		if start < 0 {
			return 0, false
		}
		street := strings.ToLower(strings.Join(ws[start:len(ws)-1], " "))
		ok := strings.HasPrefix(street, "am ") || strings.HasPrefix(street, "an der ") || strings.HasPrefix(street, "auf der ") || strings.HasPrefix(street, "im ")
		for _, sfx := range deStreetSuffixes {
			if strings.HasSuffix(street, sfx) {
				ok = true
			}
		}
		if !ok {
			return 0, false
		}
		return lo + strings.Index(seg, ws[start]+" "), true
	}
	// French and southern European: "12 rue ...", "4 avenue ...".
	for i := 0; i+1 < len(ws); i++ {
		n := strings.TrimRight(ws[i], "abcdefghbis")
		if n != "" && allDigits(n) && len(n) <= 4 && frStreetWords[strings.ToLower(ws[i+1])] {
			a := lo + strings.Index(seg, ws[i]+" "+ws[i+1])
			return a, true
		}
	}
	// French with a comma after the number: "77, chemin du Moulin",
	// "157 ter, avenue Jean-Jaurès".
	if lo >= 2 && s[lo-1] == ',' && frStreetWords[strings.ToLower(ws[0])] {
		if a, ok := frNumberBefore(s, lo-1); ok {
			return a, true
		}
	}
	return 0, false
}

// frNumberBefore returns where a house number with its optional
// repetition word (bis, ter, quater) that ends right before the comma at
// c starts.
func frNumberBefore(s string, c int) (int, bool) {
	b := c
	for _, w := range []string{" bis", " ter", " quater", "bis", "ter", "b"} {
		if strings.HasSuffix(s[:b], w) {
			b -= len(w)
			break
		}
	}
	a := b
	for a > 0 && b-a < 4 && isDigit(s[a-1]) {
		a--
	}
	if a == b || a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == ',' || s[a-1] == '-') {
		return 0, false
	}
	return a, true
}
