package main

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"unicode"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
	"golang.org/x/text/unicode/norm"
)

// badSlot is what a generator panics with on a slot it cannot fill; the
// renderer turns it into an error.
type badSlot struct{ msg string }

// typeCodes are the slot codes of the 16 labelled types.
var typeCodes = map[string]string{
	"P": "PERSON", "PH": "PHONE", "EM": "EMAIL", "AD": "STREET_ADDRESS",
	"CC": "CREDIT_CARD", "SSN": "US_SSN", "IBAN": "IBAN", "IP": "IP_ADDRESS",
	"KEY": "API_KEY", "AKID": "AWS_ACCESS_KEY", "JWT": "JWT", "PK": "PRIVATE_KEY",
	"CNID": "CN_RESIDENT_ID", "CNMOB": "CN_MOBILE", "CNCARD": "CN_BANK_CARD",
	"URLTOK": "URL_WITH_TOKEN",
}

var generators = map[string]func(g *gen, v string) string{
	"P": (*gen).person, "PH": (*gen).phone, "EM": (*gen).email, "AD": (*gen).address,
	"CC": (*gen).card, "SSN": (*gen).ssn, "IBAN": (*gen).iban, "IP": (*gen).ip,
	"KEY": (*gen).apiKey, "AKID": (*gen).awsKeyID, "JWT": (*gen).jwt, "PK": (*gen).privateKey,
	"CNID": (*gen).cnID, "CNMOB": (*gen).cnMobile, "CNCARD": (*gen).cnCard,
	"URLTOK": (*gen).urlToken,
}

func bad(format string, a ...any) { panic(badSlot{fmt.Sprintf(format, a...)}) }

// person is the last name drawn in a record, for e-mail addresses and
// later mentions.
type person struct{ loc, given, family, givenL, familyL string }

// familyFirst locales write the family name first.
var familyFirst = map[string]bool{"zh": true, "ja": true, "ko": true, "tw": true, "hu": true, "vi": true}

// noSpace locales write native names without a space.
var noSpace = map[string]bool{"zh": true, "ja": true, "ko": true, "tw": true}

func splitNative(e string) (native, latin string) {
	n, l, ok := strings.Cut(e, "|")
	if !ok {
		return e, e
	}
	return n, l
}

// person: variant "loc" or "loc.form"; "given" and "family" repeat a part
// of the record's last name.
func (g *gen) person(v string) string {
	switch v {
	case "given", "family":
		if g.last == nil {
			g.person("en")
		}
		if v == "given" {
			return g.last.given
		}
		return g.last.family
	}
	loc, form, _ := strings.Cut(v, ".")
	if loc == "mono" {
		n, l := splitNative(g.draw("mono"))
		g.last = &person{given: n, givenL: l, family: n, familyL: l}
		return n
	}
	if loc == "same" {
		if g.last == nil || g.last.loc == "" {
			bad("no earlier name for %q", v)
		}
		loc = g.last.loc
	} else {
		if g.lists["given."+loc] == nil || g.lists["family."+loc] == nil {
			bad("no names for %q", loc)
		}
		gn, gl := splitNative(g.draw("given." + loc))
		fn, fl := splitNative(g.draw("family." + loc))
		g.last = &person{loc, gn, fn, gl, fl}
	}
	gn, fn, gl, fl := g.last.given, g.last.family, g.last.givenL, g.last.familyL
	join := func(a, b string) string {
		if noSpace[loc] {
			return a + b
		}
		return a + " " + b
	}
	switch form {
	case "":
		if familyFirst[loc] {
			return join(fn, gn)
		}
		return join(gn, fn)
	case "sp":
		if familyFirst[loc] {
			return fn + " " + gn
		}
		return gn + " " + fn
	case "f":
		return gn
	case "l":
		return fn
	case "slash":
		return fl + "/" + gl
	case "dot":
		return gn + "・" + fn
	case "lf":
		return gl
	case "ll":
		return fl
	case "i":
		return string([]rune(gl)[:1]) + ". " + fl
	case "lc":
		return strings.ToLower(gl + " " + fl)
	case "rev":
		return fl + ", " + gl
	case "up":
		return strings.ToUpper(fl) + " " + gl
	case "latn":
		if familyFirst[loc] {
			return fl + " " + gl
		}
		return gl + " " + fl
	case "west":
		return gl + " " + fl
	}
	bad("bad name form %q", form)
	return ""
}

func (g *gen) phone(v string) string { return g.draw("phone." + v) }

func (g *gen) address(v string) string { return g.draw("addr." + v) }

func (g *gen) fromList(prefix, v string) string {
	if v == "" {
		var names []string
		for _, n := range g.listNames {
			if strings.HasPrefix(n, prefix+".") && !strings.HasPrefix(n, prefix+".ctx-") {
				names = append(names, n)
			}
		}
		if len(names) == 0 {
			bad("no %s lists", prefix)
		}
		return g.draw(pick(g.r, names...))
	}
	return g.draw(prefix + "." + v)
}

func (g *gen) apiKey(v string) string   { return g.fromList("key", v) }
func (g *gen) urlToken(v string) string { return g.fromList("urltok", v) }

// fold is s in lower-case ASCII letters and digits only: accents dropped,
// a few letters spelled out.
func fold(s string) string {
	var b strings.Builder
	for _, c := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b.WriteRune(c)
		case unicode.Is(unicode.Mn, c):
		default:
			if rep, ok := map[rune]string{'ß': "ss", 'ł': "l", 'ø': "o", 'æ': "ae", 'đ': "d", 'ı': "i", 'œ': "oe", 'þ': "th"}[c]; ok {
				b.WriteString(rep)
			}
		}
	}
	return b.String()
}

// email: "" a handle at a mail provider; "from" the last name at a
// provider; "work" the last name at a company (both a handle where no
// name came before); "qq" a QQ number.
func (g *gen) email(v string) string {
	r := g.r
	switch v {
	case "qq":
		return fill(r, "@#{8}") + "@qq.com"
	case "from", "work":
		if g.last != nil {
			break
		}
		fallthrough // no name yet: a handle
	case "":
		return g.draw("handle") + fill(r, pick(r, "", "##", "#{4}", "_#{2}")) + "@" + g.draw("maildomain")
	default:
		bad("bad email variant %q", v)
	}
	gv, f := fold(g.last.givenL), fold(g.last.familyL)
	if gv == "" {
		gv = "user"
	}
	if f == "" {
		f = fill(r, "#{4}")
	}
	var local string
	if v == "work" {
		local = pick(r, gv+"."+f, gv[:1]+f, gv+"."+f, f+"."+gv, gv)
		return local + "@" + g.draw("corpdomain")
	}
	local = pick(r, gv+"."+f, gv+f, gv+"_"+f, gv+"."+f+fill(r, "##"), f+"."+gv, gv[:1]+f, gv+fill(r, "#{4}"), f+gv[:1]+fill(r, "##"))
	return local + "@" + g.draw("maildomain")
}

func groupFmt(r *rand.Rand, digits string, sizes []int, f string) string {
	switch f {
	case "":
		f = pick(r, "sp", "sp", "dash", "c")
	case "sp", "dash", "c":
	default:
		bad("bad number format %q", f)
	}
	return corpusgen.Group(digits, sizes, map[string]string{"sp": " ", "dash": "-", "c": ""}[f])
}

// luhnNumber is prefix followed by random digits and a Luhn check digit,
// n digits in all.
func luhnNumber(r *rand.Rand, prefix string, n int) string {
	body := prefix + corpusgen.Chars(r, "0123456789", n-1-len(prefix))
	return body + string(corpusgen.LuhnDigit(body))
}

// card: variant "brand" or "brand.fmt" (fmt sp, dash, c).
func (g *gen) card(v string) string {
	r := g.r
	brand, f, _ := strings.Cut(v, ".")
	if brand == "" {
		brand = pick(r, "visa", "visa", "visa", "mc", "mc", "amex", "disc", "jcb")
	}
	four := []int{4, 4, 4}
	switch brand {
	case "visa":
		return groupFmt(r, luhnNumber(r, "4"+fill(r, "@"), 16), four, f)
	case "mc":
		return groupFmt(r, luhnNumber(r, pick(r, "51", "52", "53", "54", "55", "2221", "2720", "23"), 16), four, f)
	case "amex":
		return groupFmt(r, luhnNumber(r, pick(r, "34", "37"), 15), []int{4, 6}, f)
	case "disc":
		return groupFmt(r, luhnNumber(r, pick(r, "6011", "65", "644"), 16), four, f)
	case "jcb":
		return groupFmt(r, luhnNumber(r, pick(r, "3528", "3530", "3541", "3566", "3589"), 16), four, f)
	case "diners":
		return groupFmt(r, luhnNumber(r, pick(r, "36", "300", "305"), 14), []int{4, 6}, f)
	}
	bad("bad card brand %q", brand)
	return ""
}

func (g *gen) ssn(v string) string {
	r := g.r
	area := 1 + r.IntN(899)
	if area == 666 {
		area = 667
	}
	s := fmt.Sprintf("%03d%02d%04d", area, 1+r.IntN(99), 1+r.IntN(9999))
	switch v {
	case "":
		return corpusgen.Group(s, []int{3, 2}, "-")
	case "sp":
		return corpusgen.Group(s, []int{3, 2}, " ")
	case "c":
		return s
	}
	bad("bad ssn variant %q", v)
	return ""
}

// ibanCountries have a bban.CC fill list.
func (g *gen) ibanRaw(cc string) string {
	if cc == "" {
		var ccs []string
		for _, n := range g.listNames {
			if c, ok := strings.CutPrefix(n, "bban."); ok {
				ccs = append(ccs, c)
			}
		}
		cc = pick(g.r, ccs...)
	}
	bban := g.draw("bban." + cc)
	CC := strings.ToUpper(cc)
	return CC + corpusgen.IBANCheck(CC, bban) + bban
}

func (g *gen) iban(v string) string {
	cc, f, _ := strings.Cut(v, ".")
	return g.fours(g.ibanRaw(cc), f, 4)
}

// fours is s compact (f "c") or in groups of four (f "sp"); f "" is
// compact pc times in ten.
func (g *gen) fours(s, f string, pc int) string {
	if f == "" {
		f = "sp"
		if g.r.IntN(10) < pc {
			f = "c"
		}
	}
	switch f {
	case "c":
		return s
	case "sp":
		return corpusgen.Chunk(s, 4, " ")
	}
	bad("bad grouping %q", f)
	return ""
}

const b64Std = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

var v4First = []int{23, 31, 37, 45, 46, 62, 77, 78, 81, 82, 84, 85, 89, 91, 93, 94, 95, 101, 103, 109, 110, 112, 114, 116, 118, 121, 123, 124, 139, 141, 146, 151, 154, 176, 178, 180, 185, 188, 190, 193, 194, 195, 200, 201, 210, 211, 213, 217, 219, 220, 221, 222}

var v6Prefix = []string{"2a01", "2a02", "2a03", "2a0d", "2406", "2408", "240e", "2600", "2601", "2603", "2804", "2c0f"}

func (g *gen) ip(v string) string {
	r := g.r
	switch v {
	case "", "v4":
		return fmt.Sprintf("%d.%d.%d.%d", pick(r, v4First...), r.IntN(256), r.IntN(256), 1+r.IntN(254))
	case "v6":
		gs := []string{pick(r, v6Prefix...)}
		for i := 0; i < 7; i++ {
			gs = append(gs, strings.TrimLeft(fill(r, "§{4}"), "0"))
			if gs[len(gs)-1] == "" {
				gs[len(gs)-1] = "0"
			}
		}
		if r.IntN(3) == 0 {
			return gs[0] + ":" + gs[1] + ":" + gs[2] + "::" + gs[6] + ":" + gs[7]
		}
		return strings.Join(gs, ":")
	}
	bad("bad ip variant %q", v)
	return ""
}

func (g *gen) awsKeyID(v string) string {
	switch v {
	case "":
		return "AKIA" + fill(g.r, "={16}")
	case "temp":
		return "ASIA" + fill(g.r, "={16}")
	}
	bad("bad aws key variant %q", v)
	return ""
}

func (g *gen) jwt(v string) string {
	r := g.r
	if v == "" {
		v = pick(r, "hs", "hs", "rs", "es")
	}
	alg := map[string]string{"hs": "HS256", "rs": "RS256", "es": "ES256"}[v]
	if alg == "" {
		bad("bad jwt variant %q", v)
	}
	iat := 1730000000 + r.IntN(40000000)
	header := fmt.Sprintf(`{"alg":"%s","typ":"JWT"}`, alg)
	if alg != "HS256" {
		header = fmt.Sprintf(`{"alg":"%s","kid":"%s","typ":"JWT"}`, alg, fill(r, "§{16}"))
	}
	payload := fmt.Sprintf(`{"sub":"%s","iat":%d,"exp":%d,"scope":"%s"}`,
		fill(r, pick(r, "usr_*{12}", "#{9}", "§{8}-§{4}-§{4}-§{4}-§{12}")), iat, iat+pick(r, 900, 3600, 86400),
		pick(r, "read write", "openid profile email", "orders:read", "admin"))
	return corpusgen.JWT(r, alg, header, payload)
}

func (g *gen) privateKey(v string) string {
	r := g.r
	if v == "" {
		v = pick(r, "rsa", "pkcs8", "ec", "openssh", "openssh")
	}
	var label, start, pad string
	n, width := 0, 64
	switch v {
	case "rsa":
		label, start, n = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", 1588
	case "pkcs8":
		label, start, n = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1624
	case "ec":
		label, start, n, pad = "EC PRIVATE KEY", "MHcCAQEEI", 162, "=="
	case "openssh":
		label, start, n, width = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 399, 70
	default:
		bad("bad key variant %q", v)
	}
	body := start + corpusgen.Chars(r, b64Std, n-len(start)) + pad
	return "-----BEGIN " + label + "-----\n" + corpusgen.Chunk(body, width, "\n") + "\n-----END " + label + "-----"
}

func (g *gen) cnIDRaw() string {
	r := g.r
	body := g.draw("cnarea") + fmt.Sprintf("%04d%02d%02d%03d", 1955+r.IntN(50), 1+r.IntN(12), 1+r.IntN(28), r.IntN(1000))
	return body
}

func (g *gen) cnID(v string) string {
	body := g.cnIDRaw()
	id := body + string(corpusgen.CNIDCheck(body))
	switch v {
	case "":
		return id
	case "sp":
		return corpusgen.Group(id, []int{6, 8}, " ")
	}
	bad("bad cn id variant %q", v)
	return ""
}

var cnMobilePrefix = []string{"130", "131", "132", "133", "135", "136", "137", "138", "139", "145", "147", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "173", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187", "188", "189", "191", "198", "199"}

func (g *gen) cnMobile(v string) string {
	r := g.r
	n := pick(r, cnMobilePrefix...) + fill(r, "#{8}")
	switch v {
	case "":
		v = pick(r, "plain", "plain", "sp", "dash", "cc")
	}
	switch v {
	case "plain":
		return n
	case "sp":
		return corpusgen.Group(n, []int{3, 4}, " ")
	case "dash":
		return corpusgen.Group(n, []int{3, 4}, "-")
	case "cc":
		return "+86 " + pick(r, n, corpusgen.Group(n, []int{3, 4}, " "), corpusgen.Group(n, []int{3, 4}, "-"))
	}
	bad("bad cn mobile variant %q", v)
	return ""
}

var cnCardPrefix = []string{"622202", "622208", "621226", "622848", "622700", "621700", "622588", "622609", "623058", "621483", "622262", "621661", "622580", "625965", "628288"}

func (g *gen) cnCard(v string) string {
	r := g.r
	return g.fours(luhnNumber(r, pick(r, cnCardPrefix...), pick(r, 16, 19, 19)), v, 5)
}

// decoyFuncs are the look-alikes built in code (check digits made to
// fail); the rest are dk.KIND lists.
var decoyFuncs = map[string]func(g *gen) string{
	"luhn-fail-card": func(g *gen) string {
		n := luhnNumber(g.r, "4"+fill(g.r, "@"), 16)
		return corpusgen.Chunk(n[:15]+string('0'+(n[15]-'0'+1+byte(g.r.IntN(9)))%10), 4, pick(g.r, " ", "-", ""))
	},
	"iban-bad-check": func(g *gen) string {
		s := g.ibanRaw("")
		d := (int(s[3]-'0') + 1 + g.r.IntN(9)) % 10
		s = s[:3] + string(rune('0'+d)) + s[4:]
		return corpusgen.Chunk(s, 4, " ")
	},
	"cnid-bad-check": func(g *gen) string {
		body := g.cnIDRaw()
		c := corpusgen.CNIDCheck(body)
		alts := strings.ReplaceAll("0123456789X", string(c), "")
		return body + string(alts[g.r.IntN(len(alts))])
	},
	"cncard-luhn-fail": func(g *gen) string {
		n := luhnNumber(g.r, pick(g.r, cnCardPrefix...), 19)
		return n[:18] + string('0'+(n[18]-'0'+1+byte(g.r.IntN(9)))%10)
	},
	"ssn-invalid-area": func(g *gen) string {
		area := pick(g.r, "000", "666", fill(g.r, "9##"))
		return area + fill(g.r, "-@#-#{4}")
	},
	"isbn13": func(g *gen) string {
		body := pick(g.r, "978", "979") + fill(g.r, "#{9}")
		return body[:3] + "-" + body[3:4] + "-" + body[4:8] + "-" + body[8:12] + "-" + string(corpusgen.EAN13Check(body))
	},
	"pem-certificate": func(g *gen) string {
		body := "MIIDdzCCAl+gAwIBAgIE" + corpusgen.Chars(g.r, b64Std, 236)
		return "-----BEGIN CERTIFICATE-----\n" + corpusgen.Chunk(body, 64, "\n") + "\n-----END CERTIFICATE-----"
	},
	"pem-public-key": func(g *gen) string {
		body := "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE" + corpusgen.Chars(g.r, b64Std, 88)
		return "-----BEGIN PUBLIC KEY-----\n" + corpusgen.Chunk(body, 64, "\n") + "\n-----END PUBLIC KEY-----"
	},
	"iso-timestamp": func(g *gen) string {
		r := g.r
		t := fmt.Sprintf("%d-%02d-%02d", 2025+r.IntN(2), 1+r.IntN(12), 1+r.IntN(28))
		clock := fmt.Sprintf("%02d:%02d:%02d", r.IntN(24), r.IntN(60), r.IntN(60))
		if r.IntN(2) == 0 {
			return t + "T" + clock + "Z"
		}
		return t + " " + clock + fmt.Sprintf(".%03d", r.IntN(1000)) + pick(r, "+09:00", "+08:00", "+01:00", "-05:00")
	},
	"ean13": func(g *gen) string {
		body := pick(g.r, "49", "45", "40", "69", "88", "76") + fill(g.r, "#{10}")
		return body + string(corpusgen.EAN13Check(body))
	},
}

// applyMod transforms a rendered value.
func applyMod(s, m string) string {
	switch m {
	case "fw": // ASCII to full width
		return strings.Map(func(c rune) rune {
			if c > 0x20 && c < 0x7f {
				return c - 0x21 + 0xff01
			}
			if c == ' ' {
				return 0x3000
			}
			return c
		}, s)
	case "fwd": // digits to full width
		return strings.Map(func(c rune) rune {
			if c >= '0' && c <= '9' {
				return c - '0' + 0xff10
			}
			return c
		}, s)
	case "nbsp":
		return strings.ReplaceAll(s, " ", "\u00a0")
	case "nnbsp":
		return strings.ReplaceAll(s, " ", "\u202f")
	case "zw", "zwj", "shy":
		rs := []rune(s)
		mid := len(rs) / 2
		ins := map[string]string{"zw": "\u200b", "zwj": "\u200d", "shy": "\u00ad"}[m]
		return string(rs[:mid]) + ins + string(rs[mid:])
	case "lower":
		return strings.ToLower(s)
	case "upper":
		return strings.ToUpper(s)
	case "j":
		return corpusgen.JSONEscape(s, false)
	case "ju":
		return corpusgen.JSONEscape(s, true)
	case "jj":
		return corpusgen.JSONEscape(corpusgen.JSONEscape(s, false), false)
	case "x":
		return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;").Replace(s)
	case "tex":
		return strings.NewReplacer("_", `\_`, "&", `\&`, "%", `\%`, "#", `\#`, "$", `\$`).Replace(s)
	case "q":
		return url.QueryEscape(s)
	case "sq": // inside a single-quoted shell or SQL string
		return strings.ReplaceAll(s, "'", "''")
	case "dots": // spaces to dots (phone styles)
		return strings.ReplaceAll(s, " ", ".")
	case "lines": // an address laid out over lines
		return strings.ReplaceAll(s, ", ", "\n")
	case "nosp":
		return strings.ReplaceAll(s, " ", "")
	}
	panic(badSlot{"bad mod " + m})
}

func applyMods(s string, mods []string) string {
	for _, m := range mods {
		s = applyMod(s, m)
	}
	return s
}
