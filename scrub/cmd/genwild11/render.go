package main

import (
	"fmt"
	"net/url"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

func sortedKeys[V any](m map[string]V) []string {
	k := make([]string, 0, len(m))
	for s := range m {
		k = append(k, s)
	}
	sort.Strings(k)
	return k
}

// langCC is the country whose formats a language's records use by default.
var langCC = map[string]string{"en": "us", "zh": "cn", "ja": "jp", "ko": "kr", "de": "de", "fr": "fr", "es": "es", "pt": "br", "it": "it", "nl": "nl", "pl": "pl", "sv": "se", "ru": "ru", "uk": "ua", "tr": "tr", "ar": "sa", "he": "il", "hi": "in", "th": "th", "vi": "vn", "id": "id", "cs": "cz", "el": "gr", "fi": "fi", "da": "dk", "zh-en": "cn", "ja-en": "jp", "ko-en": "kr"}

// valueKind is what a T placeholder names: its README type and how its
// value is drawn (cc the country, v the variant's flag words).
type valueKind struct {
	typ  string
	draw func(g *gen, cc string, v map[string]bool, variant string) string
}

// values maps a placeholder name to its README type and its generator.
var values = map[string]valueKind{
	"EMAIL":  {"EMAIL", func(g *gen, cc string, v map[string]bool, _ string) string { return g.email(cc, v) }},
	"PHONE":  {"PHONE", func(g *gen, cc string, _ map[string]bool, _ string) string { return g.phone(cc) }},
	"CARD":   {"CREDIT_CARD", func(g *gen, _ string, v map[string]bool, _ string) string { return g.card(v) }},
	"SSN":    {"US_SSN", func(g *gen, _ string, v map[string]bool, _ string) string { return g.ssn(v) }},
	"IBAN":   {"IBAN", func(g *gen, cc string, v map[string]bool, _ string) string { return g.iban(cc, v) }},
	"IP":     {"IP_ADDRESS", func(g *gen, _ string, v map[string]bool, _ string) string { return g.ip(v) }},
	"KEY":    {"API_KEY", func(g *gen, _ string, _ map[string]bool, variant string) string { return g.apiKey(variant) }},
	"AKID":   {"AWS_ACCESS_KEY", func(g *gen, _ string, _ map[string]bool, _ string) string { return g.awsAccessKey() }},
	"JWT":    {"JWT", func(g *gen, _ string, _ map[string]bool, _ string) string { return g.jwt() }},
	"PEM":    {"PRIVATE_KEY", func(g *gen, _ string, v map[string]bool, _ string) string { return g.pem(v) }},
	"CNID":   {"CN_RESIDENT_ID", func(g *gen, _ string, v map[string]bool, _ string) string { return g.cnID(v) }},
	"CNMOB":  {"CN_MOBILE", func(g *gen, _ string, v map[string]bool, _ string) string { return g.cnMobile(v) }},
	"CNCARD": {"CN_BANK_CARD", func(g *gen, _ string, v map[string]bool, _ string) string { return g.cnCard(v) }},
	"NAME":   {"PERSON", func(g *gen, cc string, v map[string]bool, _ string) string { return g.personName(cc, v) }},
	"ADDR":   {"STREET_ADDRESS", func(g *gen, cc string, v map[string]bool, _ string) string { return g.address(cc, v) }},
	"URLTOK": {"URL_WITH_TOKEN", func(g *gen, _ string, _ map[string]bool, variant string) string { return g.urlToken(variant) }},
}

// variantWords splits a variant into a country (a known two-letter code)
// and flag words.
func variantWords(cc, variant string) (string, map[string]bool) {
	v := map[string]bool{}
	for _, w := range strings.Split(variant, ".") {
		if _, ok := names[w]; ok || phones[w] != "" || ibanFormats[w] != "" {
			cc = w
			continue
		}
		if w != "" {
			v[w] = true
		}
	}
	return cc, v
}

func (g *gen) value(name, lang, cc, variant string) string {
	cc, v := variantWords(cc, variant)
	if name == "NAME" && lang == "hi" && cc == "in" && !v["latin"] && g.r.IntN(3) > 0 {
		cc = "hi"
	}
	k, ok := values[name]
	if !ok {
		panic("unknown value " + name)
	}
	return k.draw(g, cc, v, variant)
}

// fillers are unlabelled values that make a text read as real.
var fillers = map[string]func(g *gen, lang, cc, variant string) string{
	"n":     func(g *gen, _, _, _ string) string { return fmt.Sprint(1 + g.r.IntN(98)) },
	"n3":    func(g *gen, _, _, _ string) string { return fmt.Sprint(100 + g.r.IntN(900)) },
	"mm":    func(g *gen, _, _, _ string) string { return fmt.Sprintf("%02d", g.r.IntN(60)) },
	"mon":   func(g *gen, _, _, _ string) string { return fmt.Sprint(1 + g.r.IntN(12)) },
	"day":   func(g *gen, _, _, _ string) string { return fmt.Sprint(1 + g.r.IntN(28)) },
	"money": func(g *gen, _, _, _ string) string { return fmt.Sprintf("%d.%02d", 10+g.r.IntN(4000), g.r.IntN(100)) },
	"date": func(g *gen, lang, _, _ string) string {
		m, d := 1+g.r.IntN(12), 1+g.r.IntN(28)
		switch strings.SplitN(lang, "-", 2)[0] {
		case "zh", "ja":
			return fmt.Sprintf("2026年%d月%d日", m, d)
		case "ko":
			return fmt.Sprintf("2026년 %d월 %d일", m, d)
		case "en":
			return fmt.Sprintf("%s %d, 2026", strings.Fields("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec")[m-1], d)
		case "de", "ru", "pl", "cs", "fi", "da", "uk", "tr":
			return fmt.Sprintf("%02d.%02d.2026", d, m)
		}
		return fmt.Sprintf("%02d/%02d/2026", d, m)
	},
	"iso": func(g *gen, _, _, _ string) string {
		return fmt.Sprintf("2026-%02d-%02d", 1+g.r.IntN(12), 1+g.r.IntN(28))
	},
	"time": func(g *gen, _, _, _ string) string { // later each time in a record
		if g.clock == 0 || g.clock > 22*60 {
			g.clock = 7*60 + g.r.IntN(10*60)
		}
		g.clock += g.r.IntN(25)
		return fmt.Sprintf("%02d:%02d", g.clock/60%24, g.clock%60)
	},
	"ts": func(g *gen, _, _, _ string) string {
		return fmt.Sprintf("2026-12-%02dT%02d:%02d:%02d.%03dZ", 1+g.r.IntN(3), g.r.IntN(24), g.r.IntN(60), g.r.IntN(60), g.r.IntN(1000))
	},
	"hex8": func(g *gen, _, _, _ string) string { return corpusgen.Chars(g.r, hexLow, 8) },
	"city": func(g *gen, _, cc, _ string) string {
		st, ok := addrs[cc]
		if !ok {
			st = addrs["us"]
		}
		c, _, _ := strings.Cut(g.pick(st.cities), "=")
		return c
	},
	"model": func(g *gen, _, _, _ string) string {
		return g.pickf("gpt-5.1|claude-opus-4-5|claude-sonnet-4-5|gemini-3-pro|qwen3-max|deepseek-v3.2|llama-4-maverick|kimi-k2|glm-4.6|mistral-large-3")
	},
}

// applyMod rewrites a value as it appears in its context.
func applyMod(g *gen, lang, s, mod string) string {
	switch mod {
	case "json": // inside a JSON string: quotes, backslashes, newlines escaped
		return corpusgen.JSONEscape(s, false)
	case "ascii": // as Python's json.dumps writes it: non-ASCII as \uXXXX
		return corpusgen.JSONEscape(s, true)
	case "url":
		return url.QueryEscape(s)
	case "upper":
		return strings.ToUpper(s)
	case "lower":
		return strings.ToLower(s)
	case "digits":
		return corpusgen.Digits(s)
	case "spoken":
		return spoken(g, lang, s)
	case "fw":
		return fullWidth(s)
	case "html":
		return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;", "'", "&#39;").Replace(s)
	case "oneline":
		return strings.ReplaceAll(s, "\n", ", ")
	case "crlf":
		return strings.ReplaceAll(s, "\n", "\r\n")
	}
	panic("unknown modifier " + mod)
}

var modifiers = strings.Fields("json ascii url upper lower digits spoken fw html oneline crlf")

func fullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c > 0x20 && c < 0x7f:
			b.WriteRune(c + 0xfee0)
		case c == ' ':
			b.WriteRune(0x3000)
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// digitWords are how a speech-to-text system writes digits, by language.
var digitWords = map[string][]string{
	"en": strings.Fields("zero one two three four five six seven eight nine"),
	"zh": strings.Split("零一二三四五六七八九", ""),
	"ja": strings.Fields("ゼロ いち に さん よん ご ろく なな はち きゅう"),
	"ko": strings.Fields("공 일 이 삼 사 오 육 칠 팔 구"),
	"de": strings.Fields("null eins zwei drei vier fünf sechs sieben acht neun"),
	"fr": strings.Fields("zéro un deux trois quatre cinq six sept huit neuf"),
	"es": strings.Fields("cero uno dos tres cuatro cinco seis siete ocho nueve"),
}

// spoken writes the digits of s as words (and "plus", "x"), the way a
// transcript does; English sometimes says "oh" and "double".
func spoken(g *gen, lang, s string) string {
	base := strings.SplitN(lang, "-", 2)[0]
	w, ok := digitWords[base]
	if !ok {
		w, base = digitWords["en"], "en"
	}
	var out []string
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c >= '0' && c <= '9':
			d := int(c - '0')
			if base == "en" && i+1 < len(rs) && rs[i+1] == c && g.r.IntN(2) == 0 {
				out = append(out, "double", w[d])
				i++
				continue
			}
			if base == "en" && d == 0 && g.r.IntN(2) == 0 {
				out = append(out, "oh")
				continue
			}
			if base == "zh" && d == 1 && g.r.IntN(2) == 0 {
				out = append(out, "幺")
				continue
			}
			out = append(out, w[d])
		case c == '+':
			out = append(out, map[string]string{"zh": "加", "ja": "プラス", "ko": "플러스"}[base])
			if out[len(out)-1] == "" {
				out[len(out)-1] = "plus"
			}
		case c == 'X' || c == 'x':
			out = append(out, "x")
		}
	}
	sep := " "
	if base == "zh" {
		sep = ""
	}
	return strings.Join(out, sep)
}

type record = corpusgen.Record[corpusgen.Span, corpusgen.Span]

// render draws one record from t.
func render(g *gen, t *template, id string) record {
	cc := t.CC
	if cc == "" {
		cc = langCC[t.Lang]
	}
	var text corpusgen.Text
	rec := record{ID: id, Lang: t.Lang, Category: t.Kind, Spans: []corpusgen.Span{}, Decoys: []corpusgen.Span{}}
	bound, seen := map[string]string{}, map[string]bool{}
	g.clock = 0
	for _, p := range t.Parts {
		ph := p.Ph
		if ph == nil {
			text.Write(p.Lit)
			continue
		}
		key := string(ph.Class) + ph.Name + "#" + ph.Bind
		s, ok := bound[key]
		// a new draw tries again (a few times) rather than repeat a value the
		// same generator already gave in this record
		for try := 0; !ok; try++ {
			switch ph.Class {
			case 'T':
				s = g.value(ph.Name, t.Lang, cc, ph.Variant)
			case '?':
				s = decoys[ph.Name](g, t.Lang, ph.Variant)
			default:
				s = fillers[ph.Name](g, t.Lang, cc, ph.Variant)
			}
			if try < 5 && ph.Class != '$' && seen[string(ph.Class)+ph.Name+"\x00"+s] {
				continue
			}
			seen[string(ph.Class)+ph.Name+"\x00"+s] = true
			if ph.Bind != "" {
				bound[key] = s
			}
			ok = true
		}
		for _, m := range ph.Mods {
			s = applyMod(g, t.Lang, s, m)
		}
		switch ph.Class {
		case 'T':
			sp := text.Mark(s)
			sp.Type = values[ph.Name].typ
			rec.Spans = append(rec.Spans, sp)
		case '?':
			sp := text.Mark(s)
			sp.Kind = ph.Name
			rec.Decoys = append(rec.Decoys, sp)
		default:
			text.Write(s)
		}
	}
	rec.Text = text.String()
	rec.HardNegative = len(rec.Spans) == 0
	return rec
}

// check reports a placeholder a generator does not know.
func check(t *template) error {
	for _, p := range t.Parts {
		ph := p.Ph
		if ph == nil {
			continue
		}
		var ok bool
		switch ph.Class {
		case 'T':
			_, ok = values[ph.Name]
		case '?':
			_, ok = decoys[ph.Name]
		default:
			_, ok = fillers[ph.Name]
		}
		if !ok {
			return fmt.Errorf("%s: unknown %s", t.Kind, ph)
		}
		for _, m := range ph.Mods {
			if !contains(modifiers, m) {
				return fmt.Errorf("%s: unknown modifier in %s", t.Kind, ph)
			}
		}
	}
	if _, ok := langCC[t.Lang]; !ok {
		return fmt.Errorf("%s: unknown language %q", t.Kind, t.Lang)
	}
	if !utf8.ValidString(t.Kind) {
		return fmt.Errorf("bad kind")
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
