package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A person's name and a firm's, a school's or a place's are often the same
// words: "Okafor Family Pharmacy", "Lincoln Elementary", "Adelaide Hills",
// "Dufresne Frères", "Takahashi Seiki 株式会社". What makes them no person is
// the noun that heads them (a trade, an institution, a kind of place, an
// animal's breed) or the legal form that ends them, in the name or right
// after it on its line, whatever slot holds them (an employer's field, a
// receipt's shop, a sentence). orgOrPlaceName says so for every finding of
// a person, whichever pass made it.

// headNouns head the name of a firm, an institution, a department, a place
// or an animal's breed, lower case. Words that are also common names
// ("Hall", "Park", "Church", "Ward") are let through by namesake below.
var headNouns = wordSet(`
	hills harbour harbor heights island islands isle bay beach valley lake river mountain mountains park
	gardens square station airport quay wharf pier marina village county district borough parish
	province prefecture coast creek falls springs canyon peninsula forest reservoir stadium arena
	chapel cathedral church temple shrine mosque synagogue abbey castle palace museum library zoo
	mall centre center tower building mansion mansions convention campus terminal
	elementary primary kindergarten school academy college university universität université
	universidad università uniwersytet institute institut instituto hospital infirmary clinic
	gymnasium grundschule gesamtschule escuela colegio scuola liceo lycée collège szkoła okulu
	pharmacy plumbing moving motor motors auto ales brewery bakery serwis bygg costruzioni inşaat
	seiki shoji kogyo sangyo denki kensetsu spedition transport transportes hermanos frères freres
	brothers bros sons söhne figli hijos filhos zonen
	bakery vet vets veterinary kennels cattery stables nursery salon barbers florist florists tailors opticians
	solicitors accountants architects surveyors cleaners laundry deli pizzeria trattoria bistro brasserie boulangerie
	pâtisserie metzgerei bäckerei gasthaus gasthof ristorante osteria taverna inn motel hostel resort gym fitness
	yoga montessori preschool daycare orthodontics pediatrics physiotherapy chiropractic farms vineyard winery
	distillery roasters grill diner tavern pub lounge club society council committee federation union league
	ministries diocese orchestra choir theatre theater cinema
	service servicio servicios serviço atención atendimento obsługi biuro kundenservice kundendienst`)

// breedNouns head an animal's breed ("Jack Russell Terrier", "Maine Coon").
var breedNouns = wordSet(`terrier shorthair longhair coon spaniel retriever shepherd poodle bulldog collie hound beagle
	labrador husky corgi siamese ragdoll dachshund chihuahua schnauzer sphynx inu mastiff rottweiler
	doberman pinscher greyhound whippet weimaraner samoyed malamute pomeranian bichon birman
	abyssinian burmese dog cat`)

// namesake reports whether the word w is also a common given name or
// surname ("Hall", "Park", "Ward", "Shepherd"): no head noun then.
func namesake(w string) bool {
	k := gaz().word(w)
	return k.given >= 0 && k.given < 1500 || k.surname >= 0 && k.surname < 1500
}

// headNoun reports whether the word w, not in lower case, heads a firm's,
// an institution's, a place's or a breed's name.
func headNoun(w string) bool {
	if w == "" {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
		return false
	}
	lw := strings.ToLower(w)
	return (headNouns[lw] || breedNouns[lw] || orgWords[lw] && len(lw) > 3) && !namesake(w)
}

// firmSuffixes follow a firm's or a place's name written in another
// script: Japanese, Chinese and Korean legal forms, and the words for a
// branch, a station, a park, a venue or "living in".
var firmSuffixes = []string{"株式会社", "有限会社", "合同会社", "有限公司", "股份", "集团", "集團", "公司", "会社",
	"(株)", "（株）", "㈱", "주식회사", "店", "站", "駅", "空港", "机场", "公园", "公園", "广场", "広場", "在住",
	"附近", "南门", "北门", "东门", "西门", "컨벤션", "호텔", "병원", "출입국", "出入国", "病院", "医院", "大学", "酒店"}

// orgOrPlaceName reports whether the person finding f is rather a firm's,
// an institution's, a place's or an animal's name.
func orgOrPlaceName(s string, f Finding) bool {
	// "Milo (Maine Coon, MN, 6y)", "豆豆（Shiba Inu，3岁）": an animal
	// before its breed in brackets, in any script.
	if breedAfter(s, f.End) {
		return true
	}
	v := s[f.Start:f.End]
	r, _ := utf8.DecodeRuneInString(v)
	if !unicode.IsUpper(r) && !unicode.IsLower(r) {
		return false // a name of an uncased script: other passes judge it
	}
	if placeOfTwoWords(v) {
		return true // "HONG KONG" closing an address, "Cape Town"
	}
	// A word of the name heads a firm, a place or a breed.
	last := v
	for w := range strings.FieldsSeq(v) {
		if headNoun(strings.TrimRight(w, ".,")) {
			return true
		}
		last = w
	}
	e := f.End
	// "BATES ORD-2026-289922": the letters of a record's number (a
	// booking's "SILVA/LUIZ-1.1" numbers its passenger).
	if e+1 < len(s) && s[e] == '-' && isDigit(s[e+1]) && strings.IndexByte(v, '/') < 0 {
		return true
	}
	// "Castellanos Hermanos S.A.", "McAllister Moving Co.": a legal form
	// the name's last word begins.
	if e < len(s) && s[e] == '.' {
		j := e
		for j < len(s) && j-e < 8 && (s[j] == '.' || isAlpha(s[j])) {
			j++
		}
		if inSet(legalForms, last+s[e:j]) {
			return true
		}
	}
	// "Pemberton Ales", "King Edward VII School", "Whitacre & Sons", a
	// legal form: up to three words after the name on its line, each of
	// letters of a cased script and the dots of a legal form.
	j := e
	for w := 0; w < 3 && j+1 < len(s) && s[j] == ' '; w++ {
		a := j + 1
		if s[a] == '&' {
			j = a + 1
			continue
		}
		k := a
		for k < len(s) && k-a < 24 {
			r, n := utf8.DecodeRuneInString(s[k:])
			if r != '.' && (!unicode.IsLetter(r) || r >= 0x2E80) {
				break
			}
			k += n
		}
		t := s[a:k]
		if r, _ := utf8.DecodeRuneInString(t); !unicode.IsUpper(r) {
			break // "Marisol | Customer Care": the name's line goes on with no name
		}
		if inSet(legalForms, t) || headNoun(strings.TrimRight(t, ".")) {
			return true
		}
		j = k
	}
	// "Takahashi Seiki 株式会社", "Victoria Harbour店", "Prince Edward
	// Island站", "Adelaide Hills　在住".
	rest := s[j:]
	if strings.HasPrefix(rest, " ") {
		rest = rest[1:]
	} else if strings.HasPrefix(rest, "　") {
		rest = rest[len("　"):]
	}
	if firmSuffix(rest) {
		return true
	}
	// "Kingston upon Thames", "Newcastle upon Tyne".
	b := f.Start
	return b >= 6 && s[b-6:b] == " upon "
}

// dropOrgNames removes the persons of out that orgOrPlaceName takes for
// firms, places or animals: the passes after filter (names recurring,
// lists, the model's) add some.
func dropOrgNames(s string, out []Finding) []Finding {
	n := 0
	for _, f := range out {
		if f.Type == Person && orgOrPlaceName(s, f) {
			continue
		}
		out[n] = f
		n++
	}
	return out[:n]
}

// firmSuffix reports whether t begins with a legal form or a place word
// of the CJK scripts.
func firmSuffix(t string) bool {
	if t == "" || t[0] < utf8.RuneSelf && t[0] != '(' {
		return false
	}
	for _, x := range firmSuffixes {
		if strings.HasPrefix(t, x) {
			return true
		}
	}
	return false
}

// breedAfter reports whether a bracket at e opens on an animal's breed
// ("(Jack Russell Terrier", "（British Shorthair，3岁）").
func breedAfter(s string, e int) bool {
	if strings.HasPrefix(s[e:], " (") {
		e += 2
	} else if strings.HasPrefix(s[e:], "(") {
		e++
	} else if strings.HasPrefix(s[e:], "（") {
		e += len("（")
	} else {
		return false
	}
	end := min(len(s), e+40)
	for w := 0; w < 4 && e < end; w++ {
		k := e
		for k < end && isAlpha(s[k]) {
			k++
		}
		if k == e {
			return false
		}
		if t := s[e:k]; isUpper(t[0]) {
			lw := strings.ToLower(t)
			if breedNouns[lw] && !namesake(t) {
				// not a club's or a show's name ("(Golden Retriever Club)")
				return k+1 >= len(s) || s[k] != ' ' || !isUpper(s[k+1])
			}
		}
		if k >= len(s) || s[k] != ' ' {
			return false
		}
		e = k + 1
	}
	return false
}

// placeOfTwoWords reports whether v, in any case, is a country or a city
// of placeRegions written in two words or more ("Hong Kong", "Kuala
// Lumpur", "SOUTH AFRICA"): no person's name, though its words may be.
func placeOfTwoWords(v string) bool {
	if strings.IndexByte(v, ' ') < 0 {
		return false
	}
	for _, p := range placeRegions {
		if len(p.name) == len(v) && strings.IndexByte(p.name, ' ') > 0 && strings.EqualFold(p.name, v) {
			return true
		}
	}
	return false
}
