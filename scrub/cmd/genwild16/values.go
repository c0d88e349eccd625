package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// pools are the value lists of data/pools.txt by section key.
type pools map[string][]string

// parsePools reads "@@ key" sections whose entries are lines, or pieces of
// a line split at " | ".
func parsePools(src string) (pools, error) {
	p := pools{}
	for _, s := range corpusgen.Sections(src, "@@ ") {
		key := strings.TrimSpace(s.Header)
		if _, dup := p[key]; dup {
			return nil, fmt.Errorf("pools.txt:%d: %s twice", s.Line, key)
		}
		var list []string
		for _, line := range s.Body {
			for _, e := range strings.Split(line, " | ") {
				if e = strings.TrimSpace(e); e != "" {
					list = append(list, e)
				}
			}
		}
		if len(list) == 0 {
			return nil, fmt.Errorf("pools.txt:%d: %s is empty", s.Line, key)
		}
		p[key] = list
	}
	return p, nil
}

// gen draws values: one random source, one set of pools.
type gen struct {
	r *rand.Rand
	p pools
	// names and addrs count the cultures whose names and the countries
	// whose address layouts were drawn (for the README).
	names, addrs map[string]int
}

func (g *gen) pick(key string) string {
	list, ok := g.p[key]
	if !ok {
		panic("genwild16: no pool " + key)
	}
	return list[g.r.IntN(len(list))]
}

func (g *gen) one(s ...string) string { return s[g.r.IntN(len(s))] }

// between is a number in [lo, hi].
func (g *gen) between(lo, hi int) int { return lo + g.r.IntN(hi-lo+1) }

const (
	upper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lower  = "abcdefghijklmnopqrstuvwxyz"
	digits = "0123456789"
	hexl   = "0123456789abcdef"
	alnum  = upper + lower + digits
	b32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// fillers of pat: # a digit, % 1-9, $ 2-9, ^ A-Z, ~ a-z, * A-Za-z0-9, ? hex, ! A-Z0-9.
var fillers = map[rune]corpusgen.Filler{
	'#': corpusgen.OneOf(digits),
	'%': corpusgen.OneOf("123456789"),
	'$': corpusgen.OneOf("23456789"),
	'^': corpusgen.OneOf(upper),
	'~': corpusgen.OneOf(lower),
	'*': corpusgen.OneOf(alnum),
	'?': corpusgen.OneOf(hexl),
	'!': corpusgen.OneOf(upper + digits),
}

func (g *gen) fill(pat string) string { return corpusgen.Fill(g.r, pat, fillers) }

// fillOne fills one of pats.
func (g *gen) fillOne(pats ...string) string { return g.fill(g.one(pats...)) }

// person is a name drawn from a culture's pools, with its romanised form
// where the pool gives one.
type person struct {
	cult                    string
	given, family, gRo, fRo string
	nickname                string
}

// eastern cultures write the family name first.
var eastern = map[string]bool{"cn": true, "tw": true, "jp": true, "kr": true, "hu": true, "vn": true}

func split2(e string) (native, roman string) {
	if n, r, ok := strings.Cut(e, "/"); ok {
		return n, r
	}
	return e, e
}

func (g *gen) person(cult string) person {
	if c, ok := nameCult[cult]; ok {
		cult = c
	}
	p := person{cult: cult}
	g.names[cult]++
	p.given, p.gRo = split2(g.pick("given." + cult))
	p.family, p.fRo = split2(g.pick("family." + cult))
	if cult == "us" {
		p.nickname = g.pick("nick.us")
	} else {
		p.nickname = p.given
	}
	return p
}

func titleFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// form writes the name: "" in its culture's order, g given, f family,
// comma "Family, Given", init "G. Family", low lower-case, ro romanised
// "Given Family", roe romanised "Family Given", rg and rf romanised parts,
// up "FAMILY Given", rup "FAMILY, GIVEN" romanised, nick a nickname.
func (p person) form(f string) string {
	sep := " "
	if p.cult == "cn" || p.cult == "tw" || p.cult == "kr" {
		sep = ""
	}
	switch f {
	case "":
		if p.cult == "jp" {
			return p.family + p.given
		}
		if eastern[p.cult] {
			return p.family + sep + p.given
		}
		return p.given + " " + p.family
	case "sp": // Japanese with a space
		return p.family + " " + p.given
	case "g":
		return p.given
	case "f":
		return p.family
	case "comma":
		return p.family + ", " + p.given
	case "init":
		r := []rune(p.given)
		return string(r[0]) + ". " + p.family
	case "low":
		return strings.ToLower(p.form(""))
	case "lowg":
		return strings.ToLower(p.given)
	case "ro":
		return p.gRo + " " + titleFirst(p.fRo)
	case "roe":
		return titleFirst(p.fRo) + " " + p.gRo
	case "rg":
		return p.gRo
	case "rf":
		return titleFirst(p.fRo)
	case "up":
		return strings.ToUpper(p.family) + " " + p.given
	case "rup":
		return strings.ToUpper(p.fRo + ", " + p.gRo)
	case "rslash":
		return strings.ToUpper(strings.ReplaceAll(p.fRo, " ", "") + "/" + strings.ReplaceAll(p.gRo, "-", ""))
	case "nick":
		return p.nickname
	}
	panic("genwild16: no name form " + f)
}

// asciiFold drops the marks of Latin letters for e-mail local parts.
var asciiFold = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ä", "ae", "ã", "a", "å", "a", "æ", "ae", "ą", "a",
	"é", "e", "è", "e", "ê", "e", "ë", "e", "ę", "e", "ě", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i", "ı", "i", "İ", "i",
	"ó", "o", "ò", "o", "ô", "o", "ö", "oe", "õ", "o", "ø", "o", "ő", "o",
	"ú", "u", "ù", "u", "û", "u", "ü", "ue", "ů", "u", "ű", "u",
	"ç", "c", "č", "c", "ć", "c", "ğ", "g", "ł", "l", "ñ", "n", "ń", "n", "ř", "r",
	"ś", "s", "š", "s", "ş", "s", "ß", "ss", "ť", "t", "ý", "y", "ž", "z", "ź", "z", "ż", "z",
	"đ", "d", "ă", "a", "ơ", "o", "ư", "u", "ạ", "a", "ả", "a", "ấ", "a", "ầ", "a", "ậ", "a",
	"ế", "e", "ễ", "e", "ệ", "e", "ỉ", "i", "ị", "i", "ọ", "o", "ố", "o", "ồ", "o", "ộ", "o",
	"ớ", "o", "ờ", "o", "ợ", "o", "ụ", "u", "ủ", "u", "ứ", "u", "ữ", "u", "ỳ", "y", "ỹ", "y",
	"'", "", " ", "", "-", "")

func localPart(s string) string {
	s = asciiFold.Replace(strings.ToLower(s))
	var b strings.Builder
	for _, c := range s {
		if c < 0x80 {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// email is an address for p (a zero person draws one of the Latin pools).
func (g *gen) email(p *person) string {
	if p == nil {
		q := g.person(g.one("us", "uk", "de", "fr", "es", "it", "nl", "br", "se", "pl", "tr", "cn", "jp", "kr"))
		p = &q
	}
	gv, fm := localPart(p.gRo), localPart(p.fRo)
	if gv == "" || fm == "" { // a script with no romanised form
		gv, fm = g.fill("~~~~~"), g.fill("~~~")
	}
	dom := g.pick("domain.free")
	if g.r.IntN(3) == 0 {
		dom = g.pick("domain.org")
	}
	switch g.r.IntN(7) {
	case 0:
		return gv + "." + fm + "@" + dom
	case 1:
		return gv[:1] + fm + "@" + dom
	case 2:
		return fm + "." + gv + g.fill("##") + "@" + dom
	case 3:
		return gv + "_" + fm + "@" + dom
	case 4:
		return gv + g.fill("%##") + "@" + dom
	case 5:
		return fm + gv[:1] + "+" + g.one("news", "shop", "school", "gym", "vet") + "@" + dom
	}
	return gv + "-" + fm + "@" + dom
}

// phone is a number of country cc in one of its written forms.
func (g *gen) phone(cc string) string {
	switch cc {
	case "us", "ca":
		return g.fillOne("($##) $##-####", "+1 $##-$##-####", "$##.$##.####", "+1 ($##) $##-####", "1-$##-$##-####", "$##-$##-####")
	case "uk":
		return g.fillOne("07%## ######", "+44 7%## ######", "+44 (0)20 7### ####", "0113 ### ####", "+447%########")
	case "de":
		return g.fillOne("+49 151 ########", "0176 ########", "+49 (0)30 #######", "0761 ######", "+49 89 ### ## ##", "0172-#######")
	case "at":
		return g.fillOne("+43 664 #######", "0676 ### ####", "+43 1 ### ## ##")
	case "fr":
		return g.fillOne("06 ## ## ## ##", "+33 6 ## ## ## ##", "07.##.##.##.##", "+33 (0)4 ## ## ## ##", "01 ## ## ## ##")
	case "es":
		return g.fillOne("+34 6## ### ###", "6## ## ## ##", "+34 9## ### ###", "6########")
	case "mx":
		return g.fillOne("+52 55 #### ####", "55 #### ####", "+52 1 33 #### ####", "(81) ####-####")
	case "it":
		return g.fillOne("+39 3## ### ####", "3## #######", "+39 02 #### ####", "06 ########")
	case "pt":
		return g.fillOne("+351 91# ### ###", "93# ### ###", "+351 22# ### ###")
	case "br":
		return g.fillOne("(11) 9####-####", "+55 11 9####-####", "+55 (81) 9####-####", "(31) 3###-####", "11 9#### ####")
	case "nl":
		return g.fillOne("06-########", "+31 6 #### ####", "+31 (0)20 ### ####", "06 ## ## ## ##")
	case "pl":
		return g.fillOne("+48 5## ### ###", "6## ### ###", "+48 12 ### ## ##", "(+48) 7## ### ###")
	case "se":
		return g.fillOne("070-### ## ##", "+46 70 ### ## ##", "08-### ### ##", "+46 73 ### ## ##")
	case "fi":
		return g.fillOne("040 ### ####", "+358 40 ### ####", "050 #######")
	case "dk":
		return g.fillOne("+45 ## ## ## ##", "2# ## ## ##")
	case "no":
		return g.fillOne("+47 4## ## ###", "9## ## ###")
	case "cz":
		return g.fillOne("+420 6## ### ###", "7## ### ###")
	case "hu":
		return g.fillOne("+36 30 ### ####", "06 20 ### ####", "+36 1 ### ####")
	case "tr":
		return g.fillOne("0532 ### ## ##", "+90 5## ### ## ##", "0 (5##) ### ## ##", "+90 212 ### ## ##")
	case "ru":
		return g.fillOne("+7 (9##) ###-##-##", "8 9## ###-##-##", "+7 495 ###-##-##", "+79#########")
	case "ua":
		return g.fillOne("+380 67 ### ## ##", "050 ### ## ##", "+380 (44) ###-##-##")
	case "gr":
		return g.fillOne("+30 69# ### ####", "69# #######", "210 #######")
	case "il":
		return g.fillOne("05#-###-####", "+972 5#-###-####", "03-#######")
	case "ar", "sa":
		return g.fillOne("+966 5# ### ####", "05# ### ####", "+966 11 ### ####")
	case "ae":
		return g.fillOne("+971 5# ### ####", "05# ### ####", "+971 4 ### ####")
	case "in":
		return g.fillOne("+91 9#### #####", "09#### #####", "+91-8#########", "98### #####", "+91 80 ####  ####")
	case "vn":
		return g.fillOne("09# ### ####", "+84 9# ### ####", "+84 (0)28 #### ####", "03# #### ###")
	case "id":
		return g.fillOne("0812-####-####", "+62 812 #### ####", "+62 21 #### ####", "08##########")
	case "my":
		return g.fillOne("012-### ####", "+60 12-### ####", "+60 3-#### ####")
	case "th":
		return g.fillOne("08# ### ####", "+66 8# ### ####", "02 ### ####")
	case "ph":
		return g.fillOne("0917 ### ####", "+63 917 ### ####", "(02) 8### ####")
	case "jp":
		return g.fillOne("090-####-####", "080-####-####", "+81 90-####-####", "03-####-####", "06-####-####", "+81-3-####-####", "070(####)####")
	case "kr":
		return g.fillOne("010-####-####", "+82 10-####-####", "02-###-####", "031-###-####", "010 #### ####", "+82-10-####-####")
	case "tw":
		return g.fillOne("09##-###-###", "+886 9## ### ###", "(02) ####-####", "+886-2-####-####")
	case "hk":
		return g.fillOne("+852 9### ####", "6### ####", "+852 2### ####")
	case "sg":
		return g.fillOne("+65 9### ####", "8### ####", "+65 6### ####")
	case "au":
		return g.fillOne("04## ### ###", "+61 4## ### ###", "(02) #### ####", "+61 3 #### ####")
	case "za":
		return g.fillOne("+27 82 ### ####", "083 ### ####", "021 ### ####")
	case "ng":
		return g.fillOne("+234 803 ### ####", "0805 ### ####")
	case "cn":
		return g.fillOne("010-########", "021-########", "+86 755 ########", "(0571) ########")
	case "words":
		return g.phoneWords()
	}
	panic("genwild16: no phone format for " + cc)
}

var digitWords = [10]string{"oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// phoneWords is a North American number said aloud: "four one five, ...".
func (g *gen) phoneWords() string {
	d := g.fill("$##$######")
	say := func(s string) string {
		w := make([]string, len(s))
		for i := range s {
			w[i] = digitWords[s[i]-'0']
			if s[i] == '0' && g.r.IntN(3) == 0 {
				w[i] = "zero"
			}
		}
		return strings.Join(w, " ")
	}
	return say(d[:3]) + ", " + say(d[3:6]) + ", " + say(d[6:])
}

var cnPrefixes = strings.Fields("130 131 132 133 134 135 136 137 138 139 145 147 150 151 152 153 155 156 157 158 159 166 170 173 175 176 177 178 180 181 182 183 184 185 186 187 188 189 191 193 195 196 197 198 199")

// cnMobile is a mainland China mobile number.
func (g *gen) cnMobile() string {
	n := g.one(cnPrefixes...) + g.fill("########")
	switch g.r.IntN(6) {
	case 0:
		return n[:3] + " " + n[3:7] + " " + n[7:]
	case 1:
		return "+86 " + n
	case 2:
		return "+86-" + n[:3] + "-" + n[3:7] + "-" + n[7:]
	case 3:
		return n[:3] + "-" + n[3:7] + "-" + n[7:]
	case 4:
		return "(+86)" + n
	}
	return n
}

var cnRegions = []string{"110105", "310104", "440305", "510107", "330106", "420106", "320106", "370202", "210203", "610113", "350203", "430104"}

// cnID is a resident id with a valid check character.
func (g *gen) cnID() string {
	body := g.one(cnRegions...) + fmt.Sprintf("%04d%02d%02d", g.between(1950, 2008), g.between(1, 12), g.between(1, 28)) + g.fill("###")
	return body + string(corpusgen.CNIDCheck(body))
}

func luhnComplete(body string) string { return body + string(corpusgen.LuhnDigit(body)) }

// cnBankCard is a UnionPay card (62...), 16 or 19 digits.
func (g *gen) cnBankCard() string {
	if g.r.IntN(3) == 0 {
		n := luhnComplete("62" + g.fill("################"))
		return g.one(n, corpusgen.Group(n, []int{4, 4, 4, 4}, " "), corpusgen.Chunk(n, 4, " "))
	}
	n := luhnComplete("62" + g.fill("#############"))
	return g.one(n, corpusgen.Chunk(n, 4, " "), corpusgen.Chunk(n, 4, "-"))
}

// card is a Visa, Mastercard, Amex, Discover or JCB number.
func (g *gen) card() string {
	switch g.r.IntN(6) {
	case 0, 1:
		n := luhnComplete("4" + g.fill("##############"))
		return g.one(corpusgen.Chunk(n, 4, " "), n, corpusgen.Chunk(n, 4, "-"))
	case 2:
		n := luhnComplete("5" + g.one("1", "2", "3", "4", "5") + g.fill("#############"))
		return g.one(corpusgen.Chunk(n, 4, " "), n)
	case 3:
		n := luhnComplete(g.one("34", "37") + g.fill("############"))
		return g.one(corpusgen.Group(n, []int{4, 6}, " "), n, corpusgen.Group(n, []int{4, 6}, "-"))
	case 4:
		n := luhnComplete("6011" + g.fill("###########"))
		return corpusgen.Chunk(n, 4, " ")
	}
	n := luhnComplete("35" + g.one("28", "41", "60", "89") + g.fill("###########"))
	return g.one(corpusgen.Chunk(n, 4, " "), n)
}

// ssn is a US social security number of a valid area, group and serial.
func (g *gen) ssn() string {
	area := g.between(1, 899)
	for area == 666 || area == 78 {
		area = g.between(1, 665)
	}
	s := fmt.Sprintf("%03d-%02d-%04d", area, g.between(1, 99), g.between(1, 9999))
	if g.r.IntN(5) == 0 {
		return strings.ReplaceAll(s, "-", " ")
	}
	return s
}

// ibanBBAN gives each country's BBAN pattern.
var ibanBBAN = map[string]string{
	"DE": "##################", "FR": "##########!!!!!!!!!!!##", "ES": "####################",
	"IT": "^######################", "NL": "^^^^##########", "GB": "^^^^##############",
	"PL": "########################", "BE": "############", "CH": "#####!!!!!!!!!!!!",
	"AT": "################", "SE": "####################", "PT": "#####################",
	"TR": "#####0################", "GR": "#######!!!!!!!!!!!!!!!!", "FI": "##############",
	"DK": "##############", "NO": "###########", "CZ": "####################",
	"HU": "########################", "RO": "^^^^!!!!!!!!!!!!!!!!", "AE": "###################",
	"SA": "##!!!!!!!!!!!!!!!!!!", "IE": "^^^^##############", "LU": "###!!!!!!!!!!!!!",
}

var cultCountry = map[string]string{
	"us": "US", "uk": "GB", "de": "DE", "at": "AT", "fr": "FR", "es": "ES", "mx": "ES", "it": "IT",
	"pt": "PT", "br": "PT", "nl": "NL", "pl": "PL", "se": "SE", "fi": "FI", "dk": "DK", "no": "NO",
	"tr": "TR", "gr": "GR", "cz": "CZ", "hu": "HU", "ar": "SA", "ae": "AE",
}

// iban is an IBAN of country cc (two capitals), grouped by four or not.
func (g *gen) iban(cc string) string {
	pat, ok := ibanBBAN[cc]
	if !ok {
		cc, pat = "DE", ibanBBAN["DE"]
	}
	bban := g.fill(pat)
	s := cc + corpusgen.IBANCheck(cc, bban) + bban
	if g.r.IntN(2) == 0 {
		return corpusgen.Chunk(s, 4, " ")
	}
	return s
}

// ip is a public address outside the documentation, resolver and private
// ranges: v4, v6 or either.
func (g *gen) ip(kind string) string {
	if kind == "" {
		kind = g.one("v4", "v4", "v4", "v6")
	}
	if kind == "v6" {
		return g.one("2a02:8108:", "2001:16b8:", "2a01:e0a:", "240e:3b4:", "2409:8a1e:", "2600:1700:") + g.fill("????:????:????:????:????:????")
	}
	first := g.one("81", "84", "91", "109", "125", "146", "176", "185", "212", "217", "36", "49", "59", "61", "77", "93", "110", "118", "121", "171", "180", "211")
	return fmt.Sprintf("%s.%d.%d.%d", first, g.between(1, 254), g.between(0, 255), g.between(1, 254))
}

// apiKey is a secret of one provider's shape.
func (g *gen) apiKey(kind string) string {
	if kind == "" {
		kind = g.one("openai", "anthropic", "github", "stripe", "slack", "google", "sendgrid", "hf", "gitlab", "npm", "twilio", "awssecret", "mailgun", "datadog", "ghpat")
	}
	switch kind {
	case "openai":
		return "sk-proj-" + g.fill("********************************************************************************")
	case "anthropic":
		return "sk-ant-api03-" + g.fill("*****************************************************************************************_***-******AA")
	case "github":
		return "ghp_" + g.fill("************************************")
	case "ghpat":
		return "github_pat_11" + g.fill("!!!!!!!!!!!!!!!!!!!!_**********************************************************")
	case "stripe":
		return "sk_live_" + g.fill("**************************************************************************************************")[:g.between(24, 99)]
	case "slack":
		return "xoxb-" + g.fill("############-#############-************************")
	case "google":
		return "AIza" + g.fill("*******************************-***")
	case "sendgrid":
		return "SG." + g.fill("**********************") + "." + g.fill("*******************************************")
	case "hf":
		return "hf_" + g.fill("**********************************")
	case "gitlab":
		return "glpat-" + g.fill("********************")
	case "npm":
		return "npm_" + g.fill("************************************")
	case "twilio":
		return "SK" + g.fill("????????????????????????????????")
	case "awssecret":
		return corpusgen.Chars(g.r, alnum+"+/", 40)
	case "mailgun":
		return "key-" + g.fill("????????????????????????????????")
	case "datadog":
		return g.fill("????????????????????????????????")
	}
	panic("genwild16: no key kind " + kind)
}

func (g *gen) awsAccessKey() string {
	return g.one("AKIA", "ASIA") + corpusgen.Chars(g.r, b32, 16)
}

// jwt is a signed token with a payload about a user.
func (g *gen) jwt() string {
	alg := g.one("HS256", "RS256", "ES256", "HS256")
	header := `{"alg":"` + alg + `","typ":"JWT"}`
	if g.r.IntN(2) == 0 {
		header = `{"alg":"` + alg + `","kid":"` + g.fill("?????????") + `","typ":"JWT"}`
	}
	iat := 1767000000 + g.r.IntN(20000000)
	payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, g.fill("usr_**********"), iat, iat+g.one7200(), g.one("read", "read write", "openid profile email", "admin"))
	return corpusgen.JWT(g.r, alg, header, payload)
}

func (g *gen) one7200() int { return []int{900, 3600, 7200, 86400}[g.r.IntN(4)] }

// privateKey is a PEM or OpenSSH private key block (lines joined by \n).
func (g *gen) privateKey(kind string) string {
	if kind == "" {
		kind = g.one("rsa", "openssh", "ec", "pkcs8")
	}
	b64 := alnum + "+/"
	body := func(lines, last int) string {
		var b []string
		for i := 0; i < lines; i++ {
			b = append(b, corpusgen.Chars(g.r, b64, 64))
		}
		b = append(b, corpusgen.Chars(g.r, b64, last)+"==")
		return strings.Join(b, "\n")
	}
	switch kind {
	case "rsa":
		return "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + body(g.between(5, 12), 30)[6:] + "\n-----END RSA PRIVATE KEY-----"
	case "openssh":
		return "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + body(4, 40)[24:] + "\n-----END OPENSSH PRIVATE KEY-----"
	case "ec":
		return "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + body(2, 20)[9:] + "\n-----END EC PRIVATE KEY-----"
	}
	return "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + body(g.between(6, 10), 22)[32:] + "\n-----END PRIVATE KEY-----"
}

// urlToken is a link that carries a secret or a session.
func (g *gen) urlToken(kind string) string {
	if kind == "" {
		kind = g.one("reset", "s3", "slack", "zoom", "magic", "invite", "discord", "sas", "gcs", "unsub")
	}
	host := g.one("app.aldercrest.io", "portal.saltmarsh-realty.com", "my.kirchberg-fitness.de", "book.heronbay-vets.nl", "id.tessellate-hr.com", "members.pinewoodfc.org", "clinic.quillon-trials.eu")
	switch kind {
	case "reset":
		return "https://" + host + "/account/reset?token=" + g.fill("****************************************")
	case "magic":
		return "https://" + host + "/auth/magic-link?email_token=" + g.fill("????????????????????????????????") + "&uid=" + g.fill("#####")
	case "invite":
		return "https://" + host + "/invite/accept?code=" + g.fill("********************************") + "&sig=" + g.fill("????????????????????????")
	case "s3":
		return "https://" + g.one("scans", "exports", "uploads") + "-" + g.fill("~~~~~") + ".s3.eu-central-1.amazonaws.com/" + g.fill("????????") + "/" + g.one("passport.pdf", "lease.pdf", "export.csv", "xray.dcm") + "?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + corpusgen.Chars(g.r, b32, 16) + "%2F20260311%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20260311T081500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=" + g.fill("????????????????????????????????????????????????????????????????")
	case "slack":
		return "https://hooks.slack.com/services/T" + g.fill("!!!!!!!!") + "/B" + g.fill("!!!!!!!!!!") + "/" + g.fill("************************")
	case "discord":
		return "https://discord.com/api/webhooks/" + g.fill("%##################") + "/" + g.fill("********************************************************************")
	case "zoom":
		return "https://us0" + g.fill("%") + "web.zoom.us/j/" + g.fill("%##########") + "?pwd=" + g.fill("********************************")
	case "sas":
		return "https://" + g.fill("~~~~~~") + "store.blob.core.windows.net/" + g.one("intake", "backups", "media") + "/" + g.fill("????????") + ".zip?sv=2024-11-04&ss=b&srt=o&sp=r&se=2026-04-01T00:00:00Z&sig=" + g.fill("*******************************************") + "%3D"
	case "gcs":
		return "https://storage.googleapis.com/" + g.fill("~~~~~~") + "-exports/" + g.fill("????????") + ".csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature=" + g.fill("????????????????????????????????????????????????????????????????")
	case "unsub":
		return "https://" + host + "/email/unsubscribe?u=" + g.fill("#######") + "&t=" + g.fill("********************************")
	}
	panic("genwild16: no URL kind " + kind)
}
