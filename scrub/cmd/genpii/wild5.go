package main

// The fifth held-out set (wild5): what users of an inference endpoint paste
// into prompts and tool calls, in kinds of documents none of the earlier
// sets used (support-ticket threads, CRM records, issue bodies with logs,
// chat exports of other apps, customs and shipping papers, rental
// agreements, bank statement formats, infrastructure state and inventories,
// notebooks, printed data frames, directory exports, invites, profiles and
// advice posts), in twenty languages with about 55% English.
//
//	go run ./scrub/cmd/genpii -set wild5 -seed 5555 -n 1500 -out scrub/testdata/wild5/wild5.jsonl.gz
//
// Values are written through a builder that records each labelled span's
// byte and rune offsets as it writes, so a span covers exactly its value,
// escaped as the document escapes it (JSON strings, for example).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// w5b writes one record's text and notes labelled spans and decoys.
type w5b struct {
	marked
	json   bool   // values are written inside JSON strings
	prefix string // prefix of decoy kinds and categories ("wild5_")
}

func (b *w5b) t(s string)            { b.b.WriteString(s) }
func (b *w5b) tf(f string, a ...any) { fmt.Fprintf(&b.b, f, a...) }
func (b *w5b) escape(s string) string {
	if !b.json {
		return s
	}
	return w5jsonEsc(s)
}

func w5jsonEsc(s string) string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(err)
	}
	out := strings.TrimSuffix(buf.String(), "\n")
	return out[1 : len(out)-1]
}

// v writes a labelled value.
func (b *w5b) v(typ, s string) { b.label(typ, b.escape(s)) }

// d writes a look-alike that must be kept.
func (b *w5b) d(kind, s string) { b.keep(b.prefix+kind, b.escape(s)) }

// w5ctx is the state of one record: its locale, its people and the last
// value of each placeholder (for repeats).
type w5ctx struct {
	r      *rand.Rand
	l      *w5loc
	b      *w5b
	people []w5person
	last   map[string]string
	vendor string
}

func (c *w5ctx) person(i int) w5person {
	for len(c.people) <= i {
		p := c.l.person(c.r)
		dup := false
		for _, q := range c.people {
			if q.full == p.full || q.given == p.given || q.sur == p.sur {
				dup = true
			}
		}
		if dup && c.r.IntN(20) > 0 {
			continue
		}
		c.people = append(c.people, p)
	}
	return c.people[i]
}

// value makes a fresh value of a placeholder: its type ("" for filler) and
// text.
func (c *w5ctx) value(name string) (string, string) {
	r, l := c.r, c.l
	idx := 0
	base := name
	if n := len(name); n > 1 && name[0] >= 'A' && name[0] <= 'Z' && name[n-1] >= '1' && name[n-1] <= '4' {
		idx, base = int(name[n-1]-'1'), name[:n-1]
	}
	switch base {
	case "NAME":
		return "PERSON", c.person(idx).full
	case "GIVEN":
		return "PERSON", c.person(idx).given
	case "SUR":
		return "PERSON", c.person(idx).sur
	case "LNAME":
		p := c.person(idx)
		if p.latinScript {
			return "PERSON", strings.ToLower(p.full)
		}
		return "PERSON", strings.ReplaceAll(p.latGiven, ".", " ") + " " + strings.ReplaceAll(p.latSur, ".", " ")
	case "HANDLE":
		p := c.person(idx)
		g, s := strings.ReplaceAll(p.latGiven, ".", ""), strings.ReplaceAll(p.latSur, ".", "")
		return "PERSON", w5pick(r, []string{g + "." + s, g + "_" + s, g + s, g + "." + s})
	case "EMAIL":
		return "EMAIL", l.email(r, c.person(idx))
	case "SAMAIL":
		return "EMAIL", w5pick(r, []string{"etl-runner", "ci-deployer", "bq-export", "svc-" + w5lat(c.person(0).given)}) + "@" +
			w5pick(r, []string{"tokobaru-prod", "lumen-analytics-431", "kobo-ml", "hanbit-data"}) + ".iam.gserviceaccount.com"
	case "PHONE":
		if l.cnMobile && r.IntN(100) < 65 {
			return "CN_MOBILE", w5cnMobile(r)
		}
		return "PHONE", l.phoneAny(r)
	case "INTL":
		return "PHONE", l.intl(r)
	case "MOBILE":
		if l.cnMobile {
			return "CN_MOBILE", w5cnMobile(r)
		}
		return "PHONE", l.phoneAny(r)
	case "ADDR":
		return "STREET_ADDRESS", l.addr(r)
	case "STREET":
		return "STREET_ADDRESS", l.street(r)
	case "IBAN":
		cc := l.iban
		if cc == "" || r.IntN(6) == 0 {
			cc = w5pick(r, []string{"GB", "DE", "NL", "ES", "IE", "FR", "AT", "BE", "IT", "CH"})
		}
		return "IBAN", w5iban(r, cc)
	case "IBANC":
		cc := l.iban
		if cc == "" {
			cc = w5pick(r, []string{"DE", "NL", "ES", "FR"})
		}
		return "IBAN", w5ibanRaw(r, cc)
	case "CARD":
		return "CREDIT_CARD", w5card(r)
	case "SSN":
		return "US_SSN", w5ssn(r)
	case "IP":
		return "IP_ADDRESS", w5ipv4(r)
	case "IP6":
		return "IP_ADDRESS", w5ipv6(r)
	case "AKID":
		return "AWS_ACCESS_KEY", w5awsAccess(r)
	case "AWSSEC":
		return "API_KEY", w5awsSecret(r)
	case "KEY":
		v, k := w5vendorKey(r)
		c.vendor = v
		return "API_KEY", k
	case "PASS":
		return "API_KEY", w5password(r)
	case "HEX":
		return "API_KEY", corpusgen.Chars(r, w5Hex, 32+16*r.IntN(3))
	case "JWT":
		p := c.person(0)
		return "JWT", w5jwt(r, digits(r, 6), p.latGiven)
	case "PEM":
		if c.b.json {
			return "PRIVATE_KEY", w5pem(r, "\n") // escaped by the builder
		}
		return "PRIVATE_KEY", w5pem(r, "\n")
	case "URLT":
		return "URL_WITH_TOKEN", w5tokenURL(r)
	case "DSN":
		return "URL_WITH_TOKEN", w5dsn(r, w5pick(r, []string{"app", "svc_orders", "admin", "etl_user", "readonly", "strapi"}))
	case "ZOOM":
		return "URL_WITH_TOKEN", "https://" + w5pick(r, []string{"us02web", "us05web", "zoom"}) + ".zoom.us/j/" + w5nz(r, 10) + "?pwd=" + corpusgen.Chars(r, w5Alnum, 32)
	// filler, unlabelled
	case "co":
		return "", w5pick(r, l.cos)
	case "date":
		return "", fmt.Sprintf("%02d.%02d.2025", 1+r.IntN(28), 1+r.IntN(12))
	case "isodate":
		return "", fmt.Sprintf("2025-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28))
	case "dob":
		return "", fmt.Sprintf("%02d.%02d.%d", 1+r.IntN(28), 1+r.IntN(12), 1950+r.IntN(56))
	case "mmdd":
		return "", fmt.Sprintf("%02d%02d", 1+r.IntN(12), 1+r.IntN(28))
	case "time":
		return "", fmt.Sprintf("%02d:%02d", 7+r.IntN(13), r.IntN(60))
	case "n3":
		return "", w5nz(r, 3)
	case "n6":
		return "", w5nz(r, 6)
	case "amt":
		return "", fmt.Sprintf("%d.%02d", 10+r.IntN(4000), r.IntN(100))
	case "vendor":
		return "", c.vendor
	}
	panic("wild5: unknown placeholder " + name)
}

// fill writes a template: ⟨X⟩ a fresh value of X, ⟨=X⟩ the last value of
// X again, ⟨~kind⟩ a decoy; lowercase names are unlabelled filler.
func (c *w5ctx) fill(tmpl string) {
	marks(tmpl, c.b.t, func(name string) {
		switch {
		case name[0] == '~':
			c.b.d(name[1:], w5decoy(c.r, name[1:]))
		case name[0] == '=':
			typ, v := c.repeat(name[1:])
			c.put(typ, v)
		default:
			typ, v := c.value(name)
			c.last[name] = v
			c.lastType(name, typ)
			c.put(typ, v)
		}
	})
}

// fillUS fills us in a US locale and elsewhere in the others (where an
// American gives an SSN, others give an account).
func (c *w5ctx) fillUS(us, elsewhere string) {
	if c.l.cc == "US" {
		c.fill(us)
	} else {
		c.fill(elsewhere)
	}
}

// marks splits a template into literal text and the names between ⟨ and ⟩.
func marks(tmpl string, text, mark func(string)) {
	s := tmpl
	for s != "" {
		i := strings.Index(s, "⟨")
		if i < 0 {
			text(s)
			return
		}
		text(s[:i])
		s = s[i+len("⟨"):]
		j := strings.Index(s, "⟩")
		if j < 0 {
			panic("genpii: unclosed placeholder in " + tmpl)
		}
		name := s[:j]
		s = s[j+len("⟩"):]
		mark(name)
	}
}

func (c *w5ctx) lastType(name, typ string) { c.last["\x00"+name] = typ }

func (c *w5ctx) repeat(name string) (string, string) {
	v, ok := c.last[name]
	if !ok {
		typ, v := c.value(name)
		c.last[name] = v
		c.lastType(name, typ)
		return typ, v
	}
	return c.last["\x00"+name], v
}

func (c *w5ctx) put(typ, v string) {
	if typ == "" {
		c.b.t(c.b.escape(v))
		return
	}
	c.b.v(typ, v)
}

// lab is the locale's word for a field, English when it has none.
func (c *w5ctx) lab(k string) string {
	if s, ok := c.l.lab[k]; ok {
		return s
	}
	return w5enLab[k]
}

// w5kind is one kind of document: the languages it is written in ("" any)
// and whether it is a hard negative (decoys only).
type w5kind struct {
	name  string
	langs string
	neg   bool
	gen   func(c *w5ctx)
}

func (k w5kind) fits(l *w5loc) bool {
	if k.langs == "" {
		return true
	}
	for _, x := range strings.Split(k.langs, ",") {
		if x == l.lang || x == l.lang+"-"+l.cc {
			return true
		}
	}
	return false
}

func wild5Record(r *rand.Rand) (record, error) {
	l := w5pickLoc(r)
	neg := r.IntN(100) < 11
	var pool []w5kind
	for _, k := range w5kinds {
		if k.neg == neg && k.fits(l) {
			pool = append(pool, k)
			if k.langs != "" {
				// kinds written for the language come up more often
				pool = append(pool, k, k)
			}
		}
	}
	k := w5pick(r, pool)
	b := &w5b{prefix: "wild5_"}
	c := &w5ctx{r: r, l: l, b: b, last: map[string]string{}}
	ask := w5pick(r, l.asks)
	where := r.IntN(10)
	if where < 3 {
		b.t(ask + "\n\n")
	}
	k.gen(c)
	if b.json {
		panic("wild5: kind " + k.name + " left JSON escaping on")
	}
	if where >= 3 && where < 8 {
		b.t("\n\n" + ask)
	}
	rec := b.record(l.lang, "wild5_"+k.name)
	if neg && len(rec.Spans) > 0 {
		return record{}, fmt.Errorf("wild5: negative kind %s wrote %d spans", k.name, len(rec.Spans))
	}
	return rec, nil
}

// record is the text written so far as a record: rune offsets beside the
// byte offsets, empty lists rather than null, hard negative when nothing is
// labelled.
func (b *w5b) record(lang, category string) record {
	rec := b.marked.record(lang, category)
	rec.HardNegative = len(rec.Spans) == 0
	return rec
}

// checkRecordOffsets fails when a span or decoy does not cover exactly its
// value (bytes and runes agree), spans overlap, a decoy touches a span, or
// a labelled value also appears elsewhere in the text without a label.
func checkRecordOffsets(id string, rec record) []string {
	var errs []string
	errorf := func(f string, a ...any) { errs = append(errs, fmt.Sprintf(f, a...)) }
	text := rec.Text
	type iv struct{ a, b int }
	var spans []iv
	check := func(what string, start, end, bs, be int) string {
		if bs < 0 || be > len(text) || bs >= be {
			errorf("%s: %s bytes [%d,%d) out of range or empty", id, what, bs, be)
			return ""
		}
		if !utf8.ValidString(text[bs:be]) {
			errorf("%s: %s bytes [%d,%d) cut a character", id, what, bs, be)
			return ""
		}
		runes := []rune(text)
		if start < 0 || end > len(runes) || start >= end {
			errorf("%s: %s runes [%d,%d) out of range", id, what, start, end)
			return ""
		}
		if got := string(runes[start:end]); got != text[bs:be] {
			errorf("%s: %s runes %q != bytes %q", id, what, got, text[bs:be])
		}
		v := text[bs:be]
		if strings.TrimSpace(v) != v {
			errorf("%s: %s %q has surrounding space", id, what, v)
		}
		return v
	}
	for _, s := range rec.Spans {
		check(s.Type, s.Start, s.End, s.BStart, s.BEnd)
		for _, o := range spans {
			if s.BStart < o.b && o.a < s.BEnd {
				errorf("%s: spans overlap at %d", id, s.BStart)
			}
		}
		spans = append(spans, iv{s.BStart, s.BEnd})
	}
	covered := func(a, b int) bool {
		for _, s := range spans {
			if s.a <= a && b <= s.b {
				return true
			}
		}
		return false
	}
	for _, d := range rec.Decoys {
		v := check("decoy "+d.Kind, d.Start, d.End, d.BStart, d.BEnd)
		for _, s := range spans {
			if d.BStart < s.b && s.a < d.BEnd {
				errorf("%s: decoy %q overlaps a span", id, v)
			}
			if text[s.a:s.b] == v {
				errorf("%s: decoy %q is also a labelled value", id, v)
			}
		}
	}
	for _, s := range rec.Spans {
		v := text[s.BStart:s.BEnd]
		if len(v) < 6 {
			continue
		}
		for off := 0; ; {
			k := strings.Index(text[off:], v)
			if k < 0 {
				break
			}
			if !covered(off+k, off+k+len(v)) {
				errorf("%s: %s value %q appears unlabelled at byte %d", id, s.Type, v, off+k)
			}
			off += k + 1
		}
	}
	return errs
}
