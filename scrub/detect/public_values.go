package detect

import (
	"github.com/nyaruka/phonenumbers"

	"encoding/base64"
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// Values that documentation, tutorials and test suites print because
// they reach no one: the numbering plans' fictional ranges, the IBANs of
// the standards' and banks' own examples, the token jwt.io shows, and
// the published switchboards of a few institutions. publicValue keeps
// them whatever detector found them.

// fictionalPhone reports a number in a range its numbering plan keeps
// for drama and documentation: NANP 555-0100 to 555-0199 (any area
// code, or none), Ofcom's drama numbers (07700 900xxx, 020 7946 0xxx and
// the other geographic blocks), ACMA's (0491 57x xxx, 0x 5550 xxxx) and
// ARCEP's (01 99 00 xx xx ...). d holds the digits, plus whether a '+'
// led them.
func fictionalPhone(d string, plus bool) bool {
	nanp := d
	if plus && strings.HasPrefix(d, "1") || len(d) == 11 && d[0] == '1' {
		nanp = d[1:]
	}
	if len(nanp) == 10 && nanp[0] >= '2' && nanp[3:8] == "55501" || len(nanp) == 7 && nanp[:5] == "55501" {
		return true
	}
	for _, p := range fictionalPlans {
		nat := d
		switch {
		case plus && strings.HasPrefix(d, p.cc):
			nat = "0" + d[len(p.cc):]
		case strings.HasPrefix(d, "00"+p.cc):
			nat = "0" + d[2+len(p.cc):]
		case plus || d[0] != '0':
			continue
		}
		if len(nat) != p.n {
			continue
		}
		for _, pre := range p.prefixes {
			if strings.HasPrefix(nat, pre) {
				return true
			}
		}
	}
	return false
}

// fictionalPlans are the national fictional blocks (trunk 0 included) of
// the plans that publish them: Ofcom's numbers for drama, ACMA's
// fictitious numbers, ARCEP's numbers for fiction.
var fictionalPlans = []struct {
	cc       string
	n        int // national digits, trunk 0 included
	prefixes []string
}{
	{"44", 11, []string{"07700900", "02079460", "01134960", "01144960", "01154960", "01164960", "01174960", "01184960",
		"01214960", "01314960", "01414960", "01514960", "01614960", "01914980", "02896496", "02920180", "01632960",
		"03069990", "08081570", "09098790"}},
	{"61", 10, []string{"049157", "025550", "035550", "075550", "085550"}},
	{"33", 10, []string{"019900", "026191", "035301", "046571", "053649", "063998"}},
}

// wellKnownNumbers are institutions' published switchboards, country
// code first: the White House's comment line and switchboard, the
// German federal government's press office, the UK Parliament's and
// Downing Street's switchboards, and the head offices of Google, Apple,
// Microsoft and Amazon as their sites print them.
var wellKnownNumbers = map[string]bool{"12024561111": true, "12024561414": true, "4930182720": true, "442072193000": true,
	"442079304433": true, "16502530000": true, "14089961010": true, "14258828080": true, "12062661000": true}

// wellKnownPhone matches d (digits, with or without the country code)
// against wellKnownNumbers.
func wellKnownPhone(d string, plus bool) bool {
	if wellKnownNumbers[d] || strings.HasPrefix(d, "00") && wellKnownNumbers[d[2:]] {
		return true
	}
	if plus {
		return false
	}
	if len(d) == 10 && d[0] != '0' && wellKnownNumbers["1"+d] {
		return true
	}
	if d != "" && d[0] == '0' {
		for _, cc := range []string{"44", "49"} {
			if wellKnownNumbers[cc+d[1:]] {
				return true
			}
		}
	}
	return false
}

// publicPhone reports a phone number that reaches no one in particular.
func publicPhone(v string) bool {
	v = strings.TrimSpace(v)
	var buf [24]byte
	d := buf[:0]
	native := false
	for i := 0; i < len(v) && len(d) < len(buf); i++ {
		if isDigit(v[i]) {
			d = append(d, v[i])
		} else if v[i] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(v[i:])
			if c, ok := nativeDigit(r); ok { // "٠٨٠٠ ١٢٣ ٤٥٦٧" reads as its ASCII form
				d = append(d, c)
				native = true
			}
			i += n - 1
		}
	}
	if len(d) < 7 {
		return false
	}
	if native {
		return publicPhone(asciiDigits(v))
	}
	plus := strings.HasPrefix(v, "+") || strings.HasPrefix(v, "(+")
	ds := string(d)
	if fictionalPhone(ds, plus) || wellKnownPhone(ds, plus) {
		return true
	}
	if plus {
		return tollFreeIntl(v)
	}
	if australiaService(v, ds) {
		return true
	}
	// Written exactly as a plan groups its toll-free or shared-cost
	// numbers, or its firms' universal access numbers, it reaches a desk
	// whatever word precedes it.
	return servicePhone(v) || uanShaped(ds) && businessUAN(v) // phones_public.go
}

// servicePhone reports a national number written exactly as a plan groups
// its toll-free or shared-cost numbers.
func servicePhone(v string) bool {
	if v[0] != '0' {
		return false
	}
	_, exact, _ := serviceNumber(v)
	return exact
}

// publicPhoneIn is publicPhone in the text s: a number grouped as one
// plan's service numbers, that fewer of the plans make a service number
// than someone's line and that is a mobile number in a region s hints
// at, is someone's (a Thai chat's "080-667-6870", grouped as South
// Africa's toll-free numbers); "0800 419 5118" stays a freephone line.
// It is asked only of a value publicValue keeps, and keeps it for every
// other reason (a fictional, well-known or stand-in number).
func publicPhoneIn(s, v string) bool {
	v = strings.TrimSpace(v)
	if v == "" || v[0] != '0' || placeholderMobile(v) {
		return true
	}
	_, exact, mostly := serviceNumber(v)
	return !exact || mostly || !mobileIn(v, textRegions(s))
}

// tollFreeIntl reports a toll-free number written with its country
// code and grouped as the plan groups it ("+49 800 2454126", "+44 800
// 123 4567"): a freephone line is a desk's, never a person's. The
// grouping tells the plan's ranges apart where the digits alone do not
// (Japan's "+81 80 0576 0219" is a mobile, "+81 800 123 4567" freephone).
func tollFreeIntl(v string) bool {
	pn, err := phonenumbers.Parse(v, "")
	return err == nil && phonenumbers.IsValidNumber(pn) && phonenumbers.GetNumberType(pn) == phonenumbers.TOLL_FREE &&
		sameGroups(v, phonenumbers.Format(pn, phonenumbers.INTERNATIONAL))
}

// exampleIBANs are the IBANs that the ECBS/SWIFT registry, national
// banking associations and Wikipedia print as examples, compact.
var exampleIBANs = map[string]bool{"FR1420041010050500013M02606": true, "DE89370400440532013000": true,
	"GB82WEST12345698765432": true, "GB29NWBK60161331926819": true, "GB33BUKB20201555555555": true,
	"NL91ABNA0417164300": true, "BE68539007547034": true, "CH9300762011623852957": true,
	"ES9121000418450200051332": true, "IT60X0542811101000000123456": true, "AT611904300234573201": true,
	"PL61109010140000071219812874": true, "NO9386011117947": true, "DK5000400440116243": true,
	"FI2112345600000785": true, "SE4550000000058398257466": true, "PT50000201231234567890154": true,
	"IE29AIBK93115212345678": true, "LU280019400644750000": true}

// publicIBAN reports one of exampleIBANs, however spaced or cased.
func publicIBAN(v string) bool {
	var buf [40]byte
	c := buf[:0]
	for i := 0; i < len(v) && len(c) < len(buf); i++ {
		switch b := v[i]; {
		case isLower(b):
			c = append(c, b-'a'+'A')
		case isAlnum(b):
			c = append(c, b)
		}
	}
	return exampleIBANs[string(c)]
}

// publicJWT reports the token jwt.io and the tutorials that copy it
// show: its payload's subject "1234567890" issued at 1516239022 (the
// name in it varies).
func publicJWT(v string) bool {
	v = strings.TrimPrefix(strings.TrimPrefix(v, "Bearer "), "bearer ")
	parts := strings.SplitN(v, ".", 3)
	if len(parts) < 2 || len(parts[1]) > 2048 {
		return false
	}
	raw, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(parts[1], "="))
	if err != nil {
		return false
	}
	var claims struct {
		Sub any `json:"sub"`
		Iat any `json:"iat"`
	}
	if json.Unmarshal(raw, &claims) != nil {
		return false
	}
	sub, _ := claims.Sub.(string)
	iat, _ := claims.Iat.(float64)
	return sub == "1234567890" && iat == 1516239022
}

// asciiDigits writes v's native digits and full-width separators
// (numbers_native.go) in their ASCII form.
func asciiDigits(v string) string {
	var b strings.Builder
	for _, r := range v {
		if c, ok := nativeDigit(r); ok {
			b.WriteByte(c)
		} else if a := fullwidthSep(r); a != 0 {
			b.WriteByte(a)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// invalidCNMobile reports eleven digits written as one run that begin
// 10, 11 or 12 on a line of Chinese text: mainland mobiles begin 13 to
// 19 and landlines with a trunk 0, so the run reaches no one (test data,
// a form's "号段不存在" example). Elsewhere the run may be a North
// American number with its 1 and an area code 2xx.
func invalidCNMobile(s string, f Finding) bool {
	v := s[f.Start:f.End]
	if len(v) != 11 || v[0] != '1' || v[1] > '2' || digitCount(v) != 11 {
		return false
	}
	lo, hi := max(0, f.Start-120), min(len(s), f.End+120)
	if nl := strings.LastIndexByte(s[lo:f.Start], '\n'); nl >= 0 {
		lo += nl + 1
	}
	if nl := strings.IndexByte(s[f.End:hi], '\n'); nl >= 0 {
		hi = f.End + nl
	}
	for _, r := range s[lo:hi] {
		if isHan(r) {
			return true
		}
	}
	return false
}

// exampleKeys are the vendor keys that vendors' own documentation
// prints, and tutorials and READMEs copy: Stripe's test keys and
// GitHub's sample token.
var exampleKeys = map[string]bool{"sk_test_4eC39HqLyjWDarjtT1zdp7dc": true, "pk_test_TYooMQauvdEDq54NiTphI7jx": true,
	"sk_test_BQokikJOvBiI2HlWgH4olfQ2": true, "pk_test_6pRNASCoBOKtIshFeQd4XMUh": true, "sk_test_26PHem9AhJZvU623DfE1x4sd": true,
	"ghp_16C7e42F292c6912E7710c838347Ae178B4a": true}

// digestLens are the hex lengths of the digests a prefix names.
var digestLens = map[string]int{"md5:": 32, "sha1:": 40, "sha256:": 64, "sha384:": 96, "sha512:": 128}

// digestKeyWords name a digest in a field's key, lower case.
var digestKeyWords = []string{"fingerprint", "checksum", "digest", "sha1", "sha256", "sha512", "md5", "cache", "etag", "hash"}

// fileExts end file names, lower case.
var fileExts = wordSet(`jpg jpeg png gif webp heic svg pdf txt csv tsv json xml yaml yml zip gz tar mp3 mp4 mov wav docx xlsx pptx html log parquet`)

// keyLookalike reports a key-like finding that is a digest (digestAt)
// or a file's name: a random name and its extension
// ("de5691a9-0c39-47a6-9dca-8303d7c2596e.jpg", an upload's object key).
func keyLookalike(s string, f Finding) bool {
	v := s[f.Start:f.End]
	if d := strings.LastIndexByte(v, '.'); d > 0 && fileExts[strings.ToLower(v[d+1:])] {
		return true
	}
	return digestAt(s, f) || publishableKey(v) || requestID(s, f) || hostOrRecordID(s, f) || pushToken(v) || elidedPrefix(s, f)
}

// pushToken reports a Firebase Cloud Messaging registration token
// ("<instance id>:APA91b<…>"): the address of an app on one device, which
// only the project's server credential can send to.
func pushToken(v string) bool {
	k := strings.Index(v, ":APA91b")
	return k >= 11 && k <= 24
}

// elidedPrefix reports a key's vendor prefix with its body left out
// ("Bearer sk-ant-...", "sk_live_…"): the finding ends on the prefix's
// '-' or '_' and an ellipsis follows.
func elidedPrefix(s string, f Finding) bool {
	if v := s[f.Start:f.End]; v == "" || v[len(v)-1] != '-' && v[len(v)-1] != '_' {
		return false
	}
	return strings.HasPrefix(s[f.End:], "...") || strings.HasPrefix(s[f.End:], "…")
}

// hostOrRecordID reports a key-like finding that its key says is a host
// name ("authDomain": "shop-1252.firebaseapp.com", "api_host = …") or
// that is a record's id: 24 lower-case hex, a MongoDB ObjectId, under a
// key that names no secret ("sub=0c0a9f88751d76a6f8fd422f").
func hostOrRecordID(s string, f Finding) bool {
	v := s[f.Start:f.End]
	k := strings.ToLower(lineKey(s, f.Start)) // ip_forms.go
	if strings.Contains(k, "secret") || strings.Contains(k, "token") || strings.Contains(k, "pass") || strings.Contains(k, "key") {
		return false
	}
	if len(v) == 24 && allHex(v) && strings.ToLower(v) == v {
		return true
	}
	if strings.IndexByte(v, '.') < 0 || !(strings.HasSuffix(k, "domain") || strings.HasSuffix(k, "host") || strings.HasSuffix(k, "hostname")) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(isDigit(c) || c-'a' < 26 || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// publishablePrefixes start the keys that payment vendors make for web
// pages and apps to carry in the open: Stripe's and Paystack's
// publishable keys (pk_live_, pk_test_), Toss Payments' client keys
// (live_ck_, test_ck_, live_gck_, test_gck_). The secret beside each
// (sk_live_, live_sk_ ...) is the credential.
var publishablePrefixes = []string{"pk_live_", "pk_test_", "live_ck_", "test_ck_", "live_gck_", "test_gck_"}

func publishableKey(v string) bool {
	for _, p := range publishablePrefixes {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	return false
}

// requestIDKeys name a request's or an operation's id in a field's key,
// lower case: an idempotency key, a request, trace or correlation id.
var requestIDKeys = []string{"idempoten", "request_id", "requestid", "request-id", "trace", "correlation", "span_id", "spanid"}

// requestID reports a key-like finding that names a request, not a
// credential: a vendor's request id ("req_v8I0kqkbgn0H8yM6GotoPuRD", as
// Stripe's and Anthropic's APIs return them), or a UUID under a key that
// names an idempotency key or a request, trace or correlation id
// ("idempotency_key": "2a434ac8-…": a key by name, a request's id by use).
func requestID(s string, f Finding) bool {
	v := s[f.Start:f.End]
	if strings.HasPrefix(v, "req_") {
		return true
	}
	if !uuidShaped(v) {
		return false
	}
	k := strings.ToLower(lineKey(s, f.Start)) // ip_forms.go
	for _, w := range requestIDKeys {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// uuidShaped reports hex in groups of 8-4-4-4-12.
func uuidShaped(v string) bool {
	if len(v) != 36 {
		return false
	}
	for i := 0; i < 36; i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if v[i] != '-' {
				return false
			}
		} else if !isHex(v[i]) {
			return false
		}
	}
	return true
}

// digestAt reports a key-like finding that is a digest: hex of its
// algorithm's length after the algorithm's prefix ("sha256:5eaf…", as
// image digests and fingerprints are written, the prefix in the finding
// or right before it), or hex of a digest's length under a key that
// names one ("public_key_fingerprint_sha256": "3608…") and no secret.
func digestAt(s string, f Finding) bool {
	v := s[f.Start:f.End]
	pre := s[max(0, f.Start-8):f.Start]
	for p, n := range digestLens {
		if len(v) == len(p)+n && strings.EqualFold(v[:len(p)], p) && allHex(v[len(p):]) ||
			len(v) == n && len(pre) >= len(p) && strings.EqualFold(pre[len(pre)-len(p):], p) && allHex(v) {
			return true
		}
	}
	if n := len(v); n != 32 && n != 40 && n != 64 && n != 128 || !allHex(v) {
		return false
	}
	k := strings.ToLower(lineKey(s, f.Start)) // ip_forms.go
	if strings.Contains(k, "secret") || strings.Contains(k, "token") || strings.Contains(k, "pass") {
		return false
	}
	for _, w := range digestKeyWords {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

func allHex(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isHex(v[i]) {
			return false
		}
	}
	return v != ""
}

// australiaService reports Australia's freecall and local-rate numbers
// as the plan writes them, 1800 or 1300 and six digits in threes ("1800
// 589 363"): ten digits that start 1 are no other plan's.
func australiaService(v, d string) bool {
	return len(d) == 10 && (d[:4] == "1800" || d[:4] == "1300") && len(v) == 12 && (v[4] == ' ' || v[4] == '-') && v[8] == v[4]
}

// placeholderMobile reports the stand-ins for a mainland mobile that
// forms, seed data and tutorials print: 13800138000 (China Mobile's
// service line, every tutorial's example) and a number whose last eight
// digits are one digit repeated (138-0000-0000).
func placeholderMobile(v string) bool {
	var buf [16]byte
	d := buf[:0]
	for i := 0; i < len(v) && len(d) < len(buf); i++ {
		if isDigit(v[i]) {
			d = append(d, v[i])
		}
	}
	if len(d) < 11 {
		return false
	}
	d = d[len(d)-11:]
	if string(d) == "13800138000" {
		return true
	}
	for _, c := range d[4:] {
		if c != d[3] {
			return false
		}
	}
	return true
}
