package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type gen struct {
	r     *rand.Rand
	clock int // minutes since midnight of the record's last $time
}

func (g *gen) pick(list []string) string { return list[g.r.IntN(len(list))] }

func (g *gen) pickf(s string) string { return g.pick(strings.Split(s, "|")) }

const (
	digits  = "0123456789"
	hexLow  = "0123456789abcdef"
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64url  = alnum + "-_"
	b64std  = alnum + "+/"
	upperAN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// pattern fills # with a digit, & with 2-9, ^ with an upper-case letter,
// ~ with a lower-case hex digit; anything else is kept.
func (g *gen) pattern(p string) string { return corpusgen.Fill(g.r, p, patternFill) }

var patternFill = map[rune]corpusgen.Filler{
	'#': corpusgen.OneOf(digits),
	'&': corpusgen.OneOf(digits[2:]),
	'^': corpusgen.OneOf("ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
	'~': corpusgen.OneOf(hexLow),
}

// phones are the national formats of PHONE per country ("|" between
// alternatives).
var phones = map[string]string{
	"us": "(212) &##-####|+1 415-&##-####|617.&##.####|(312) &## ####|+1 (206) &##-####|737-&##-####|+1 646 &## ####",
	"gb": "+44 7700 &#####|07911 &#####|020 7&## ####|+44 (0)161 &## ####|0131 &## ####",
	"de": "+49 151 &#######|0171 &######|030 &#######|+49 (0)89 &######|0160/&#######|+49 176 &### ####",
	"fr": "+33 6 ## ## ## ##|06 ## ## ## ##|01.4#.##.##.##|+33 (0)7 ## ## ## ##|04 7# ## ## ##",
	"es": "+34 6## ### ###|6## ## ## ##|91 &## ## ##|+34 93 &## ## ##",
	"br": "+55 11 9####-####|(21) 9####-####|+55 (31) 9#### ####|11 9########",
	"pt": "+351 91# ### ###|+351 21 &## ####|93# ### ###",
	"it": "+39 347 &## ####|333 &######|+39 06 &### ####|02 &### ####",
	"nl": "+31 6 &#######|06-&#######|020-&## ####|+31 (0)30 &## ####",
	"pl": "+48 5## ### ###|+48 22 &## ## ##|6##-###-###",
	"se": "+46 70 &## ## ##|070-&## ## ##|08-&## ## ##",
	"ru": "+7 916 &##-##-##|8 (903) &##-##-##|+7 (495) &##-##-##|+79##&######",
	"ua": "+380 67 &## ## ##|+380 (50) &##-##-##|093 &## ## ##",
	"tr": "+90 532 &## ## ##|0 (555) &## ## ##|0212 &## ## ##",
	"sa": "+966 5# &## ####|05# &## ####|+966 11 &## ####",
	"ae": "+971 50 &## ####|+971 4 &## ####|055 &## ####",
	"il": "+972 5#-&##-####|05#-&######|03-&######",
	"in": "+91 98&## #####|+91-7&########|09&########|080-2&## ####",
	"th": "+66 8# &## ####|08#-&##-####|02-&##-####",
	"vn": "+84 9# &## ## ##|09## &## ###|028 3&## ####",
	"id": "+62 812-&###-####|0813 &### ####|(021) &###-####",
	"cz": "+420 6## ### ###|+420 7## ### ###|2## ### ###",
	"gr": "+30 69& ### ####|21& ### ####",
	"fi": "+358 40 &## ####|050 &## ####|09 &### ####",
	"dk": "+45 2# ## ## ##|+45 3& ## ## ##|4& ## ## ##",
	"jp": "090-&###-####|080-&###-####|+81 90-&###-####|03-&###-####|06-&###-####|+81-3-&###-####|070 &### ####",
	"kr": "010-&###-####|+82 10-&###-####|02-&##-####|031-&##-####|+82-10-&###-####|010 &### ####",
	"cn": "010-&#######|0755-&#######|021-5#######|+86 10 &### ####|(020)&#######|0571-8#######",
	"tw": "0912-&##-###|+886 9&# ### ###|02-2&##-####|0933 &## ###",
	"hk": "+852 9&## ####|+852 6&## ####|2&## ####",
	"au": "+61 4&& ### ###|04&& ### ###|(02) 9&## ####",
	"ca": "+1 416-&##-####|(604) &##-####|514 &## ####",
	"mx": "+52 55 &### ####|+52 1 33 &### ####",
}

func (g *gen) phone(cc string) string {
	p, ok := phones[cc]
	if !ok {
		p = phones["us"]
	}
	for {
		s := g.pattern(g.pickf(p))
		if !strings.Contains(s, "555-01") && !strings.Contains(s, "555 01") {
			return s
		}
	}
}

var cnMobilePrefixes = strings.Fields("130 131 132 133 134 135 136 137 138 139 150 151 152 155 156 157 158 159 166 177 180 181 182 183 185 186 187 188 189 198 199")

func (g *gen) cnMobile(v map[string]bool) string {
	n := g.pick(cnMobilePrefixes) + g.pattern("########")
	switch {
	case v["plain"]:
		return n
	case v["intl"]:
		return g.pickf("+86 |+86-|+86|(+86)|0086 ") + corpusgen.Group(n, []int{3, 4}, g.pickf(" ||-"))
	}
	switch g.r.IntN(6) {
	case 0, 1:
		return n
	case 2:
		return corpusgen.Group(n, []int{3, 4}, " ")
	case 3:
		return corpusgen.Group(n, []int{3, 4}, "-")
	case 4:
		return "+86 " + corpusgen.Group(n, []int{3, 4}, " ")
	default:
		return "+86-" + n
	}
}

func (g *gen) luhnNumber(prefix string, length int) string {
	body := prefix + g.pattern(strings.Repeat("#", length-len(prefix)-1))
	return body + string(corpusgen.LuhnDigit(body))
}

func (g *gen) card(v map[string]bool) string {
	var n string
	var groups []int
	brand := g.r.IntN(7)
	for _, b := range []string{"visa", "mc", "amex", "jcb", "discover", "diners", "mc2"} {
		if v[b] {
			brand = strings.Index("visa mc amex jcb discover diners mc2", b) / 5
		}
	}
	switch brand {
	case 0:
		n, groups = g.luhnNumber("4", 16), []int{4, 4, 4}
	case 1:
		n, groups = g.luhnNumber(fmt.Sprint(51+g.r.IntN(5)), 16), []int{4, 4, 4}
	case 2:
		n, groups = g.luhnNumber(g.pickf("34|37"), 15), []int{4, 6}
	case 3:
		n, groups = g.luhnNumber(fmt.Sprint(3528+g.r.IntN(62)), 16), []int{4, 4, 4}
	case 4:
		n, groups = g.luhnNumber("6011", 16), []int{4, 4, 4}
	case 5:
		n, groups = g.luhnNumber(g.pickf("36|38"), 14), []int{4, 6}
	default:
		n, groups = g.luhnNumber(fmt.Sprint(2221+g.r.IntN(500)), 16), []int{4, 4, 4}
	}
	if isTestCard[n] {
		return g.card(v)
	}
	switch {
	case v["plain"]:
		return n
	case v["dash"]:
		return corpusgen.Group(n, groups, "-")
	case v["space"]:
		return corpusgen.Group(n, groups, " ")
	}
	return corpusgen.Group(n, groups, g.pickf(" | ||-"))
}

var isTestCard = map[string]bool{}

func init() {
	for _, c := range testCards {
		isTestCard[corpusgen.Digits(c)] = true
	}
}

var cnCardPrefixes = strings.Fields("622202 622848 621700 622588 621483 623668 622700 621226 622262 621799 622609 625965 628288 621661")

func (g *gen) cnCard(v map[string]bool) string {
	length := 19
	if g.r.IntN(3) == 0 {
		length = 16
	}
	n := g.luhnNumber(g.pick(cnCardPrefixes), length)
	switch {
	case v["plain"]:
		return n
	case v["space"]:
		return corpusgen.Chunk(n, 4, " ")
	}
	switch g.r.IntN(4) {
	case 0:
		return corpusgen.Chunk(n, 4, " ")
	case 1:
		return corpusgen.Chunk(n, 4, "-")
	}
	return n
}
