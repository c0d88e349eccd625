package main

import (
	"compress/gzip"
	"embed"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

//go:embed data
var data embed.FS

// cjkShare is the share of records in Chinese, Japanese or Korean, alone
// or mixed with another language, that the draw aims at.
const cjkShare = 0.37

// wrapShare is the share of records of plain text pasted into an LLM API
// request body (JSON-escaped).
const wrapShare = 0.2

type rec = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// item is a record with what the tests check it against: each span's value
// as drawn, and how many times the text around it was JSON-escaped.
type item struct {
	rec
	values  []string
	depth   int
	ascii   bool   // escaped as \uXXXX beyond ASCII
	wrapped string // the request body's kind, or ""
}

func loadTemplates() ([]template, pools, error) {
	src, err := data.ReadFile("data/pools.txt")
	if err != nil {
		return nil, nil, err
	}
	p, err := parsePools(string(src))
	if err != nil {
		return nil, nil, err
	}
	ts, err := corpusgen.ParseDir(data, "data/templates", parseTemplates)
	return ts, p, err
}

// generate draws n records with seed.
func generate(n int, seed uint64) ([]item, []template, error) {
	items, ts, _, err := generateCounted(n, seed)
	return items, ts, err
}

// generateCounted is generate with the generator, for what it counted.
func generateCounted(n int, seed uint64) ([]item, []template, *gen, error) {
	ts, p, err := loadTemplates()
	if err != nil {
		return nil, nil, nil, err
	}
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x16161616)), p: p, names: map[string]int{}, addrs: map[string]int{}}
	var cjk, other []int
	for i := range ts {
		if isCJK(ts[i].lang) {
			cjk = append(cjk, i)
		} else {
			other = append(other, i)
		}
	}
	// Every template once, in a drawn order, then by share.
	order := g.r.Perm(len(ts))
	if n < len(order) {
		order = order[:n]
	}
	first := 0
	for _, i := range order {
		if isCJK(ts[i].lang) {
			first++
		}
	}
	q := 0.0
	if rest := n - len(order); rest > 0 {
		q = min(1, max(0, (cjkShare*float64(n)-float64(first))/float64(rest)))
	}
	for len(order) < n {
		if g.r.Float64() < q {
			order = append(order, cjk[g.r.IntN(len(cjk))])
		} else {
			order = append(order, other[g.r.IntN(len(other))])
		}
	}
	items := make([]item, n)
	for i, ti := range order {
		items[i] = g.record(i, &ts[ti])
	}
	return items, ts, g, nil
}

func (g *gen) record(i int, t *template) item {
	pieces := g.render(t)
	it := item{rec: rec{ID: fmt.Sprintf("wild16-%04d", i+1), Lang: t.lang, Category: t.genre}}
	raw := make([]string, len(pieces))
	for k := range pieces {
		raw[k] = pieces[k].text
	}
	depth := 0
	if t.json {
		for k := range pieces {
			if pieces[k].typ != "" || pieces[k].kind != "" {
				pieces[k].text = corpusgen.JSONEscape(pieces[k].text, false)
			}
		}
		depth = 1
	}
	var pre, post string
	ascii := false
	if g.r.Float64() < wrapShare || (t.json && g.r.IntN(4) == 0) {
		var kind string
		kind, pre, post = g.wrapper(t)
		ascii = g.r.IntN(3) == 0
		it.wrapped, it.ascii = kind, ascii
		it.Category += "+api_body"
	}
	var txt corpusgen.Text
	txt.Write(pre)
	for k, pc := range pieces {
		s := pc.text
		if pre != "" {
			s = corpusgen.JSONEscape(s, ascii)
		}
		if pc.typ == "" && pc.kind == "" {
			txt.Write(s)
			continue
		}
		sp := txt.Mark(s)
		if pc.typ != "" {
			sp.Type = pc.typ
			it.Spans = append(it.Spans, sp)
			it.values = append(it.values, raw[k])
		} else {
			sp.Kind = pc.kind
			it.Decoys = append(it.Decoys, sp)
		}
	}
	txt.Write(post)
	if pre != "" {
		depth++
	}
	it.depth = depth
	it.Text = txt.String()
	it.HardNegative = len(it.Spans) == 0
	if it.Spans == nil {
		it.Spans = []corpusgen.Span{}
	}
	if it.Decoys == nil {
		it.Decoys = []corpusgen.Span{}
	}
	return it
}

// wrapper is a request body that carries the text as a string: its kind,
// what comes before the text and what comes after it.
func (g *gen) wrapper(t *template) (kind, pre, post string) {
	ask := map[string]string{
		"zh": "请帮我整理以下内容，列出需要跟进的事项：\n\n", "zh-Hant": "請幫我整理以下內容：\n\n",
		"ja": "以下の内容を要約して、対応が必要な点を箇条書きにしてください。\n\n",
		"ko": "다음 내용을 요약하고 해야 할 일을 정리해 줘:\n\n", "de": "Fasse bitte Folgendes zusammen:\n\n",
		"fr": "Résume ce qui suit, s'il te plaît :\n\n", "es": "Resume lo siguiente:\n\n",
		"pt-BR": "Resuma o texto abaixo:\n\n",
	}[t.lang]
	if ask == "" {
		ask = g.one("Summarise the following and list the action items:\n\n", "Extract the key facts from this:\n\n", "Translate to English, keep the formatting:\n\n", "")
	}
	a := corpusgen.JSONEscape(ask, false)
	switch g.r.IntN(6) {
	case 0:
		return "openai_chat", `{"model":"gpt-4o-mini","messages":[{"role":"system","content":"You are a careful assistant. Answer in the user's language."},{"role":"user","content":"` + a, `"}],"temperature":0.2}`
	case 1:
		return "anthropic_messages", `{"model":"claude-sonnet-4-5","max_tokens":1024,"system":"You help a small office with its paperwork.","messages":[{"role":"user","content":[{"type":"text","text":"` + a, `"}]}]}`
	case 2:
		return "gemini", `{"contents":[{"role":"user","parts":[{"text":"` + a, `"}]}],"generationConfig":{"temperature":0.1,"maxOutputTokens":800}}`
	case 3:
		return "responses", `{"model":"gpt-4.1","input":[{"role":"user","content":[{"type":"input_text","text":"` + a, `"}]}],"store":false}`
	case 4:
		id := g.fill("call_************************")
		return "tool_message", `{"model":"gpt-4o","messages":[{"role":"user","content":"Pull up the record and tell me what is missing."},{"role":"assistant","content":null,"tool_calls":[{"id":"` + id + `","type":"function","function":{"name":"fetch_record","arguments":"{\"source\":\"inbox\"}"}}]},{"role":"tool","tool_call_id":"` + id + `","content":"`, `"}],"tool_choice":"auto"}`
	}
	return "ollama", `{"model":"qwen2.5:14b","prompt":"` + a, `","stream":false,"options":{"num_ctx":8192}}`
}

// build is the corpus as gzipped JSON Lines and its README.
func build(n int, seed uint64) ([]byte, string, error) {
	items, ts, g, err := generateCounted(n, seed)
	if err != nil {
		return nil, "", err
	}
	recs := make([]rec, len(items))
	for i := range items {
		recs[i] = items[i].rec
	}
	gz, err := corpusgen.GzipJSONL(recs, gzip.BestCompression)
	if err != nil {
		return nil, "", err
	}
	return gz, readme(items, ts, g, n, seed), nil
}

func readme(items []item, ts []template, g *gen, n int, seed uint64) string {
	var c corpusgen.Counts
	genres := map[string]int{}
	tgenres := map[string]int{}
	tlangs := map[string]bool{}
	base := map[string]bool{}
	cjk, wrapped, escaped, ascii := 0, 0, 0, 0
	about := map[string]string{}
	for i := range items {
		c.Add(&items[i].rec)
		genres[strings.TrimSuffix(items[i].Category, "+api_body")]++
		if isCJK(items[i].Lang) {
			cjk++
		}
		if items[i].wrapped != "" {
			wrapped++
		}
		if items[i].depth > 0 {
			escaped++
		}
		if items[i].ascii {
			ascii++
		}
	}
	for _, t := range ts {
		tgenres[t.genre]++
		about[t.genre] = t.about
		tlangs[t.lang] = true
		for _, l := range strings.Split(t.lang, "+") {
			base[strings.Split(l, "-")[0]] = true
		}
	}
	var b strings.Builder
	w := func(f string, a ...any) { fmt.Fprintf(&b, f, a...) }
	w("wild16: a labelled PII corpus, held out from 2026-12-04 until the eighteenth round read its misses;\na development set since (2026-12-04). wild7 and wild17 are the held-out sets now.\n\n")
	w("Built 2026-12-04 by `go run ./scrub/cmd/genwild16 -n %d -seed %d -out scrub/testdata/wild16/wild16.jsonl.gz`\n", n, seed)
	w("by someone who read nothing under scrub/ but the shared generator code (scrub/internal/corpusgen):\n")
	w("no detector, no other generator, no record of another corpus. While it was held out only its\n")
	w("summary lines were read.\n\n")
	w("How it was written: %d templates kept as data (scrub/cmd/genwild16/data/templates, one file a genre)\n", len(ts))
	w("in %d genres and %d language tags (%d languages), filled from value pools written for this corpus\n", len(tgenres), len(tlangs), len(base))
	w("(data/pools.txt: its own given and family names of %d cultures, with romanised forms for Chinese,\n", len(g.names))
	w("Japanese, Korean, Arabic and Hindi; its own streets and towns in the address layouts of %d\n", len(g.addrs))
	w("countries; its own companies and mail domains).\n")
	w("Values are valid: cards pass Luhn (62... cards are CN_BANK_CARD), IBANs mod 97, resident ids\n")
	w("their check character, SSNs their area/group/serial rules; keys have the shape of real ones.\n")
	w("Look-alikes (\"decoys\", with a kind) are values a scrubber must keep.\n\n")
	w("Span boundaries: PERSON is the name as written (no title, no honorific such as さん/님/先生, a\n")
	w("family name alone or a given name alone counts, so do lower-case names in transcripts and\n")
	w("romanised names); names inside handles and URLs are not labelled. STREET_ADDRESS runs from the\n")
	w("building or street to the postcode and town (country line and addressee left out; a multi-line\n")
	w("address is one span). PHONE is the number with its country code and punctuation (or its words,\n")
	w("when said aloud); a mainland China mobile is CN_MOBILE with or without +86. URL_WITH_TOKEN is the\n")
	w("whole URL; PRIVATE_KEY runs from BEGIN to END line. In JSON-escaped text a span covers the escaped\n")
	w("bytes (\\n, \\\", \\uXXXX).\n\n")
	w("Records: %d, %d with no labelled value (hard_negative); %d labelled values, %d look-alikes.\n", len(items), c.HardNegatives, c.Spans, c.Decoys)
	w("CJK (Chinese, Japanese, Korean, alone or mixed with English): %d records (%.1f%%).\n", cjk, 100*float64(cjk)/float64(max(1, len(items))))
	w("JSON-escaped: %d records, %d of them plain text pasted into an LLM API request body\n", escaped, wrapped)
	w("(OpenAI chat, Anthropic messages, Gemini, Responses, a tool message, Ollama; %d with \\uXXXX\n", ascii)
	w("escapes beyond ASCII), the rest JSON documents (tool results, request bodies) with values\n")
	w("escaped inside (some of those pasted into a request body in turn: escaped twice).\n\n")
	w("Values by type:\n")
	for _, k := range corpusgen.ByCount(c.Types) {
		w("  %-16s %5d\n", k, c.Types[k])
	}
	w("\nLook-alikes by kind:\n")
	for _, k := range corpusgen.ByCount(c.Kinds) {
		w("  %-16s %5d\n", k, c.Kinds[k])
	}
	w("\nGenres (templates, records):\n")
	for _, k := range corpusgen.ByCount(genres) {
		w("  %-20s %3d %5d  %s\n", k, tgenres[k], genres[k], about[k])
	}
	w("\nRecords by language:\n")
	keys := corpusgen.ByCount(c.Langs)
	for _, k := range keys {
		w("  %-8s %5d\n", k, c.Langs[k])
	}
	var bl []string
	for k := range base {
		bl = append(bl, k)
	}
	sort.Strings(bl)
	w("\nLanguages: %s.\n", strings.Join(bl, ", "))
	return b.String()
}
