package main

import (
	"embed"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed data/*.txt
var dataFS embed.FS

// valueTypes maps a template's value placeholders to span types.
var valueTypes = map[string]string{
	"P": "PERSON", "PHONE": "PHONE", "CNM": "CN_MOBILE", "EMAIL": "EMAIL", "ADDR": "STREET_ADDRESS", "IBAN": "IBAN",
	"CARD": "CREDIT_CARD", "CNCARD": "CN_BANK_CARD", "SSN": "US_SSN", "IP": "IP_ADDRESS", "KEY": "API_KEY",
	"AKID": "AWS_ACCESS_KEY", "JWT": "JWT", "PEM": "PRIVATE_KEY", "URLTOK": "URL_WITH_TOKEN", "CNID": "CN_RESIDENT_ID",
}

var fillers = map[string]func(r *rand.Rand) string{
	"date": func(r *rand.Rand) string { return fmt.Sprintf("2026-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)) },
	"time": func(r *rand.Rand) string { return fmt.Sprintf("%02d:%02d", 7+r.IntN(14), r.IntN(60)) },
	"num":  func(r *rand.Rand) string { return Itoa(2 + r.IntN(60)) },
	"year": func(r *rand.Rand) string { return Itoa(1938 + r.IntN(70)) },
}

// A piece of a template: literal text, a value, a look-alike or a filler.
type piece struct {
	lit          string
	code, ref    string // value code (P, PHONE ...) and person reference digit
	loc, style   string
	decoy        string
	filler, body string
}

// A template is one text of a genre, in one language.
type template struct {
	genre, lang, file string
	line              int
	hn, json          bool
	pieces            []piece
}

var phRE = regexp.MustCompile(`\{(~[a-z0-9_]+|=[a-z]+|BODY|[A-Z]+[0-9]?)(?:@([a-zA-Z-]+))?(?:\.([a-z]+))?\}`)

func parsePieces(body string) ([]piece, error) {
	var ps []piece
	last := 0
	for _, m := range phRE.FindAllStringSubmatchIndex(body, -1) {
		if m[0] > last {
			ps = append(ps, piece{lit: body[last:m[0]]})
		}
		last = m[1]
		name := body[m[2]:m[3]]
		var p piece
		if m[4] >= 0 {
			p.loc = body[m[4]:m[5]]
		}
		if m[6] >= 0 {
			p.style = body[m[6]:m[7]]
		}
		switch {
		case name == "BODY":
			p.body = name
		case name[0] == '~':
			if decoyKinds[name[1:]] == nil {
				return nil, fmt.Errorf("unknown look-alike kind %q", name[1:])
			}
			p.decoy = name[1:]
		case name[0] == '=':
			if fillers[name[1:]] == nil {
				return nil, fmt.Errorf("unknown filler %q", name[1:])
			}
			p.filler = name[1:]
		default:
			code := strings.TrimRight(name, "0123456789")
			p.ref = name[len(code):]
			if valueTypes[code] == "" {
				return nil, fmt.Errorf("unknown value %q", name)
			}
			p.code = code
		}
		if p.loc != "" {
			if _, ok := countries[p.loc]; !ok {
				if _, ok := cultures[p.loc]; !ok || p.code != "P" {
					return nil, fmt.Errorf("unknown place %q in %q", p.loc, name)
				}
			}
		}
		ps = append(ps, p)
	}
	if last < len(body) {
		ps = append(ps, piece{lit: body[last:]})
	}
	for _, p := range ps {
		if i := strings.IndexByte(p.lit, '{'); i >= 0 && i+1 < len(p.lit) && strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZ~=", rune(p.lit[i+1])) {
			return nil, fmt.Errorf("malformed placeholder near %q", p.lit[i:])
		}
	}
	return ps, nil
}

var cjkLangs = map[string]bool{"zh": true, "zh-Hant": true, "ja": true, "ko": true}

func isCJK(lang string) bool {
	for _, l := range strings.Split(lang, "+") {
		if cjkLangs[l] {
			return true
		}
	}
	return false
}

// parseFile reads one genre's templates: "@@ LANG [hn] [json]" headers.
func parseFile(name, src string) ([]template, error) {
	genre := strings.TrimSuffix(name, ".txt")
	var ts []template
	for _, s := range corpusgen.Sections(src, "@@ ") {
		f := strings.Fields(s.Header)
		if len(f) == 0 {
			return nil, fmt.Errorf("%s:%d: no language", name, s.Line)
		}
		t := template{genre: genre, lang: f[0], file: name, line: s.Line}
		for _, l := range strings.Split(t.lang, "+") {
			if langCountries[l] == nil {
				return nil, fmt.Errorf("%s:%d: unknown language %q", name, s.Line, l)
			}
		}
		for _, fl := range f[1:] {
			switch fl {
			case "hn":
				t.hn = true
			case "json":
				t.json = true
			default:
				return nil, fmt.Errorf("%s:%d: unknown flag %q", name, s.Line, fl)
			}
		}
		body := strings.TrimRight(strings.Join(s.Body, "\n"), "\n ")
		ps, err := parsePieces(body)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, s.Line, err)
		}
		t.pieces = ps
		values := 0
		for _, p := range ps {
			if p.code != "" {
				values++
			}
			if p.body != "" {
				return nil, fmt.Errorf("%s:%d: {BODY} outside a wrapper", name, s.Line)
			}
		}
		if t.hn != (values == 0) {
			return nil, fmt.Errorf("%s:%d: %d values, hn %v", name, s.Line, values, t.hn)
		}
		ts = append(ts, t)
	}
	return ts, nil
}

func loadTemplates() ([]template, error) {
	return corpusgen.ParseDir(dataFS, "data", parseFile)
}

// A wrapper is an LLM API request body that a record's text is pasted
// into, JSON-escaped, at {BODY}.
type wrapper struct {
	name   string
	pieces []piece
}

var wrapperSrc = []struct{ name, src string }{
	{"openai_chat", `{"model":"gpt-4o-mini","messages":[{"role":"system","content":"You are a careful assistant. Answer briefly."},{"role":"user","content":"{BODY}"}],"temperature":0.2}`},
	{"openai_chat", `{"model":"gpt-4.1","messages":[{"role":"user","content":"Summarise this for the team:\n\n{BODY}"}],"stream":true,"user":"{~uuid}"}`},
	{"openai_chat_tool", `{"model":"gpt-4o","messages":[{"role":"user","content":"look this up"},{"role":"assistant","tool_calls":[{"id":"{~tool_call_id}","type":"function","function":{"name":"fetch_record","arguments":"{}"}}]},{"role":"tool","tool_call_id":"{~tool_call_id}","content":"{BODY}"}]}`},
	{"openai_responses", `{"model":"gpt-5-mini","input":[{"role":"user","content":[{"type":"input_text","text":"{BODY}"}]}],"store":false}`},
	{"openai_responses", `{"model":"o4-mini","instructions":"Extract action items.","input":"{BODY}","previous_response_id":"{~request_id}"}`},
	{"anthropic_messages", `{"model":"claude-sonnet-4-5","max_tokens":1024,"messages":[{"role":"user","content":"{BODY}"}]}`},
	{"anthropic_messages", `{"model":"claude-haiku-4-5","max_tokens":512,"system":"Translate to English, keep names as written.","messages":[{"role":"user","content":[{"type":"text","text":"{BODY}"}]}]}`},
	{"anthropic_tool_result", `{"model":"claude-opus-4-1","max_tokens":2048,"messages":[{"role":"user","content":"check the file"},{"role":"assistant","content":[{"type":"tool_use","id":"{~tool_call_id}","name":"read_file","input":{"path":"notes.txt"}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"{~tool_call_id}","content":"{BODY}"}]}]}`},
	{"ollama_generate", `{"model":"qwen2.5:7b","prompt":"{BODY}","stream":false,"options":{"temperature":0}}`},
	{"ollama_chat", `{"model":"llama3.1:8b","messages":[{"role":"system","content":"Reply in the user's language."},{"role":"user","content":"{BODY}"}]}`},
}

func loadWrappers() ([]wrapper, error) {
	var ws []wrapper
	for _, w := range wrapperSrc {
		ps, err := parsePieces(w.src)
		if err != nil {
			return nil, fmt.Errorf("wrapper %s: %v", w.name, err)
		}
		ws = append(ws, wrapper{w.name, ps})
	}
	return ws, nil
}

type rec = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// renderer writes one record.
type renderer struct {
	r       *rand.Rand
	cc      string
	persons map[string]person
	text    corpusgen.Text
	spans   []corpusgen.Span
	decoys  []corpusgen.Span
}

func (w *renderer) personFor(p piece) person {
	if p.ref != "" {
		if ps, ok := w.persons[p.ref]; ok {
			return ps
		}
	}
	var ps person
	switch {
	case p.loc != "" && countries[p.loc].names != "":
		ps = drawPerson(w.r, countries[p.loc].names)
	case p.loc != "":
		ps = drawPerson(w.r, p.loc)
	default:
		loc := countries[w.cc].names
		if loc == "en" && w.r.IntN(3) == 0 {
			loc = pick(w.r, words("in yo zh ja ko es ar vi pl de sw it"))
			ps = drawPerson(w.r, loc)
			if ps.rom != "" {
				g, f, _ := strings.Cut(ps.rom, ".")
				if ps.c.familyFirst {
					g, f = f, g
				}
				ps = person{given: g, family: f, c: cultures["en"], rom: ps.rom}
			}
		} else {
			ps = drawPerson(w.r, loc)
		}
	}
	if p.ref != "" {
		w.persons[p.ref] = ps
	}
	return ps
}

// value draws what a value piece stands for, with literal text before and
// after it that is not part of the value.
func (w *renderer) value(p piece) (before, v, after string) {
	cc := w.cc
	if p.loc != "" {
		if _, ok := countries[p.loc]; ok {
			cc = p.loc
		}
	}
	r := w.r
	switch p.code {
	case "P":
		return w.personFor(p).render(r, p.style)
	case "PHONE":
		return "", phone(r, cc), ""
	case "CNM":
		return "", cnMobile(r), ""
	case "EMAIL":
		ps := w.personFor(piece{ref: p.ref, loc: p.loc})
		return "", email(r, ps, cc), ""
	case "ADDR":
		a := address(r, cc)
		if p.style == "line" {
			a = strings.ReplaceAll(a, "\n", ", ")
		}
		return "", a, ""
	case "IBAN":
		return "", iban(r, cc), ""
	case "CARD":
		return "", cardNumber(r), ""
	case "CNCARD":
		return "", cnBankCard(r), ""
	case "SSN":
		return "", ssn(r), ""
	case "IP":
		return "", ipAddr(r), ""
	case "KEY":
		return "", apiKey(r), ""
	case "AKID":
		return "", awsKeyID(r), ""
	case "JWT":
		return "", jwt(r), ""
	case "PEM":
		return "", pemKey(r), ""
	case "URLTOK":
		return "", urlToken(r), ""
	case "CNID":
		return "", cnID(r), ""
	}
	panic("unknown code " + p.code)
}

// esc is how text is escaped: not at all, as JSON, or as ASCII-only JSON.
type esc struct{ on, ascii bool }

func (e esc) apply(s string) string {
	if !e.on {
		return s
	}
	return corpusgen.JSONEscape(s, e.ascii)
}

// asciiLit turns the runes above U+007E of literal JSON text into \u escapes.
func asciiLit(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c > 0x7e {
			b.WriteString(corpusgen.JSONEscape(string(c), true))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func (w *renderer) write(ps []piece, val, lit esc, body func()) {
	for _, p := range ps {
		switch {
		case p.body != "":
			body()
		case p.lit != "":
			s := p.lit
			if lit.on {
				s = lit.apply(s)
			} else if lit.ascii {
				s = asciiLit(s)
			}
			w.text.Write(s)
		case p.filler != "":
			w.text.Write(val.apply(fillers[p.filler](w.r)))
		case p.decoy != "":
			sp := w.text.Mark(val.apply(decoyKinds[p.decoy](w.r, w.cc)))
			sp.Kind = p.decoy
			w.decoys = append(w.decoys, sp)
		default:
			before, v, after := w.value(p)
			w.text.Write(val.apply(before))
			sp := w.text.Mark(val.apply(v))
			sp.Type = valueTypes[p.code]
			w.spans = append(w.spans, sp)
			w.text.Write(val.apply(after))
		}
	}
}

// pools of templates by hard negative and CJK.
type pools [2][2][]int

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// generate draws n records.
func generate(n int, seed uint64) ([]rec, []template, error) {
	ts, err := loadTemplates()
	if err != nil {
		return nil, nil, err
	}
	ws, err := loadWrappers()
	if err != nil {
		return nil, nil, err
	}
	var pl pools
	for i, t := range ts {
		pl[b2i(t.hn)][b2i(isCJK(t.lang))] = append(pl[b2i(t.hn)][b2i(isCJK(t.lang))], i)
	}
	for _, a := range pl {
		for _, b := range a {
			if len(b) == 0 {
				return nil, nil, fmt.Errorf("an empty template pool")
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, seed*7919+18))
	recs := make([]rec, 0, n)
	for i := 0; i < n; i++ {
		hn := r.IntN(100) < 30
		cjk := r.IntN(100) < 35
		pool := pl[b2i(hn)][b2i(cjk)]
		t := ts[pool[r.IntN(len(pool))]]
		base := strings.Split(t.lang, "+")[0]
		w := &renderer{r: r, cc: pick(r, langCountries[base]), persons: map[string]person{}}
		cat := t.genre
		ascii := r.IntN(100) < 35
		switch {
		case t.json:
			w.write(t.pieces, esc{on: true, ascii: ascii}, esc{ascii: ascii}, nil)
			cat += "/json"
			if ascii {
				cat += "-ascii"
			}
		case r.IntN(100) < 15:
			wr := ws[r.IntN(len(ws))]
			inner := esc{on: true, ascii: ascii}
			w.write(wr.pieces, esc{}, esc{}, func() { w.write(t.pieces, inner, inner, nil) })
			cat += "/in:" + wr.name
			if ascii {
				cat += "-ascii"
			}
		default:
			w.write(t.pieces, esc{}, esc{}, nil)
		}
		spans, decoys := w.spans, w.decoys
		if spans == nil {
			spans = []corpusgen.Span{}
		}
		if decoys == nil {
			decoys = []corpusgen.Span{}
		}
		recs = append(recs, rec{ID: fmt.Sprintf("wild18-%04d", i+1), Lang: t.lang, Category: cat, HardNegative: len(spans) == 0,
			Text: w.text.String(), Spans: spans, Decoys: decoys})
	}
	return recs, ts, nil
}
