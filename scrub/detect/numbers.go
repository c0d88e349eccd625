package detect

import (
	"iter"
	"slices"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// One pass over the digit runs of the text finds every numeric type:
// a run is a sequence of digit groups joined by short separators
// (" ", "-", ".", "(", ")"), optionally led by "+", "(" or "(+". Each
// run is cut into the longest sub-runs that a validated pattern accepts.

const maxGroups = 12

type numRun struct {
	s      string
	lead   int  // index of the first byte including any "+", "(" lead
	plus   bool // a '+' leads the first group
	paren  bool // a '(' leads the first group
	g      [maxGroups][2]int
	n      int
	xcheck bool // the last group ends with an X/x check character (resident ID)
	hints  []string
	hinted bool // hints read (see regions)
	slot   bool // the run follows a person's name (numbers_slots.go)
}

// sep returns the separator bytes between group k-1 and group k.
func (r *numRun) sep(k int) string { return r.s[r.g[k-1][1]:r.g[k][0]] }

func (r *numRun) glen(k int) int { return r.g[k][1] - r.g[k][0] }

func (r *numRun) gstr(k int) string { return r.s[r.g[k][0]:r.g[k][1]] }

// digits concatenates the digits of groups [a, b).
func (r *numRun) digits(a, b int, buf []byte) []byte {
	buf = buf[:0]
	for k := a; k < b; k++ {
		buf = append(buf, r.gstr(k)...)
	}
	return buf
}

// uniformSep reports whether all separators within [a, b) equal one of
// the allowed strings (the same one throughout).
func (r *numRun) uniformSep(a, b int, allowed ...string) bool {
	if b-a < 2 {
		return true
	}
	first := r.sep(a + 1)
	ok := false
	for _, x := range allowed {
		if first == x {
			ok = true
		}
	}
	if !ok {
		return false
	}
	for k := a + 2; k < b; k++ {
		if r.sep(k) != first {
			return false
		}
	}
	return true
}

func isSepByte(c byte) bool { return c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' }

func findNumbers(s string, out []Finding) []Finding {
	out = findASCIINumbers(s, out)
	if hasNativeDigit(s) || hasSpacedDigits(s) {
		out = findNativeNumbers(s, out) // numbers_native.go
	}
	out = findSpokenNumbers(s, out) // numbers_spoken.go
	out = findFormNumbers(s, out)   // numbers_form.go
	return out
}

func findASCIINumbers(s string, out []Finding) []Finding {
	return findHintedNumbers(s, out, nil, false)
}

// findHintedNumbers is findASCIINumbers with the regions the text hints
// at given (hinted) rather than read from s.
func findHintedNumbers(s string, out []Finding, hints []string, hinted bool) []Finding {
	var r numRun
	r.s = s
	r.hints = make([]string, 0, 8)
	if hinted {
		r.hints, r.hinted = hints, true
	}
	var buf [64]byte
	for i := nextDigit(s, 0); i < len(s); i = nextDigit(s, i) {
		if i > 0 && (isWord(s[i-1]) && !escapedBreak(s, i) || ((s[i-1] == '.' || s[i-1] == '-') && i > 1 && isAlnum(s[i-2]))) {
			// One letter glued to a resident ID, as China's student
			// register numbers its pupils ("G110101195208106219"): the
			// GB 11643 check digit and the birth date say it is one.
			if isUpper(s[i-1]) && startOK(s, i-1) {
				if end, ok := residentIDAt(s, i); ok {
					out = append(out, Finding{i, end, CNResidentID})
					i = end
					continue
				}
			}
			// Inside a word: perhaps an IBAN ("DE89 3704...") whose country
			// code precedes the check digits.
			if i >= 2 && isUpper(s[i-1]) && isUpper(s[i-2]) && (startOK(s, i-2) || escapedBreak(s, i-2)) {
				if end, ok := matchIBAN(s, i-2); ok {
					out = append(out, Finding{i - 2, end, IBAN})
					i = end
					continue
				}
				if end, ok := ibanShape(s, i-2); ok {
					i = end
					continue
				}
			}
			// The compact lower-case form ("de89370400440532013000").
			if i >= 2 && isLower(s[i-1]) && isLower(s[i-2]) && startOK(s, i-2) {
				if end, ok := matchIBANLower(s, i-2); ok {
					out = append(out, Finding{i - 2, end, IBAN})
					i = end
					continue
				}
			}
			for i < len(s) && isWord(s[i]) {
				i++
			}
			continue
		}
		end, ok := r.parse(i)
		if !ok {
			// A format that numbers its subfields runs the number into
			// the IBAN after it: MT940's "?31DE89370400…".
			if end+2 < len(s) && isUpper(s[end]) && isUpper(s[end+1]) && isDigit(s[end+2]) {
				if e, ok := matchIBAN(s, end); ok {
					out = append(out, Finding{end, e, IBAN})
					i = e
					continue
				}
			}
			i = end
			for i < len(s) && isWord(s[i]) {
				i++
			}
			continue
		}
		out = r.classify(out, buf[:0])
		i = end
	}
	return out
}

// parse reads the run whose first digit is at i. It returns the end of the
// run and false when the run ends inside a word (then nothing matches).
func (r *numRun) parse(i int) (int, bool) {
	s := r.s
	r.n, r.plus, r.paren, r.xcheck = 0, false, false, false
	r.lead = i
	switch {
	case i >= 2 && s[i-2] == '(' && s[i-1] == '+':
		r.lead, r.plus, r.paren = i-2, true, true
	case i >= 1 && s[i-1] == '+':
		r.lead, r.plus = i-1, true
	case i >= 1 && s[i-1] == '(':
		r.lead, r.paren = i-1, true
	}
	if r.lead != i && !startOK(s, r.lead) {
		r.lead, r.plus, r.paren = i, false, false
	}
	j := i
	for {
		st := j
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		r.g[r.n] = [2]int{st, j}
		r.n++
		if r.n == maxGroups || j-st > 40 {
			break
		}
		// A separator of at most two bytes, then a digit (or "+" inside
		// "(+86)" style leads is not needed past the first group).
		k := j
		for k < len(s) && k-j < 2 && isSepByte(s[k]) {
			k++
		}
		if k == j && r.n == 1 && j+1 < len(s) && s[j] == '/' && isDigit(s[j+1]) && (s[st] == '0' && j-st >= 2 && j-st <= 5 ||
			s[st] == '3' && j-st == 3 && digitRun(s, j+1) >= 6) {
			// A German-speaking area code before a slash: "030/2741735";
			// an Italian mobile's operator prefix: "347/1234567".
			j++
			continue
		}
		if r.n == 1 && s[st] == '0' && j-st >= 2 && j-st <= 5 && j+3 < len(s) && s[j] == ' ' && s[j+1] == '/' && s[j+2] == ' ' && isDigit(s[j+3]) {
			// The same slash between spaces, as DIN 5008 once wrote a
			// number: "089 / 440 71 254".
			j += 3
			continue
		}
		if k == j || k >= len(s) || !isDigit(s[k]) || !validSep(s[j:k]) {
			break
		}
		j = k
	}
	end := r.g[r.n-1][1]
	if end < len(s) && (s[end] == 'X' || s[end] == 'x') &&
		(r.glen(r.n-1) == 17 || (r.n >= 3 && r.glen(r.n-1) == 3 && r.glen(r.n-2) == 8 && r.glen(r.n-3) == 6)) {
		r.xcheck = true
		end++
	}
	if !endOK(s, end) {
		return end, false
	}
	// "1.2.3" followed by ".x" or "-x": part of a longer token.
	if end+1 < len(s) && (s[end] == '.' || s[end] == '-') && isAlnum(s[end+1]) {
		return end, false
	}
	return end, true
}

// digitRun returns the number of digits from i on.
func digitRun(s string, i int) int {
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	return j - i
}

func validSep(x string) bool {
	switch x {
	case " ", "-", ".", ") ", ")", " (", ")-", "(", "-(":
		return true
	}
	return false
}

// classify appends the findings of the parsed run.
func (r *numRun) classify(out []Finding, buf []byte) []Finding {
	if zshStamp(r.s, r.lead, r.g[r.n-1][1]) || r.yearSerial() {
		return out
	}
	// A dotted run is an IPv4 address or a dotted NANP phone, whole.
	dotted := false
	for k := 1; k < r.n; k++ {
		if r.sep(k) == "." {
			dotted = true
		}
	}
	if dotted && r.decimal() {
		return out
	}
	if dotted {
		// A '(' before an address is the bracket of "host (10.0.0.1)" in
		// ping, ssh and traceroute output, not a phone's area code; only a
		// '+' makes the run a number to dial.
		if r.n == 4 && !r.plus && r.uniformSep(0, 4, ".") {
			if ipv4OK(r, 0) {
				return append(out, Finding{r.g[0][0], r.g[3][1], IPAddress})
			}
			// A private address kept as a server's is no phone either.
			if v, ok := ipv4Quad(r, 0); ok && privateIPv4(v) {
				return out
			}
		}
		// An address between other numbers, apart by spaces: "remote
		// 203.0.113.9 1194 udp", "[0 10.1.2.3:55534]".
		for a := 0; a+4 <= r.n; a++ {
			if r.cutOK(a, a+4) && r.uniformSep(a, a+4, ".") && !(a == 0 && r.plus) && ipv4OK(r, a) {
				out = append(out, Finding{r.g[a][0], r.g[a+3][1], IPAddress})
			}
		}
		if r.n == 3 && r.uniformSep(0, 3, ".") && r.glen(0) == 3 && r.glen(1) == 3 && r.glen(2) == 4 && nanpArea(r.gstr(0)) {
			return append(out, Finding{r.g[0][0], r.g[2][1], Phone})
		}
		// Cut the run at its spaces and try the pieces (a dotted IP next
		// to other numbers).
	}
	if r.oneLongNumber(buf) || r.twoDigitList() {
		return out
	}
	// A record's label before the run labels every piece of it:
	// "Identifikationsnummer: 76 670 954 216" holds no phone "670 954 216".
	recordRun := r.n >= 3 && recordLabelRight(r.s, r.lead)
	for a := 0; a < r.n; {
		matched := false
		for b := r.n; b > a; b-- {
			if !r.cutOK(a, b) {
				continue
			}
			if f, ok := r.match(a, b, buf); ok {
				if f.Type != Phone || !recordRun && !publicDesk(r.s, f.Start, f.End) {
					out = append(out, f)
				}
				a = b
				matched = true
				break
			}
		}
		if !matched {
			a++
		}
	}
	return out
}

// yearSerial reports a run that numbers a record within a year: a year
// from 1990 to 2039, a hyphen and a serial of five or six digits, perhaps
// with a check number of one or two digits after another hyphen
// ("Procedimiento 2026-93062", "dossier 2026-104233", EudraCT's
// "2025-004745-54"). No phone plan writes a four-digit group and then one
// of five or six.
func (r *numRun) yearSerial() bool {
	if r.plus || r.paren || r.n < 2 || r.n > 3 || r.glen(0) != 4 || r.sep(1) != "-" || r.glen(1) < 5 || r.glen(1) > 6 {
		return false
	}
	if r.n == 3 && (r.sep(2) != "-" || r.glen(2) > 2) {
		return false
	}
	y := r.gstr(0)
	return y >= "1990" && y <= "2039"
}

// zshStamp reports a number from a to e that is the start time of a line
// of zsh's extended history, ": <start>:<elapsed>;<command>" (": 1767323000:0;git
// push"): the line's opening ": " and the ":<digits>;" after it give the
// slot its meaning, whatever its digits look like.
func zshStamp(s string, a, e int) bool {
	if a < 2 || s[a-2:a] != ": " || !lineStartAt(s, a-2) || e+2 >= len(s) || s[e] != ':' || !isDigit(s[e+1]) {
		return false
	}
	k := e + 1
	for k < len(s) && k-e < 12 && isDigit(s[k]) {
		k++
	}
	return k < len(s) && s[k] == ';'
}

// twoDigitList reports six or more groups of two digits apart by
// spaces with no '+' or '(' before: drawn or picked numbers ("lottery
// draw 32 70 61 57 18 28"), scores, a bingo card. No plan writes a phone
// as six pairs (France's ten digits are five), so none is a piece of it.
func (r *numRun) twoDigitList() bool {
	if r.n < 6 || r.plus || r.paren || !r.uniformSep(0, r.n, " ") {
		return false
	}
	for k := 0; k < r.n; k++ {
		if r.glen(k) != 2 {
			return false
		}
	}
	return true
}

// decimal reports a run that ends in a decimal point and one or two
// digits after a group of three or more, with no other point: an amount
// or a measure ("85644161.78 CNY", "1 234 567.89"), which no phone plan
// writes.
func (r *numRun) decimal() bool {
	k := r.n - 1
	if k < 1 || r.sep(k) != "." || r.glen(k) > 2 || r.glen(k-1) < 3 {
		return false
	}
	for j := 1; j < k; j++ {
		if strings.Contains(r.sep(j), ".") {
			return false
		}
	}
	return true
}

// oneLongNumber reports a run grouped like a card number that no phone
// number or card is a piece of: a documented test card ("4000 0566 5566
// 5556"), or more than 19 digits in groups of four (a parcel's tracking
// number, "9400 1234 5678 9012 3456 78"), which no card or phone number
// is that long.
//
// A card's grouping around sixteen digits in fours, or fifteen in Amex's
// 4-6-5, that fails the card checks (a mistyped or made-up card, a
// voucher) is one number too: no phone number is written that way, so
// none is a piece of it ("4995 9898 5905 6534" holds no "5905 6534").
func (r *numRun) oneLongNumber(buf []byte) bool {
	if r.n < 3 || r.plus || r.paren || !r.uniformSep(0, r.n, " ", "-", ".") {
		return false
	}
	amex := r.n == 3 && r.glen(0) == 4 && r.glen(1) == 6 && r.glen(2) == 5
	for k := 0; k < r.n-1 && !amex; k++ {
		if r.glen(k) != 4 {
			return false
		}
	}
	d := r.digits(0, r.n, buf)
	if len(d) > 19 || testCards[string(d)] {
		return true
	}
	if (amex || r.n == 4 && len(d) == 16) && d[0] != '0' {
		_, card := cardType(d)
		return !card
	}
	return false
}

// cutOK: a sub-run may only start or end at a separator containing a space
// (digits joined by '-' or '.' belong together).
func (r *numRun) cutOK(a, b int) bool {
	if a > 0 && !containsSpace(r.sep(a)) {
		return false
	}
	if b < r.n && !containsSpace(r.sep(b)) {
		return false
	}
	return true
}

func containsSpace(x string) bool {
	for i := 0; i < len(x); i++ {
		if x[i] == ' ' {
			return true
		}
	}
	return false
}

func (r *numRun) match(a, b int, buf []byte) (Finding, bool) {
	s := r.s
	ng := b - a
	d := r.digits(a, b, buf)
	start, end := r.g[a][0], r.g[b-1][1]
	last := b == r.n
	if last && r.xcheck {
		end++
	}
	nd := len(d)
	allDash := func() bool { return r.uniformSep(a, b, "-", " ") }

	// China resident ID: 17 digits + digit or X, whole or 6-8-4.
	if (nd == 18 || (nd == 17 && last && r.xcheck)) && (ng == 1 || (ng == 3 && r.glen(a) == 6 && r.glen(a+1) == 8 && allDash())) {
		var idb [18]byte
		copy(idb[:], d)
		if nd == 17 {
			idb[17] = 'X'
		}
		id := idb[:]
		if residentIDOK(id) {
			return Finding{start, end, CNResidentID}, true
		}
		if nd == 17 {
			return Finding{}, false
		}
	}
	if last && r.xcheck {
		return Finding{}, false
	}
	if a == 0 && b == r.n && r.nanpPersonal(d) { // "mobile (800) 216-5109" (phones_nanp_slot.go)
		return Finding{r.lead, end, Phone}, true
	}
	// Leads: "+86 ...", "(+86)...", "+1 (555) ...", "+44 ...".
	if a == 0 && r.plus {
		cc := r.gstr(0)
		rest := d[len(cc):]
		if cc == "86" && ng >= 2 && cnMobileDigits(rest) && mobileGrouping(r, 1, b) {
			return Finding{r.lead, end, CNMobile}, true
		}
		// The calling code glued to the mobile, whole or then 4-4: "+86180 2166 8808".
		if len(cc) > 2 && cc[:2] == "86" && cnMobileDigits(d[2:]) && (ng == 1 || ng == 3 && r.glen(0) == 5 && r.glen(1) == 4 && r.glen(2) == 4 && r.uniformSep(0, 3, " ", "-")) {
			return Finding{r.lead, end, CNMobile}, true
		}
		if cc == "1" && ng >= 2 && len(rest) == 10 && nanpArea(string(rest[:3])) {
			return Finding{r.lead, end, Phone}, true
		}
		// A toll-free "+1 800 ..." number is a business line; other
		// "+1" numbers fall through to the generic international shape.
		if cc == "1" && len(rest) == 10 && tollFree(string(rest[:3])) {
			return Finding{}, false
		}
		if ng >= 2 && nd >= 8 && nd <= 15 && countryCode(d) > 0 && r.glen(0) == countryCode(d) {
			return Finding{r.lead, end, Phone}, true
		}
		if ng == 1 && nd >= 10 && nd <= 15 && countryCode(d) > 0 {
			return Finding{r.lead, end, Phone}, true
		}
		// The calling code glued to the first group of a mobile, as a
		// keypad or a form's one field takes it: "+8210-8107-9915".
		if cc := countryCode(d); ng >= 2 && nd >= 10 && nd <= 13 && cc > 0 && r.glen(0) > cc && r.glen(0) <= cc+3 &&
			r.uniformSep(0, b, "-", " ") && intlMobile(d) {
			return Finding{r.lead, end, Phone}, true
		}
		return Finding{}, false
	}
	// "86-13912345678", "0086-139...": the country code without its '+'.
	if a == 0 && ng == 2 && (r.gstr(0) == "86" || r.gstr(0) == "0086") && cnMobileDigits(d[len(r.gstr(0)):]) &&
		(r.sep(1) == "-" || r.sep(1) == " " || r.sep(1) == ".") {
		return Finding{start, end, CNMobile}, true
	}
	// "0086 138 0013 8000", "008613800138000", "0044 20 ...", "00966 5…".
	if nd > 4 && d[0] == '0' && d[1] == '0' && ((ng == 1 && nd >= 13) || r.glen(a) == 4 || r.glen(a) == 5 && countryCode(d[2:]) == 3) {
		if d[2] == '8' && d[3] == '6' && cnMobileDigits(d[4:]) && (ng == 1 || r.glen(a) == 4) {
			return Finding{start, end, CNMobile}, true
		}
		if ng >= 2 && nd >= 10 && nd <= 17 && countryCode(d[2:]) > 0 {
			return Finding{start, end, Phone}, true
		}
		return Finding{}, false
	}
	// "(555) 123-4567"
	if a == 0 && r.paren && !r.plus && ng == 3 && r.glen(0) == 3 && r.glen(1) == 3 && r.glen(2) == 4 &&
		(r.sep(1) == ") " || r.sep(1) == ")" || r.sep(1) == ")-") && (r.sep(2) == "-" || r.sep(2) == " ") && nanpArea(r.gstr(0)) {
		return Finding{r.lead, end, Phone}, true
	}
	// Japan's exchange in parentheses, "052(175)7310", a mobile's or an IP
	// phone's four middle digits so too, "090(1234)5678", and a trunk 0
	// before a parenthesised area code, "0(212) 545 74 30" (Turkey).
	if a == 0 && b == r.n && !r.plus && !r.paren && d[0] == '0' && (ng == 3 && nd == 10 && d[1] != '0' && r.glen(0) >= 2 && r.glen(0) <= 5 &&
		r.sep(1) == "(" && r.sep(2) == ")" && r.glen(2) == 4 ||
		ng == 3 && nd == 11 && d[1] >= '5' && d[1] != '6' && d[2] == '0' && r.glen(0) == 3 && r.glen(1) == 4 && r.sep(1) == "(" && r.sep(2) == ")" ||
		ng >= 3 && nd == 11 && r.glen(0) == 1 && r.glen(1) == 3 && r.sep(1) == "(" && strings.HasPrefix(r.sep(2), ")")) {
		return Finding{start, end, Phone}, true
	}
	// China landline with the area code in parentheses: "(020) 3004 1297".
	if a == 0 && r.paren && !r.plus && ng >= 2 && nd >= 10 && d[0] == '0' && d[1] != '0' && (r.glen(0) == 3 || r.glen(0) == 4) &&
		strings.HasPrefix(r.sep(1), ")") && (nd-r.glen(0) == 7 || nd-r.glen(0) == 8) && r.uniformSep(1, b, " ", "-") {
		return Finding{r.lead, end, Phone}, true
	}
	// The trunk 0 apart inside the parentheses, as German directories
	// write it: "(0 89) 1585 3337", "(0 30) 12 34 56 78".
	if a == 0 && r.paren && !r.plus && ng >= 3 && r.gstr(0) == "0" && r.sep(1) == " " && r.glen(1) >= 2 && r.glen(1) <= 5 &&
		d[1] != '0' && strings.HasPrefix(r.sep(2), ")") && nd >= 9 && nd <= 12 && r.uniformSep(2, b, " ", "-") {
		return Finding{r.lead, end, Phone}, true
	}
	// China mobile: 11 digits 1[3-9]..., whole or 3-4-4.
	if nd == 11 && cnMobileDigits(d) && (ng == 1 || (ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 4 && allDash()) || ng == 11 && r.uniformSep(a, b, " ")) && !meetingID(s, start) &&
		!(ng == 1 && (start > 0 && s[start-1] == '#' || orderLabelBefore(s, start))) { // "#16603800413", "订单号 138…": a record's number
		return Finding{start, end, CNMobile}, true
	}
	// Payment cards (an 18-digit number shaped like a resident ID with a
	// bad checksum is a voucher or serial number, not a card).
	if nd >= 12 && nd <= 19 && cardGrouping(r, a, b) && !(nd == 18 && idShaped(d)) && !recordCard(s, start) {
		if t, ok := cardType(d); ok {
			// Thirteen digits are a barcode (EAN-13) far more often than
			// one of the old 13-digit Visa cards: only after a card word.
			if nd < 14 && !containsFoldBefore(s, start, 32, cardWords...) {
				return Finding{}, false
			}
			if t == CNBankCard && !cnCardContext(s, start, end) {
				// A UnionPay card in an English, German, Korean ...
				// sentence is a credit card like the others.
				t = CreditCard
			}
			return Finding{start, end, t}, true
		}
	}
	// US SSN: 3-2-4, or 9 digits next to "SSN"/"TIN".
	if nd == 9 && ((ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 2 && r.uniformSep(a, b, "-", " ")) ||
		(ng == 1 && (containsFoldBefore(s, start, 24, "ssn", "tin", "social security", "social", "社会安全") || ssnListed(s, start)))) && ssnOK(d) {
		if ng == 3 && r.sep(a+1) == " " && !containsFoldBefore(s, start, 24, "ssn", "tin", "social security", "社会安全") && !ssnListed(s, start) {
			return Finding{}, false
		}
		return Finding{start, end, USSSN}, true
	}
	// North American 3-3-4.
	if nd == 10 && ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 3 && r.uniformSep(a, b, "-", " ") && nanpArea(r.gstr(a)) {
		return Finding{start, end, Phone}, true
	}
	// The NANP's long-distance form, "1-NXX-NXX-XXXX": the leading 1 and
	// the dashes are how only a phone number is written.
	if nd == 11 && ng == 4 && d[0] == '1' && r.glen(a) == 1 && r.glen(a+1) == 3 && r.glen(a+2) == 3 &&
		r.uniformSep(a, b, "-", ".") && nanpArea(r.gstr(a+1)) && d[4] >= '2' && !r.partOfLonger(a, b) {
		return Finding{start, end, Phone}, true
	}
	// A Brazilian mobile, "(DD) 9DDDD-DDDD": a two-digit area code in
	// parentheses, then the nine-digit mobile with the dash after five.
	if a == 0 && ng == 3 && r.paren && !r.plus && r.glen(0) == 2 && d[0] != '0' && r.sep(1) == ") " &&
		r.glen(1) == 5 && d[2] == '9' && r.sep(2) == "-" && r.glen(2) == 4 {
		return Finding{r.lead, end, Phone}, true
	}
	// China landline: 0XX-XXXXXXXX.
	if ng == 2 && r.sep(a+1) == "-" && d[0] == '0' && d[1] != '0' && (r.glen(a) == 3 || r.glen(a) == 4) && (r.glen(a+1) == 7 || r.glen(a+1) == 8) {
		return Finding{start, end, Phone}, true
	}
	// The calling code without its '+', after a word that says phone:
	// "Phone 2348021157078 (Mobile)", "WhatsApp 6281290594800". (Eleven
	// digits from 1 are a mistyped Chinese mobile more often than a NANP
	// number: "手机号12399166699".)
	if ng == 1 && nd >= 11 && nd <= 13 && d[0] != '0' && d[0] != '1' && !r.plus && phoneWordBefore(s, start) && intlMobile(d) {
		return Finding{start, end, Phone}, true
	}
	// The same, a landline too, when the calling code is that of a region
	// the text hints at and a phone word stands in the sentences before:
	// a voicemail's "折り返しお願いしたくてですね番号が81387017861です".
	if ng == 1 && nd >= 11 && nd <= 13 && d[0] != '0' && d[0] != '1' && !r.plus && r.hintedCallingCode(d) &&
		!orderLabelBefore(s, start) && !recordLabelRight(s, start) && phoneWordWithin(s, start, 120) {
		return Finding{start, end, Phone}, true
	}
	if lead, ok := r.nationalPhone(a, b, d); ok {
		return Finding{lead, end, Phone}, true
	}
	return Finding{}, false
}

// nationalPhone reports a phone number written in the national format of
// one of the main regions, without a country code ("020 7946 0321",
// "0176 6684 0749", "06 12 34 56 78", "090-1234-5678", "98765 43210",
// "(11) 91234-5678"), as libphonenumber's data validate it. The number
// must be grouped the way people write phone numbers, or follow a word
// that says it is one; it returns where the number starts (its '(').
func (r *numRun) nationalPhone(a, b int, d []byte) (int, bool) {
	nd, ng := len(d), b-a
	if nd < 8 || nd > 12 {
		return 0, false
	}
	start := r.g[a][0]
	paren := a == 0 && r.paren && !r.plus
	end := r.g[b-1][1]
	if paren && end < len(r.s) && r.s[end] == ')' && (ng == 1 || !strings.HasPrefix(r.sep(a+1), ")")) {
		paren = false // the whole number in parentheses, not an area code: "(0803 555 1234)"
	}
	word := r.slot || phoneWordBefore(r.s, start)
	if ng == 1 && !word && (dateStamped(d) || !cellNumber(r.s, start, end) && !lineTailAfterPhoneWord(r.s, start, end) && !r.standsAlone(end)) &&
		!phoneWordAfter(r.s, end) && !r.hintedMobile(start, end, d) {
		return 0, false
	}
	if ng > 1 && r.ruTrunkParen(a, b, d) { // "8-(992)-461-39-87" (phones_public.go)
		return start, true
	}
	if ng > 1 && !r.uniformSepPhone(a, b) || ng > 2 && r.isoDateIn(a, b) {
		return 0, false
	}
	// Three, two and four digits with dashes are a US social security
	// number's shape (one the SSA never issues, or a known sample, lands
	// here); no plan groups a phone number so.
	if nd == 9 && ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 2 && r.uniformSep(a, b, "-") {
		return 0, false
	}
	if r.lead > 0 && r.s[r.lead-1] == '#' { // "#849709214": an order or ticket number
		return 0, false
	}
	if accessLogFields(r.s, r.lead) || soaField(r.s, r.lead) { // '"GET / HTTP/1.1" 200 6296122': a status and a size; a zone's SOA timers (phones_public.go)
		return 0, false
	}
	if ng == 1 && orderLabelBefore(r.s, start) || recordLabelRight(r.s, start) { // "Số đơn hàng 0912345678", "заказ 0281-4438-0423": a record's number (public_desks.go, phones_public.go)
		return 0, false
	}
	if meetingID(r.s, r.lead) || taxIDBefore(r.s, r.lead) || (nd == 10 && ng == 4 && r.glen(a) == 3 && r.glen(a+3) == 2 && r.uniformSep(a, b, "-") && nipOK(d)) {
		return 0, false
	}
	if r.planGrouping(a, b, d) { // "347 1234567", "612 34 56 78", "080-0053-8944" (phones_plans.go)
		if paren {
			return r.lead, true
		}
		return start, true
	}
	var regions []string
	switch {
	case nd == 8:
		// Eight digits are a whole number only in a few plans (Hong Kong,
		// Macau, Singapore, Denmark, Norway): grouped 4-4 or said to be one.
		// Danish and Norwegian numbers are written in pairs ("tlf. 42 42
		// 13 08"), as amounts and codes seldom are: after a phone word.
		// Norway writes its mobiles 3-2-3 ("ring 412 34 567").
		// Alone between a list's separators, eight digits are a number
		// of the plans the text hints at only ("· 9123 4567 ·" in a
		// guest list from Singapore), not any plan's: a batch's or a
		// lot's eight digits are written so too.
		alone := a == 0 && b == r.n && r.standsAlone(end)
		pairs := ng == 4 && word && r.glen(a) == 2 && r.glen(a+1) == 2 && r.glen(a+2) == 2 && r.uniformSep(a, b, " ") ||
			ng == 3 && (word || alone) && r.glen(a) == 3 && r.glen(a+1) == 2 && r.uniformSep(a, b, " ")
		if !(ng == 1 || ng == 2 && r.glen(a) == 4 || pairs) || !(word || alone || ng == 1 || cellNumber(r.s, start, end) || lineTailAfterPhoneWord(r.s, start, end)) {
			return 0, false
		}
		if eightDigitMobile(r.s, start, end) { // "WhatsApp me on 9007 4465" (phones_public.go)
			return start, true
		}
		regions = []string{}
	case paren && nd == 10 && r.glen(0) == 2 && d[0] == '0':
		regions = []string{"AU"} // Australia's area code in parentheses: "(02) 9436 5303"
	case paren && nd >= 10 && r.glen(0) == 2:
		regions = []string{"BR", "MX"}
	case paren && nd == 9 && r.glen(0) == 2:
		regions = []string{"PL"} // "(22) 346 22 23"
	case d[0] == '0':
		regions = []string{"GB", "DE", "FR", "JP", "CN", "IN", "TR", "IT", "NL", "AT", "CH", "BE", "AU", "SE"}
	case d[0] == '8' && nd == 11 && ng > 1:
		regions = []string{"RU"} // the trunk prefix 8: "8 912 345 67 89"
	case nd == 10 && d[0] >= '6':
		regions = []string{"IN", "US"}
	case nd == 10:
		regions = []string{"US"}
	case nd == 11 && d[0] == '1' && ng > 1:
		regions = []string{"US"}
	case nd == 9 && d[0] != '1' && (threes(r, a, b) && r.sep(a+1) == "-" || ng == 4 && r.glen(a) == 2 && r.glen(a+1) == 3 ||
		phoneWordBefore(r.s, start) && (ng == 1 || threes(r, a, b) || ng == 4 && r.glen(b-1) == 2)):
		// Nine digits in threes ("512-340-887") or 2-3-2-2 ("91 123 45
		// 67"): Polish, Spanish and Portuguese numbers; spaced threes are
		// also amounts ("123 456 789"), so those need a word that says
		// phone.
		regions = []string{"PL", "ES", "PT"}
	}
	lead := start
	if paren {
		lead = r.lead
	}
	// Toll-free and service numbers reach a business, not a person.
	if tollFreeDigits(d) {
		return 0, false
	}
	text := r.s[lead:r.g[b-1][1]]
	if service, exact, mostly := serviceNumber(text); d[0] == '0' && (exact && (mostly || !r.mobileInHinted(text)) || service && !r.personalInHinted(text) || r.serviceInHinted(text) || mexicoTollFree(d)) {
		return 0, false
	}
	for _, reg := range regions {
		if pn, err := phonenumbers.Parse(text, reg); err == nil && personalLine(pn) &&
			(phonenumbers.IsValidNumberForRegion(pn, reg) || reg == "US" && phonenumbers.IsValidNumber(pn)) {
			// Canada and the Caribbean share the US plan's country code.
			return lead, true
		}
	}
	// The national formats of the regions the text comes from, for a
	// number that is not an amount ("600 000 000 Kč").
	if amountAround(r.s, lead, end) {
		return 0, false
	}
	if ng == 1 && unixTime(d) && lead > 0 && r.s[lead-1] == '[' && end < len(r.s) && r.s[end] == ']' { // "[1776523813] INFO": a log's stamp
		return 0, false
	}
	for _, reg := range r.regions() {
		if nd == 8 && reg != "HK" && reg != "MO" && reg != "SG" && reg != "DK" && reg != "NO" {
			continue
		}
		if pn, err := phonenumbers.Parse(text, reg); err == nil && phonenumbers.IsValidNumberForRegion(pn, reg) && personalLine(pn) {
			return lead, true
		}
	}
	if (word || r.standsAlone(end) && (nd > 8 || ng == 1)) && a == 0 && b == r.n && !(ng == 1 && (dateStamped(d) || unixTime(d))) && mobileSomewhere(text) {
		return lead, true
	}
	return 0, false
}

// isoDateIn reports an ISO date, a year, month and day with dashes
// ("2025-03-11"), among the groups [a, b): a page count and a timestamp
// run together ("page 1/1 2025-03-11 13:16") are no phone number.
func (r *numRun) isoDateIn(a, b int) bool {
	for k := a; k+2 < b; k++ {
		if r.glen(k) == 4 && r.glen(k+1) == 2 && r.glen(k+2) == 2 && r.sep(k+1) == "-" && r.sep(k+2) == "-" {
			y, m, d := atoi([]byte(r.gstr(k))), atoi([]byte(r.gstr(k+1))), atoi([]byte(r.gstr(k+2)))
			if y >= 1950 && y <= 2039 && m >= 1 && m <= 12 && d >= 1 && d <= 31 {
				return true
			}
		}
	}
	return false
}

// partOfLonger reports a sub-run [a, b) that is cut out of a longer run
// of r.
func (r *numRun) partOfLonger(a, b int) bool { return a > 0 || b < r.n }

// standsAlone reports a run that is a list's item by itself: alone in
// parentheses after a name ("Giulia Bianchi (3172987640)") or between
// middle dots or spaced dashes ("Hauwa Danjuma · 08151596919 · hauwa@…",
// "Budi Santoso – Jl. Kenanga 4 – 081234567890"), where a contact line
// puts a number.
func (r *numRun) standsAlone(end int) bool {
	s := r.s
	if r.paren && !r.plus && end < len(s) && s[end] == ')' {
		return true
	}
	for _, sep := range [...]string{"·", "–", "—"} {
		if strings.HasSuffix(s[:r.lead], sep+" ") && (strings.HasPrefix(s[end:], " "+sep) || end == len(s) || s[end] == '\n') {
			return true
		}
	}
	return false
}

// unixTime reports ten digits that read as a Unix time between 2017 and
// 2033 ("call ref 1753886169"): a log's stamp, not a line.
func unixTime(d []byte) bool {
	return len(d) == 10 && d[0] == '1' && d[1] >= '5' && d[1] <= '9'
}

// validIn yields each of regions whose plan makes text a valid number
// of that region, with text parsed in that plan.
func validIn(text string, regions []string) iter.Seq2[string, *phonenumbers.PhoneNumber] {
	return func(yield func(string, *phonenumbers.PhoneNumber) bool) {
		for _, reg := range regions {
			pn, err := phonenumbers.Parse(text, reg)
			if err == nil && phonenumbers.IsValidNumberForRegion(pn, reg) && !yield(reg, pn) {
				return
			}
		}
	}
}

// mobileRegions are numbering plans whose mobile ranges mobileSomewhere
// tries: the most populous plans outside nationalPhone's main regions.
var mobileRegions = []string{"NG", "PH", "ZA", "KE", "TZ", "UG", "GH", "ID", "MY", "SG", "HK", "VN", "TH", "IR", "SA",
	"AE", "EG", "PK", "BD", "MX", "CO", "AR", "CL", "PE", "BR", "UA", "RU", "KZ", "IL", "MA", "TW", "KR", "DK", "NO",
	"FI", "IE", "PT", "GR", "CZ", "RO", "HU", "PL", "ES", "IT"}

// mobileSomewhere reports a number that a word has said is a phone
// number and that is a mobile number in one of mobileRegions, as the
// plan's own data validate it ("WhatsApp me on 0803 …", "call me on
// 9123 4567"): mobile ranges are narrow, so a number that fits one after
// a phone word is one.
//
// A number that one of the plans makes a service number ("8-800-555-35-35",
// "4004-0001") is left alone, and so is a piece of a longer run ("0 800
// 300 200" holds no "800 300 200"): the caller passes whole runs only.
func mobileSomewhere(text string) bool {
	mobile, service := 0, 0
	for _, pn := range validIn(text, mobileRegions) {
		switch phonenumbers.GetNumberType(pn) {
		case phonenumbers.MOBILE, phonenumbers.FIXED_LINE_OR_MOBILE:
			mobile++
		case phonenumbers.TOLL_FREE, phonenumbers.SHARED_COST, phonenumbers.PREMIUM_RATE, phonenumbers.UAN:
			service++
		}
	}
	// A number of nine digits or more that many plans make a mobile and
	// one a service number ("050-860-46-92": Ukraine's, Israel's, Saudi
	// Arabia's mobile range, Taiwan's universal access) is a mobile; eight
	// digits are too short to say so ("9123 4567").
	return mobile > 0 && (service == 0 || mobile >= 3*service && digitCount(text) >= 9)
}

// intlMobile reports digits that are a calling code and a mobile number
// of that country, as its plan's data say.
func intlMobile(d []byte) bool {
	var buf [20]byte
	buf[0] = '+'
	n := copy(buf[1:], d)
	pn, err := phonenumbers.Parse(string(buf[:n+1]), "ZZ")
	if err != nil || !phonenumbers.IsValidNumber(pn) {
		return false
	}
	t := phonenumbers.GetNumberType(pn)
	return t == phonenumbers.MOBILE || t == phonenumbers.FIXED_LINE_OR_MOBILE
}

// hintedCallingCode reports digits that are a calling code of a region
// the text hints at and a personal line of that region, as its plan's
// data say.
func (r *numRun) hintedCallingCode(d []byte) bool {
	var buf [20]byte
	buf[0] = '+'
	n := copy(buf[1:], d)
	pn, err := phonenumbers.Parse(string(buf[:n+1]), "ZZ")
	if err != nil || !phonenumbers.IsValidNumber(pn) || !personalLine(pn) {
		return false
	}
	return slices.Contains(r.regions(), phonenumbers.GetRegionCodeForNumber(pn))
}

// phoneWordWithin reports a phone word in the n bytes before i.
func phoneWordWithin(s string, i, n int) bool {
	return containsFoldBefore(s, i, n, phoneWords...) || containsAnyBefore(s, max(0, i-n), i, phoneWordsOther...)
}

// digitCount returns the number of ASCII digits in s.
func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			n++
		}
	}
	return n
}

// threes reports digits grouped in threes: "512-340-887".
func threes(r *numRun, a, b int) bool {
	return b-a == 3 && r.glen(a) == 3 && r.glen(a+1) == 3 && r.glen(a+2) == 3
}

// phoneWords say that the number after them is a phone number.
var phoneWords = []string{"tel", "tel.", "phone", "call", "mobile", "cell", "fax", "telefon", "handy", "téléphone", "portable",
	"whatsapp", "ring", "number", "kontakt", "contact", "contacto", "contatto", "contactar", "contattare", "contacter",
	"celular", "cel", "cell.", "móvil", "movil", "cellulare", "mobil", "telf", "tfno", "mob", "ligar", "llama", "chiama", "telefone", "telefono", "teléfono", "tlf", "gsm", "cep", "komórka",
	"erreichbar", "numara", "телефон", "номер", "llámame", "llamar", "chiamami", "chiamare", "zadzwoń", "dzwoń", "ligue",
	"appelez", "appelle-moi", "anrufen", "bellen", "arayın", "звоните", "позвоните",
	// verbs of reaching someone by phone or message, in the languages above and a few more
	"text me", "reach me", "ping me", "message me", "sms", "imessage", "viber", "signal", "telegram", "dial", "marcó", "marcar",
	"liga-me", "ligue-me", "nipigie", "namba", "gọi", "sđt", "hubungi", "nomor", "telepon", "telp", "tlp", "hp", "ponsel",
	"llamame", "llamanos", "escribime", "escríbeme", "звонил", "звонила", "позвонить",
	// more languages' words for a line and for reaching someone (phones_public_test.go)
	"direct line", "landline", "telefoon", "telefoonnummer", "mobiel", "bereikbaar", "erreichen", "telefonnummer", "rufnummer",
	"mobilnummer", "joindre", "tél", "tél.", "điện thoại", "đt", "puhelin", "matkapuhelin", "telefonszám", "telefonní",
	"nummer", "tlf.", "telefonnr", "mobilnr", "wa", "phoned", "voicemail"}

// phoneWordBefore reports a word that says a phone number follows, in
// the 32 bytes before i.
func phoneWordBefore(s string, i int) bool {
	var buf [64]byte
	return foldedWordIn(s, max(0, i-32), i, buf[:], phoneWords) || containsAnyBefore(s, max(0, i-48), i, phoneWordsOther...) || phoneLabelLine(s, i) ||
		numberWordBefore(s, i)
}

// numberWordBefore reports the Romance languages' "number" in the 32
// bytes before i, said alone as they say a phone number ("Tu número
// registrado es …", "il mio numero è …", "votre numéro : …"), not as the
// number of something else ("número de pedido", "numéro de commande",
// "numero d'ordine").
func numberWordBefore(s string, i int) bool {
	lo := max(0, i-32)
	for _, w := range [...]string{"número", "numéro", "numero", "Número", "Numéro", "Numero"} {
		k := strings.LastIndex(s[lo:i], w)
		if k < 0 {
			continue
		}
		a, e := lo+k, lo+k+len(w)
		if !startOK(s, a) || !endOK(s, e) {
			continue
		}
		t := s[e:i]
		for _, of := range [...]string{" de ", " d'", " d’", " di ", " do ", " da ", " del "} {
			if strings.HasPrefix(t, of) {
				return false
			}
		}
		return true
	}
	return false
}

// phoneWordsOther are phoneWords in scripts without ASCII word bounds.
var phoneWordsOther = []string{"电话", "手机", "座机", "전화", "연락처", "折り返し", "電話", "携帯", "τηλ", "Τηλ", "ΤΗΛ", "κινητό", "στο ", "טלפון", "נייד",
	"هاتف", "جوال", "اتصل", "โทร", "เบอร์", "ติดต่อ", "फ़ोन", "फोन", "मोबाइल", "कॉल", "नंबर", "वॉइसमेल", "ফোন", "মোবাইল",
	"телефон", "Телефон", "моб", "тел.", "Тел."}

// personalLine reports a number of a type that reaches a person: not a
// toll-free, shared-cost, premium-rate or universal access number.
func personalLine(pn *phonenumbers.PhoneNumber) bool {
	switch phonenumbers.GetNumberType(pn) {
	case phonenumbers.TOLL_FREE, phonenumbers.PREMIUM_RATE, phonenumbers.SHARED_COST, phonenumbers.UAN, phonenumbers.VOICEMAIL:
		return false
	}
	return true
}

// serviceRegions are the plans whose national toll-free and shared-cost
// prefixes (0800, 0 800, 0120, 0860 ...) are written with a trunk 0 the
// way a personal number is.
var serviceRegions = []string{"GB", "DE", "FR", "JP", "ZA", "NL", "AT", "CH", "BE"}

// serviceNumber reports a national number that reaches a business: it is
// toll-free or shared-cost in more of serviceRegions than it is someone's
// landline or mobile (mostly, when three plans or more say so: "0800 419
// 5118", Britain's, Germany's, Austria's ... freephone, not "080 667
// 6870" or "080-307-3746", South Africa's and France's only, a Thai
// mobile), or (exact) it is written exactly as the plan that
// makes it a service number groups it ("0120-444-113", "0860 100 311"). Nigeria's
// 0802 mobiles and Germany's 0821 landlines are service numbers in one
// plan only and written otherwise. (Premium rate is left out: the UK's
// 09 is Nigeria's and the Philippines' mobile prefix.)
func serviceNumber(text string) (service, exact, mostly bool) {
	ns, np := 0, 0
	for _, pn := range validIn(text, serviceRegions) {
		switch phonenumbers.GetNumberType(pn) {
		case phonenumbers.TOLL_FREE, phonenumbers.SHARED_COST:
			exact = exact || sameGroups(text, phonenumbers.Format(pn, phonenumbers.NATIONAL))
			ns++
		case phonenumbers.FIXED_LINE, phonenumbers.MOBILE, phonenumbers.FIXED_LINE_OR_MOBILE:
			np++
		}
	}
	return exact || ns > np, exact, ns > np && ns >= 3
}

// personalInHinted reports a number that is someone's line in a region
// the text hints at (a Swedish letter's "08-047 941 30").
func (r *numRun) personalInHinted(text string) bool {
	for _, pn := range validIn(text, r.regions()) {
		if personalLine(pn) {
			return true
		}
	}
	return false
}

// mobileInHinted reports a number that is a mobile number in a region
// the text hints at: a Thai chat's "080-667-6870", which France's plan
// makes a shared-cost number grouped as written.
func (r *numRun) mobileInHinted(text string) bool { return mobileIn(text, r.regions()) }

// mobileIn reports a number that is a mobile number in one of regions
// and a service number in none (Japan's "0120-909-504" stays toll-free in
// a Japanese text that names a Korean domain).
func mobileIn(text string, regions []string) bool {
	mobile := false
	for _, pn := range validIn(text, regions) {
		switch phonenumbers.GetNumberType(pn) {
		case phonenumbers.MOBILE, phonenumbers.FIXED_LINE_OR_MOBILE:
			mobile = true
		case phonenumbers.TOLL_FREE, phonenumbers.SHARED_COST, phonenumbers.PREMIUM_RATE, phonenumbers.UAN:
			return false
		}
	}
	return mobile
}

// sameGroups reports whether a and b group their digits alike.
func sameGroups(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !isDigit(a[i]) {
			i++
		}
		for j < len(b) && !isDigit(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		for i < len(a) && j < len(b) && isDigit(a[i]) && a[i] == b[j] {
			i++
			j++
		}
		if i < len(a) && isDigit(a[i]) || j < len(b) && isDigit(b[j]) {
			return false
		}
	}
}

// taxIDWords name a company's tax or registration number, which is
// grouped like a phone number ("NIP 526-104-08-28") but identifies no
// one.
var taxIDWords = []string{"nip", "vat", "regon", "krs", "ust-idnr", "ust-id", "tva", "siren", "siret", "p.iva", "piva", "cif",
	"nif", "kvk", "btw", "ein", "abn", "inn", "инн", "vergi", "tax"}

// taxIDBefore reports a tax-number word that labels the number at i: it
// is the last word before it, or the one before "number", "nr", "no"
// ("VAT number: …"). An English "btw. WhatsApp me on …" holds no Dutch
// BTW number.
func taxIDBefore(s string, i int) bool {
	if containsAnyBefore(s, max(0, i-20), i, "税号", "纳税人识别号", "信用代码") {
		return true
	}
	k := i
	for w := 0; w < 2; w++ {
		for k > 0 && i-k < 24 && (s[k-1] == ' ' || s[k-1] == ':' || s[k-1] == '#' || s[k-1] == '(' || s[k-1] == ')' || s[k-1] == '\t') {
			k--
		}
		e := k
		for k > 0 && e-k < 12 && (isAlpha(s[k-1]) || s[k-1] == '-' || s[k-1] == '.' || s[k-1] >= 0x80) {
			k--
		}
		if e == k {
			return false
		}
		wd := strings.Trim(s[k:e], ".")
		for _, x := range taxIDWords {
			if strings.EqualFold(wd, x) {
				// English writes its "by the way" in lower case ("My number
				// changed btw: 0 534 …"); a Dutch invoice labels its BTW number.
				return wd != "btw"
			}
		}
		switch strings.ToLower(wd) {
		case "number", "no", "nr", "id", "num", "nummer", "numéro", "numero", "código", "code", "reg", "n°", "nº":
		default:
			return false
		}
	}
	return false
}

// nipOK reports a valid Polish tax number (NIP): ten digits, the last a
// weighted check digit mod 11. Its first three digits name a tax office,
// never 0xx (a trunk 0 is a phone's).
func nipOK(d []byte) bool {
	if len(d) != 10 || d[0] == '0' {
		return false
	}
	w := [9]int{6, 5, 7, 2, 3, 4, 5, 6, 7}
	sum := 0
	for k := 0; k < 9; k++ {
		sum += w[k] * int(d[k]-'0')
	}
	return sum%11 != 10 && sum%11 == int(d[9]-'0')
}

// meetingWords name a video meeting, whose id is grouped like a phone
// number ("Zoom 853 5777 9937", "회의 ID 194 4219 1311").
var meetingWords = []string{"zoom", "meeting", "webinar", "webex", "reunión", "réunion", "riunione", "besprechung",
	"konferenz", "spotkanie", "toplantı", "passcode", "kenncode"}

// meetingID reports whether the number at i follows a word naming a
// meeting (within 24 bytes): its digits are the meeting's id.
func meetingID(s string, i int) bool {
	return containsFoldBefore(s, i, 24, meetingWords...) || containsAnyBefore(s, max(0, i-24), i, "会议", "회의", "会議", "ミーティング")
}

// uniformSepPhone reports the separators of a grouped phone number: one
// of " ", "-", "." throughout, after a closing parenthesis for an area
// code.
func (r *numRun) uniformSepPhone(a, b int) bool {
	from := a + 1
	if a == 0 && r.paren && b-a >= 2 && strings.HasPrefix(r.sep(1), ")") {
		from = a + 2
	}
	if from >= b {
		return true
	}
	if b-a >= 3 && r.glen(a) == 1 && r.sep(a+1) == " (" && strings.HasPrefix(r.sep(a+2), ")") {
		// A trunk prefix before the area code: "0 (532) 123 45 67".
		from = a + 3
	}
	if b-a == 2 && r.sep(a+1) == "/" {
		return true // "030/2741735"
	}
	if r.sep(a+1) == " / " { // "089 / 440 71 254": the German-speaking plans' way only
		if !r.uniformSep(a+1, b, " ") {
			return false
		}
		for range validIn(r.s[r.g[a][0]:r.g[b-1][1]], dachRegions) {
			return true
		}
		return false
	}
	if b-a >= 3 && r.sep(a+1) == "-" && r.gstr(a)[0] == '0' && r.glen(a) <= 4 && r.uniformSep(a+1, b, " ") {
		return true // an area code and a dash, then spaced groups: "08-123 456 78"
	}
	if from >= b {
		return true
	}
	first := r.sep(from)
	if first != " " && first != "-" && first != "." {
		return false
	}
	if first == "." && !r.dottedTrunk(a, b) {
		// Dotted numbers are versions ("138.0.6188.110") unless in pairs
		// the French way ("01.23.45.67.89").
		for k := from; k < b; k++ {
			if r.glen(k) != 2 {
				return false
			}
		}
	}
	for k := from + 1; k < b; k++ {
		if r.sep(k) != first && !(first == " " && r.sep(k) == "-") {
			return false
		}
	}
	return true
}

// dottedTrunk reports three dotted groups of three or more digits led
// by the trunk 0, as Korea, Vietnam and Brazil write a national number
// ("010.6479.1700", "0332.934.187"): a version or an address never
// starts a part of three digits with 0.
func (r *numRun) dottedTrunk(a, b int) bool {
	return b-a == 3 && r.s[r.g[a][0]] == '0' && r.glen(a) >= 3 && r.glen(a+1) >= 3 && r.glen(a+2) >= 3
}

// dachRegions are the plans that write an area code before a slash.
var dachRegions = []string{"DE", "AT", "CH"}

func mobileGrouping(r *numRun, a, b int) bool {
	ng := b - a
	if ng == 1 {
		return r.glen(a) == 11
	}
	return ng == 3 && r.glen(a) == 3 && r.glen(a+1) == 4 && r.glen(a+2) == 4
}

func cnMobileDigits(d []byte) bool {
	return len(d) == 11 && d[0] == '1' && d[1] >= '3' && d[1] <= '9'
}

// nanpArea: a North American area code NXX, not N11, not 400 (which in
// practice is a mainland China service number prefix, "400-xxx-xxxx"),
// and not a toll-free code (800, 833 ... 888: "8YY" with equal digits),
// which reaches a business hotline, not a person.
func nanpArea(a string) bool {
	if len(a) != 3 || a[0] < '2' || a[0] > '9' {
		return false
	}
	if a[1] == '1' && a[2] == '1' {
		return false
	}
	if tollFree(a) {
		return false
	}
	return a != "400"
}

// tollFreeDigits reports the digits of a NANP toll-free number (with or
// without its 1) or of China's 400 and 800 business numbers.
func tollFreeDigits(d []byte) bool {
	nd := len(d)
	return nd == 11 && d[0] == '1' && tollFree(string(d[1:4])) || nd == 10 && (tollFree(string(d[:3])) || string(d[:3]) == "400")
}

// tollFree reports the NANP toll-free codes 800, 833, 844 ... 888.
func tollFree(a string) bool {
	return len(a) == 3 && a[0] == '8' && a[1] == a[2] && a[1] != '1' && a[1] != '9'
}

// ipv4OK reports whether groups a to a+3 of r are a dotted IPv4 address
// that can be someone's.
func ipv4OK(r *numRun, a int) bool {
	v, ok := ipv4Quad(r, a)
	if !ok {
		return false
	}
	// Unspecified, loopback, broadcast and masks are not anyone's address.
	if v[0] == 0 || v[0] == 127 || v[0] == 255 || v[0] >= 224 {
		return false
	}
	// A private address with a prefix length ("Address = 10.8.0.2/32",
	// "subnet: 172.20.0.0/16") lays out a LAN or a tunnel in a network
	// config; it reaches no one from outside. One in a server's role
	// ("DB_HOST=10.1.2.3", "mysql -h 10.1.2.3") is infrastructure.
	if privateIPv4(v) && (ipv4LayoutPrefix(r.s, r.g[a][0], r.g[a+3][1]) || routerBefore(r.s, r.g[a][0]) || serverRole(r.s, r.g[a][0], r.g[a+3][1])) || versionKey(r.s, r.g[a][0]) || oidBefore(r.s, r.g[a][0]) { // ip_forms.go
		return false
	}
	return !publicIPv4(v)
}

// ipv4Quad parses groups a to a+3 of r as the four numbers of a dotted
// IPv4 address.
func ipv4Quad(r *numRun, a int) (v [4]int, ok bool) {
	for k := 0; k < 4; k++ {
		g := r.gstr(a + k)
		if len(g) > 3 {
			return v, false
		}
		n := 0
		for _, c := range []byte(g) {
			n = n*10 + int(c-'0')
		}
		if n > 255 || (len(g) > 1 && g[0] == '0') {
			return v, false
		}
		v[k] = n
	}
	return v, true
}

// privateIPv4 reports the private ranges of RFC 1918 and the shared
// carrier-grade NAT range of RFC 6598.
func privateIPv4(v [4]int) bool {
	return v[0] == 10 || v[0] == 172 && v[1]&0xf0 == 16 || v[0] == 192 && v[1] == 168 || v[0] == 100 && v[1]&0xc0 == 64
}

// publicIPv4 reports addresses that identify no one: the documentation
// ranges of RFC 5737 (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24),
// the well-known public DNS resolvers, the addresses home routers ship
// with (a manual's "open 192.168.178.1"), the same in every home, and the
// instance metadata endpoints of the clouds (169.254.169.254 of AWS, GCP,
// Azure and OpenStack, ECS's 169.254.170.2, Alibaba's 100.100.100.200),
// the same on every machine.
func publicIPv4(v [4]int) bool {
	switch {
	case v[0] == 192 && v[1] == 0 && v[2] == 2, v[0] == 198 && v[1] == 51 && v[2] == 100, v[0] == 203 && v[1] == 0 && v[2] == 113:
		return true
	}
	return publicResolvers[v[0]<<24|v[1]<<16|v[2]<<8|v[3]]
}

// publicResolvers are the anycast addresses of public DNS resolvers, as
// their operators publish them: configuring one says nothing about
// anyone.
var publicResolvers = func() map[int]bool {
	m := map[int]bool{}
	for _, a := range strings.Fields(`
		8.8.8.8 8.8.4.4 1.1.1.1 1.0.0.1 1.1.1.2 1.0.0.2 1.1.1.3 1.0.0.3
		9.9.9.9 149.112.112.112 9.9.9.10 149.112.112.10 9.9.9.11 149.112.112.11 9.9.9.12
		208.67.222.222 208.67.220.220 208.67.222.123 208.67.220.123 208.67.222.220 208.67.220.222
		94.140.14.14 94.140.15.15 94.140.14.15 94.140.15.16 94.140.14.140 94.140.14.141
		76.76.2.0 76.76.10.0 76.76.19.19 76.223.122.150 64.6.64.6 64.6.65.6
		77.88.8.8 77.88.8.1 77.88.8.88 77.88.8.2 77.88.8.7 77.88.8.3
		185.228.168.9 185.228.169.9 185.228.168.10 185.228.169.11 185.228.168.168 185.228.169.168
		8.26.56.26 8.20.247.20 4.2.2.1 4.2.2.2 4.2.2.3 4.2.2.4 4.2.2.5 4.2.2.6 209.244.0.3 209.244.0.4
		84.200.69.80 84.200.70.40 156.154.70.1 156.154.71.1 74.82.42.42 195.46.39.39 195.46.39.40
		199.85.126.10 199.85.127.10 194.242.2.2 193.110.81.0 185.253.5.0
		114.114.114.114 114.114.115.115 114.114.114.119 114.114.115.119 223.5.5.5 223.6.6.6
		119.29.29.29 182.254.116.116 180.76.76.76 180.184.1.1 180.184.2.2 1.2.4.8 210.2.4.8
		101.226.4.6 218.30.118.6 117.50.10.10 52.80.52.52
		168.95.1.1 168.95.192.1 101.101.101.101 101.102.103.104
		168.126.63.1 168.126.63.2 164.124.101.2 203.248.252.2 210.220.163.82 219.250.36.130
		192.168.0.1 192.168.1.1 192.168.178.1 192.168.2.1 192.168.1.254 192.168.0.254 10.0.0.1 10.0.0.138
		192.168.100.1 192.168.8.1 192.168.31.1 192.168.3.1 192.168.50.1 192.168.15.1 192.168.88.1
		169.254.169.254 169.254.170.2 100.100.100.200`) {
		var v [4]int
		for k, p := range strings.Split(a, ".") {
			for _, c := range []byte(p) {
				v[k] = v[k]*10 + int(c-'0')
			}
		}
		m[v[0]<<24|v[1]<<16|v[2]<<8|v[3]] = true
	}
	return m
}()

// cardGrouping: one group, groups of four (the last may be shorter),
// Amex 4-6-5 and Diners 4-6-4, or the six-digit IIN (BIN) apart from the
// rest, as Chinese banks print their cards' numbers, with one separator kind throughout: a
// space, a dash or a dot, as card numbers are written around the world.
func cardGrouping(r *numRun, a, b int) bool {
	ng := b - a
	if ng == 1 {
		return true
	}
	if !r.uniformSep(a, b, " ", "-", ".") {
		return false
	}
	if ng == 3 && r.glen(a) == 4 && r.glen(a+1) == 6 && (r.glen(a+2) == 5 || r.glen(a+2) == 4) {
		return true // Amex 4-6-5, Diners 4-6-4
	}
	if ng == 2 && r.glen(a) == 6 && r.glen(a+1) >= 10 && r.glen(a+1) <= 13 {
		return true // the issuer's six-digit IIN apart, then the account: "621700 0469242675008"
	}
	for k := a; k < b-1; k++ {
		if r.glen(k) != 4 {
			return false
		}
	}
	return r.glen(b-1) >= 1 && r.glen(b-1) <= 4
}

// cardWords say that a payment card number follows.
var cardWords = []string{"card", "visa", "karte", "kreditkarte", "carte", "tarjeta", "cartão", "carta", "kaart", "karta", "kart",
	"pan", "cc", "ccnum"}

// cnCardContext reports what makes a UnionPay number a Chinese bank card:
// Chinese text around it, or a word that names the network or a wallet.
func cnCardContext(s string, start, end int) bool {
	lo, hi := max(0, start-48), min(len(s), end+24)
	for _, r := range s[lo:hi] {
		if isHan(r) {
			return true
		}
	}
	return containsFoldBefore(s, start, 48, "unionpay", "union pay", "alipay", "wechat", "bank card", "bank_card", "bankcard", "debit", "银联") ||
		residentIDBefore(s, start, 160)
}

// residentIDBefore reports a valid Chinese resident ID number in the n
// bytes before i: a record that holds one holds a Chinese bank card, in
// whatever script its other fields are written or escaped
// ("{\"id_card\":\"…\",\"card\":\"6222…\"}").
func residentIDBefore(s string, i, n int) bool {
	lo := max(0, i-n)
	for k := nextDigit(s[:i], lo); k < i; k = nextDigit(s[:i], k) {
		e := tokenEnd(s[:i], k, isDigit)
		d := s[k:e]
		if e < i && len(d) == 17 && (s[e] == 'X' || s[e] == 'x') {
			d += "X"
		}
		if len(d) == 18 && (k == lo || !isAlnum(s[k-1])) && residentIDOK([]byte(d)) {
			return true
		}
		k = e
	}
	return false
}

// Known test card numbers (Stripe, Adyen, Braintree docs): never real.
var testCards = map[string]bool{
	"4242424242424242": true, "4000056655665556": true, "5555555555554444": true, "2223003122003222": true,
	"5200828282828210": true, "5105105105105100": true, "378282246310005": true, "371449635398431": true,
	"6011111111111117": true, "6011000990139424": true, "3056930009020004": true, "36227206271667": true,
	"3566002020360505": true, "6200000000000005": true, "4111111111111111": true, "4012888888881881": true,
	"4000000000000002": true, "4000000000009995": true, "4000000000000077": true, "4000000000000069": true,
	"4000000000000127": true, "4000000000000119": true, "4000000000003220": true, "4000002500003155": true,
	"5454545454545454": true, "4444333322221111": true, "6250941006528599": true, "4005519200000004": true,
	"4009348888881881": true, "5431111111111111": true, "6221261111111111": true, "3530111333300000": true,
	"30569309025904": true, "38520000023237": true, "6011000000000004": true, "4917610000000000": true,
}

// cardType validates issuer prefix, length and Luhn check digit. The
// prefixes are the issuer identification ranges of the card networks
// (ISO/IEC 7812; the networks' published BIN ranges): Visa, Mastercard
// (51-55, 2221-2720), Mir (2200-2204), American Express, Discover,
// JCB, Diners Club, UnionPay (62, 81), RuPay (60, 65, 508, 81, 82),
// Maestro (50, 56-69), Troy (9792), Humo (9860) and UzCard (8600).
func cardType(d []byte) (Type, bool) {
	n := len(d)
	if !luhn(d) || testCards[string(d)] || allSame(d) {
		return "", false
	}
	p2 := int(d[0]-'0')*10 + int(d[1]-'0')
	p3 := p2*10 + int(d[2]-'0')
	p4 := p3*10 + int(d[3]-'0')
	switch {
	case p2 == 62, p2 == 81:
		if n >= 16 {
			return CNBankCard, true
		}
	case d[0] == '4':
		if n == 13 || n == 16 || n == 19 {
			return CreditCard, true
		}
	case p2 >= 51 && p2 <= 55, p4 >= 2221 && p4 <= 2720:
		if n == 16 {
			return CreditCard, true
		}
	case p4 >= 2200 && p4 <= 2204:
		if n >= 16 {
			return CreditCard, true
		}
	case p2 == 34 || p2 == 37:
		if n == 15 {
			return CreditCard, true
		}
	case p4 == 6011, p3 >= 644 && p3 <= 649, p2 == 65:
		if n >= 16 {
			return CreditCard, true
		}
	case p4 >= 3528 && p4 <= 3589:
		if n >= 16 {
			return CreditCard, true
		}
	case p2 == 36, p3 >= 300 && p3 <= 305, p2 == 38, p2 == 39:
		if n >= 14 {
			return CreditCard, true
		}
	case p2 == 50, p2 >= 56 && p2 <= 69, p2 == 82:
		if n >= 12 {
			return CreditCard, true
		}
	case p4 == 9792, p4 == 9860, p4 == 8600:
		if n == 16 {
			return CreditCard, true
		}
	}
	return "", false
}

func allSame(d []byte) bool {
	for _, c := range d {
		if c != d[0] {
			return false
		}
	}
	return true
}

// luhn reports whether the last digit of d is its Luhn check digit.
func luhn(d []byte) bool {
	n := len(d) - 1
	return n < 0 || LuhnDigit(d[:n]) == d[n]
}

// LuhnDigit returns the check digit that makes d+digit pass Luhn.
func LuhnDigit(d []byte) byte {
	sum := 0
	for i := len(d) - 1; i >= 0; i-- {
		x := int(d[i] - '0')
		if (len(d)-1-i)%2 == 0 {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
	}
	return byte('0' + (10-sum%10)%10)
}

// ssnOK excludes the ranges the SSA never issues: area 000, 666, 900-999;
// group 00; serial 0000; and the well-known samples: the wallet insert's
// (078-05-1120), the SSA's own pamphlet's (219-09-9999).
func ssnOK(d []byte) bool {
	area := string(d[:3])
	if area == "000" || area == "666" || d[0] == '9' {
		return false
	}
	if d[3] == '0' && d[4] == '0' {
		return false
	}
	if string(d[5:]) == "0000" || string(d) == "078051120" || string(d) == "219099999" || string(d) == "123456789" {
		return false
	}
	return true
}

var idProvinces = map[string]bool{
	"11": true, "12": true, "13": true, "14": true, "15": true, "21": true, "22": true, "23": true,
	"31": true, "32": true, "33": true, "34": true, "35": true, "36": true, "37": true,
	"41": true, "42": true, "43": true, "44": true, "45": true, "46": true,
	"50": true, "51": true, "52": true, "53": true, "54": true,
	"61": true, "62": true, "63": true, "64": true, "65": true, "71": true, "81": true, "82": true, "83": true,
}

var idWeights = [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}

const idCheck = "10X98765432"

// ResidentIDCheck returns the GB 11643 check character for 17 digits.
func ResidentIDCheck(d []byte) byte {
	sum := 0
	for i := 0; i < 17; i++ {
		sum += int(d[i]-'0') * idWeights[i]
	}
	return idCheck[sum%11]
}

// residentIDOK validates province, birth date and checksum of 18 chars.
func residentIDOK(id []byte) bool {
	if len(id) != 18 || !idProvinces[string(id[:2])] {
		return false
	}
	for _, c := range id[:17] {
		if !isDigit(c) {
			return false
		}
	}
	y := atoi(id[6:10])
	m := atoi(id[10:12])
	dd := atoi(id[12:14])
	if y < 1900 || y > 2030 || !dateOK(y, m, dd) {
		return false
	}
	last := id[17]
	if last == 'x' {
		last = 'X'
	}
	return ResidentIDCheck(id) == last
}

// residentIDAt reports a whole resident ID, 17 digits and its check
// character, starting at i and ending where a word may end.
func residentIDAt(s string, i int) (int, bool) {
	j := i
	for j < len(s) && j-i < 18 && isDigit(s[j]) {
		j++
	}
	if j-i == 17 && j < len(s) && (s[j] == 'X' || s[j] == 'x') {
		j++
	}
	if j-i != 18 || !endOK(s, j) || !residentIDOK([]byte(s[i:j])) {
		return 0, false
	}
	return j, true
}

func idShaped(d []byte) bool {
	return idProvinces[string(d[:2])] && dateOK(atoi(d[6:10]), atoi(d[10:12]), atoi(d[12:14])) && atoi(d[6:10]) >= 1900
}

func atoi(b []byte) int {
	n := 0
	for _, c := range b {
		n = n*10 + int(c-'0')
	}
	return n
}

func dateOK(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
	if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days[2] = 29
	}
	return d <= days[m]
}

// countryCode returns the length of the ITU country calling code that
// starts d, or 0 when there is none.
func countryCode(d []byte) int {
	if len(d) < 2 {
		return 0
	}
	if d[0] == '1' || d[0] == '7' {
		return 1
	}
	if callingCodes2[string(d[:2])] {
		return 2
	}
	if len(d) >= 3 && (d[0] == '2' || d[0] == '3' || d[0] == '4' || d[0] == '5' || d[0] == '6' || d[0] == '8' || d[0] == '9') {
		return 3
	}
	return 0
}

var callingCodes2 = map[string]bool{
	"20": true, "27": true, "30": true, "31": true, "32": true, "33": true, "34": true, "36": true, "39": true,
	"40": true, "41": true, "43": true, "44": true, "45": true, "46": true, "47": true, "48": true, "49": true,
	"51": true, "52": true, "53": true, "54": true, "55": true, "56": true, "57": true, "58": true,
	"60": true, "61": true, "62": true, "63": true, "64": true, "65": true, "66": true,
	"81": true, "82": true, "84": true, "86": true, "90": true, "91": true, "92": true, "93": true, "94": true, "95": true, "98": true,
}

// ---- IBAN

var ibanLen = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27, "BR": 29,
	"BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29,
	"ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28,
	"HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
	"LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20,
	"MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25,
	"QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27,
	"SO": 23, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
	"IR": 26, "CV": 25, "AO": 25, "BJ": 28, "BF": 28, "CM": 27, "CI": 28, "DZ": 26, "MG": 27, "ML": 28, "MZ": 25,
	"SN": 28, "HN": 28, "CF": 27, "CG": 27, "GA": 27, "GQ": 27, "TD": 27, "KM": 27, "NE": 28, "TG": 28, "GW": 25,
}

// matchIBAN reads an IBAN at i ("DE89 3704 0044 0532 0130 00" or without
// spaces) and checks mod 97. Its length is the registered one for its
// country, or, when that does not end the value, any length an IBAN may
// have (15 to 34: a writer who drops or repeats a digit, a country whose
// length changed). A line break (with the next line's indent) may cut it
// anywhere, as a PDF's text or a wrapped mail does: "DE91 45\n66 4973 …".
func matchIBAN(s string, i int) (int, bool) { return readIBAN(s, i, false, false) }

// ibanShape reads at i what is written as an IBAN of its country, the
// registered length in groups of four, whatever its check digits say
// ("GB17 AIBK 2006 9900 0069 33" copied with a typo, a validator's test
// value): its digits are an account's, not a phone's or a card's.
func ibanShape(s string, i int) (int, bool) { return readIBAN(s, i, false, true) }

// matchIBANLower reads an all lower-case IBAN at i ("de89370400440532013000",
// "fr76 3000 6000 01ab …" as a voice transcript writes it).
func matchIBANLower(s string, i int) (int, bool) { return readIBAN(s, i, true, false) }

func readIBAN(s string, i int, lower, shape bool) (int, bool) {
	if i+4 > len(s) || !isDigit(s[i+2]) || !isDigit(s[i+3]) {
		return 0, false
	}
	cc := [2]byte{s[i], s[i+1]}
	if lower {
		cc[0], cc[1] = cc[0]-('a'-'A'), cc[1]-('a'-'A')
	}
	want, ok := ibanLen[string(cc[:])]
	if !ok {
		return 0, false
	}
	part := func(c byte) bool { return isDigit(c) || (lower && isLower(c)) || (!lower && isUpper(c)) }
	var buf [34]byte
	buf[0], buf[1], buf[2], buf[3] = cc[0], cc[1], s[i+2], s[i+3]
	n, j, breaks := 4, i+4, 0
	for n < len(buf) && j < len(s) {
		c := s[j]
		if c == ' ' && n%4 == 0 && j+1 < len(s) && part(s[j+1]) {
			j++
			continue
		}
		if c == '\n' && breaks == 0 {
			k := j + 1
			for k < len(s) && k < j+5 && s[k] == ' ' {
				k++
			}
			if k < len(s) && part(s[k]) {
				if n >= 15 && n != want && ibanMod97(buf[:n]) {
					break // the IBAN ends with its line
				}
				breaks++
				j = k
				continue
			}
		}
		if !part(c) {
			break
		}
		if lower && isLower(c) {
			c -= 'a' - 'A'
		}
		buf[n] = c
		n++
		j++
		if n == want && endOK(s, j) && (shape || ibanMod97(buf[:n])) {
			return j, true
		}
	}
	if !shape && n >= 15 && n != want && endOK(s, j) && ibanMod97(buf[:n]) {
		return j, true
	}
	return 0, false
}

func isAlnumUpper(c byte) bool { return isDigit(c) || isUpper(c) }

// ibanMod97 moves the first four characters to the end, maps letters to
// 10..35 and checks that the number mod 97 is 1.
func ibanMod97(b []byte) bool {
	rem := 0
	add := func(c byte) {
		if isDigit(c) {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			v := int(c-'A') + 10
			rem = (rem*100 + v) % 97
		}
	}
	for _, c := range b[4:] {
		add(c)
	}
	for _, c := range b[:4] {
		add(c)
	}
	return rem == 1
}

// IBANCheck returns the two check digits for country cc and bban.
func IBANCheck(cc string, bban []byte) [2]byte {
	rem := 0
	add := func(c byte) {
		if isDigit(c) {
			rem = (rem*10 + int(c-'0')) % 97
		} else {
			rem = (rem*100 + int(c-'A') + 10) % 97
		}
	}
	for _, c := range bban {
		add(c)
	}
	add(cc[0])
	add(cc[1])
	add('0')
	add('0')
	v := 98 - rem
	return [2]byte{byte('0' + v/10), byte('0' + v%10)}
}

// lineStartAt reports that a starts a line, also one of a JSON string
// pasted as text ("…\n: 1767323000:0;…").
func lineStartAt(s string, a int) bool {
	return a == 0 || s[a-1] == '\n' || s[a-1] == '\r' || escapedBreak(s, a)
}
