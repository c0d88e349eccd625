package main

// The sixth held-out set (wild6): what production prompts and tool calls
// carry in 2026, in document kinds none of the earlier sets used (agent and
// MCP traffic, RAG chunks, OCR of scanned forms, deep-quoted mail, diarised
// transcripts, HL7/FHIR/EDI, school, church, club, legal, insurance, HR,
// real-estate, logistics and genealogy papers, credential files of many
// tools), in 27 locales of 22 languages, about a quarter Chinese.
//
//	go run ./scrub/cmd/genpii -set wild6 -seed 6666 -n 1500 -out scrub/testdata/wild6/wild6.jsonl.gz
//
// Text is written through wild5's builder (w5b), which notes each labelled
// span's offsets as it writes and escapes values inside JSON strings.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// w6name is one given name or surname: native form, latin form, female
// native and latin forms (surnames that change), gender of a given name.
type w6name struct {
	nat, lat, fnat, flat string
	g                    byte
}

type w6loc struct {
	w6locSpec
	given, sur                           []w6name
	patr, mails, cos, asks, phones, intl []string
	streets, cities, ext, addrs          []string
	figs, switchb, famous                []string
	lab                                  map[string]string
	latin                                bool // names are written in Latin script
}

func w6split(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ";")
}

func w6parseNames(s string, latin bool, feminine func(string) string) []w6name {
	var out []w6name
	for _, e := range w6split(s) {
		var n w6name
		male, fem, _ := strings.Cut(e, "=")
		f := strings.Split(male, "/")
		n.nat = f[0]
		if len(f) > 1 {
			n.lat = f[1]
		}
		if len(f) > 2 {
			n.g = f[2][0]
		}
		if fem != "" {
			ff := strings.Split(fem, "/")
			n.fnat = ff[0]
			if len(ff) > 1 {
				n.flat = ff[1]
			}
		}
		if fem == "" && feminine != nil {
			n.fnat, n.flat = feminine(n.nat), feminine(n.lat)
		}
		if latin {
			n.lat = w6fold(n.nat)
			if n.fnat != "" {
				n.flat = w6fold(n.fnat)
			}
		}
		out = append(out, n)
	}
	return out
}

// w6fold is s in plain lowercase ASCII letters, as mail addresses write
// names: marks dropped, spaces and apostrophes removed.
func w6fold(s string) string {
	var b strings.Builder
	for _, c := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, c), c == ' ', c == '\'', c == '.':
		case c == 'ß':
			b.WriteString("ss")
		case c == 'ł' || c == 'Ł':
			b.WriteByte('l')
		case c == 'đ' || c == 'Đ':
			b.WriteByte('d')
		case c == 'ø':
			b.WriteByte('o')
		case c == 'ı' || c == 'İ':
			b.WriteByte('i')
		default:
			b.WriteRune(unicode.ToLower(c))
		}
	}
	return b.String()
}

// w6ruFeminine is the female form of a Russian surname in Cyrillic or
// latin letters (Иванов Иванова, Sokolov Sokolova); others stay.
func w6ruFeminine(s string) string {
	for _, suf := range []string{"ов", "ев", "ин", "ov", "ev", "in"} {
		if strings.HasSuffix(s, suf) {
			if suf[0] < 0x80 {
				return s + "a"
			}
			return s + "а"
		}
	}
	return s
}

// w6locs are the locales; w6locDraw holds each as often as its weight.
var w6locs, w6locDraw []*w6loc

func init() {
	for i := range w6specs {
		s := w6specs[i]
		l := &w6loc{w6locSpec: s, lab: map[string]string{}}
		l.latin = strings.Contains("en es pt de fr it nl pl tr vi id sw", s.lang)
		var fem func(string) string
		if s.lang == "ru" {
			fem = w6ruFeminine
		}
		l.given, l.sur = w6parseNames(s.given, l.latin, nil), w6parseNames(s.sur, l.latin, fem)
		l.patr, l.mails, l.cos, l.asks = w6split(s.patr), w6split(s.mails), w6split(s.cos), w6split(s.asks)
		l.phones, l.intl, l.streets, l.cities = w6split(s.phones), w6split(s.intl), w6split(s.streets), w6split(s.cities)
		l.ext, l.addrs, l.figs, l.switchb, l.famous = w6split(s.ext), w6split(s.addrs), w6split(s.figs), w6split(s.switchb), w6split(s.famous)
		for _, kv := range w6split(s.lab) {
			k, v, _ := strings.Cut(kv, "=")
			l.lab[k] = v
		}
		w6locs = append(w6locs, l)
		for range s.weight {
			w6locDraw = append(w6locDraw, l)
		}
	}
}

func w6pickLoc(r *rand.Rand) *w6loc { return w6pick(r, w6locDraw) }

func w6pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// w6person is one person of a record in every rendering documents use.
type w6person struct {
	given, sur, patr string // native script
	gLat, sLat       string // latin, lowercase
	sep              string // between surname and given name (order 'j')
	fem              bool
}

func (l *w6loc) person(r *rand.Rand) w6person {
	g := w6pick(r, l.given)
	p := w6person{given: g.nat, gLat: g.lat, fem: g.g == 'f'}
	if l.mono > 0 && r.IntN(100) < l.mono {
		return p
	}
	s := w6pick(r, l.sur)
	p.sur, p.sLat = s.nat, s.lat
	if p.fem && s.fnat != "" {
		p.sur, p.sLat = s.fnat, s.flat
	}
	if l.twoSur {
		s2 := w6pick(r, l.sur)
		if s2.nat != s.nat {
			p.sur += " " + s2.nat
			p.sLat += s2.lat
		}
	}
	if len(l.patr) > 0 {
		m, f, _ := strings.Cut(w6pick(r, l.patr), "/")
		p.patr = m
		if p.fem {
			p.patr = f
		}
	}
	p.sep = " "
	if l.order == 'j' {
		p.sep = w6pick(r, []string{" ", "", "　", " "})
	}
	return p
}

func (p w6person) full(order byte) string {
	switch {
	case p.sur == "":
		return p.given
	case order == 'e':
		return p.sur + p.given
	case order == 'j':
		return p.sur + p.sep + p.given
	case order == 'v':
		return p.sur + " " + p.given
	}
	return p.given + " " + p.sur
}

// w6title capitalises each part of a latin name ("yi-chun" "Yi-Chun").
func w6title(s string) string {
	b := []byte(s)
	up := true
	for i, c := range b {
		if up && c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
		up = c == ' ' || c == '-'
	}
	return string(b)
}

// roman is the name in latin letters, given name first.
func (p w6person) roman(l *w6loc) string {
	if l.latin {
		return p.full('w')
	}
	if p.sur == "" {
		return w6title(p.gLat)
	}
	return w6title(p.gLat) + " " + w6title(p.sLat)
}

// sortable reports whether documents of the locale write "Surname, Given"
// and initials (Latin, Cyrillic and Greek scripts with the given name first).
func (l *w6loc) sortable() bool {
	return l.order == 'w' && (l.latin || l.lang == "ru" || l.lang == "uk" || l.lang == "el")
}

func (l *w6loc) upper(s string) string {
	if l.lang == "tr" {
		return strings.ToUpperSpecial(unicode.TurkishCase, s)
	}
	return strings.ToUpper(s)
}

// w6ctx is the state of one record.
type w6ctx struct {
	r      *rand.Rand
	l      *w6loc
	b      *w5b
	people []w6person
	last   map[string][2]string // placeholder -> type, value
}

func (c *w6ctx) person(i int) w6person {
	for len(c.people) <= i {
		p := c.l.person(c.r)
		clash := false
		for _, q := range c.people {
			clash = clash || q.given == p.given || (p.sur != "" && q.sur == p.sur)
		}
		if clash && c.r.IntN(10) > 0 {
			continue
		}
		c.people = append(c.people, p)
	}
	return c.people[i]
}

// name renders person i as placeholder base asks.
func (c *w6ctx) name(base string, i int) string {
	l, p := c.l, c.person(i)
	switch base {
	case "N":
		return p.full(l.order)
	case "G":
		return p.given
	case "S":
		if p.sur == "" {
			return p.given
		}
		return p.sur
	case "NR":
		return p.roman(l)
	case "NU": // as passports and ALL-CAPS forms write it, surname first
		if !l.latin && l.lang != "ru" && l.lang != "uk" && l.lang != "el" {
			if p.sur == "" {
				return strings.ToUpper(p.gLat)
			}
			return strings.ToUpper(p.sLat + " " + p.gLat)
		}
		if p.sur == "" {
			return l.upper(p.given)
		}
		return l.upper(p.sur) + " " + l.upper(p.given)
	case "NL":
		return strings.ToLower(p.roman(l))
	case "NS": // "Surname, Given" in indexes and sorted lists
		if !l.sortable() || p.sur == "" {
			return p.full(l.order)
		}
		return p.sur + ", " + p.given
	case "NI": // "A. Surname"
		if !l.sortable() || p.sur == "" {
			return p.full(l.order)
		}
		f, _ := utf8.DecodeRuneInString(p.given)
		return string(f) + ". " + p.sur
	case "NP": // official order with patronymic (ru, uk)
		if p.patr == "" {
			return p.full(l.order)
		}
		return p.sur + " " + p.given + " " + p.patr
	}
	panic("wild6: unknown name form " + base)
}

// value makes a fresh value of placeholder name: its type ("" filler) and
// text.
func (c *w6ctx) value(name string) (string, string) {
	r, l := c.r, c.l
	base, idx := name, 0
	if n := len(name); n > 1 && name[0] >= 'A' && name[0] <= 'Z' && name[n-1] >= '1' && name[n-1] <= '4' {
		base, idx = name[:n-1], int(name[n-1]-'1')
	}
	switch base {
	case "N", "G", "S", "NR", "NU", "NL", "NS", "NI", "NP":
		return "PERSON", c.name(base, idx)
	case "E":
		return "EMAIL", l.email(r, c.person(idx))
	case "P":
		return l.phoneType(), l.phone(r)
	case "PI":
		return l.phoneType(), w6digits(r, w6pick(r, l.intl))
	case "A":
		return "STREET_ADDRESS", strings.Join(l.address(r), l.asep)
	case "A2":
		return "STREET_ADDRESS", strings.Join(l.address(r), "\n")
	case "IB":
		return "IBAN", corpusgen.Chunk(w6iban(r, l.ibanCountry(r)), 4, " ")
	case "IBC":
		return "IBAN", w6iban(r, l.ibanCountry(r))
	case "IBL":
		return "IBAN", strings.ToLower(w6iban(r, l.ibanCountry(r)))
	case "CC":
		return "CREDIT_CARD", w6card(r)
	case "UP":
		return "CN_BANK_CARD", w6unionPay(r)
	case "SSN":
		return "US_SSN", w6ssn(r)
	case "RID":
		return "CN_RESIDENT_ID", w6residentID(r)
	case "CM":
		return "CN_MOBILE", w6digits(r, w6pick(r, []string{"C########", "C #### ####", "+86 C########", "C-####-####", "+86-C-####-####"}))
	case "IP":
		return "IP_ADDRESS", w6ipv4(r)
	case "PIP":
		return "IP_ADDRESS", w6privateIP(r)
	case "IP6":
		return "IP_ADDRESS", w6ipv6(r)
	case "AK":
		return "AWS_ACCESS_KEY", w6awsKeyID(r)
	case "AWSS":
		return "API_KEY", corpusgen.Chars(r, w6b64, 40)
	case "KEY":
		return "API_KEY", w6vendorKey(r)
	case "CNKEY":
		return "API_KEY", w6cnVendorKey(r)
	case "PW":
		return "API_KEY", w6password(r)
	case "JWT":
		return "JWT", w6jwt(r, c.person(0).gLat)
	case "PEM":
		return "PRIVATE_KEY", w6pem(r)
	case "URLT":
		return "URL_WITH_TOKEN", w6tokenURL(r)
	case "DSN":
		return "URL_WITH_TOKEN", w6dsn(r)
	case "HOOK":
		return "URL_WITH_TOKEN", w6webhook(r)
	// unlabelled filler
	case "co":
		return "", w6pick(r, l.cos)
	case "city":
		return "", w6pick(r, l.cities)
	case "date":
		return "", fmt.Sprintf("%d-%02d-%02d", 2024+r.IntN(3), 1+r.IntN(12), 1+r.IntN(28))
	case "dmy":
		return "", fmt.Sprintf("%02d.%02d.%d", 1+r.IntN(28), 1+r.IntN(12), 2024+r.IntN(3))
	case "dob":
		return "", fmt.Sprintf("%d-%02d-%02d", 1942+r.IntN(66), 1+r.IntN(12), 1+r.IntN(28))
	case "time":
		return "", fmt.Sprintf("%02d:%02d", 6+r.IntN(16), r.IntN(60))
	case "n2":
		return "", fmt.Sprint(2 + r.IntN(97))
	case "exp":
		return "", fmt.Sprintf("%02d/%d", 1+r.IntN(12), 27+r.IntN(5))
	case "mm":
		return "", fmt.Sprintf("%02d", r.IntN(60))
	case "n4":
		return "", fmt.Sprint(1000 + r.IntN(9000))
	case "n6":
		return "", fmt.Sprint(100000 + r.IntN(900000))
	case "amt":
		return "", fmt.Sprintf("%d.%02d", 5+r.IntN(9000), r.IntN(100))
	case "hex8":
		return "", corpusgen.Chars(r, w6hex, 8)
	}
	panic("wild6: unknown placeholder " + name)
}

func (l *w6loc) phoneType() string {
	if l.cnMobile {
		return "CN_MOBILE"
	}
	return "PHONE"
}

// phone is a national number; in China a mobile most of the time (typed
// CN_MOBILE by phoneType), so landline formats are left out there.
func (l *w6loc) phone(r *rand.Rand) string {
	pool := l.phones
	if l.cnMobile {
		pool = pool[:3]
	}
	return w6digits(r, w6pick(r, pool))
}

// w6cnPrefixes are the first three digits of mainland mobile numbers.
var w6cnPrefixes = w6split("130;131;132;133;134;135;136;137;138;139;145;147;150;151;152;153;155;156;157;158;159;166;" +
	"170;171;173;175;176;177;178;180;181;182;183;184;185;186;187;188;189;191;193;195;196;197;198;199")

// w6digits fills a format: '#' any digit, 'N' 2-9, 'M' 3-9, 'C' the three
// first digits of a mainland mobile.
func w6digits(r *rand.Rand, f string) string { return corpusgen.Fill(r, f, w6digitFill) }

var w6digitFill = map[rune]corpusgen.Filler{'#': corpusgen.OneOf("0123456789"), 'N': corpusgen.OneOf("23456789"),
	'M': corpusgen.OneOf("3456789"), 'C': func(r *rand.Rand) string { return w6pick(r, w6cnPrefixes) }}

func (l *w6loc) email(r *rand.Rand, p w6person) string {
	g := strings.NewReplacer(" ", "", "-", "", "'", "").Replace(p.gLat)
	s := strings.NewReplacer(" ", "", "-", "", "'", "").Replace(p.sLat)
	if s == "" {
		s = fmt.Sprint(r.IntN(900) + 100)
	}
	host := w6pick(r, l.mails)
	if r.IntN(4) == 0 {
		host = w6fold(strings.Fields(w6pick(r, l.cos))[0]) + w6pick(r, []string{".com", ".net", ".co", ".io"})
		if strings.Trim(host, "abcdefghijklmnopqrstuvwxyz0123456789.") != "" || len(host) < 6 {
			host = w6pick(r, l.mails)
		}
	}
	if host == "qq.com" && r.IntN(2) == 0 {
		return fmt.Sprint(100000000+r.IntN(1900000000)) + "@qq.com"
	}
	local := strings.NewReplacer("{g}", g, "{s}", s, "{i}", g[:1], "{nn}", fmt.Sprint(r.IntN(99)), "{yyyy}", fmt.Sprint(1970+r.IntN(40))).
		Replace(w6pick(r, []string{"{g}.{s}", "{i}{s}", "{g}_{s}{nn}", "{s}{g}", "{g}{yyyy}", "{s}.{i}", "{g}{s}"}))
	return local + "@" + host
}

// address is an address of the locale in its own order, one entry a line.
func (l *w6loc) address(r *rand.Rand) []string {
	pat := w6pick(r, l.addrs)
	var lines []string
	for _, line := range strings.Split(pat, "|") {
		lines = append(lines, l.fillAddr(r, line))
	}
	return lines
}

func (l *w6loc) fillAddr(r *rand.Rand, pat string) string {
	var b strings.Builder
	for pat != "" {
		i := strings.IndexByte(pat, '{')
		if i < 0 {
			b.WriteString(pat)
			break
		}
		b.WriteString(pat[:i])
		j := strings.IndexByte(pat, '}')
		switch tok := pat[i+1 : j]; tok {
		case "st":
			b.WriteString(w6pick(r, l.streets))
		case "ci":
			city := w6pick(r, l.cities)
			for strings.Contains(city, "#") {
				city = strings.Replace(city, "#", fmt.Sprint(r.IntN(10)), 1)
			}
			b.WriteString(city)
		case "x":
			b.WriteString(w6pick(r, l.ext))
		case "n":
			b.WriteString(fmt.Sprint(1 + r.IntN(r.IntN(298)+1)))
		case "f":
			b.WriteString(fmt.Sprint(1 + r.IntN(24)))
		case "d":
			b.WriteString(fmt.Sprint(1 + r.IntN(9)))
		case "a":
			b.WriteByte(byte('A' + r.IntN(6)))
		default:
			panic("wild6: address token " + tok)
		}
		pat = pat[j+1:]
	}
	return b.String()
}

func (l *w6loc) ibanCountry(r *rand.Rand) string {
	own := map[string]string{"DE": "DE", "AT": "AT", "FR": "FR", "ES": "ES", "IT": "IT", "NL": "NL", "PL": "PL", "TR": "TR", "GB": "GB",
		"PT": "PT", "GR": "GR", "IL": "IL", "SA": "SA", "UA": "UA", "BR": "BR"}[l.cc]
	if own == "" || r.IntN(5) == 0 {
		return w6pick(r, []string{"DE", "FR", "NL", "ES", "GB", "IT", "BE", "CH", "AE", "IE"})
	}
	return own
}

// lab is the locale's word for a field.
func (c *w6ctx) lab(k string) string {
	if s, ok := c.l.lab[k]; ok {
		return s
	}
	panic("wild6: no label " + k + " in " + c.l.lang)
}

// fill writes a template: ⟨X⟩ a fresh value of X, ⟨=X⟩ X's last value,
// ⟨~k⟩ a decoy of kind k, ⟨#k⟩ the locale's label k, ⟨{⟩ and ⟨}⟩ turn
// JSON escaping of values on and off.
func (c *w6ctx) fill(tmpl string) {
	marks(tmpl, c.b.t, func(name string) {
		switch {
		case name == "{":
			c.b.json = true
		case name == "}":
			c.b.json = false
		case name[0] == '#':
			c.b.t(c.b.escape(c.lab(name[1:])))
		case name[0] == '~':
			c.b.d(name[1:], w6decoy(c, name[1:]))
		case name[0] == '=':
			tv, ok := c.last[name[1:]]
			if !ok { // names of a person are the same each time
				tv[0], tv[1] = c.value(name[1:])
				c.last[name[1:]] = tv
			}
			c.put(tv[0], tv[1])
		default:
			typ, v := c.value(name)
			c.last[name] = [2]string{typ, v}
			c.put(typ, v)
		}
	})
}

func (c *w6ctx) put(typ, v string) {
	if typ == "" {
		c.b.t(c.b.escape(v))
		return
	}
	c.b.v(typ, v)
}

// w6kind is one kind of document: templates per language ("*" any
// locale, written with labels), or a hard negative.
type w6kind struct {
	name string
	neg  bool
	t    map[string][]string
}

// templates are the kind's templates for l, and whether they were
// written for its language rather than for any locale.
func (k w6kind) templates(l *w6loc) ([]string, bool) {
	if t, ok := k.t[l.lang+"-"+l.cc]; ok {
		return t, true
	}
	if t, ok := k.t[l.lang]; ok {
		return t, true
	}
	return k.t["*"], false
}

func wild6Record(r *rand.Rand) (record, error) {
	for try := 0; try < 50; try++ {
		rec := wild6Try(r)
		if rec.Category == "" {
			continue
		}
		// a labelled value may stand unlabelled elsewhere (a public figure
		// sharing a surname, say): draw again
		if errs := checkRecordOffsets("", rec); errs == nil {
			return rec, nil
		}
	}
	return record{}, fmt.Errorf("wild6: no clean record in 50 tries")
}

func wild6Try(r *rand.Rand) record {
	l := w6pickLoc(r)
	neg := r.IntN(100) < 9
	var pool []w6kind
	for _, k := range w6kinds {
		t, own := k.templates(l)
		if k.neg == neg && t != nil {
			pool = append(pool, k)
			if own {
				pool = append(pool, k, k, k) // kinds written in the language come up more often
			}
		}
	}
	k := w6pick(r, pool)
	b := &w5b{prefix: "wild6_"}
	c := &w6ctx{r: r, l: l, b: b, last: map[string][2]string{}}
	ask := w6pick(r, l.asks)
	where := r.IntN(10)
	if where < 3 {
		b.t(ask + "\n\n")
	}
	t, _ := k.templates(l)
	c.fill(w6pick(r, t))
	if b.json {
		panic("wild6: kind " + k.name + " left JSON escaping on")
	}
	if where >= 3 && where < 7 {
		b.t("\n\n" + ask)
	}
	rec := b.record(l.lang, "wild6_"+k.name)
	if neg != rec.HardNegative {
		panic(fmt.Sprintf("wild6: kind %s (negative %v) wrote %d spans", k.name, neg, len(rec.Spans)))
	}
	return rec
}
