package main

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// phonePlans gives, per country, national then international patterns
// (split by "|"): # any digit, N 2-9, M 4-9, A the country's area code.
var phonePlans = map[string][2]string{
	"us": {"(A) N##-####; A-N##-####; A.N##.####; A N## ####", "+1 A N##-####; +1 (A) N##-####; +1-A-N##-####; +1AN######"},
	"gb": {"020 7### ####; 07M## ######; 0161 N## ####; 0131 N## ####; 0113 N## ####; 01632 N#####", "+44 20 7### ####; +44 7M## ######; +44 (0)161 N## ####; +447M########"},
	"de": {"030 N#######; 089 N######; 040 N#######; 0151 N#######; 0176 N#######; 0171 N######; (069) N#######; 0221/N######", "+49 30 N#######; +49 151 N#######; +49 (0)89 N######; +49-176-N#######; 0049 221 N######"},
	"fr": {"01 ## ## ## ##; 06 ## ## ## ##; 07 ## ## ## ##; 04 ## ## ## ##; 06.##.##.##.##; 05-##-##-##-##", "+33 6 ## ## ## ##; +33 (0)1 ## ## ## ##; +33 1 ## ## ## ##; +33612######"},
	"es": {"6## ### ###; 91 ### ## ##; 93 ### ## ##; 7## ## ## ##; 96#######", "+34 6## ### ###; +34 91 ### ## ##; 0034 6########"},
	"mx": {"55 #### ####; 33 #### ####; (81) ####-####; 55-####-####", "+52 55 #### ####; +52 1 55 #### ####; +52 (33) ####-####"},
	"it": {"3## ### ####; 02 #### ####; 06 ### ####; 011 ### ####; 3#########", "+39 3## ### ####; +39 02 #### ####; +39 06 ### ####"},
	"nl": {"06-########; 06 ## ## ## ##; 020 ### ####; 010-#######; 030 - ### ## ##", "+31 6 ########; +31 (0)20 ### ####; +31 6 #### ####; 0031 6 ########"},
	"pl": {"5## ### ###; 6## ### ###; 22 ### ## ##; (12) ### ## ##; 7##-###-###", "+48 5## ### ###; +48 22 ### ## ##; +48 6########"},
	"ru": {"8 (9##) ###-##-##; 8 (495) ###-##-##; 8-9##-###-##-##; 8 812 ### ## ##", "+7 (9##) ###-##-##; +7 9## ### ## ##; +7 495 ###-##-##; +79#########"},
	"ua": {"067 ### ## ##; 050 ###-##-##; (044) ###-##-##; 093-###-##-##", "+380 67 ### ####; +380 (50) ###-##-##; +38 044 ### ## ##; +38097#######"},
	"tr": {"0532 ### ## ##; 0(212) ### ## ##; 05## ### ####; 0 216 ### ## ##", "+90 532 ### ## ##; +90 (212) ### ## ##; +90 5#########"},
	"br": {"(11) 9####-####; (21) 9####-####; (11) 3###-####; 11 9#### ####; (31) 9 ####-####", "+55 11 9####-####; +55 (21) 9####-####; +55 31 9 #### ####"},
	"pt": {"91# ### ###; 93# ### ###; 96# ### ###; 21# ### ###; 22# ### ###", "+351 91# ### ###; +351 21# ### ###; 00351 96# ### ###"},
	"jp": {"090-####-####; 080-####-####; 070-####-####; 03-####-####; 06-####-####; 045-###-####; 052(###)####", "+81 90-####-####; +81-3-####-####; +81 80 #### ####; +81 (0)6-####-####"},
	"kr": {"010-####-####; 010 #### ####; 02-###-####; 02-####-####; 031-###-####; 051-###-####", "+82 10-####-####; +82-2-###-####; +82 10 #### ####; +82 (0)31-###-####"},
	"cn": {"010-N#######; 021-N#######; 0755-N#######; (020)N#######; 0571-N#######; 028-N#######", "+86 10 N#######; +86-21-N#######; +86 755 N#######"},
	"in": {"9#### #####; 8#### #####; 7#### #####; 011-2### ####; 022 2### ####; 080-4###-####", "+91 9#### #####; +91-8#########; +91 11 2### ####; +91 7#### #####"},
	"vn": {"09# ### ####; 03# ### ####; 028 3### ####; 024 3### ####; 09##.###.###", "+84 9# ### ####; +84 28 3### ####; +84 3########"},
	"th": {"08#-###-####; 09# ### ####; 02-###-####; 06 #### ####", "+66 8# ### ####; +66 2 ### ####; +66 (0)9# ### ####"},
	"id": {"0812-####-####; 0813 #### ####; 0857-####-###; (021) ###-####; 021-#######; 0878########", "+62 812-####-####; +62 21 ####-####; +62 813 #### ####; +6281#########"},
	"se": {"070-### ## ##; 073-### ## ##; 08-### ### ##; 031-## ## ##; 0709 ## ## ##", "+46 70 ### ## ##; +46 8 ### ### ##; +46 (0)31 ## ## ##"},
	"il": {"05#-###-####; 052-#######; 03-###-####; 02-#######; 054 ### ####", "+972 5#-###-####; +972-3-###-####; +972 54 ### ####"},
	"sa": {"05# ### ####; 011 ### ####; 012 ### ####", "+966 5# ### ####; +966 11 ### ####; 00966 5########"},
	"ae": {"05# ### ####; 04 ### ####; 02 ### ####", "+971 5# ### ####; +971 4 ### ####; +971-50-#######"},
	"eg": {"010 #### ####; 012########; 02 #### ####; 0111 ### ####", "+20 10 #### ####; +20 2 #### ####; +20 12########"},
}

var areaCodes = map[string][]string{"us": {"212", "312", "415", "617", "206", "512", "303", "404", "713", "503", "718", "646", "773", "858", "919", "470", "615", "702", "614", "971"}}

// fillCode fills a code pattern: # a digit, @ an upper-case letter, & a
// letter or digit, ~ a literal #; everything else stays.
func fillCode(c *ctx, pat string) string { return corpusgen.Fill(c.r, pat, codeFill) }

var codeFill = map[rune]corpusgen.Filler{'#': corpusgen.OneOf("0123456789"), '@': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
	'&': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), '~': func(*rand.Rand) string { return "#" }}

// phoneFill fills a phone pattern: # any digit, N 2-9, M 4-9 (A, the area
// code, is the country's: see fillPattern).
var phoneFill = map[rune]corpusgen.Filler{'#': corpusgen.OneOf("0123456789"), 'N': corpusgen.OneOf("23456789"), 'M': corpusgen.OneOf("456789")}

func fillPattern(c *ctx, pat, country string) string {
	fill := phoneFill
	if ac := areaCodes[country]; ac != nil {
		fill = maps.Clone(phoneFill)
		fill['A'] = func(r *rand.Rand) string { return pick(r, ac) }
	}
	return corpusgen.Fill(c.r, pat, fill)
}

// genPhone: args name a country (else the record's), "intl" or "nat", "ext"
// to add an extension.
func genPhone(c *ctx, args []string) (string, string) {
	country := c.country
	for _, a := range args {
		if _, ok := phonePlans[a]; ok {
			country = a
		}
	}
	if country == "cn" && !has(args, "land") {
		return genCNMobile(c, args)
	}
	plan := phonePlans[country]
	i := c.r.IntN(2)
	if has(args, "intl") {
		i = 1
	} else if has(args, "nat") {
		i = 0
	}
	v := fillPattern(c, strings.TrimSpace(pick(c.r, strings.Split(plan[i], ";"))), country)
	if has(args, "ext") {
		v += pick(c.r, []string{" ext. ", " x", " ext "}) + fmt.Sprint(10+c.r.IntN(990))
	}
	if has(args, "spoken") {
		return spell(v), "PHONE"
	}
	return v, "PHONE"
}

var digitWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// spell writes the digits of v as words the way a transcript does, keeping
// the groups apart with commas; "oh" now and then for zero.
func spell(v string) string {
	var words []string
	for _, g := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '-' || r == '.' || r == '(' || r == ')' }) {
		var ws []string
		for _, d := range g {
			switch {
			case d == '+':
				ws = append(ws, "plus")
			case d >= '0' && d <= '9':
				w := digitWords[d-'0']
				if d == '0' && len(ws)%2 == 1 {
					w = "oh"
				}
				ws = append(ws, w)
			}
		}
		words = append(words, strings.Join(ws, " "))
	}
	return strings.Join(words, ", ")
}

var cnMobilePrefixes = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "147", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "195", "198", "199"}

func genCNMobile(c *ctx, args []string) (string, string) {
	p, rest := pick(c.r, cnMobilePrefixes), digits(c.r, 8)
	n := p + rest
	styles := []string{n, p + " " + rest[:4] + " " + rest[4:], p + "-" + rest[:4] + "-" + rest[4:], "+86 " + n, "+86 " + p + " " + rest[:4] + " " + rest[4:],
		"86-" + n, "+86-" + p + "-" + rest[:4] + "-" + rest[4:], "(+86)" + n, "0086 " + n, "+86" + n}
	if has(args, "plain") || has(args, "nat") {
		return styles[c.r.IntN(3)], "CN_MOBILE"
	}
	if has(args, "intl") {
		return styles[3+c.r.IntN(len(styles)-3)], "CN_MOBILE"
	}
	return pick(c.r, styles), "CN_MOBILE"
}

func cardNumber(c *ctx, prefix string, length int) string {
	body := prefix + digits(c.r, length-1-len(prefix))
	return body + string(corpusgen.LuhnDigit(body))
}

// genCard: a Luhn-valid card; args: visa, mc, amex, jcb, discover; compact.
func genCard(c *ctx, args []string) (string, string) {
	brand := pick(c.r, []string{"visa", "visa", "mc", "mc", "amex", "jcb", "discover"})
	for _, b := range []string{"visa", "mc", "amex", "jcb", "discover"} {
		if has(args, b) {
			brand = b
		}
	}
	var num string
	groups := []int{4, 4, 4}
	switch brand {
	case "visa":
		num = cardNumber(c, "4"+fmt.Sprint(1+c.r.IntN(9)), 16)
	case "mc":
		if c.r.IntN(3) == 0 {
			num = cardNumber(c, fmt.Sprint(2221+c.r.IntN(500)), 16)
		} else {
			num = cardNumber(c, fmt.Sprint(51+c.r.IntN(5)), 16)
		}
	case "amex":
		num = cardNumber(c, pick(c.r, []string{"34", "37"}), 15)
		groups = []int{4, 6}
	case "jcb":
		num = cardNumber(c, fmt.Sprint(3528+c.r.IntN(62)), 16)
	default:
		num = cardNumber(c, "6011", 16)
	}
	return formatCard(c, num, groups, args), "CREDIT_CARD"
}

func formatCard(c *ctx, num string, groups []int, args []string) string {
	if has(args, "compact") {
		return num
	}
	switch c.r.IntN(5) {
	case 0:
		return num
	case 1:
		return corpusgen.Group(num, groups, "-")
	}
	return corpusgen.Group(num, groups, " ")
}

func genCNBank(c *ctx, args []string) (string, string) {
	prefixes := []string{"622202", "622848", "621700", "622588", "621483", "622700", "623058", "621226", "622609", "625965"}
	length := pick(c.r, []int{16, 19, 19})
	num := cardNumber(c, pick(c.r, prefixes), length)
	return formatCard(c, num, []int{4, 4, 4, 4}, args), "CN_BANK_CARD"
}

// ibanPlans: country -> BBAN pattern for fillCode.
var ibanPlans = map[string]string{
	"de": "##################", "fr": "##########@&&&&&&&&&&##", "es": "####################", "it": "@##########&&&&&&&&&&&&",
	"nl": "@@@@##########", "pl": "########################", "gb": "@@@@##############", "be": "############", "at": "################",
	"ch": "#####&&&&&&&&&&&&", "pt": "#####################", "se": "####################", "tr": "#####0#################",
	"sa": "####################", "ae": "###################", "il": "###################", "ua": "#########################",
	"ie": "@@@@##############", "fi": "##############", "dk": "##############", "no": "###########", "cz": "####################",
	"hu": "########################", "ro": "@@@@&&&&&&&&&&&&&&&&", "gr": "#######&&&&&&&&&&&&&&&&", "lu": "###&&&&&&&&&&&&&",
	"br": "#######################@&", "eg": "##########################", "hr": "###################",
}

var ibanBanks = map[string][]string{"gb": {"NWBK", "BARC", "LOYD", "HBUK", "MIDL"}, "nl": {"ABNA", "INGB", "RABO", "TRIO", "KNAB"}, "ie": {"AIBK", "BOFI"}, "ro": {"BTRL", "RNCB"}}

// ibanValid reports whether an IBAN, in either case and with spaces or
// line breaks inside, has its check digits right.
func ibanValid(s string) bool {
	return corpusgen.IBANValid(strings.NewReplacer(" ", "", "\n", "").Replace(s))
}

func genIBAN(c *ctx, args []string) (string, string) {
	country := map[string]string{"us": "de", "mx": "es", "in": "gb", "jp": "de", "kr": "de", "cn": "de", "vn": "fr", "th": "de", "id": "nl", "ru": "de"}[c.country]
	if country == "" {
		country = c.country
	}
	for _, a := range args {
		if _, ok := ibanPlans[a]; ok {
			country = a
		}
	}
	pat := ibanPlans[country]
	bank := ""
	if banks := ibanBanks[country]; banks != nil {
		bank, pat = pick(c.r, banks), pat[4:]
	}
	bban := bank + fillCode(c, pat)
	cc := strings.ToUpper(country)
	iban := cc + corpusgen.IBANCheck(cc, bban) + bban
	if has(args, "compact") || (!has(args, "spaced") && c.r.IntN(3) == 0) {
		return iban, "IBAN"
	}
	return corpusgen.Group(iban, []int{4, 4, 4, 4, 4, 4, 4}, " "), "IBAN"
}

var cnRegions = []string{"110105", "110108", "310104", "310115", "440305", "440106", "510107", "330106", "320102", "420106", "610113", "370202", "500103", "350203", "210202", "430104", "120101", "340104"}

func genCNID(c *ctx, args []string) (string, string) {
	y, m, d := 1955+c.r.IntN(50), 1+c.r.IntN(12), 1+c.r.IntN(28)
	body := fmt.Sprintf("%s%04d%02d%02d%03d", pick(c.r, cnRegions), y, m, d, c.r.IntN(1000))
	id := body + string(corpusgen.CNIDCheck(body))
	if has(args, "lowerx") {
		id = strings.ToLower(id)
	}
	return id, "CN_RESIDENT_ID"
}
