package detect

import (
	"slices"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Groupings only one numbering plan uses: written so, a run is that
// plan's number, and its data decide whether it is a personal line. A
// word that says phone is not needed; the grouping says it.
//
//   - Italy's mobiles, the 3xx operator prefix apart from seven digits:
//     "347 1234567".
//   - Spain's mobiles, three digits then pairs: "612 34 56 78".
//   - Denmark's and Norway's eight digits in four pairs, "42 42 13 08",
//     when the number stands alone (in parentheses after a name, between
//     middle dots), follows a name, or is a list's item after a comma in
//     a text that hints at either country ("Modpart: Ole Lund, 42 42 13
//     08"), not after a record's label ("varenr. 47 27 88 85"): a whole
//     run of four pairs, never a piece of a longer one (a lottery draw,
//     "32 70 61 57 18 28").
//
// Japan writes its mobiles 0X0-XXXX-XXXX and its 0800 freephone numbers
// 0800-XXX-XXX(X): the grouping tells "080-0053-8944", a mobile as
// written, from a freephone line the plan's data read in the same digits.

// planGrouping reports a run [a, b) of digits d grouped the way only one
// plan writes a personal number.
func (r *numRun) planGrouping(a, b int, d []byte) bool {
	nd, ng := len(d), b-a
	if r.plus || r.paren && ng > 1 && strings.HasPrefix(r.sep(a+1), ")") || amountAround(r.s, r.g[a][0], r.g[b-1][1]) {
		return false
	}
	text := r.s[r.g[a][0]:r.g[b-1][1]]
	switch {
	case nd == 11 && ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 4 && d[0] == '0' && d[2] == '0' && d[1] >= '7' && d[1] <= '9' &&
		r.uniformSep(a, b, "-"):
		// The 0800 range is the only one of these the plan makes no mobile.
		return d[1] == '8' && d[3] == '0' || planMobile(text, "JP")
	case nd == 10 && ng == 2 && r.glen(a) == 3 && d[0] == '3' && r.sep(a+1) == " ":
		return planMobile(text, "IT")
	case nd == 9 && ng == 4 && r.glen(a) == 3 && r.glen(a+1) == 2 && r.glen(a+2) == 2 && (d[0] == '6' || d[0] == '7') && r.uniformSep(a, b, " "):
		return planMobile(text, "ES")
	case nd == 8 && ng == 4 && a == 0 && b == r.n && r.glen(a) == 2 && r.glen(a+1) == 2 && r.glen(a+2) == 2 && r.uniformSep(a, b, " "):
		regs := r.regions()
		listed := strings.HasSuffix(r.s[:r.lead], ", ") && (slices.Contains(regs, "DK") || slices.Contains(regs, "NO"))
		if !(r.slot || r.standsAlone(r.g[b-1][1]) || listed) {
			return false
		}
		for _, pn := range validIn(text, []string{"DK", "NO"}) {
			if personalLine(pn) {
				return true
			}
		}
	}
	return false
}

// planMobile reports text that region's plan makes a mobile number.
func planMobile(text, region string) bool {
	pn, err := phonenumbers.Parse(text, region)
	if err != nil || !phonenumbers.IsValidNumberForRegion(pn, region) {
		return false
	}
	t := phonenumbers.GetNumberType(pn)
	return t == phonenumbers.MOBILE || t == phonenumbers.FIXED_LINE_OR_MOBILE
}
