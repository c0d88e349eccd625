package main

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// familyFirst locales write the family name first.
var familyFirst = map[string]bool{"zh": true, "ja": true, "ko": true, "vi": true, "hu": true}

// types are the shared README's sixteen types.
var types = []string{"EMAIL", "PHONE", "CREDIT_CARD", "US_SSN", "IBAN", "IP_ADDRESS", "API_KEY",
	"AWS_ACCESS_KEY", "JWT", "PRIVATE_KEY", "CN_RESIDENT_ID", "CN_MOBILE", "CN_BANK_CARD", "PERSON",
	"STREET_ADDRESS", "URL_WITH_TOKEN"}

const (
	digits  = "0123456789"
	hexLow  = "0123456789abcdef"
	upAlnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	alnum   = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	b64std  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)

// charGens draw N (or A-B) characters of a set.
var charGens = map[string]string{
	"#": digits, "x": hexLow, "X": "0123456789ABCDEF", "a": alnum, "A": upAlnum,
	"L": "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "l": "abcdefghijklmnopqrstuvwxyz", "b": corpusgen.Base64URL,
	"B": b64std, "K": "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
}

// listSection is one "## name [TYPE|~kind]" section of the value lists.
type listSection struct {
	name, typ, kind string
	lines           []string
	segs            [][]seg
}

func parseLists(name, src string) ([]listSection, error) {
	var out []listSection
	for _, s := range corpusgen.Sections(src, "## ") {
		f := strings.Fields(s.Header)
		if len(f) == 0 || len(f) > 2 {
			return nil, fmt.Errorf("%s:%d: bad header %q", name, s.Line, s.Header)
		}
		ls := listSection{name: f[0]}
		if len(f) == 2 {
			if k, ok := strings.CutPrefix(f[1], "~"); ok {
				ls.kind = k
			} else {
				ls.typ = f[1]
			}
		}
		for i, line := range s.Body {
			if line == "" || strings.HasPrefix(line, "//") {
				continue
			}
			line = strings.ReplaceAll(line, `\n`, "\n")
			sg, err := parse(line)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %v", name, s.Line+1+i, err)
			}
			ls.lines, ls.segs = append(ls.lines, line), append(ls.segs, sg)
		}
		if len(ls.lines) == 0 {
			return nil, fmt.Errorf("%s:%d: empty section", name, s.Line)
		}
		out = append(out, ls)
	}
	return out, nil
}

// registry is every generator: the builtins below and each list section.
func registry(fsys fs.FS) (map[string]gen, []listSection, error) {
	secs, err := corpusgen.ParseDir(fsys, "lists", parseLists)
	if err != nil {
		return nil, nil, err
	}
	reg := map[string]gen{}
	lists := map[string]listSection{}
	add := func(name string, g gen) error {
		if _, dup := reg[name]; dup {
			return fmt.Errorf("generator %q defined twice", name)
		}
		reg[name] = g
		return nil
	}
	for _, s := range secs {
		s := s
		lists[s.name] = s
		if err := add(s.name, gen{typ: s.typ, kind: s.kind, fn: func(f *filler, _ string) (string, *pname, error) {
			t, err := f.expand(s.segs[f.r.IntN(len(s.segs))])
			return t, nil, err
		}}); err != nil {
			return nil, nil, err
		}
	}
	for c, set := range charGens {
		set := set
		if err := add(c, gen{fn: func(f *filler, arg string) (string, *pname, error) {
			lo, hi, err := span(arg)
			return corpusgen.Chars(f.r, set, lo+f.r.IntN(hi-lo+1)), nil, err
		}}); err != nil {
			return nil, nil, err
		}
	}
	add("n", gen{fn: func(f *filler, arg string) (string, *pname, error) {
		a, b, _ := strings.Cut(arg, "-")
		lo, err1 := strconv.Atoi(a)
		hi, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || hi < lo {
			return "", nil, fmt.Errorf("bad range %q", arg)
		}
		return fmt.Sprintf("%0*d", len(a), lo+f.r.IntN(hi-lo+1)), nil, nil
	}})
	for _, s := range secs {
		loc, ok := strings.CutPrefix(s.name, "given.")
		fam, ok2 := lists["family."+loc]
		if !ok || !ok2 {
			continue
		}
		given := s
		if err := add("name."+loc, gen{typ: "PERSON", fn: func(f *filler, _ string) (string, *pname, error) {
			n := &pname{loc: loc, sep: " "}
			g, sex := gendered(given.lines[f.r.IntN(len(given.lines))])
			var fams []string
			for _, l := range fam.lines {
				if _, s := gendered(l); s == "" || s == sex {
					fams = append(fams, l)
				}
			}
			n.given, n.givenL = split(g)
			n.family, n.familyL = split(fams[f.r.IntN(len(fams))])
			if loc == "zh" || loc == "ko" || (loc == "ja" && f.r.IntN(3) == 0) {
				n.sep = ""
			}
			return n.render(), n, nil
		}}); err != nil {
			return nil, nil, err
		}
	}
	for _, b := range builtins {
		if err := add(b.name, b.gen); err != nil {
			return nil, nil, err
		}
	}
	for _, s := range secs {
		if cc, ok := strings.CutPrefix(s.name, "bban."); ok {
			add("iban."+cc, gen{typ: "IBAN", fn: ibanGen(cc, false)})
			add("bad.iban."+cc, gen{kind: "iban_bad_check", fn: ibanGen(cc, true)})
		}
	}
	return reg, secs, nil
}

func split(line string) (native, latin string) {
	line, _ = gendered(line)
	native, latin, ok := strings.Cut(line, "|")
	if !ok {
		latin = native
	}
	return native, latin
}

// gendered cuts a name line's "~f" or "~m" (the form a family name takes
// with a woman's or a man's given name, in Slavic and Greek lists).
func gendered(line string) (name, sex string) {
	if i := strings.LastIndex(line, "~"); i >= 0 {
		return line[:i], line[i+1:]
	}
	return line, ""
}

// span reads "N" or "A-B".
func span(arg string) (int, int, error) {
	a, b, ok := strings.Cut(arg, "-")
	lo, err := strconv.Atoi(a)
	hi := lo
	if ok {
		hi, err = strconv.Atoi(b)
	}
	if err != nil || lo < 1 || hi < lo || hi > 4096 {
		return 1, 1, fmt.Errorf("bad length %q", arg)
	}
	return lo, hi, nil
}

func ibanGen(cc string, bad bool) func(f *filler, arg string) (string, *pname, error) {
	return func(f *filler, _ string) (string, *pname, error) {
		bban, err := f.draw(&ph{name: "bban." + cc})
		if err != nil {
			return "", nil, err
		}
		check := corpusgen.IBANCheck(cc, bban.text)
		if bad {
			n, _ := strconv.Atoi(check)
			check = fmt.Sprintf("%02d", (n+1+f.r.IntN(90))%97+2)
			if check == corpusgen.IBANCheck(cc, bban.text) {
				check = fmt.Sprintf("%02d", (n+3)%97+2)
			}
		}
		s := cc + check + bban.text
		if f.r.IntN(2) == 0 {
			s = corpusgen.Chunk(s, 4, " ")
		}
		return s, nil, nil
	}
}

type builtin struct {
	name string
	gen  gen
}

// cardBrands: prefixes and lengths.
var cardBrands = map[string]struct {
	prefixes []string
	length   int
}{
	"visa": {[]string{"4"}, 16}, "mc": {[]string{"51", "52", "53", "54", "55", "2221", "2720"}, 16},
	"amex": {[]string{"34", "37"}, 15}, "jcb": {[]string{"3528", "3530", "3566", "3589"}, 16},
	"disc": {[]string{"6011", "65"}, 16}, "up": {[]string{"622202", "621700", "622848", "623058", "625907"}, 19},
	"up16": {[]string{"622588", "621483", "622155"}, 16}, "mir": {[]string{"2200", "2202"}, 16},
	"troy": {[]string{"9792"}, 16},
}

func cardGen(brand string, fail bool) func(f *filler, arg string) (string, *pname, error) {
	return func(f *filler, _ string) (string, *pname, error) {
		b := cardBrands[brand]
		p := b.prefixes[f.r.IntN(len(b.prefixes))]
		body := p + corpusgen.Chars(f.r, digits, b.length-1-len(p))
		c := corpusgen.LuhnDigit(body)
		if fail {
			c = '0' + (c-'0'+1+byte(f.r.IntN(9)))%10
		}
		num := body + string(c)
		sep := []string{" ", "-", "", " "}[f.r.IntN(4)]
		switch {
		case sep == "":
			return num, nil, nil
		case b.length == 15:
			return corpusgen.Group(num, []int{4, 6}, sep), nil, nil
		case b.length == 19 && f.r.IntN(2) == 0:
			return corpusgen.Group(num, []int{6, 13}, sep), nil, nil
		}
		return corpusgen.Chunk(num, 4, sep), nil, nil
	}
}

func cnidGen(bad bool) func(f *filler, arg string) (string, *pname, error) {
	return func(f *filler, _ string) (string, *pname, error) {
		region, err := f.draw(&ph{name: "cn.region"})
		if err != nil {
			return "", nil, err
		}
		body := fmt.Sprintf("%s%04d%02d%02d%03d", region.text, 1950+f.r.IntN(56), 1+f.r.IntN(12), 1+f.r.IntN(28), f.r.IntN(1000))
		c := corpusgen.CNIDCheck(body)
		if bad {
			c = "0123456789X"[(strings.IndexByte("0123456789X", c)+1+f.r.IntN(10))%11]
		}
		return body + string(c), nil, nil
	}
}

var builtins = []builtin{
	{"card.visa", gen{typ: "CREDIT_CARD", fn: cardGen("visa", false)}},
	{"card.mc", gen{typ: "CREDIT_CARD", fn: cardGen("mc", false)}},
	{"card.amex", gen{typ: "CREDIT_CARD", fn: cardGen("amex", false)}},
	{"card.jcb", gen{typ: "CREDIT_CARD", fn: cardGen("jcb", false)}},
	{"card.disc", gen{typ: "CREDIT_CARD", fn: cardGen("disc", false)}},
	{"card.mir", gen{typ: "CREDIT_CARD", fn: cardGen("mir", false)}},
	{"card.troy", gen{typ: "CREDIT_CARD", fn: cardGen("troy", false)}},
	{"card.up", gen{typ: "CN_BANK_CARD", fn: cardGen("up", false)}},
	{"card.up16", gen{typ: "CN_BANK_CARD", fn: cardGen("up16", false)}},
	{"bad.card", gen{kind: "luhn_fail_card", fn: cardGen("visa", true)}},
	{"bad.card.mc", gen{kind: "luhn_fail_card", fn: cardGen("mc", true)}},
	{"bad.card.up", gen{kind: "luhn_fail_card", fn: cardGen("up", true)}},
	{"cnid", gen{typ: "CN_RESIDENT_ID", fn: cnidGen(false)}},
	{"bad.cnid", gen{kind: "cnid_bad_check", fn: cnidGen(true)}},
	{"ssn", gen{typ: "US_SSN", fn: func(f *filler, _ string) (string, *pname, error) {
		area := 1 + f.r.IntN(898)
		if area == 666 {
			area = 667
		}
		s := fmt.Sprintf("%03d-%02d-%04d", area, 1+f.r.IntN(99), 1+f.r.IntN(9999))
		switch f.r.IntN(5) {
		case 0:
			s = corpusgen.Digits(s)
		case 1:
			s = strings.ReplaceAll(s, "-", " ")
		}
		return s, nil, nil
	}}},
	{"jwt", gen{typ: "JWT", fn: func(f *filler, _ string) (string, *pname, error) {
		alg := []string{"HS256", "RS256", "ES256", "HS256"}[f.r.IntN(4)]
		iat := 1780000000 + f.r.IntN(30000000)
		payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`, corpusgen.Chars(f.r, hexLow, 24), iat, iat+3600*(1+f.r.IntN(24)),
			[]string{"read", "read write", "openid profile email", "admin"}[f.r.IntN(4)])
		return corpusgen.JWT(f.r, alg, `{"alg":"`+alg+`","typ":"JWT"}`, payload), nil, nil
	}}},
	{"pem", gen{typ: "PRIVATE_KEY", fn: func(f *filler, arg string) (string, *pname, error) {
		label, lead, lines, width := map[string]string{"rsa": "RSA PRIVATE KEY", "ec": "EC PRIVATE KEY", "ssh": "OPENSSH PRIVATE KEY"}[arg], "MIIEpAIBAAKCAQEA", 10+f.r.IntN(16), 64
		switch arg {
		case "":
			label, lead = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
		case "ec":
			lead, lines = "MHcCAQEEI", 3
		case "ssh":
			lead, lines, width = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5+f.r.IntN(3), 70
		}
		if label == "" {
			return "", nil, fmt.Errorf("unknown key kind %q", arg)
		}
		body := lead + corpusgen.Chars(f.r, b64std, lines*width-len(lead)-4) + "===="[:2*f.r.IntN(2)]
		return "-----BEGIN " + label + "-----\n" + corpusgen.Chunk(body, width, "\n") + "\n-----END " + label + "-----", nil, nil
	}}},
	{"isbn", gen{kind: "isbn", fn: func(f *filler, _ string) (string, *pname, error) {
		body := "978" + corpusgen.Chars(f.r, digits, 9)
		s := body + string(corpusgen.EAN13Check(body))
		if f.r.IntN(2) == 0 {
			return s, nil, nil
		}
		return corpusgen.Group(s, []int{3, 1, 4, 4}, "-"), nil, nil
	}}},
	{"ean13", gen{kind: "ean_barcode", fn: func(f *filler, _ string) (string, *pname, error) {
		body := []string{"880", "490", "690", "400", "871", "590", "869", "893", "885", "789"}[f.r.IntN(10)] + corpusgen.Chars(f.r, digits, 9)
		return body + string(corpusgen.EAN13Check(body)), nil, nil
	}}},
	{"handle", gen{fn: func(f *filler, _ string) (string, *pname, error) {
		n := f.person
		if n == nil {
			v, err := f.draw(&ph{name: "handle.word"})
			return v.text + corpusgen.Chars(f.r, digits, f.r.IntN(4)), nil, err
		}
		g, fm := fold(n.givenL), fold(n.familyL)
		switch f.r.IntN(6) {
		case 0:
			return g + "." + fm, nil, nil
		case 1:
			return g + fm + corpusgen.Chars(f.r, digits, 2), nil, nil
		case 2:
			return g[:1] + fm, nil, nil
		case 3:
			return fm + "_" + g, nil, nil
		case 4:
			return g + "." + fm[:1], nil, nil
		}
		return fm + "." + g + fmt.Sprint(70+f.r.IntN(36)), nil, nil
	}}},
}

// fold is s in lower-case ASCII letters: marks dropped, a few letters spelled out.
func fold(s string) string {
	var b strings.Builder
	for _, c := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case c >= 'a' && c <= 'z':
			b.WriteRune(c)
		case unicode.Is(unicode.Mn, c), c == ' ', c == '-', c == '\'':
		default:
			if r, ok := foldMap[c]; ok {
				b.WriteString(r)
			}
		}
	}
	if b.Len() == 0 {
		return "user"
	}
	return b.String()
}

var foldMap = map[rune]string{'ł': "l", 'ß': "ss", 'ø': "o", 'ı': "i", 'đ': "d", 'æ': "ae", 'œ': "oe", 'þ': "th"}
