// Command genpii writes an independent labelled PII corpus in the format
// of the shared development set (JSON Lines, gzip): synthetic prompt-like
// texts in English and Chinese with 0-4 labelled spans and hard negatives.
// Its templates, phrasings and value shapes differ on purpose from the
// development set, so that scoring on it shows whether the detectors
// generalise rather than fit the development strings.
//
//	go run ./scrub/cmd/genpii -n 800 -seed 7 -out scrub/testdata/heldout/heldout.jsonl.gz
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

type span struct {
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Type   string `json:"type"`
	BStart int    `json:"bstart"`
	BEnd   int    `json:"bend"`
}

type decoy struct {
	Start  int    `json:"start"`
	End    int    `json:"end"`
	Kind   string `json:"kind"`
	BStart int    `json:"bstart"`
	BEnd   int    `json:"bend"`
}

// record is a line of a corpus; genpii writes its spans and look-alikes
// with type (kind) before the byte offsets.
type record = corpusgen.Record[span, decoy]

func main() {
	n := flag.Int("n", 800, "number of records")
	seed := flag.Uint64("seed", 7, "random seed")
	set := flag.String("set", "heldout", "which corpus: heldout (the first independent set), dev2 (second development set: "+
		"new templates and sources), wild (built by composing documents from fields; looked at, so a development set now), "+
		"wild2 (second held-out set: hand-written artifacts and messages in other formats and languages), "+
		"wild3 (third held-out set: chat exports, forms, infrastructure and credential files, calendar and contact cards in nine languages), "+
		"wild4 (fourth held-out set: listings, letters, travel and medical papers, chat exports, configs and data dumps in fourteen languages), "+
		"wild5 (fifth held-out set: tickets, CRM records, statements, infrastructure state and profiles in twenty languages), "+
		"wild6 (sixth held-out set: agent and MCP traffic, RAG chunks, OCR forms, health, legal, HR, school, community and credential files in twenty-two languages), "+
		"wild7 (seventh held-out set: exports, manifests, statements, dumps, payloads, logs, calendars, transcripts, rosters, deeds and adverts in twenty-two languages)")
	out := flag.String("out", "-", "output file (.jsonl.gz is compressed; '-' for stdout)")
	flag.Parse()
	c, ok := corpora[*set]
	if !ok {
		fmt.Fprintf(os.Stderr, "genpii: unknown -set %q (heldout, dev2, wild, wild2, wild3, wild4, wild5, wild6 or wild7)\n", *set)
		os.Exit(2)
	}
	if err := run(*n, *seed, *out, c.gen, c.prefix); err != nil {
		fmt.Fprintln(os.Stderr, "genpii:", err)
		os.Exit(1)
	}
}

// generator makes one record.
type generator func(r *rand.Rand) (record, error)

// corpus is a -set: its generator and the prefix of its record ids.
type corpus struct {
	gen    generator
	prefix string
}

var corpora map[string]corpus

func init() {
	corpora = map[string]corpus{"heldout": {heldoutRecord, "h"}, "dev2": {dev2Record, "d"}, "wild": {wildRecord, "w"}, "wild2": {wild2Record, "x"}, "wild3": {wild3Record, "z"}, "wild4": {wild4Record, "y"}, "wild5": {wild5Record, "v"}, "wild6": {wild6Record, "u"}, "wild7": {wild7Record, "t"}}
}

// heldoutRecord draws a template of the first held-out set.
func heldoutRecord(r *rand.Rand) (record, error) {
	return expand(r, pickTemplate(r, 30, heldoutPools["neg"], 58, heldoutPools["zh"], heldoutPools["en"]))
}

// pickTemplate draws a percentage x and then a template: a hard negative
// when x < negBelow, a Chinese one when x < zhBelow, else an English one.
func pickTemplate(r *rand.Rand, negBelow int, neg []tmpl, zhBelow int, zh, en []tmpl) tmpl {
	switch x := r.IntN(100); {
	case x < negBelow:
		return pick(r, neg)
	case x < zhBelow:
		return pick(r, zh)
	default:
		return pick(r, en)
	}
}

func run(n int, seed uint64, out string, gen generator, prefix string) (err error) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	randSrc = r
	recs := make([]record, 0, n)
	for i := 0; i < n; i++ {
		rec, err := gen(r)
		if err != nil {
			return err
		}
		rec.ID = fmt.Sprintf("%s%04d", prefix, i)
		recs = append(recs, rec)
	}
	if out == "-" {
		return corpusgen.WriteJSONL(os.Stdout, recs)
	}
	var data []byte
	if strings.HasSuffix(out, ".gz") {
		data, err = corpusgen.GzipJSONL(recs, gzip.BestCompression)
	} else {
		var buf bytes.Buffer
		err = corpusgen.WriteJSONL(&buf, recs)
		data = buf.Bytes()
	}
	if err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

type tmpl struct {
	lang, cat, text string
}

type builder struct {
	marked
	last map[string]string
}

// marked is the text of a record as it is written, with where its labelled
// values and its look-alikes stand.
type marked struct {
	b      strings.Builder
	spans  []span
	decoys []decoy
}

// label writes a labelled value of type typ.
func (m *marked) label(typ, val string) {
	a := m.b.Len()
	m.b.WriteString(val)
	m.spans = append(m.spans, span{BStart: a, BEnd: m.b.Len(), Type: typ})
}

// keep writes a look-alike of kind that a scrubber must keep.
func (m *marked) keep(kind, val string) {
	a := m.b.Len()
	m.b.WriteString(val)
	m.decoys = append(m.decoys, decoy{BStart: a, BEnd: m.b.Len(), Kind: kind})
}

func (m *marked) record(lang, cat string) record {
	return newRecord(lang, cat, m.b.String(), m.spans, m.decoys)
}

// newRecord is the record of text with its spans and look-alikes, their
// rune offsets counted from their byte offsets. A record with look-alikes
// and no span is a hard negative.
func newRecord(lang, cat, text string, spans []span, decoys []decoy) record {
	cp := func(b int) int { return utf8.RuneCountInString(text[:b]) }
	rec := record{Lang: lang, Category: cat, Text: text, Spans: make([]span, 0, len(spans)), Decoys: make([]decoy, 0, len(decoys))}
	for _, s := range spans {
		s.Start, s.End = cp(s.BStart), cp(s.BEnd)
		rec.Spans = append(rec.Spans, s)
	}
	for _, d := range decoys {
		d.Start, d.End = cp(d.BStart), cp(d.BEnd)
		rec.Decoys = append(rec.Decoys, d)
	}
	rec.HardNegative = len(rec.Spans) == 0 && len(rec.Decoys) > 0
	return rec
}

// expand fills the placeholders of t: {KIND} is a labelled entity, {~kind}
// a hard-negative look-alike, {=KIND} repeats the previous value of KIND
// (also labelled).
func expand(r *rand.Rand, t tmpl) (record, error) { return expandWith(r, t, entities, decoys) }

// expandWith is expand with the entity and decoy tables of a corpus.
func expandWith(r *rand.Rand, t tmpl, entities map[string]entity, decoys map[string]func(*rand.Rand) string) (record, error) {
	bd := &builder{last: map[string]string{}}
	s := t.text
	for s != "" {
		k := strings.IndexByte(s, '{')
		if k < 0 || k+1 >= len(s) || !(s[k+1] == '~' || s[k+1] == '=' || (s[k+1] >= 'A' && s[k+1] <= 'Z')) {
			if k < 0 {
				bd.b.WriteString(s)
				break
			}
			bd.b.WriteString(s[:k+1])
			s = s[k+1:]
			continue
		}
		bd.b.WriteString(s[:k])
		e := strings.IndexByte(s[k:], '}')
		if e < 0 {
			return record{}, fmt.Errorf("template %q: unclosed placeholder", t.text)
		}
		name := s[k+1 : k+e]
		s = s[k+e+1:]
		switch {
		case name[0] == '~':
			g, ok := decoys[name[1:]]
			if !ok {
				return record{}, fmt.Errorf("template %q: unknown decoy %q", t.text, name)
			}
			bd.keep(name[1:], g(r))
		default:
			repeat := name[0] == '='
			if repeat {
				name = name[1:]
			}
			g, ok := entities[name]
			if !ok {
				return record{}, fmt.Errorf("template %q: unknown entity %q", t.text, name)
			}
			v := bd.last[name]
			if !repeat || v == "" {
				v = g.gen(r)
				bd.last[name] = v
			}
			bd.label(g.typ, v)
		}
	}
	return bd.record(t.lang, t.cat), nil
}

type entity struct {
	typ string
	gen func(r *rand.Rand) string
}

var entities = map[string]entity{
	"NAME":   {"PERSON", nameEN},
	"ZNAME":  {"PERSON", nameZH},
	"EMAIL":  {"EMAIL", func(r *rand.Rand) string { return email(r, nameEN(r)) }},
	"PHONE":  {"PHONE", phone},
	"CNLAND": {"PHONE", cnLandline},
	"MOBILE": {"CN_MOBILE", cnMobile},
	"CARD":   {"CREDIT_CARD", creditCard},
	"CNCARD": {"CN_BANK_CARD", cnBankCard},
	"IBAN":   {"IBAN", func(r *rand.Rand) string { return iban(r, true) }},
	"IBANC":  {"IBAN", func(r *rand.Rand) string { return iban(r, false) }},
	"SSN":    {"US_SSN", ssn},
	"SSNB":   {"US_SSN", ssnDigits},
	"RID":    {"CN_RESIDENT_ID", func(r *rand.Rand) string { return residentID(r, false) }},
	"RIDX":   {"CN_RESIDENT_ID", func(r *rand.Rand) string { return residentID(r, true) }},
	"IP4":    {"IP_ADDRESS", ipv4},
	"IP6":    {"IP_ADDRESS", ipv6},
	"AKID":   {"AWS_ACCESS_KEY", awsAccess},
	"AWSSEC": {"API_KEY", awsSecret},
	"KEY":    {"API_KEY", vendorKey},
	"JWT":    {"JWT", jwt},
	"PEM":    {"PRIVATE_KEY", func(r *rand.Rand) string { return pem(r, "\n") }},
	"PEMJ":   {"PRIVATE_KEY", func(r *rand.Rand) string { return pem(r, `\n`) }},
	"URLT":   {"URL_WITH_TOKEN", urlToken},
	"BEARER": {"API_KEY", func(r *rand.Rand) string { return mixed(r, alnum+"-._~", 32+r.IntN(20)) }},
	"HEXKEY": {"API_KEY", func(r *rand.Rand) string { return mixed(r, hexchars, 32) }},
	"SSNSP":  {"US_SSN", func(r *rand.Rand) string { d := ssnDigits(r); return d[:3] + " " + d[3:5] + " " + d[5:] }},
	"USADDR": {"STREET_ADDRESS", usAddress},
	"UKADDR": {"STREET_ADDRESS", ukAddress},
	"CNADDR": {"STREET_ADDRESS", cnAddress},
}

var decoys = map[string]func(r *rand.Rand) string{
	"uuid": func(r *rand.Rand) string {
		h := corpusgen.Chars(r, hexchars, 32)
		return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:]
	},
	"sha":    func(r *rand.Rand) string { return corpusgen.Chars(r, hexchars, 40) },
	"sha7":   func(r *rand.Rand) string { return corpusgen.Chars(r, hexchars, 7) },
	"sha256": func(r *rand.Rand) string { return "sha256:" + corpusgen.Chars(r, hexchars, 64) },
	"md5":    func(r *rand.Rand) string { return corpusgen.Chars(r, hexchars, 32) },
	"semver": func(r *rand.Rand) string { return fmt.Sprintf("v%d.%d.%d", r.IntN(5), r.IntN(30), r.IntN(40)) },
	"ver4": func(r *rand.Rand) string {
		return fmt.Sprintf("%d.0.%d.%d", 90+r.IntN(40), 4000+r.IntN(2000), r.IntN(300))
	},
	"ts": func(r *rand.Rand) string {
		return fmt.Sprintf("2025-%02d-%02dT%02d:%02d:%02d.%03d+08:00", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
	},
	"epochms": func(r *rand.Rand) string { return fmt.Sprint(1700000000000 + r.Int64N(90000000000)) },
	"order": func(r *rand.Rand) string {
		return pick(r, []string{"PO-", "INV-", "SO#", "订单"}) + digits(r, 8+r.IntN(3))
	},
	"orderzh": func(r *rand.Rand) string { return "2025" + digits(r, 15) },
	"badluhn": badLuhn,
	"badid":   badResidentID,
	"badiban": badIBAN,
	"badssn": func(r *rand.Rand) string {
		return pick(r, []string{"000", "666", "912"}) + "-" + digits(r, 2) + "-" + digits(r, 4)
	},
	"awsex": func(r *rand.Rand) string {
		return pick(r, []string{"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"})
	},
	"skx": func(r *rand.Rand) string {
		return pick(r, []string{"sk-xxxxxxxxxxxxxxxxxxxxxxxx", "sk-proj-XXXXXXXXXXXXXXXX", "sk-...", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "sk_live_YOUR_SECRET_KEY_HERE"})
	},
	"testcard": func(r *rand.Rand) string {
		return pick(r, []string{"4242 4242 4242 4242", "4111-1111-1111-1111", "5555555555554444", "378282246310005"})
	},
	"envref": func(r *rand.Rand) string {
		return pick(r, []string{"${OPENAI_API_KEY}", "$GITHUB_TOKEN", "${{ secrets.NPM_TOKEN }}", "os.getenv(\"STRIPE_KEY\")"})
	},
	"loopback":  func(r *rand.Rand) string { return pick(r, []string{"127.0.0.1", "0.0.0.0", "::1", "255.255.255.0"}) },
	"reqid":     func(r *rand.Rand) string { return "req_" + corpusgen.Chars(r, alnum, 24) },
	"snowflake": func(r *rand.Rand) string { return "18" + digits(r, 17) },
	"pemph": func(r *rand.Rand) string {
		return "-----BEGIN PRIVATE KEY-----\n<paste your key>\n-----END PRIVATE KEY-----"
	},
	"jwtph":     func(r *rand.Rand) string { return "eyJhbGciOiJIUzI1NiJ9.<payload>.<signature>" },
	"mobilebad": func(r *rand.Rand) string { return "1" + string("012"[r.IntN(3)]) + digits(r, 9) },
	"service": func(r *rand.Rand) string {
		return pick(r, []string{"400-", "800-"}) + digits(r, 3) + "-" + digits(r, 4)
	},
	"price": func(r *rand.Rand) string { return fmt.Sprintf("%d,%03d.%02d", 1+r.IntN(99), r.IntN(1000), r.IntN(100)) },
	"k8spod": func(r *rand.Rand) string {
		return "api-gateway-" + corpusgen.Chars(r, hexchars, 10) + "-" + corpusgen.Chars(r, "bcdfghjklmnpqrstvwxz2456789", 5)
	},
	"dockerimg": func(r *rand.Rand) string { return fmt.Sprintf("nginx:1.%d.%d-alpine", 20+r.IntN(8), r.IntN(5)) },
	"isbn": func(r *rand.Rand) string {
		return "978-" + digits(r, 1) + "-" + digits(r, 3) + "-" + digits(r, 5) + "-" + digits(r, 1)
	},
}
