package detect

import (
	"strings"
	"unicode/utf8"
)

// landmarkAddresses are the street addresses of the seats of government,
// parliaments, palaces and monuments that news and guides give, lower
// case, from the institutions' own pages: a queue outside one of them
// names no one who lives there. A finding that contains one is kept
// (public.go's famousAddresses hold the house-and-street prefixes of
// firms' and fiction's addresses).
var landmarkAddresses = []string{
	// Germany
	"platz der republik 1", "willy-brandt-straße 1", "willy-brandt-strasse 1", "spreeweg 1", "pariser platz 1", "museumsinsel",
	// France
	"5 avenue anatole france", "champ de mars", "55 rue du faubourg saint-honoré", "57 rue de varenne", "place charles de gaulle",
	"6 parvis notre-dame", "126 rue de l'université",
	// United Kingdom
	"10 downing street", "buckingham palace", "houses of parliament", "london sw1a 0aa", "london sw1a 1aa", "london sw1a 2aa",
	// United States
	"1600 pennsylvania avenue", "1600 pennsylvania ave", "20 w 34th st", "20 west 34th street", "405 lexington avenue",
	"liberty island", "first st se, washington", "1000 5th ave", "1000 fifth avenue", "4059 mt lee dr",
	// Canada, Australia, New Zealand
	"1 sussex drive", "24 sussex drive", "111 wellington street", "bennelong point", "parliament drive, canberra",
	// Italy, Spain, Netherlands, Belgium
	"piazza colonna 370", "piazza del quirinale", "piazza del colosseo", "piazza san pietro", "piazza del duomo, 20122 milano",
	"carrer de mallorca, 401", "calle de bailén", "plaza de la independencia, 28001", "dam 1, 1012", "museumplein 6", "rue de la loi 16",
	// Russia, Brazil, India, South Africa
	"красная площадь", "red square, moscow", "praça dos três poderes", "avenida paulista, 1578", "rashtrapati bhavan",
	"union buildings", "government avenue, pretoria",
	// China, Japan, Korea, Taiwan
	"景山前街4号", "天安门广场", "中南海", "千代田区千代田1-1", "永田町2-3-1", "芝公園4-2-8", "1-1 chiyoda", "2-3-1 nagatacho",
	"4-2-8 shibakoen", "청와대로 1", "세종대로 209", "사직로 161", "cheongwadae-ro 1", "重慶南路一段122號", "重庆南路一段122号",
	// Japan, Korea, China: sights, museums and towers guides print, and
	// the seats of their largest firms (Sony, SoftBank, Nintendo,
	// Rakuten, Naver, Kakao, LG, Hyundai)
	"押上1-1-2", "丸の内1-9-1", "浅草2-3-1", "金閣寺町1", "深草藪之内町68", "清水1丁目294", "清水1-294", "大阪城1-1",
	"港南1-7-1", "海岸1-7-1", "上鳥羽鉾立町11-1", "玉川1-14-1", "남산공원길 105", "서빙고로 137", "올림픽로 300", "영동대로 513",
	"정자일로 95", "불정로 6", "판교역로 166", "여의대로 128", "헌릉로 12", "世纪大道1号", "香山路7号",
	"信義路五段7號", "信义路五段7号", // Taipei 101
	// South-East Asia, South Asia, Middle East, Africa, Latin America
	"số 2 hùng vương", "2 hùng vương, ba đình", "19 ngọc hà", "jl. medan merdeka utara", "jl. medan merdeka barat",
	"jalan medan merdeka", "na phra lan road", "phra borom maha ratchawang", "raisina hill", "kartavya path", "rajpath, new delhi",
	"harambee avenue", "state house road, nairobi", "union buildings", "sultanahmet meydanı", "topkapı sarayı",
	"dolmabahçe sarayı", "balcarce 50", "plaza de mayo", "zócalo", "plaza de la constitución s/n", "esplanada dos ministérios",
	// Europe and the former Soviet Union
	"дворцовая пл", "дворцовая площадь", "palace square, saint petersburg", "kremlin, moscow", "московский кремль",
	"plac zamkowy 4", "hradčany", "pražský hrad", "syntagma square", "πλατεία συντάγματος", "rynek główny",
	// Museums whose addresses tickets, guides and news print
	"museumstraat 1, 1071", "paseo del prado s/n", "great russell street, london wc1b", "viale vaticano, 00165",
	"lustgarten, 10178", "bodestraße 1-3", "1 rue de la légion d'honneur", "prinsengracht 263", "jodenbreestraat 4",
	"frauenplan 1, 99423", "place du panthéon, 75005", "riksgatan 1", "berggasse 19, 1090",
	// Headquarters of large firms, as annual reports, press releases and
	// invoices print them (public.go's famousAddresses: Silicon Valley's)
	"berliner ring 2, 38440", "petuelring 130", "werner-von-siemens-straße 1, 80333", "dietmar-hopp-allee 16, 69190",
	"mercedesstraße 120, 70372", "porscheplatz 1, 70435", "carl-bosch-straße 38, 67056", "kaiser-wilhelm-allee 1, 51368",
	"1 toyota-cho, toyota", "トヨタ町1番地", "삼성로 129", "samsung-ro 129", "文一西路969号", "腾讯大厦", "上地十街10号",
	"坂田华为基地", "1 tesla road, austin", "2788 san tomas expressway", "1 new orchard road, armonk",
	"2200 mission college blvd", "500 oracle parkway", "one amgen center drive",
}

// landmarkSpelling drops the comma before a number, writes 丁目 as a
// dash and full-width digits as ASCII ("景山前街４号");
// landmarksNoComma are the landmarks without their commas.
var (
	landmarkSpelling = strings.NewReplacer(", ", " ", "丁目", "-", "０", "0", "１", "1", "２", "2", "３", "3", "４", "4",
		"５", "5", "６", "6", "７", "7", "８", "8", "９", "9", "－", "-")
	landmarksNoComma = func() []string {
		l := make([]string, len(landmarkAddresses))
		for i, a := range landmarkAddresses {
			l[i] = strings.ReplaceAll(a, ", ", " ")
		}
		return l
	}()
)

// spans are byte ranges of a text.
type spans [][2]int

// covers reports whether f is a street address or a name inside one of
// the spans ("5 Avenue Anatole France" names a street, not a person).
func (l spans) covers(f Finding) bool {
	if f.Type != StreetAddress && f.Type != Person {
		return false
	}
	for _, r := range l {
		if f.Start >= r[0] && f.End <= r[1] {
			return true
		}
	}
	return false
}

// landmarkSpans returns the street addresses among fs that contain a
// landmark's, and the names of a landmark or a public figure's clause
// (names_public.go).
func landmarkSpans(s string, fs []Finding) spans {
	var l spans
	for _, f := range fs {
		if f.Type == StreetAddress && (landmarkAddress(s[f.Start:f.End]) || landmarkAround(s, f)) || f.Type == Person && (landmarkAround(s, f) || publicClause(s, f)) {
			l = append(l, [2]int{f.Start, f.End})
		}
	}
	return l
}

// landmarkAround reports a name inside a landmark's address that no
// address was found for ("Três Poderes" of "Praça dos Três Poderes,
// Brasília"), or right before one on its line ("Sydney Opera House,
// Bennelong Point"); and a street address that overlaps a landmark's or
// a famous address on its line, within one sentence: a piece of one
// ("町1番地" of "トヨタ町1番地", where the address started after the
// katakana).
func landmarkAround(s string, f Finding) bool {
	lo, hi := max(0, f.Start-40), min(len(s), f.End+40)
	for lo < f.Start && !utf8.RuneStart(s[lo]) {
		lo++
	}
	for hi > f.End && hi < len(s) && !utf8.RuneStart(s[hi]) {
		hi--
	}
	w := s[lo:hi]
	if nl := strings.LastIndexByte(s[lo:f.Start], '\n'); nl >= 0 {
		w, lo = s[lo+nl+1:hi], lo+nl+1
	}
	if nl := strings.IndexByte(s[f.End:hi], '\n'); nl >= 0 {
		w = s[lo : f.End+nl]
	}
	lw := strings.ToLower(w)
	if len(lw) != len(w) {
		return false // lower case changed the byte offsets
	}
	fa, fe := f.Start-lo, f.End-lo
	if f.Type == StreetAddress {
		for _, l := range [2][]string{landmarkAddresses, famousAddresses} {
			for _, a := range l {
				for off := 0; off < fe; {
					k := strings.Index(lw[off:], a)
					if k < 0 {
						break
					}
					// One sentence: a finding that runs from a landmark
					// into the next one ("… SW1A 2AA. Real orders go to 9
					// Elm Court") holds a second address.
					if k += off; k < fe && k+len(a) > fa && !digitAfter(a, lw, k+len(a)) && !(isDigit(a[0]) && k > 0 && isDigit(lw[k-1])) && !sentenceEnd(lw[fa:max(fa, k)]) && !sentenceEnd(lw[min(fe, k+len(a)):fe]) {
						return true
					}
					off = k + 1
				}
			}
		}
		return false
	}
	for _, a := range landmarkAddresses {
		for off := 0; off < len(lw); {
			k := strings.Index(lw[off:], a)
			if k < 0 {
				break
			}
			k += off
			// Overlapping the name, or starting after it with only a
			// comma and a word or two between.
			if k < fe && k+len(a) > fa || k >= fe && k-fe <= 12 && strings.Contains(lw[fe:k], ",") {
				return true
			}
			off = k + 1
		}
	}
	return false
}

// sentenceEnd reports a full stop, question or exclamation mark
// followed by a space in v, or a CJK full stop.
func sentenceEnd(v string) bool {
	return strings.Contains(v, ". ") || strings.Contains(v, "? ") || strings.Contains(v, "! ") || strings.Contains(v, "。")
}

// digitAfter reports a landmark a that ends in a number found in x with
// more of a house number after it at e ("헌릉로 12" of "헌릉로 120",
// "prinsengracht 263" of "Prinsengracht 263A").
func digitAfter(a, x string, e int) bool {
	return isDigit(a[len(a)-1]) && e < len(x) && isAlnum(x[e])
}

// landmarkAddress reports a street address that is a landmark's.
func landmarkAddress(v string) bool {
	if len(v) > 160 {
		return false
	}
	lv := strings.ToLower(v)
	// Written with or without the comma before the number ("Carrer de
	// Mallorca 401"), and block numbers with or without 丁目
	// ("芝公園4丁目2-8").
	alt := landmarkSpelling.Replace(lv)
	for i, a := range landmarkAddresses {
		// Near the start (after a city and district at most), and no
		// second sentence after it: an address found across "… SW1A
		// 2AA. Real orders go to 9 Elm Court" is the second one's too.
		for _, x := range [2]string{lv, alt} {
			k, n := strings.Index(x, a), len(a)
			if k < 0 && landmarksNoComma[i] != a {
				k, n = strings.Index(x, landmarksNoComma[i]), len(landmarksNoComma[i])
			}
			// (The landmark's own full stops do not count: "jl. medan
			// merdeka barat".)
			if k >= 0 && k <= 40 && !strings.Contains(x[k+n:], ". ") && !(isDigit(a[0]) && k > 0 && isDigit(x[k-1])) && !digitAfter(a, x, k+n) {
				return true
			}
		}
	}
	return false
}
