// Package detect finds personal data and secrets in text.
//
// Detection is a handful of cheap passes over the text, each gated by an
// anchor that a match must contain: '@' for e-mail, digit runs for every
// number type (cards, IDs, phones, SSNs, IPv4, IBAN check digits), fixed
// prefixes for keys ("sk-", "AKIA", "ghp_", "eyJ", "-----BEGIN"...), "://"
// for URLs, '=' and ':' for key=value secrets and IPv6, and a few context
// words for person names and street addresses. Candidates are validated
// where a checksum or a range exists (Luhn, IBAN mod 97, GB 11643, SSN
// ranges, NANP area codes), and known test values are ignored.
//
// Word boundaries are computed on bytes: an ASCII letter, digit or '_' is
// a word byte; everything else, including every byte of a multi-byte rune
// (CJK text, full-width punctuation), is a boundary. Go's regexp \b is
// ASCII-only and treats "手机13800138000" as one word; this does not.
package detect

import (
	"sort"
	"strings"
)

// Type names a kind of finding. The names match the labelled corpus.
type Type string

// Finding types.
const (
	Email         Type = "EMAIL"
	Phone         Type = "PHONE"
	CreditCard    Type = "CREDIT_CARD"
	USSSN         Type = "US_SSN"
	IBAN          Type = "IBAN"
	IPAddress     Type = "IP_ADDRESS"
	APIKey        Type = "API_KEY"
	AWSAccessKey  Type = "AWS_ACCESS_KEY"
	JWT           Type = "JWT"
	PrivateKey    Type = "PRIVATE_KEY"
	CNResidentID  Type = "CN_RESIDENT_ID"
	CNMobile      Type = "CN_MOBILE"
	CNBankCard    Type = "CN_BANK_CARD"
	Person        Type = "PERSON"
	StreetAddress Type = "STREET_ADDRESS"
	URLWithToken  Type = "URL_WITH_TOKEN"
)

// Types lists every built-in type, structured ones first.
var Types = []Type{Email, Phone, CreditCard, USSSN, IBAN, IPAddress, APIKey, AWSAccessKey, JWT, PrivateKey,
	CNResidentID, CNMobile, CNBankCard, URLWithToken, Person, StreetAddress}

// LowConfidence reports whether t is found from context rather than from
// a validated shape (person names, street addresses). Reports list these
// separately.
func LowConfidence(t Type) bool { return t == Person || t == StreetAddress }

// IsSecret reports whether t is a credential rather than personal data.
func IsSecret(t Type) bool {
	switch t {
	case APIKey, AWSAccessKey, JWT, PrivateKey, URLWithToken:
		return true
	}
	return false
}

// Finding is one detected span of the text: bytes [Start, End).
type Finding struct {
	Start, End int
	Type       Type
}

// Rule is a user-supplied pattern (see scrub.Rules).
type Rule interface {
	// Find appends the spans of the rule in s.
	Find(s string, dst []Finding) []Finding
}

// Options configure a Detector. The zero value enables every built-in
// detector with no allow-list.
type Options struct {
	// Disable turns built-in types off.
	Disable []Type
	// Allow lists exact values that are never reported (test values the
	// user knows about), compared after trimming.
	Allow []string
	// Rules add user patterns.
	Rules []Rule
	// NoContext turns off the lower-confidence context detectors (names,
	// addresses).
	NoContext bool
	// NameModel, when set, tags person names the rules left (model.go;
	// DefaultNameModel is the shipped one). The zero Options leave it off;
	// package scrub sets it unless its Config asks for rules only.
	NameModel *NameModel
}

// Detector finds spans. It is safe for concurrent use.
type Detector struct {
	off   map[Type]bool
	allow map[string]bool
	rules []Rule
	ctx   bool
	model *NameModel
}

// New returns a Detector.
func New(opts Options) *Detector {
	d := &Detector{off: map[Type]bool{}, allow: map[string]bool{}, rules: opts.Rules, ctx: !opts.NoContext}
	for _, t := range opts.Disable {
		d.off[t] = true
	}
	for _, a := range opts.Allow {
		if a = strings.TrimSpace(a); a != "" {
			d.allow[a] = true
		}
	}
	if d.ctx && !d.off[Person] {
		d.model = opts.NameModel
	}
	return d
}

// Find returns the non-overlapping findings in s, sorted by start. dst is
// reused.
func (d *Detector) Find(s string, dst []Finding) []Finding {
	v, offs := s, []int(nil)
	if i := nextEscape(s, 0); i >= 0 {
		v, offs = unescapedView(s, i) // escapes.go
	}
	out := d.find(v, dst)
	if d.ctx && !d.off[StreetAddress] {
		if j := nextFullwidthDigit(v, 0); j >= 0 {
			out = d.foldedStreets(v, j, out)
		}
	}
	if offs != nil {
		for k := range out {
			out[k].Start, out[k].End = offs[out[k].Start], offs[out[k].End]
		}
	}
	return out
}

func (d *Detector) find(s string, dst []Finding) []Finding {
	out := dst[:0]
	if len(s) < 5 {
		return out
	}
	out = findNumbers(s, out)
	if strings.IndexByte(s, '@') >= 0 || strings.Contains(s, "%40") {
		out = findEmails(s, out)
	}
	out = findSecrets(s, out)
	if strings.IndexByte(s, '\n') >= 0 {
		out = findWrappedNumbers(s, out) // numbers_wrapped.go
		if d.ctx {
			out = findLines(s, out)
		}
		out = findTables(s, out)
	}
	if strings.Contains(s, "INSERT") || strings.Contains(s, "insert") || strings.Contains(s, "Insert") {
		out = findSQLInserts(s, out)
	}
	if strings.Contains(s, "</") || strings.Contains(s, "value=") {
		out = findMarkup(s, out)
	}
	if d.ctx && !d.off[StreetAddress] {
		out = findJaRomanAddresses(s, out) // street_ja_roman.go
	}
	if d.ctx {
		m := scanMarks(s) // marks.go
		out = findContext(s, m, out)
		out = findIntlNames(s, out)    // intl_find.go
		out = findConsensus(s, m, out) // consensus.go
	}
	for _, r := range d.rules {
		out = r.Find(s, out)
	}
	out = resolve(d.filter(s, out))
	if d.model != nil {
		out = d.addModelNames(s, out)
	}
	if d.ctx && !d.off[Person] && hasNonASCII(s) {
		out = d.transliterations(s, out) // names_translit.go
	}
	if d.ctx && !d.off[Person] {
		out = dropOrgNames(s, out) // names_orgs.go: what passes after filter added
	}
	if d.ctx && !d.off[Phone] {
		out = d.phonesAfterNames(s, out) // numbers_slots.go
	}
	return out
}

func (d *Detector) filter(s string, fs []Finding) []Finding {
	landmark := landmarkSpans(s, fs)
	var regions []string // textRegions(s), when a phone needs them
	n := 0
	for _, f := range fs {
		if f.Type == Phone {
			if regions == nil {
				regions = append(textRegions(s), "") // never nil again
			}
			if serviceLine(s, f.Start, f.End, regions[:len(regions)-1]) { // phones_public.go
				continue
			}
		}
		if d.off[f.Type] || (len(d.allow) > 0 && d.allow[s[f.Start:f.End]]) || publicValue(f.Type, s[f.Start:f.End]) && (f.Type != Phone || publicPhoneIn(s, s[f.Start:f.End])) || f.Type == Person && (publicNameAround(s, f) || uncasedNotName(s, f) || orgOrPlaceName(s, f)) ||
			f.Type == StreetAddress && publicAddressAt(s, f.Start) || landmark.covers(f) || f.Type == Phone && invalidCNMobile(s, f) ||
			f.Type == APIKey && keyLookalike(s, f) || f.Type == Email && mailIDAt(s, f.Start) || f.Type == Phone && (recordLabelRight(s, f.Start) || bizRegShaped(s[f.Start:f.End]) || codeShaped(s[f.Start:f.End]) && !phoneWordBefore(s, f.Start)) { // phones_public.go
			continue
		}
		fs[n] = f
		n++
	}
	return fs[:n]
}

// priority orders types when spans overlap: the larger wins.
func priority(t Type) int {
	switch t {
	case PrivateKey:
		return 100
	case URLWithToken:
		return 90
	case JWT:
		return 85
	case AWSAccessKey:
		return 82
	case APIKey:
		return 80
	case Email:
		return 70
	case IBAN:
		return 66
	case CNResidentID:
		return 65
	case CNBankCard, CreditCard:
		return 60
	case USSSN:
		return 58
	case CNMobile:
		return 56
	case Phone:
		return 55
	case IPAddress:
		return 50
	case StreetAddress:
		return 20
	case Person:
		return 10
	}
	return 75 // user rules: above PII, below secrets
}

// better reports whether f should win over g when they overlap: higher
// priority, then longer.
func better(f, g Finding) bool {
	pf, pg := priority(f.Type), priority(g.Type)
	if pf != pg {
		return pf > pg
	}
	return f.End-f.Start > g.End-g.Start
}

// resolve sorts findings by start and removes overlaps in one sweep: of
// two overlapping spans the better one is kept.
func resolve(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	sort.Slice(fs, func(i, j int) bool {
		if fs[i].Start != fs[j].Start {
			return fs[i].Start < fs[j].Start
		}
		return better(fs[i], fs[j])
	})
	kept := fs[:1]
	var lost []Finding
	for _, f := range fs[1:] {
		last := &kept[len(kept)-1]
		if f.Start < last.End {
			if better(f, *last) {
				f, *last = *last, f
			}
			if f.Type == StreetAddress {
				lost = append(lost, f)
			}
			continue
		}
		kept = append(kept, f)
	}
	return readmit(kept, lost)
}

// readmit adds back the street addresses that lost an overlap to one that itself
// lost later and now overlap nothing kept: of "12 Elm St, Leeds LS2 7EW,
// call 0113 …" (an address that ran into a phone) and "12 Elm St, Leeds
// LS2 7EW", the phone beats the first, and the second comes back. The
// better ones are tried first; kept stays sorted by start.
func readmit(kept, lost []Finding) []Finding {
	if len(lost) == 0 {
		return kept
	}
	sort.SliceStable(lost, func(i, j int) bool { return better(lost[i], lost[j]) })
	for _, f := range lost {
		k := sort.Search(len(kept), func(i int) bool { return kept[i].Start >= f.Start })
		if k > 0 && kept[k-1].End > f.Start || k < len(kept) && kept[k].Start < f.End {
			continue
		}
		kept = append(kept, Finding{})
		copy(kept[k+1:], kept[k:])
		kept[k] = f
	}
	return kept
}

// ---- byte classes and boundaries

// Byte classes as tables: the scanners test every byte, so each test is
// one load.
const (
	clDigit = 1 << iota
	clUpper
	clLower
	clUnder
)

var byteClass = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = clDigit
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = clUpper
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = clLower
	}
	t['_'] = clUnder
	return
}()

func isDigit(c byte) bool { return c-'0' <= 9 }
func isUpper(c byte) bool { return c-'A' < 26 }
func isLower(c byte) bool { return c-'a' < 26 }
func isAlpha(c byte) bool { return byteClass[c]&(clUpper|clLower) != 0 }
func isAlnum(c byte) bool { return byteClass[c]&(clDigit|clUpper|clLower) != 0 }

// isWord is the ASCII word class; multi-byte runes are never word bytes.
func isWord(c byte) bool { return byteClass[c] != 0 }

func isHex(c byte) bool { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

// startOK reports whether a token may start at i: the byte before is not
// a word byte (CJK and full-width punctuation qualify).
func startOK(s string, i int) bool { return i == 0 || !isWord(s[i-1]) }

// endOK reports whether a token may end at j.
func endOK(s string, j int) bool { return j >= len(s) || !isWord(s[j]) }

// tokenChars is the class of secret token bytes: base64 and base64url.
func isTokenByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

func tokenEnd(s string, i int, ok func(byte) bool) int {
	for i < len(s) && ok(s[i]) {
		i++
	}
	return i
}

// containsFoldBefore reports whether the window s[max(0,i-n):i] (n at
// most 128) contains one of words (lower case, compared ASCII
// case-insensitively) as a whole word: "tin" is not found in "Sentinel".
func containsFoldBefore(s string, i, n int, words ...string) bool {
	var buf [128]byte
	return foldedWordIn(s, max(0, i-n), i, buf[:], words)
}

// indexFold is strings.Index with ASCII case folding of s (k is lower case).
func indexFold(s, k string) int {
	if len(k) == 0 {
		return 0
	}
	for i := 0; i+len(k) <= len(s); i++ {
		j := 0
		for ; j < len(k); j++ {
			c := s[i+j]
			if isUpper(c) {
				c += 'a' - 'A'
			}
			if c != k[j] {
				break
			}
		}
		if j == len(k) {
			return i
		}
	}
	return -1
}

// ---- skipping eight bytes at a time
//
// The scanners look for sparse triggers (a digit, an upper-case letter, a
// non-ASCII byte). These helpers test eight bytes with a few word
// operations and skip them when none can be a trigger, instead of testing
// byte by byte.

const (
	lsb = 0x0101010101010101
	msb = 0x8080808080808080
)

// load8 reads s[i:i+8] as a little-endian word (the compiler merges the
// byte loads into one).
func load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// hasBetween reports whether a byte b of x has lo < b < hi (lo, hi <= 128).
// The test is exact: no carry crosses from one byte into the next.
func hasBetween(x uint64, lo, hi uint64) bool {
	return ((lsb*(127+hi)-(x&(lsb*127)))&^x&((x&(lsb*127))+lsb*(127-lo)))&msb != 0
}

// nextDigit returns the index of the first ASCII digit at or after i, or
// len(s).
func nextDigit(s string, i int) int {
	for i+8 <= len(s) && !hasBetween(load8(s, i), '0'-1, '9'+1) {
		i += 8
	}
	for i < len(s) && !isDigit(s[i]) {
		i++
	}
	return i
}

// nextUpper returns the index of the first ASCII upper-case letter at or
// after i, or len(s).
func nextUpper(s string, i int) int {
	for i+8 <= len(s) && !hasBetween(load8(s, i), 'A'-1, 'Z'+1) {
		i += 8
	}
	for i < len(s) && !isUpper(s[i]) {
		i++
	}
	return i
}

// nextNonASCII returns the index of the first byte >= 0x80 at or after i,
// or len(s).
func nextNonASCII(s string, i int) int {
	for i+8 <= len(s) && load8(s, i)&msb == 0 {
		i += 8
	}
	for i < len(s) && s[i] < 0x80 {
		i++
	}
	return i
}
