package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Street addresses by their grammar, country by country, anchored on the
// house number. A house number is an address's when what stands next to
// it says so:
//
//   - a street-type word before the street's name: "ul. Długa 93/36",
//     "Jl. Malioboro No. 56", "ул. Баумана, д. 110", "Via Roma 5",
//     "Rua Augusta, 61";
//   - a street-type word after it: "Bağdat Cad. No: 56", "Тверская ул. 5",
//     or a name built on one: "Schillerstraße 90a", "Kalverstraat 12",
//     "Drottninggatan 4", "월드컵북로 68";
//   - a street-type word after the number: "12 rue des Lilas", "Số 57 Phố
//     Huế", "2/39 Glebe Point Road";
//   - the parts that follow a street: a postcode of a country's shape
//     ("Hinter der Mauer 29, 90429 Nürnberg", "Foo 3, 00-950 Warszawa") or
//     a district ("113 Lê Duẩn, Quận Hải Châu").
//
// The span then grows over the parts that follow a street (flat, district,
// town, postcode: "кв. 30, Санкт-Петербург, 191186", "Fortitude Valley
// QLD 4006") and those that precede it in the big-to-small order of
// Russian and Korean addresses ("344002, г. Ростов-на-Дону, ",
// "서울특별시 마포구 ").

// Street-type words, lower case, as a token of their own.
var (
	// streetBefore stand before the street's name.
	streetBefore = wordSet(`ul. ulica al. aleja pl. plac os. osiedle skwer rondo
		ул. улица пр. пр-т просп. проспект пер. переулок б-р бул. бульвар ш. шоссе наб. набережная пл. площадь туп. тупик проезд
		вул. вулиця
		jl. jln. jalan gg. gang lorong
		đường phố ngõ hẻm
		rua r. av. avenida travessa tv. alameda praça estrada rodovia largo
		calle c/ avda. avda paseo pº plaza pza. camino carrera cra. carretera ronda travesía glorieta
		avinguda av. carrer passeig plaça rambla rúa rua
		via viale piazza corso vicolo piazzale lungomare borgo
		rue avenue boulevard bd bd. allée chemin impasse quai cours route place passage esplanade promenade sentier parvis
		strada str. calea bulevardul aleea splaiul șoseaua
		ulice třída tř. nám. náměstí námestie
		бульв. просп. пров. провулок шосе пл.
		ش. شارع طريق ط. خیابان خ. بلوار کوچه بزرگراه میدان
		רח' רחוב שד' שדרות דרך סמטת
		mtaa barabara lorong
		blvd. blvd bv. calzada transversal diagonal carrera callejón prolongación privada
		οδός οδ. λεωφόρος λεωφ. πλατεία`)
	// streetAfter stand after it.
	streetAfter = wordSet(`cad. caddesi cd. sok. sokak sokağı sk. blv. bulvarı bulvar mah. mahallesi mh.
		ул. улица пр. проспект пер. переулок бульвар шоссе наб.
		straße strasse str. weg allee platz gasse straat laan plein kade
		gate gata gatan vei veien vegen väg vägen vej gade
		náměstí nám. třída ulice
		пр-т бульв. просп.
		út utca u. tér körút krt. köz sor fasor
		lor
		avenue road street`)
	// houseMarkers stand before a house number.
	// houseWords name the house before its marker ("Nyumba Na. 198").
	houseWords   = wordSet(`nyumba casa house haus`)
	houseMarkers = wordSet(`no no. no: nr nr. nº n° n.º n.° n. # д. д дом буд. будинок số nomor na. رقم پلاک عمارة`)
	// unitWords start a flat, floor or building part.
	unitWords = wordSet(`kv. кв. квартира корп. к. стр. эт. оф. офис apt apt. apartment unit flat suite ste. floor fl.
		kat kat: daire daire: d: blok blok: m. lok. lokal piso puerta esc. int. interno scala app. bus bte wohnung whg.
		rt rw tầng phòng lgh lgh. lägenhet فيلا
		fsz. em. emelet ajtó depto depto. dpto. dpto entlo. og og. etg. int.
		קומה דירה واحد طابق شقة blk lot plot casa apto apto. bloco sala fundos όροφος ορ. διαμέρισμα
		tv. th. mf.
		bl. ap. et. sc. fszt. fszt izq. izq izda. dcha. dcha dch. bajo ático tr tr. as. bât. bat. bâtiment esc`)
	// adminWords start a district or town part.
	adminWords = wordSet(`quận phường huyện xã tp. thành tỉnh thị г. город обл. область р-н район край пос. с.
		kel. kelurahan kec. kecamatan kab. kabupaten kota desa gm. gmina woj. województwo col. colonia bairro
		м. смт с. حي منطقة brgy. brgy barangay fracc. fraccionamiento`)
)

// streetSuffixes are street-type words that names are built on, lower
// case: Schiller|straße, Kalver|straat, Drottning|gatan.
var compoundStreets = []string{"straße", "strasse", "str.", "weg", "allee", "platz", "gasse", "damm", "ufer", "chaussee",
	"steig", "stieg", "pfad", "straat", "laan", "gracht", "plein", "kade", "singel", "dijk", "dreef", "steeg", "gatan", "vägen",
	"gränd", "torget", "gade", "vej", "stræde", "veien", "vegen", "katu", "kuja", "tie", "gången", "stigen", "backen", "leden",
	"gata", "gaten"} // Norwegian: Stor|gata, Kirke|gaten

// nordicStreets are the Swedish street words a one-letter name is built
// on ("Ågatan", "Åvägen").
var nordicStreets = []string{"gatan", "vägen", "gången", "gränd", "torget", "backen", "gade", "vejen"}

func wordSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// inSet looks tok up in m, lower case. Only short tokens can be street
// words; the common all-ASCII case lowers without allocating.
func inSet(m map[string]bool, tok string) bool {
	if len(tok) == 0 || len(tok) > 24 {
		return false
	}
	var buf [24]byte
	ascii := true
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if isUpper(c) {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	if ascii {
		return m[string(buf[:len(tok)])]
	}
	return m[strings.ToLower(tok)]
}

// partStop reports runes that end a part of an address.
func partStop(r rune) bool {
	switch r {
	case ',', '\n', '\r', '\t', ';', '|', '"', '(', ')', '{', '}', '[', ']', '<', '>', '\\', '=', '*', '`',
		'，', '、', '。', '：', '；', '（', '）', '،':
		return true
	}
	return false
}

// tokBefore returns the start of the token that ends at i (after the
// spaces before i), or -1: tokens are split by spaces and end at a part
// stop.
func tokBefore(s string, i int) (int, int) {
	e := i
	for e > 0 && s[e-1] == ' ' && i-e < 2 {
		e--
	}
	a := e
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if r == ' ' || partStop(r) {
			break
		}
		a -= n
	}
	if a == e {
		return -1, -1
	}
	// A label glued to the word: "LOCATION:Jl." (but "No:" is a word).
	if k := strings.LastIndexByte(s[a:e-1], ':'); k >= 0 {
		a += k + 1
	}
	return a, e
}

// tokAfter returns the token that starts after the spaces at i.
func tokAfter(s string, i int) (int, int) {
	a := i
	for a < len(s) && s[a] == ' ' && a-i < 2 {
		a++
	}
	e := a
	for e < len(s) {
		r, n := utf8.DecodeRuneInString(s[e:])
		if r == ' ' || partStop(r) {
			break
		}
		e += n
	}
	if a == e {
		return -1, -1
	}
	return a, e
}

// capTok reports a token that starts with an upper-case letter (a name's
// word) or is Hangul.
func capTok(tok string) bool {
	r, _ := utf8.DecodeRuneInString(tok)
	return unicode.IsUpper(r) || isHangul(r) || caseless(r)
}

// caseless reports a letter of a script without capitals whose words are
// split by spaces (Arabic, Hebrew, Devanagari, Thai ...): any of its words
// may be a name's. Han and kana are read by their own grammars.
func caseless(r rune) bool {
	return r >= 0x0590 && r < 0x1100 && unicode.IsLetter(r) && !unicode.IsLower(r) && !unicode.IsUpper(r)
}

// sameScript reports two words that may stand in one name: a name does
// not run from Latin into Arabic or Hebrew ("سفر کرد؛ جلوی Platz der
// Republik 1", "PLAC מודיעין").
func sameScript(a, b string) bool {
	if a == "" || b == "" || !unicode.IsLetter(firstRune(a)) || !unicode.IsLetter(firstRune(b)) {
		return true
	}
	return caseless(firstRune(a)) == caseless(firstRune(b))
}

// nameJoiner are the lower-case words inside street and town names.
var nameJoiner = wordSet(`de da do dos das del della delle dei degli di van von der den dem des du la le les el los las al zu am an im auf bin wa ya`)

// prepositions among them start a name only capitalised.
var prepositions = wordSet(`am an im auf zu al bin`)

// compoundStreet reports a name built on a street-type word
// ("Schillerstraße", "Drottninggatan") or a Korean road name ("월드컵북로").
func compoundStreet(tok string) bool {
	r, _ := utf8.DecodeLastRuneInString(tok)
	if isHangul(r) {
		f, _ := utf8.DecodeRuneInString(tok)
		return (r == '로' || r == '길') && isHangul(f) && utf8.RuneCountInString(tok) >= 3
	}
	if !capTok(tok) || len(tok) < 6 {
		return false
	}
	lt := strings.ToLower(tok)
	for _, sfx := range compoundStreets {
		// "-tie" (Finnish road) is also the end of short English words.
		if strings.HasSuffix(lt, sfx) && len(lt) >= len(sfx)+3 && (sfx != "tie" || len(lt) >= 8) {
			return true
		}
	}
	for _, sfx := range nordicStreets {
		if strings.HasSuffix(lt, sfx) && len(lt) >= len(sfx)+2 {
			return true
		}
	}
	return false
}

// houseNumber matches a house number at i: 1 to 4 digits, an optional
// letter, an optional "/flat" or "-part" ("93/36", "121b", "10-14").
func houseNumber(s string, i int) (int, bool) {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j-i > 4 || s[i] == '0' {
		return 0, false
	}
	if j < len(s) && isAlpha(s[j]) && endOK(s, j+1) {
		j++
	} else if j+2 < len(s) && s[j] == ' ' && isUpper(s[j+1]) && (s[j+2] == ',' || s[j+2] == '\n') {
		j += 2 // the Nordic house letter: "Storgatan 5 B, 211 43 Malmö"
	} else if k := numberSuffix(s, j); k > j {
		j = k
	}
	if j+2 <= len(s) && s[j] == '/' && isUpper(s[j+1]) && endOK(s, j+2) {
		j += 2 // the Italian interno letter: "35/A"
	} else if j+1 < len(s) && (s[j] == '/' || s[j] == '-') && isDigit(s[j+1]) {
		k := j + 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k-j-1 > 4 {
			return 0, false
		}
		j = k
		if j < len(s) && isAlpha(s[j]) && endOK(s, j+1) {
			j++
		}
		// A Malaysian block, floor and unit: "12-3-4, Jalan Ampang".
		if j+1 < len(s) && s[j] == '-' && strings.IndexByte(s[i:j], '/') < 0 && isDigit(s[j+1]) {
			k := j + 1
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			if k-j-1 <= 3 && strings.HasPrefix(s[k:], ", ") {
				if a, b := tokAfter(s, k+1); a == k+2 && inSet(streetBefore, s[a:b]) {
					j = k
				}
			}
		}
	}
	if !endOK(s, j) || j < len(s) && (s[j] == '.' || s[j] == ':' || s[j] == '/' || s[j] == '-') && j+1 < len(s) && isDigit(s[j+1]) {
		return 0, false
	}
	// The repeated number of French and Italian addresses: "71 bis", "3 ter".
	for _, w := range []string{" bis", " ter", " quater"} {
		if strings.HasPrefix(s[j:], w) && j+len(w) < len(s) && (s[j+len(w)] == ' ' || s[j+len(w)] == ',') {
			return j + len(w), true
		}
	}
	return j, true
}

// numberSuffix returns where the part a house number at j ends with
// ends: a repeated number or a house letter joined by a hyphen ("79-bis",
// "12-ter", "67-C") or a
// floor in Roman numerals before a comma or a line end ("148 II, 3059 NH
// Rotterdam", "Goethestr. 3 IV\n10115 Berlin"); j when there is none.
func numberSuffix(s string, j int) int {
	if j >= len(s) {
		return j
	}
	switch s[j] {
	case '-':
		for _, w := range []string{"bis", "ter", "quater"} {
			if strings.HasPrefix(s[j+1:], w) && endOK(s, j+1+len(w)) {
				return j + 1 + len(w)
			}
		}
		// A house letter joined by a hyphen: "Dorpsstraat 67-C",
		// "Stationsweg 104-a".
		if j+2 <= len(s) && isAlpha(s[j+1]) && (j+2 == len(s) || s[j+2] == ',' || s[j+2] == '\n' || s[j+2] == '\r' || s[j+2] == ' ') {
			return j + 2
		}
	case ' ':
		k := j + 1
		for k < len(s) && k-j <= 4 && (s[k] == 'I' || s[k] == 'V') {
			k++
		}
		if k > j+1 && k-j <= 4 && (k == len(s) || s[k] == ',' || s[k] == '\n') && romanFloor(s[j+1:k]) {
			return k
		}
	}
	return j
}

// romanFloor reports whether r is a floor from I to VIII in Roman numerals.
func romanFloor(r string) bool {
	switch r {
	case "I", "II", "III", "IV", "V", "VI", "VII", "VIII":
		return true
	}
	return false
}

// numberEndsStreet reports whether what follows a house number at j lets
// it end a street: a part stop, a sentence end, a flat or a line end, not
// more words ("via Slack 2 times").
func numberEndsStreet(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	if partStop(r) || r == '.' || r == '!' || r == '?' || r == '~' || r == '\'' || r == '+' {
		return true // and the segment ends of EDI messages
	}
	if r != ' ' {
		return false
	}
	if strings.HasPrefix(s[j:], " - ") {
		return true // "Rua Augusta, 1508 - Consolação"
	}
	if a, e := tokAfter(s, j); a >= 0 {
		// Turkish says "to the address" after it: "… No:5 adresine".
		return inSet(unitWords, s[a:e]) || unitPart(s, a) || stairAt(s, a) || s[a] == '/' || s[a] == '-' && e == a+1 || strings.HasPrefix(s[a:e], "adres")
	}
	return true
}

// bareGroupAfter reports a space and a group of three or more digits
// after j that no word or unit follows: the next group of a number.
func bareGroupAfter(s string, j int) bool {
	if j >= len(s) || s[j] != ' ' {
		return false
	}
	n := digitRun(s, j+1)
	e := j + 1 + n
	return n >= 3 && (e == len(s) || s[e] == ' ' || s[e] == '\n' || s[e] == ',' || s[e] == '.' || s[e] == ')')
}

// stairAt matches a staircase letter and a flat: "10 A 5".
func stairAt(s string, a int) bool {
	return a+3 < len(s) && isUpper(s[a]) && s[a+1] == ' ' && isDigit(s[a+2])
}

// ordinalStreet reports a number that names a street, not a house:
// "7. Sokak", "3. Straße".
func ordinalStreet(s string, j int) bool {
	if j+2 >= len(s) || s[j] != '.' || s[j+1] != ' ' {
		return false
	}
	a, e := tokAfter(s, j+1)
	return a >= 0 && inSet(streetAfter, s[a:e])
}

func findStreets(s string, m marks, out []Finding) []Finding {
	for i := 1; i < len(s); i++ {
		if i = nextDigit(s, i); i >= len(s) {
			break
		}
		// A JSON-escaped line break is no letter before the number:
		// "…\\nPoppy Brown\\n12 Mill Lane\\n…" in a request body.
		if isWord(s[i-1]) && !escapedBreak(s, i) || (s[i-1] == '.' || s[i-1] == ':') && i >= 2 && isDigit(s[i-2]) || s[i-1] == '-' || s[i-1] == '+' || s[i-1] == '$' ||
			gedcomLevel(s, i) {
			for i+1 < len(s) && isDigit(s[i+1]) {
				i++
			}
			continue
		}
		j, ok := houseNumber(s, i)
		if !ok || ordinalStreet(s, j) {
			for i+1 < len(s) && isDigit(s[i+1]) {
				i++
			}
			continue
		}
		if a, e, ok := streetAt(s, i, j); ok {
			a, e = addressStart(s, a), addressEnd(s, e)
			out = append(out, Finding{a, e, StreetAddress})
			i = e
			continue
		}
		if e, ok := upperStreetLine(s, i, j); ok {
			out = append(out, Finding{addressStart(s, i), e, StreetAddress})
			i = e
			continue
		}
		i = j - 1
	}
	out = findNumberlessStreets(s, out) // street_parts.go
	out = findIndicStreets(s, out)      // street_indic.go
	if strings.Contains(s, "ADR") {
		out = findVCardStreets(s, out) // street_vcard.go
	}
	return findStructAddresses(s, m, out)
}

// upperStreetLine matches a street line written in capitals, as bank
// messages and labels print it: "73 MANOR STREET", "FLAT 2, 9A MILL
// LANE". The house number s[i:j] starts the line (or follows a flat's
// part) and the street word ends it.
func upperStreetLine(s string, i, j int) (int, bool) {
	if !(s[i-1] == '\n' || escapedBreak(s, i) || commaBefore(s, i) > 0) || j >= len(s) || s[j] != ' ' {
		return 0, false
	}
	p := j + 1
	for w := 0; w < 4; w++ {
		e := p
		for e < len(s) && isUpper(s[e]) {
			e++
		}
		if e-p < 2 {
			return 0, false
		}
		word := s[p:e]
		if w > 0 && streetSuffixes[word[:1]+strings.ToLower(word[1:])] {
			if e == len(s) || s[e] == '\n' || s[e] == '\r' || escapedBreak(s, e+2) && s[e] == '\\' {
				return e, true
			}
			return 0, false
		}
		if e >= len(s) || s[e] != ' ' {
			return 0, false
		}
		p = e + 1
	}
	return 0, false
}

// townParts counts the comma-separated parts of one to four capitalised
// words (districts, towns) that follow e, up to two, and returns where
// the last ends.
func townParts(s string, e int) (int, int) {
	n := 0
	for n < 2 {
		p := commaAfter(s, e)
		if p < 0 {
			break
		}
		te, words := townWords(s, p)
		if words == 0 {
			break
		}
		e, n = te, n+1
	}
	return e, n
}

// postcodeAhead returns where the part that may be a postcode starts
// after the house number that ends at j: right after its comma, or after
// one or two short parts of a flat or floor between ("Κοραή 1, 11ος
// όροφος, 382 21 Βόλος", "Via dei Mille 3, scala D, int. 7, 24121
// Bergamo"); or -1.
func postcodeAhead(s string, j int) int {
	p := commaAfter(s, j)
	for n := 0; n < 2 && p > 0; n++ {
		if p < len(s) && (isDigit(s[p]) || isUpper(s[p])) {
			if _, ok := postcodeAt(s, p); ok {
				return p
			}
		}
		e := p
		for e < len(s) && e-p <= 20 {
			r, w := utf8.DecodeRuneInString(s[e:])
			if partStop(r) {
				break
			}
			e += w
		}
		part := s[p:e]
		a, b := tokAfter(s, p)
		if e-p > 20 || a < 0 || !(strings.ContainsAny(part, "0123456789") || inSet(unitWords, s[a:b])) || strings.Count(part, " ") > 2 {
			return -1
		}
		p = commaAfter(s, e)
	}
	return p
}

// gedcomLevel reports the level number of a GEDCOM line ("2 PLAC
// Denpasar", "1 RESI"): a digit that starts a line before a tag of three
// or four capitals.
func gedcomLevel(s string, i int) bool {
	if i > 0 && s[i-1] != '\n' && !escapedBreak(s, i) || i+2 >= len(s) || s[i+1] != ' ' {
		return false
	}
	k := i + 2
	for k < len(s) && isUpper(s[k]) {
		k++
	}
	return k-i-2 >= 3 && k-i-2 <= 4 && (k == len(s) || s[k] == ' ' || s[k] == '\n')
}

// streetAt finds the street around the house number s[i:j].
func streetAt(s string, i, j int) (int, int, bool) {
	year := j-i == 4 && allDigits(s[i:j]) && (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0')
	// The word before: a house marker ("No. 5", "д. 5"), the street's
	// last word ("Cad. 5", "Schillerstraße 5"), or a word of its name
	// after a street word ("ul. Długa 5").
	pa, pe := tokBefore(s, i)
	if pa >= 0 && pe == i && s[i-1] != ':' && s[i-1] != '.' && s[i-1] != '#' {
		pa = -1 // glued: "No:5" is a marker, "x/5" is not
	}
	if pa >= 0 && !year {
		prev := s[pa:pe]
		if inSet(houseMarkers, prev) {
			if a, ok := streetBeforeMarker(s, pa); ok {
				return a, j, true
			}
			// "Số 57 Phố Huế": the marker, the number, the street.
			if e, ok := streetAfterNumber(s, j); ok {
				return pa, e, true
			}
			// The marker's part between the street's and a district's:
			// "التخصصي، رقم 7753، حي الشاطئ".
			if a, ok := markerBetweenParts(s, pa, j); ok {
				return a, j, true
			}
			// The marker, the number, a name and two more parts: "Số 9
			// Trần Hưng Đạo, Hải Châu, Đà Nẵng".
			if e, ok := nameAfterNumber(s, j); ok {
				if te, n := townParts(s, e); n >= 2 {
					return pa, te, true
				}
			}
		} else if isHangul(firstRune(prev)) && compoundStreet(prev) && !bareGroupAfter(s, j) {
			// Korean: the road, the number, what the sentence says of it
			// ("판교역로 122 문 앞에", "달구벌대로 66로"); not the first
			// group of a longer number ("테스트로 4012 8888 8888 1881":
			// "as a test, 4012 ...", a card), where a building's part
			// would carry its word ("199 112동").
			return pa, j, true
		} else if numberEndsStreet(s, j) {
			if compoundStreet(prev) || inSet(streetAfter, prev) && capBefore(s, pa) {
				// A compound name is the street's one word ("Rechnung an
				// Lindenallee 3b"); a street word follows the name's words.
				a := pa
				if inSet(streetAfter, prev) {
					a = nameStart(s, pa)
				}
				return a, j, true
			}
			if a, ok := streetWordBefore(s, pa, pe, false); ok {
				return a, j, true
			}
			// German "Am Rosenpark 8", "Im Kirchgraben 3": a preposition
			// and a name built on a street word.
			if qa, qe := tokBefore(s, pa); qa >= 0 && qe < pa && germanStreetPrep[s[qa:qe]] && deCompound(prev) {
				return qa, j, true
			}
		}
	}
	// A comma before the number: "Rua Augusta, 61" (tokBefore stops at ',').
	if c := commaBefore(s, i); c > 0 && numberEndsStreet(s, j) {
		if qa, qe := tokBefore(s, c); qa >= 0 {
			// A year-like number is a house's after a street word and
			// before another part: "Rua Oscar Freire, 1912, fundos".
			if a, ok := streetWordBefore(s, qa, qe, true); ok && (!year || commaAfter(s, j) > 0) {
				return a, j, true
			}
			// A street word after the name: "Лиговский пр-т, 144-2".
			if inSet(streetAfter, s[qa:qe]) && capBefore(s, qa) && !year {
				return nameStart(s, qa), j, true
			}
		}
	}
	// The street after the number: "12 rue des Lilas", "2/39 Glebe Point
	// Road", "57 Phố Huế".
	if e, ok := streetAfterNumber(s, j); ok && !year {
		return i, e, true
	}
	if e, ok := streetAfterComma(s, j); ok && !year {
		return i, e, true
	}
	// A postcode after: "Hinter der Mauer 29, 90429 Nürnberg". Four
	// digits may be a year ("Windows 11, 2023 Edition"): the postcode
	// needs another shape.
	if p := postcodeAhead(s, j); p > 0 {
		if ce, ok := postcodeAt(s, p); ok && (ce-p == 5 || !allDigits(s[p:ce])) && townAfter(s, ce) {
			if pa >= 0 && pe < i && capTok(s[pa:pe]) && !year {
				a := nameStart(s, pa)
				if letterCount(s[a:i]) >= 4 {
					return a, j, true
				}
			}
		}
	}
	// A flat after the number, then a postcode or a town: "Lipowa 9
	// lok. 2, 50-001 Kraków", "Miodowa 4 m. 7, Gdańsk".
	if pa >= 0 && pe < i && pe-pa > 1 && s[pa] == '\'' {
		pa++ // a quoted value: "'Lipowa 9 lok. 2, …'"
	}
	if pa >= 0 && pe < i && capTok(s[pa:pe]) && !year {
		if fe, ok := flatAfter(s, j); ok {
			if p := commaAfter(s, fe); p > 0 {
				// A town alone after the flat of a language that writes
				// "lok.", "as.", "кв." (not "m." or "apt.").
				_, town := townWords(s, p)
				fa, fb := tokAfter(s, j)
				if _, ok := postcodeAt(s, p); ok || town > 0 && town <= 2 && inSet(flatTownWords, s[fa:fb]) {
					if a := nameStart(s, pa); letterCount(s[a:i]) >= 4 && sameScript(s[a:i], s[p:]) {
						return a, j, true
					}
				}
			}
		}
	}
	// A post-office box, or a block and lot: "PO Box 98, Durham, NC
	// 27752", "Blk 12 Lot 20, Camella Homes, Brgy. Talon Dos".
	if pa >= 0 && pe < i && !year {
		if a, e, ok := boxOrLotAt(s, pa, pe, j); ok {
			return a, e, true
		}
	}
	// Vietnamese: the number and the street's name after "ở" (at) or
	// an address label: "em đang ở 25 Hàng Bài", "Địa chỉ: 7 Lê Lợi".
	if pa >= 0 && pe < i && !year && (s[pa:pe] == "ở" || s[pa:pe] == "tại" || s[pa:pe] == "chỉ:") {
		if e, ok := nameAfterNumber(s, j); ok && strings.Count(s[j+1:e], " ") >= 1 {
			return i, e, true
		}
	}
	// A British town and postcode after: "60 Kingsway, Cardiff CF24 4HQ".
	if e, ok := nameAfterNumber(s, j); ok && !year {
		if t, ok := ukTownPostcode(s, e); ok {
			return i, t, true
		}
	}
	// A district after: "113 Lê Duẩn, Quận Hải Châu".
	if e, ok := nameAfterNumber(s, j); ok && e+2 < len(s) && s[e] == ',' && s[e+1] == ' ' && !year {
		if a, b := tokAfter(s, e+2); a >= 0 && inSet(adminWords, s[a:b]) {
			return i, e, true
		}
	}
	return 0, 0, false
}

// commaBefore returns where the comma starts when s[:i] ends with one and a
// space: ", ", the Arabic "، ", iCalendar's escaped "\, "; else -1.
func commaBefore(s string, i int) int {
	if i < 3 || s[i-1] != ' ' {
		return -1
	}
	switch {
	case s[i-2] == ',':
		if s[i-3] == '\\' {
			return i - 3
		}
		return i - 2
	case strings.HasSuffix(s[:i-1], "،"):
		return i - 1 - len("،")
	}
	return -1
}

// commaAfter returns where the part after a comma and a space at e starts
// (", ", "، "), or -1.
func commaAfter(s string, e int) int {
	switch {
	case strings.HasPrefix(s[e:], ", "):
		return e + 2
	case strings.HasPrefix(s[e:], "، "):
		return e + len("، ")
	case strings.HasPrefix(s[e:], " ، "):
		return e + len(" ، ") // "طريق الجامعة 15 ، شقة 3"
	}
	return -1
}

// hebrewPrefix returns the length of a one-letter Hebrew preposition or
// conjunction glued to a word (ל, ב, מ, ו, ה, ש), or 0.
func hebrewPrefix(tok string) int {
	r, n := utf8.DecodeRuneInString(tok)
	if strings.ContainsRune("לבמוהש", r) && len(tok) > n {
		return n
	}
	return 0
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }

func letterCount(v string) int {
	n := 0
	for _, r := range v {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// capBefore reports a capitalised word right before the token at pa.
func capBefore(s string, pa int) bool {
	a, e := tokBefore(s, pa)
	return a >= 0 && e < pa && capTok(s[a:e])
}

// nameStart walks back from the token at pa over the words of a name
// (capitalised, joining words, street-type words: "Kızılay Mah. Atatürk
// Blv.", "Hinter der Mauer") to its first word.
func nameStart(s string, pa int) int {
	a := pa
	for n := 0; n < 5; n++ {
		qa, qe := tokBefore(s, a)
		if qa < 0 || qe == a {
			break
		}
		tok := s[qa:qe]
		if inSet(houseMarkers, tok) || tok[len(tok)-1] == ':' || !sameScript(tok, s[pa:]) {
			break
		}
		// A word that ends a sentence is none of the name's: "ben Elif
		// Demir. Kargonuz Barbaros Cad. No:36" (street words keep their
		// dots: "Kızılay Mah. Atatürk Blv.").
		if trimSentence(s, qa, qe) < qe && !allDigits(tok[:len(tok)-1]) && !inSet(streetAfter, tok) && !inSet(streetBefore, tok) {
			break
		}
		// A quote opens the value the name starts: "'Karl Johans gate 84'".
		if tok[0] == '\'' && qe-qa > 2 && capTok(tok[1:]) && sameScript(tok[1:], s[pa:]) {
			a = qa + 1
			break
		}
		if inSet(streetBefore, tok) {
			// "ул. Красный проспект": the street word starts the name.
			a = qa
			break
		}
		// A lower-case preposition is the sentence's ("Lieferung an
		// Goethering 7"); a name starts with a capital one ("Am Markt").
		ordinal := len(tok) >= 2 && tok[len(tok)-1] == '.' && allDigits(tok[:len(tok)-1])
		if !capTok(tok) && !(nameJoiner[tok] && !prepositions[tok] && n < 3) && !inSet(streetAfter, tok) && !ordinal {
			break
		}
		a = qa
	}
	// A joining word does not start a street: "live am" ... "Am Markt".
	for {
		e := a
		for e < len(s) && s[e] != ' ' {
			e++
		}
		if e < pa && nameJoiner[s[a:e]] {
			a = e + 1
			continue
		}
		return a
	}
}

// streetWordBefore finds a street word before the name that ends with the
// token s[pa:pe]: "ul. Długa", "Jl. Ir. H. Juanda", "Via dei Mille".
// Every word between is a name's; numbered: a name of numbers alone
// ("Carrera 47") may be one.
func streetWordBefore(s string, pa, pe int, numbered bool) (int, bool) {
	a, e := pa, pe
	names, worded := 0, false
	for n := 0; n < 6; n++ {
		tok := s[a:e]
		if !sameScript(tok, s[pa:pe]) {
			return 0, false
		}
		if k := hebrewPrefix(tok); k > 0 && names > 0 && inSet(streetBefore, tok[k:]) {
			return a + k, true // "לרח' הרצל 1": "to" glued to the street word
		}
		if tok[0] == '\'' && names > 0 && inSet(streetBefore, tok[1:]) {
			return a + 1, true // a quoted value: "'al. Róż 5, 00-001 Warszawa'"
		}
		if inSet(streetBefore, tok) {
			// "Av. Paseo de la Reforma": street words in a row.
			if qa, qe := tokBefore(s, a); qa >= 0 && inSet(streetBefore, s[qa:qe]) {
				a = qa
			} else if caseless(firstRune(tok)) {
				a = outerStreet(s, a)
			}
			// A name of numbers alone is none unless a marker or a comma
			// sets the house number apart ("Carrera 47 # 25-80"): "filed
			// via 116 111" is a helpline ("Via 20 Settembre 5" has its
			// word).
			return a, names > 0 && (worded || numbered) && !(tok == "al." && precededBy(s, a, "et"))
		}
		// A label or a sentence's end is no word of a name: "Plac
		// Zamkowy 4. Infolinia: 800 865 972".
		if tok[len(tok)-1] == ':' || names > 0 && trimSentence(s, a, e) < e {
			return 0, false
		}
		if !capTok(tok) && !nameJoiner[tok] && !isDigit(tok[0]) {
			// One common word after the street's word: "наб. реки Фонтанки".
			if qa, qe := tokBefore(s, a); names == 0 || qa < 0 || !inSet(streetBefore, s[qa:qe]) {
				return 0, false
			}
		}
		names++
		worded = worded || !allDigits(tok)
		if a, e = tokBefore(s, a); a < 0 {
			return 0, false
		}
	}
	return 0, false
}

// outerStreet extends a lane that starts at a back over the street it
// opens off in Persian and Arabic addresses: "خیابان انقلاب کوچه 12" (a
// street word and one or two words of its name).
func outerStreet(s string, a int) int {
	e := a
	for n := 0; n < 3; n++ {
		qa, qe := tokBefore(s, e)
		if qa < 0 || qe == e || !caseless(firstRune(s[qa:qe])) {
			return a
		}
		if n > 0 && inSet(streetBefore, s[qa:qe]) {
			return qa
		}
		e = qa
	}
	return a
}

func precededBy(s string, a int, w string) bool {
	qa, qe := tokBefore(s, a)
	return qa >= 0 && s[qa:qe] == w
}

// streetBeforeMarker finds the street before a house marker at pa:
// "Bağdat Cad. No: 56", "Jl. Raya Darmo No. 76", "ул. Баумана, д. 110".
func streetBeforeMarker(s string, pa int) (int, bool) {
	qa, qe := tokBefore(s, pa)
	if qa >= 0 && houseWords[strings.ToLower(s[qa:qe])] {
		pa = qa // "Mtaa wa Samora, Nyumba Na. 198": the house's word
		qa, qe = tokBefore(s, pa)
	}
	if c := commaBefore(s, pa); qa < 0 && c > 0 {
		// Russian order: the street, a comma, "д. 110" (the comma
		// escaped in iCalendar: "\, ").
		qa, qe = tokBefore(s, c)
	}
	if qa < 0 {
		return 0, false
	}
	tok := s[qa:qe]
	if inSet(streetAfter, tok) || compoundStreet(tok) {
		if a := nameStart(s, qa); a < qa || compoundStreet(tok) {
			return a, true
		}
		return 0, false
	}
	return streetWordBefore(s, qa, qe, true)
}

// streetAfterNumber matches the street that follows a house number
// ending at j: a street word and the name ("12 rue des Lilas", "57 Phố
// Huế") or a name and an English street word ("39 Glebe Point Road").
func streetAfterNumber(s string, j int) (int, bool) {
	if j >= len(s) || s[j] != ' ' {
		return 0, false
	}
	a, e := tokAfter(s, j)
	if a < 0 {
		return 0, false
	}
	if inSet(streetBefore, s[a:e]) {
		if ne, ok := nameAfterNumber(s, e); ok {
			return ne, true
		}
		// An alley's number, then the street: "Số 55 ngõ 28 Hai Bà Trưng".
		if na, _ := tokAfter(s, e); na == e+1 && isDigit(s[na]) {
			if ne, ok := houseNumber(s, na); ok {
				if ne, ok := nameAfterNumber(s, ne); ok {
					return ne, true
				}
			}
		}
		return 0, false
	}
	// English: "<number> Glebe Point Road"; in India "221, MG Road".
	if e, ok := streetWords(s, j); ok {
		return e, true
	}
	return 0, false
}

// streetAfterComma matches "221, MG Road" at the house number's end j.
func streetAfterComma(s string, j int) (int, bool) {
	if j+2 < len(s) && s[j] == ',' && s[j+1] == ' ' {
		if a, e := tokAfter(s, j+1); a == j+2 && inSet(streetBefore, s[a:e]) {
			return nameAfterNumber(s, e) // French: "102, rue de la République"
		}
		return streetWords(s, j+1)
	}
	return 0, false
}

// nameAfterNumber matches the capitalised words of a name after a house
// number (or a street word) ending at j, up to a part stop: "Lê Duẩn",
// "des Lilas".
func nameAfterNumber(s string, j int) (int, bool) {
	e, n := j, 0
	pa, _ := tokBefore(s, j)
	for n < 5 {
		a, b := tokAfter(s, e)
		if a < 0 || a > e+1 {
			break
		}
		tok := s[a:b]
		if !capTok(tok) && !(nameJoiner[tok] && n < 4) || pa >= 0 && !sameScript(tok, s[pa:j]) {
			break
		}
		e, n = b, n+1
		if trimSentence(s, a, b) < b {
			break // "55 rue du Faubourg Saint-Honoré. Standard : …"
		}
	}
	for e > j && s[e-1] == '.' {
		e--
	}
	return e, n > 0 && e > j
}

// ---- the parts around a street

type partKind uint8

const (
	partNone partKind = iota
	partPostcode
	partTownPostcode
	partUnit
	partAdmin
	partTown
	partState
)

// addressPart classifies the part of an address at i (up to a part stop
// or a sentence end) and returns where it ends.
func addressPart(s string, i int) (int, partKind) {
	a, e := tokAfter(s, i)
	if a != i {
		return 0, partNone
	}
	first := s[a:e]
	if pe, ok := postcodeAt(s, a); ok {
		// The postcode, then the town: "00-697 Warszawa", "34728
		// Caddebostan/İstanbul", "1012 AB Amsterdam".
		end, words := townWords(s, pe)
		if words == 0 && pe-a <= 4 {
			return 0, partNone // four digits alone are a year as often
		}
		return end, partPostcode
	}
	// A floor's ordinal before its word: "2. OG", "3ος όροφος".
	ordinalUnit := floorOrdinal(first)
	if isDigit(first[0]) && !ordinalUnit {
		if b, c := tokAfter(s, e); b == e+1 && inSet(unitWords, s[b:c]) {
			ordinalUnit = true
		}
	}
	switch {
	case inSet(unitWords, first) || inSet(unitWords, strings.TrimSuffix(first, ".")) || unitPart(s, a) || ordinalUnit:
		return partEnd(s, a, 4, false), partUnit
	case inSet(adminWords, first):
		return partEnd(s, a, 5, true), partAdmin
	}
	if !capTok(first) {
		return 0, partNone
	}
	end, words := townWords(s, a)
	if words == 0 {
		return 0, partNone
	}
	// The town, then the postcode: "Surabaya 60264", "Fortitude Valley
	// QLD 4006", "Tempe, IL" is the US finder's.
	if end < len(s) && s[end] == ' ' {
		p := end + 1
		if p+3 < len(s) && isUpper(s[p]) && isUpper(s[p+1]) && (s[p+2] == ' ' || isUpper(s[p+2]) && s[p+3] == ' ') {
			q := p + 3
			if s[p+2] != ' ' {
				q++
			}
			if pe, ok := postcodeAt(s, q); ok {
				return pe, partTownPostcode
			}
		}
		if strings.HasPrefix(s[p:], "- ") {
			p += 2 // "Mumbai - 400053", "São Paulo - SP"
		}
		if pe, ok := postcodeAt(s, p); ok {
			return pe, partTownPostcode
		}
		if pe, ok := ukPostcode(s, p); ok {
			return pe, partTownPostcode
		}
		if pe, ok := caPostcode(s, p); ok {
			return pe, partTownPostcode
		}
	}
	if end+5 <= len(s) && s[end] == ' ' && s[end+1] == '-' && s[end+2] == ' ' && isUpper(s[end+3]) && isUpper(s[end+4]) && endOK(s, end+5) {
		return end + 5, partState // "São Paulo - SP"
	}
	if words == 1 && end-a >= 2 && end-a <= 3 && strings.ToUpper(first) == first {
		return end, partState // "SP", "QLD" before a postcode part
	}
	return end, partTown
}

// germanStreetPrep start a German street's name before a compound.
var germanStreetPrep = map[string]bool{"Am": true, "Im": true, "An": true, "Auf": true, "Zum": true, "Zur": true, "Beim": true}

// deCompound reports a capitalised name built on a German street word
// ("Rosenpark", "Kirchgraben", "Lindenhof").
func deCompound(tok string) bool {
	if !capTok(tok) {
		return false
	}
	lt := strings.ToLower(tok)
	for _, sfx := range deStreetSuffixes {
		if strings.HasSuffix(lt, sfx) && len(lt) >= len(sfx)+3 {
			return true
		}
	}
	return false
}

// flatWords open a flat's number after a house number.
var flatWords = wordSet(`lok. m. as. apt. apt app. kv. кв. daire lgh`)

// flatTownWords among them may stand before a town without a postcode.
var flatTownWords = wordSet(`lok. as. kv. кв. lgh`)

// flatAfter matches a flat word and its number after the house number
// that ends at j (" lok. 23", " m. 8") and returns where it ends.
func flatAfter(s string, j int) (int, bool) {
	a, b := tokAfter(s, j)
	if a != j+1 || !inSet(flatWords, s[a:b]) {
		return 0, false
	}
	na, nb := tokAfter(s, b)
	if na != b+1 || !isDigit(s[na]) || nb-na > 5 {
		return 0, false
	}
	for k := na; k < nb; k++ {
		if !isAlnum(s[k]) && s[k] != '/' {
			return 0, false
		}
	}
	return nb, true
}

// flatPair reports a floor and a door written "3/7" after a Hungarian
// house number.
func flatPair(tok string) bool {
	k := strings.IndexByte(tok, '/')
	return k > 0 && k <= 2 && len(tok)-k-1 >= 1 && len(tok)-k-1 <= 3 && allDigits(tok[:k]) && allDigits(tok[k+1:])
}

// gluedUnit reports a flat word glued to its number by a colon: "Kat:4",
// "D:9", "Daire:12".
func gluedUnit(tok string) bool {
	k := strings.IndexByte(tok, ':')
	return k > 0 && k+1 < len(tok) && len(tok)-k-1 <= 5 && allDigits(tok[k+1:]) && inSet(unitWords, tok[:k+1])
}

// townAfter reports a town's name after a postcode that ends at e:
// "90429 Nürnberg", not "4677, 18241, and".
func townAfter(s string, e int) bool {
	_, words := townWords(s, e)
	return words > 0
}

// caPostcode matches a Canadian postcode at i: A9A 9A9.
func caPostcode(s string, i int) (int, bool) {
	if i+7 > len(s) || !isUpper(s[i]) || !isDigit(s[i+1]) || !isUpper(s[i+2]) || s[i+3] != ' ' ||
		!isDigit(s[i+4]) || !isUpper(s[i+5]) || !isDigit(s[i+6]) || !endOK(s, i+7) {
		return 0, false
	}
	return i + 7, true
}

// floorOrdinal reports a Spanish or Portuguese floor or door written as
// an ordinal: "3º", "2ª", "1.º".
func floorOrdinal(tok string) bool {
	d := 0
	for d < len(tok) && d < 3 && isDigit(tok[d]) {
		d++
	}
	if d == 0 {
		return false
	}
	rest := strings.TrimPrefix(tok[d:], ".")
	return rest == "º" || rest == "ª" || rest == "°"
}

// unitPart matches Korean building and flat numbers: "108동", "1681호".
func unitPart(s string, a int) bool {
	j := a
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == a || j-a > 5 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return r == '동' || r == '호' || r == '층'
}

// partEnd is the end of a part of at most n words starting at a: a
// flat's numbers and words, or a district's names too.
func partEnd(s string, a, n int, names bool) int {
	e := a
	for w := 0; w < n; w++ {
		ta, te := tokAfter(s, e)
		if ta < 0 || ta > e+1 {
			break
		}
		tok := s[ta:te]
		if w > 0 && !(isDigit(s[ta]) || unitPart(s, ta) || inSet(unitWords, tok) || unitID(tok) || names && (capTok(tok) || nameJoiner[tok])) {
			break
		}
		e = te
		if unitPart(s, ta) {
			// "1681호로": the flat, not the particle after it.
			d := ta
			for isDigit(s[d]) {
				d++
			}
			_, n := utf8.DecodeRuneInString(s[d:])
			if e = d + n; e < te {
				break
			}
		}
	}
	return trimSentence(s, a, e)
}

// districtBefore finds a district's word (حي, Quận, Kel. ...) among the
// last three words before the comma c, whose words are all in the script
// of the street at a, and returns where it starts.
func districtBefore(s string, c, a int) (int, bool) {
	e := c
	for n := 0; n < 3; n++ {
		qa, qe := tokBefore(s, e)
		if qa < 0 || qe < e && n == 0 || !sameScript(s[qa:qe], s[a:]) || !unicode.IsLetter(firstRune(s[qa:qe])) {
			return 0, false
		}
		if n > 0 && inSet(adminWords, s[qa:qe]) {
			return qa, true
		}
		e = qa
	}
	return 0, false
}

// unitNumber reports the number or letter of a flat or building: "20",
// "A", "13Q", "2B", "D9".
func unitNumber(tok string) bool {
	if unitID(tok) {
		return true
	}
	d := 0
	for d < len(tok) && isDigit(tok[d]) {
		d++
	}
	return d > 0 && d <= 6 && len(tok)-d <= 1 && (d == len(tok) || isUpper(tok[d]))
}

// unitID reports the letter name of a block, entrance or flat: "T",
// "D9", "F22", "B2".
func unitID(tok string) bool {
	if len(tok) == 0 || len(tok) > 4 || !isUpper(tok[0]) {
		return false
	}
	for i := 1; i < len(tok); i++ {
		if !isDigit(tok[i]) {
			return false
		}
	}
	return true
}

// trimSentence drops a full stop that ends the sentence, not an
// abbreviation ("TP.", "Jl.", "d."): after a word of three letters or
// more with a lower-case one ("Hòa.", "Köln."), or after a number.
func trimSentence(s string, a, e int) int {
	if e > a && s[e-1] == '.' {
		w := e - 1
		for w > a && s[w-1] != ' ' && s[w-1] != '.' {
			w--
		}
		word := s[w : e-1]
		if utf8.RuneCountInString(word) >= 3 && strings.ToUpper(word) != word || e-1 > a && isDigit(s[e-2]) {
			return e - 1
		}
	}
	return e
}

// townWords matches up to four words of a town's name at i
// ("Nha Trang", "Санкт-Петербург", "Caddebostan/İstanbul", "Hà Nội").
func townWords(s string, i int) (int, int) {
	e, n := i, 0
	for n < 4 {
		a, b := tokAfter(s, e)
		if a < 0 || a > e+1 || n == 0 && a != i && a != i+1 {
			break
		}
		tok := s[a:b]
		// A label is no town: "DESCRIPTION:Call 07295 752005".
		if !capTok(tok) && !(n > 0 && nameJoiner[tok]) || hasDigitOrAt(tok) || n > 0 && !sameScript(tok, s[i:]) || strings.IndexByte(tok, ':') >= 0 {
			break
		}
		// A word that ends a sentence ends the town; without capitals
		// the sentence may go on after the town: two words at most
		// ("תל אביב").
		if tok[len(tok)-1] == '\'' {
			b-- // a quoted value's end: "'Am Markt 3, 04109 Leipzig'"
		}
		e, n = trimSentence(s, a, b), n+1
		if e < b || b < a+len(tok) || n == 2 && caseless(firstRune(tok)) {
			break
		}
	}
	return e, n
}

// postcodeAt matches a postcode at i in one of the shapes countries
// write them in: 12345, 12-345 (PL), 12345-678 (BR), 1234 AB (NL), 1234
// (AT, CH, AU, DK...), 123456 (RU, IN, CN).
func postcodeAt(s string, i int) (int, bool) {
	i = postcodePrefix(s, i) // "D-75116 Bremen" (street_postcodes.go)
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	n := j - i
	switch {
	case n == 2 && j+4 <= len(s) && s[j] == '-' && isDigit(s[j+1]) && isDigit(s[j+2]) && isDigit(s[j+3]):
		j += 4
	case n == 5 && j+4 <= len(s) && s[j] == '-' && isDigit(s[j+1]) && isDigit(s[j+2]) && isDigit(s[j+3]):
		j += 4
	case n == 4 && j+3 < len(s) && s[j] == ' ' && isUpper(s[j+1]) && isUpper(s[j+2]) && !isAlnum(s[j+3]):
		j += 3
	case n == 3 && j+3 <= len(s) && s[j] == ' ' && isDigit(s[j+1]) && isDigit(s[j+2]) && (j+3 == len(s) || !isDigit(s[j+3])):
		j += 3 // 110 00 (CZ, SK), 411 24 (SE), 105 57 (GR)
	case n == 4 || n == 5 || n == 6:
	default:
		return 0, false
	}
	if !endOK(s, j) || j < len(s) && (s[j] == '-' || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) {
		return 0, false
	}
	return j, true
}

// addressEnd grows the street that ends at e over the parts that follow
// it: a flat after a space ("No: 56 Kat: 6"), then comma-separated unit,
// district, town and postcode parts. A town alone may follow a unit or a
// district, not another town (a town after a town may be a name); a
// postcode ends the address.
func addressEnd(s string, e int) int {
	if e+1 < len(s) && s[e] == '.' && s[e+1] == ' ' && e > 0 && isDigit(s[e-1]) {
		if a, b := tokAfter(s, e+1); a == e+2 && inSet(unitWords, s[a:b]) {
			e++ // "Pozsonyi út 93. fsz. 1."
		} else if a == e+2 && flatPair(s[a:b]) {
			return b // "Kossuth utca 12. 3/7": the floor and the door
		}
	}
	// Glued flat words: "No:36 Kat:4 D:9".
	for n := 0; n < 2; n++ {
		a, b := tokAfter(s, e)
		if a != e+1 || !gluedUnit(s[a:b]) {
			break
		}
		e = b
	}
	// A Korean building and flat after a space: "명동길 7 3동 1502호" (a
	// room alone, "중앙로 77 501호", may be a venue's).
	if a, b := tokAfter(s, e); a == e+1 && (inSet(unitWords, s[a:b]) || unitPart(s, a) && strings.Contains(s[a:b], "동")) {
		if pe, kind := addressPart(s, a); kind == partUnit {
			e = pe
		}
	}
	if stairAt(s, e+1) {
		e += 3 // "Mannerheimintie 10 A 5"
		for e < len(s) && isDigit(s[e]) {
			e++
		}
	}
	last := partNone
	for n := 0; n < 6; n++ {
		// Parts are split by a comma, a dash (Brazil, India), or a line
		// break before the postcode line of a letter or a label.
		p, comma := commaAfter(s, e), true
		switch {
		case p > 0:
		case strings.HasPrefix(s[e:], " - "):
			p = e + 3
		case strings.HasPrefix(s[e:], "\n") || strings.HasPrefix(s[e:], "\r\n"):
			p, comma = e+1, false
			if s[e] == '\r' {
				p++
			}
		case strings.HasPrefix(s[e:], `\n`):
			p, comma = e+2, false // escaped in a JSON string
		default:
			return e
		}
		pe, kind := addressPart(s, p)
		// A Korean town is a district's word: not "…호, 전화 …".
		if kind == partTown && isHangul(firstRune(s[p:])) && !koreanDistrict(s[p:pe]) {
			break
		}
		if kind == partNone || kind == partTown && last == partTown || !comma && kind != partPostcode && kind != partTownPostcode {
			break
		}
		e, last = pe, kind
		if kind == partPostcode || kind == partTownPostcode {
			break
		}
	}
	return e
}

// addressStart grows the street that starts at a back over what precedes
// it: a flat ("Unit 2/"), a house marker ("Số "), Korean districts
// ("서울특별시 마포구 "), and comma-separated districts and postcodes
// ("344002, г. Ростов-на-Дону, ").
func addressStart(s string, a int) int {
	if qa, qe := tokBefore(s, a); qa >= 0 && qe < a && (inSet(unitWords, s[qa:qe]) || inSet(houseMarkers, s[qa:qe])) {
		a = qa
	}
	if ae := a; ae < len(s) && ae > 0 {
		// The house's word before its marker: "Nyumba Na. 117, Ngong Road".
		if _, me := tokAfter(s, a); me > a && inSet(houseMarkers, s[a:me]) {
			if qa, qe := tokBefore(s, a); qa >= 0 && qe < a && houseWords[strings.ToLower(s[qa:qe])] {
				a = qa
			}
		}
	}
	for n := 0; n < 4; n++ {
		qa, qe := tokBefore(s, a)
		if qa < 0 || qe == a || !koreanDistrict(s[qa:qe]) {
			break
		}
		a = qa
	}
	for n := 0; n < 3; n++ {
		// The part before the comma (escaped in iCalendar: "\, ").
		c := commaBefore(s, a)
		if c < 0 {
			break
		}
		// A flat or building and its number or letter alone before the
		// comma: "Flat 20, ", "Bât. A, ", "Unit 7, ".
		if ia, ie := tokBefore(s, c); ia > 0 && ie == c && unitNumber(s[ia:ie]) {
			if ua, ue := tokBefore(s, ia); ua >= 0 && ue < ia {
				if escapedBreak(s, ua+1) {
					ua++ // "\\nFlat 7, 91 Manor Street"
				}
				if inSet(unitWords, s[ua:ue]) {
					a = ua
					continue
				}
			}
		}
		// A district's word and its name at the end of a sentence's
		// part: "I live at حي النزهة، شارع …".
		if da, ok := districtBefore(s, c, a); ok {
			a = da
			continue
		}
		p := c
		for p > 0 {
			r, w := utf8.DecodeLastRuneInString(s[:p])
			if partStop(r) {
				break
			}
			p -= w
		}
		for p < c && s[p] == ' ' {
			p++
		}
		if k := strings.LastIndexByte(s[p:c], ':'); k >= 0 {
			p += k + 1 // a label glued to the part: "LOCATION:Flat 22"
			for p < c && s[p] == ' ' {
				p++
			}
		}
		part := s[p:c]
		// A postcode that ends the part: "Адрес 190000, г. ...",
		// "LOCATION:190000\, г. ...".
		if sp := strings.LastIndexAny(part, " :"); allDigits(part[sp+1:]) && (len(part)-sp-1 == 5 || len(part)-sp-1 == 6) {
			a = p + sp + 1
			if sp >= 0 {
				break
			}
			continue
		}
		if ta, te := tokAfter(s, p); ta == p && te <= c && (inSet(adminWords, s[ta:te]) ||
			(inSet(unitWords, s[ta:te]) || inSet(houseMarkers, s[ta:te])) && c-te < 8) && c-p < 50 {
			// "г. Ростов-на-Дону, ", "Flat 17, ", "عمارة 94، ".
			a = p
			continue
		}
		// The postcode and town first: "4025 Debrecen, Pozsonyi út 93.".
		if pe, ok := postcodeAt(s, p); ok && pe-p >= 4 {
			if te, words := townWords(s, pe); words > 0 && te == c {
				a = p
			}
		}
		break
	}
	return a
}

// koreanDistrict matches a Korean province, city or district word:
// 서울특별시, 경기도, 마포구, 해운대구, 수원시, 영통구.
func koreanDistrict(tok string) bool {
	r, _ := utf8.DecodeLastRuneInString(tok)
	if !isHangul(r) || utf8.RuneCountInString(tok) < 2 {
		return false
	}
	for _, c := range tok {
		if !isHangul(c) {
			return false
		}
	}
	return r == '시' || r == '도' || r == '구' || r == '군' || r == '읍' || r == '면'
}

// ---- Japanese addresses: "〒150-0002 東京都渋谷区渋谷2丁目21-1",
// "大阪府大阪市北区梅田3丁目1番3号": a town's Han name with a prefecture
// or municipality in it, the block number and 丁目 (or the lot and 番地),
// then the building numbers.

func findJapaneseAddresses(s string, m marks, out []Finding) []Finding {
	if m.has(mkQu | mkShi) {
		out = findJapaneseDashAddresses(s, out)
	}
	if !m.has(mkChome | mkBanchi) {
		return out
	}
	for off := 0; off < len(s); {
		k := strings.Index(s[off:], "丁目")
		w := len("丁目")
		if l := strings.Index(s[off:], "番地"); l >= 0 && (k < 0 || l < k) {
			k, w = l, len("番地")
		}
		if k < 0 {
			break
		}
		k += off
		off = k + w
		a, d, ok := hanRunBeforeNumber(s, k)
		if !ok {
			continue
		}
		town := s[a:d]
		if !strings.ContainsAny(town, "都道府県市区町村郡") {
			continue
		}
		a = jpAddressStart(s, a, town)
		e := off
		for e < len(s) {
			r, n := utf8.DecodeRuneInString(s[e:])
			if !(r < utf8.RuneSelf && (isDigit(byte(r)) || r == '-') || r == '番' || r == '号' || r == '地' || r == '－') {
				break
			}
			e += n
		}
		for e > off && s[e-1] == '-' {
			e--
		}
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
	return out
}

// jpPostcode matches 150-0002 at i.
// findJapaneseDashAddresses finds the addresses whose block, lot and
// house numbers are written with dashes after the prefecture and the
// town: "東京都目黒区東6-14-157", "大阪府大阪市北区新町1-1-26". The Han
// run before the numbers names a prefecture (都道府県) and a city, ward or
// town (市区町村); the numbers are two or three groups of digits.
func findJapaneseDashAddresses(s string, out []Finding) []Finding {
	for off := 0; off < len(s); {
		i := nextDigit(s, off)
		if i >= len(s) {
			break
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		off = j
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if !isHan(r) || j-i > 4 {
			continue
		}
		groups, e := 1, j
		for groups < 3 && e+1 < len(s) && s[e] == '-' && isDigit(s[e+1]) {
			k := e + 1
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			if k-e-1 > 4 {
				break
			}
			e, groups = k, groups+1
		}
		if e < len(s) && (isDigit(s[e]) || s[e] == '-') {
			continue
		}
		// One number after a town's 町 is its lot: "…左京区北白川西町18".
		if groups < 2 && (r != '町' || j-i > 3 || e < len(s) && (s[e] == '.' || s[e] == ':' || s[e] == '/' || unicode.IsLetter(firstRune(s[e:])))) {
			continue
		}
		a := hanStart(s, i, i-90)
		town := s[a:i]
		if !strings.ContainsAny(town, "都道府県") || !strings.ContainsAny(town, "市区町村郡") {
			continue
		}
		e = jpRoomEnd(s, e)
		out = append(out, Finding{jpAddressStart(s, a, town), e, StreetAddress})
		off = e
	}
	return out
}

// jpRoomEnd extends a Japanese address that ends at e over the room
// number after a space: " 402号室".
func jpRoomEnd(s string, e int) int {
	p := e
	switch {
	case strings.HasPrefix(s[p:], " "):
		p++
	case strings.HasPrefix(s[p:], "\u3000"):
		p += len("\u3000")
	default:
		return e
	}
	d := p
	for d < len(s) && d-p < 5 && isDigit(s[d]) {
		d++
	}
	if d > p && strings.HasPrefix(s[d:], "号室") {
		return d + len("号室")
	}
	return e
}

// jpAddressStart is where the address whose Han run town starts at a
// begins: after a label that the run starts with ("住所"), or at the
// postcode before it ("〒150-0002 ").
func jpAddressStart(s string, a int, town string) int {
	for _, p := range cnAddressPrefixes {
		if strings.HasPrefix(town, p) {
			a += len(p)
			break
		}
	}
	if b := strings.LastIndex(s[max(0, a-20):a], "〒"); b >= 0 {
		b += max(0, a-20)
		if jpPostcode(s, b+len("〒")) {
			a = b
		}
	}
	return a
}

func jpPostcode(s string, i int) bool {
	return i+8 <= len(s) && allDigits(s[i:i+3]) && s[i+3] == '-' && allDigits(s[i+4:i+8])
}

// pathLike reports a file path or URL path, not an address whose flat or
// district has a slash ("7/2", "RT 003/RW 05", "Kadıköy/İstanbul"): a word
// that starts with '/', holds two, or a host before its slash
// ("go4.org/intern").
func pathLike(v string) bool {
	for _, w := range strings.Fields(v) {
		k := strings.IndexByte(w, '/')
		if k < 0 {
			continue
		}
		if k == 0 || strings.Count(w, "/") >= 2 {
			return true
		}
		if d := strings.IndexByte(w[:k], '.'); d >= 0 && d+1 < k && isAlpha(w[d+1]) {
			return true
		}
	}
	return false
}

// hanRunBeforeNumber reads back from at (where a house-number marker such as
// 號, 丁目 or 番地 starts) over the number's digits and then over up to 90 bytes of
// Han text: the city, district and road written before the number. d is where
// the digits start, a where the Han text starts; ok is false without digits.
func hanRunBeforeNumber(s string, at int) (a, d int, ok bool) {
	d = at
	for d > 0 && isDigit(s[d-1]) {
		d--
	}
	if d == at {
		return 0, 0, false
	}
	return hanStart(s, d, d-90), d, true
}
