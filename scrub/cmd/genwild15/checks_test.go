package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

var uEscape = regexp.MustCompile(`\\u[0-9a-f]{4}`)

// plain is s with JSON \uXXXX escapes read and full-width ASCII forms
// folded back, so check digits can be computed.
func plain(s string) string {
	s = uEscape.ReplaceAllStringFunc(s, func(e string) string {
		var c rune
		fmt.Sscanf(e[2:], "%x", &c)
		return string(c)
	})
	var b strings.Builder
	for _, c := range s {
		if c >= 0xff01 && c <= 0xff5e {
			c -= 0xff01 - 0x21
		}
		b.WriteRune(c)
	}
	return b.String()
}

var (
	ibanLen    = map[string]int{"DE": 22, "GB": 22, "FR": 27, "CH": 21, "NL": 18, "BE": 16, "AE": 23, "SA": 24, "IL": 23, "TR": 26, "PL": 28, "GR": 27, "BR": 29, "ES": 24, "IT": 27, "SE": 24, "UA": 29, "CZ": 24, "RO": 24, "HU": 28, "FI": 18, "DK": 18, "NO": 15, "HR": 21, "IR": 26}
	awsKeyRe   = regexp.MustCompile(`^(AKIA|ASIA)[A-Z2-7]{16}$`)
	cnMobileRe = regexp.MustCompile(`^(86)?1[3-9]\d{9}$`)
	emailRe    = regexp.MustCompile(`^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$`)
)

// checkValue reports why a labelled value of type typ is not valid: check
// digits (Luhn, ISO 13616, GB 11643), SSN ranges, shapes of keys.
func checkValue(typ, text string) error {
	s := plain(text)
	d := corpusgen.Digits(s)
	switch typ {
	case "CREDIT_CARD", "CN_BANK_CARD":
		if !corpusgen.LuhnValid(d) {
			return fmt.Errorf("%q fails Luhn", s)
		}
		if strings.HasPrefix(d, "62") != (typ == "CN_BANK_CARD") || len(d) < 15 || len(d) > 19 {
			return fmt.Errorf("%q: prefix or length wrong for %s", s, typ)
		}
		if testCards[d] {
			return fmt.Errorf("%q is a public test card", s)
		}
	case "IBAN":
		c := strings.ReplaceAll(s, " ", "")
		if !corpusgen.IBANValid(c) || ibanLen[c[:2]] != len(c) {
			return fmt.Errorf("%q: bad check digits or length", s)
		}
	case "CN_RESIDENT_ID":
		if len(s) != 18 || corpusgen.Digits(s[:17]) != s[:17] || corpusgen.CNIDCheck(s[:17]) != s[17] {
			return fmt.Errorf("%q: bad check character", s)
		}
	case "US_SSN":
		var a, g, n int
		if len(d) != 9 || func() bool {
			fmt.Sscanf(d, "%3d%2d%4d", &a, &g, &n)
			return a == 0 || a == 666 || a >= 900 || g == 0 || n == 0
		}() {
			return fmt.Errorf("%q: not a valid SSN", s)
		}
	case "CN_MOBILE":
		if !cnMobileRe.MatchString(d) {
			return fmt.Errorf("%q: not a mainland mobile", s)
		}
	case "AWS_ACCESS_KEY":
		if !awsKeyRe.MatchString(s) || strings.Contains(s, "EXAMPLE") {
			return fmt.Errorf("%q: not an access key id", s)
		}
	case "EMAIL":
		if !emailRe.MatchString(s) {
			return fmt.Errorf("%q: not an address", s)
		}
	case "JWT":
		p := strings.Split(s, ".")
		h, err := base64.RawURLEncoding.DecodeString(p[0])
		if len(p) != 3 || err != nil || !json.Valid(h) {
			return fmt.Errorf("%q: not a JWT", s)
		}
	case "PRIVATE_KEY":
		if !strings.HasPrefix(s, "-----BEGIN ") || !strings.HasSuffix(s, "PRIVATE KEY-----") {
			return fmt.Errorf("%q: not a PEM private key", s)
		}
	}
	return nil
}

// checkDecoy reports why a look-alike of kind is not what it claims: the
// broken check digits must be broken, the valid ones valid.
func checkDecoy(kind, text string) error {
	s := plain(text)
	d := corpusgen.Digits(s)
	bad := false
	switch kind {
	case "luhn_fail_card":
		bad = corpusgen.LuhnValid(d)
	case "test_card", "imei":
		bad = !corpusgen.LuhnValid(d) || (kind == "test_card") != testCards[d]
	case "cnid_bad_check":
		bad = len(s) != 18 || corpusgen.CNIDCheck(s[:17]) == s[17]
	case "iban_bad_check":
		bad = corpusgen.IBANValid(strings.ReplaceAll(s, " ", ""))
	case "isbn", "ean13":
		bad = len(d) != 13 || corpusgen.EAN13Check(d[:12]) != d[12]
	case "lei":
		m, ok := corpusgen.Mod97(s)
		bad = !ok || m != 1
	case "example_aws_key", "placeholder_key":
		bad = awsKeyRe.MatchString(s) && !strings.Contains(s, "EXAMPLE")
	}
	if bad {
		return fmt.Errorf("look-alike %s %q is not what it claims", kind, s)
	}
	return nil
}

// Every record's spans point at their text, and its values and look-alikes
// are what they claim (check digits right or, for the broken kinds, wrong).
