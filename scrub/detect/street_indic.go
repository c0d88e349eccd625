package detect

import (
	"strings"
	"unicode/utf8"
)

// Addresses in Devanagari and Bengali without a PIN (struct_address.go
// reads those with one): a house or flat and its number, then the road,
// colony or area parts ("मकान नं. 16, स्टेशन मार्ग", "फ्लैट 12, गांधी रोड",
// "বাড়ি 24, রোড 7, বনানী"), or the number and the colony in one part
// ("101/18 शास्त्री कॉलोनी", "41, नेहरू नगर, गली नं. 14").

// indicHouseWords open a house or flat before its number.
var indicHouseWords = wordSet(`मकान फ्लैट प्लॉट बाड़ी बाडी বাড়ি বাড়ী ফ্ল্যাট ফ্লাট বাসা হোল্ডিং প্লট`)

// indicMarkers stand between a house word and its number ("नं.", "নং").
var indicMarkers = wordSet(`नं. नं नंबर संख्या নং নং. নম্বর`)

// indicStreetWords end a road, colony or area's name ("स्टेशन मार्ग",
// "नेहरू नगर") or open a road's number ("রোড 7", "गली नं. 14").
var indicStreetWords = wordSet(`मार्ग रोड नगर कॉलोनी कालोनी गली लेन पथ चौक विहार एन्क्लेव सेक्टर মার্গ রোড সড়ক লেন গলি নগর সেক্টর`)

// dhakaAreas are areas of Dhaka an address names alone after its house
// ("87/19 মিরপুর", "বাড়ি 12, ধানমন্ডি").
var dhakaAreas = wordSet(`বনানী মিরপুর ধানমন্ডি গুলশান মোহাম্মদপুর উত্তরা বারিধারা মতিঝিল মহাখালী তেজগাঁও বসুন্ধরা লালমাটিয়া শ্যামলী`)

// hasIndic reports Devanagari or Bengali text in s.
func hasIndic(s string) bool {
	for off := 0; ; {
		k := strings.IndexByte(s[off:], 0xE0)
		if k < 0 || off+k+1 >= len(s) {
			return false
		}
		off += k + 1
		if b := s[off]; b >= 0xA4 && b <= 0xA7 {
			return true
		}
	}
}

func indicScript(r rune) bool { return r >= 0x0900 && r <= 0x09FF }

func findIndicStreets(s string, out []Finding) []Finding {
	if !hasIndic(s) {
		return out
	}
	for i := 1; i < len(s); i++ {
		if i = nextDigit(s, i); i >= len(s) {
			break
		}
		if s[i-1] != ' ' && !partStop(rune(s[i-1])) && !escapedBreak(s, i) {
			for i+1 < len(s) && isDigit(s[i+1]) {
				i++
			}
			continue
		}
		j, ok := indicHouseNumber(s, i)
		if !ok {
			for i+1 < len(s) && isDigit(s[i+1]) {
				i++
			}
			continue
		}
		if a, e, ok := indicAddressAt(s, i, j); ok {
			out = append(out, Finding{a, e, StreetAddress})
			i = e
			continue
		}
		i = j - 1
	}
	return out
}

// indicHouseNumber matches a house number at i: digits, an optional
// "/flat" and an optional letter ("101/18", "13Q").
func indicHouseNumber(s string, i int) (int, bool) {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j-i > 5 {
		return 0, false
	}
	if j+1 < len(s) && s[j] == '/' && isDigit(s[j+1]) {
		k := j + 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k-j-1 > 4 {
			return 0, false
		}
		j = k
	}
	if j < len(s) && isUpper(s[j]) {
		j++
	}
	return j, endOK(s, j) && (j == len(s) || s[j] != '/' && s[j] != '-' && s[j] != '.' && s[j] != ':')
}

// indicAddressAt reads the address around the house number s[i:j].
func indicAddressAt(s string, i, j int) (int, int, bool) {
	a, house := i, false
	// The house's word and marker before the number: "मकान नं. 16".
	if qa, qe := tokBefore(s, i); qa >= 0 && qe < i {
		if indicMarkers[s[qa:qe]] {
			if ha, he := tokBefore(s, qa); ha >= 0 && he < qa && indicHouseWords[s[ha:he]] {
				a, house = ha, true
			}
		} else if indicHouseWords[s[qa:qe]] {
			a, house = qa, true
		}
	}
	e := j
	streets := 0
	// Words after the number in its part: "101/18 शास्त्री कॉलोनी".
	if we, kind := indicWords(s, j); kind > 0 {
		e, streets = we, 1
	} else if !house && !strings.Contains(s[i:j], "/") && commaAfter(s, j) < 0 {
		return 0, 0, false
	}
	// The parts after it: a road, a colony, a lane's number, an area.
	for n := 0; n < 4; n++ {
		p := commaAfter(s, e)
		if p < 0 {
			break
		}
		pe, ok := indicPart(s, p)
		if !ok {
			break
		}
		e, streets = pe, streets+1
	}
	if streets == 0 {
		return 0, 0, false
	}
	return a, e, true
}

// indicWords matches one to three words of a name after a space at p in
// Devanagari or Bengali whose last is a street word after a name ("सुभाष
// कॉलोनी", not "12 रोड") or a Dhaka area, up to a part's end; kind is 0
// when there are none.
func indicWords(s string, p int) (int, int) {
	e := p
	for n := 0; n < 3; n++ {
		a, b := tokAfter(s, e)
		if a != e+1 || !indicScript(firstRune(s[a:b])) {
			return 0, 0
		}
		tok := s[a:b]
		e = b
		if indicStreetWords[tok] && n > 0 || dhakaAreas[tok] {
			if e < len(s) {
				if r, _ := utf8.DecodeRuneInString(s[e:]); !(r == ' ' || partStop(r) || r == '"' || r == '\'') {
					return 0, 0
				}
			}
			return e, 1
		}
	}
	return 0, 0
}

// indicPart matches a part of an address at p: a road or colony's name
// ("स्टेशन मार्ग"), a road or lane and its number ("রোড 7", "गली नं. 14"),
// a house and its number ("বাড়ি 12"), or a Dhaka area alone.
func indicPart(s string, p int) (int, bool) {
	a, b := tokAfter(s, p)
	if a != p || !indicScript(firstRune(s[a:b])) {
		return 0, false
	}
	tok := s[a:b]
	if indicStreetWords[tok] || indicHouseWords[tok] {
		// The word and its number: "রোড 7", "गली नं. 14", "বাড়ি 12".
		na, nb := tokAfter(s, b)
		if na == b+1 && indicMarkers[s[na:nb]] {
			na, nb = tokAfter(s, nb)
		}
		if na >= 0 && isDigit(s[na]) {
			if ne, ok := indicHouseNumber(s, na); ok && ne == nb {
				return ne, true
			}
		}
	}
	if dhakaAreas[tok] {
		return b, true
	}
	if we, kind := indicWords(s, p-1); kind > 0 {
		return we, true
	}
	return 0, false
}
