package main

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A template is one kind of text of a genre, in one language, with holes:
//
//	{{P}} {{P:jp.ro#a}}   a PERSON of the template's culture (or jp), in
//	                      form ro, bound to a so that {{P.g#a}} is the same one
//	{{EM}} {{EM:@a}}      an EMAIL, made from person a's name
//	{{PH}} {{PH:kr}}      a PHONE of the culture's country (or Korea, or "words")
//	{{ADDR}} {{ADDR:jp.ml}} a STREET_ADDRESS (ml: on several lines)
//	{{CNM}} {{CNID}} {{CNB}} {{CC}} {{SSN}} {{AKIA}} {{JWT}}
//	{{IBAN:FR}} {{IP:v6}} {{KEY:stripe}} {{PK:openssh}} {{URLT:s3}}
//	{{~kind}}             a look-alike of that kind
//	{{~kind=a|b}}         one of the written look-alikes a, b
//	{{|a|b}}              one of a, b, unmarked
//	{{=date}} {{=time}} {{=n}} {{=nn}}  unmarked filler
//
// A hole with #id keeps its value for the template's later holes with that id.
type template struct {
	genre, name, lang, cult string
	about                   string // the genre file's opening comment
	json                    bool   // the text is a JSON document: values are escaped
	parts                   []part
	line                    int
}

type part struct {
	lit  string
	hole *hole
}

type hole struct {
	op   byte // 'v' a value, '~' a look-alike, '|' choice, '=' filler
	code string
	arg  string
	form string
	id   string
	alts []string
}

var holeRE = regexp.MustCompile(`\{\{([A-Z~|=][^{}]*)\}\}`)

// types names each value code's span type.
var types = map[string]string{
	"P": "PERSON", "EM": "EMAIL", "PH": "PHONE", "ADDR": "STREET_ADDRESS", "CNM": "CN_MOBILE",
	"CNID": "CN_RESIDENT_ID", "CNB": "CN_BANK_CARD", "CC": "CREDIT_CARD", "SSN": "US_SSN",
	"AKIA": "AWS_ACCESS_KEY", "JWT": "JWT", "IBAN": "IBAN", "IP": "IP_ADDRESS", "KEY": "API_KEY",
	"PK": "PRIVATE_KEY", "URLT": "URL_WITH_TOKEN",
}

// langCult is the culture a language's names, phones and addresses come from.
var langCult = map[string]string{
	"en": "us", "en-GB": "uk", "en-IN": "in", "en-AU": "au", "zh": "cn", "zh-Hant": "tw", "ja": "jp", "ko": "kr",
	"de": "de", "fr": "fr", "es": "es", "es-MX": "mx", "it": "it", "pt": "pt", "pt-BR": "br",
	"nl": "nl", "pl": "pl", "sv": "se", "fi": "fi", "da": "dk", "nb": "no", "tr": "tr", "ru": "ru",
	"uk": "ua", "el": "gr", "he": "il", "ar": "ar", "hi": "in", "vi": "vn", "id": "id", "ms": "my",
	"th": "th", "tl": "ph", "cs": "cz", "hu": "hu", "zh+en": "cn", "ja+en": "jp", "ko+en": "kr",
	"de+en": "de", "fr+es": "fr", "it+en": "it",
}

// isCJK reports whether lang is Chinese, Japanese or Korean, alone or mixed.
func isCJK(lang string) bool {
	for _, l := range strings.Split(lang, "+") {
		if strings.HasPrefix(l, "zh") || l == "ja" || l == "ko" {
			return true
		}
	}
	return false
}

// parseTemplates reads one genre file: "@@ name lang [c=cult] [json]"
// headers, each over its body.
func parseTemplates(file, src string) ([]template, error) {
	genre := strings.TrimSuffix(file, ".txt")
	var about []string
	for _, line := range strings.Split(src, "\n") {
		c, ok := strings.CutPrefix(line, "# ")
		if !ok {
			break
		}
		about = append(about, c)
	}
	var out []template
	for _, s := range corpusgen.Sections(src, "@@ ") {
		f := strings.Fields(s.Header)
		if len(f) < 2 {
			return nil, fmt.Errorf("%s:%d: header needs a name and a language", file, s.Line)
		}
		t := template{genre: genre, name: f[0], lang: f[1], line: s.Line, about: strings.Join(about, " ")}
		t.cult = langCult[t.lang]
		for _, flag := range f[2:] {
			switch {
			case flag == "json":
				t.json = true
			case strings.HasPrefix(flag, "c="):
				t.cult = flag[2:]
			default:
				return nil, fmt.Errorf("%s:%d: unknown flag %q", file, s.Line, flag)
			}
		}
		if t.cult == "" {
			return nil, fmt.Errorf("%s:%d: no culture for language %q", file, s.Line, t.lang)
		}
		body := s.Body
		for len(body) > 0 && strings.TrimSpace(body[len(body)-1]) == "" {
			body = body[:len(body)-1]
		}
		for len(body) > 0 && strings.TrimSpace(body[0]) == "" {
			body = body[1:]
		}
		if len(body) == 0 {
			return nil, fmt.Errorf("%s:%d: %s has no body", file, s.Line, t.name)
		}
		text := strings.Join(body, "\n")
		last := 0
		for _, m := range holeRE.FindAllStringSubmatchIndex(text, -1) {
			if m[0] > last {
				t.parts = append(t.parts, part{lit: text[last:m[0]]})
			}
			h, err := parseHole(text[m[2]:m[3]])
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", file, s.Line, t.name, err)
			}
			t.parts = append(t.parts, part{hole: h})
			last = m[1]
		}
		if last < len(text) {
			t.parts = append(t.parts, part{lit: text[last:]})
		}
		out = append(out, t)
	}
	return out, nil
}

func parseHole(s string) (*hole, error) {
	switch s[0] {
	case '|':
		return &hole{op: '|', alts: strings.Split(s[1:], "|")}, nil
	case '=':
		switch s[1:] {
		case "date", "time", "n", "nn", "dob":
			return &hole{op: '=', code: s[1:]}, nil
		}
		return nil, fmt.Errorf("unknown filler %q", s)
	case '~':
		h := &hole{op: '~'}
		if k, lits, ok := strings.Cut(s[1:], "="); ok {
			h.code, h.alts = k, strings.Split(lits, "|")
		} else {
			h.code = s[1:]
		}
		return h, nil
	}
	h := &hole{op: 'v'}
	s, h.id, _ = strings.Cut(s, "#")
	s, h.form, _ = strings.Cut(s, ".")
	h.code, h.arg, _ = strings.Cut(s, ":")
	if a, f, ok := strings.Cut(h.arg, "."); ok { // {{ADDR:jp.ml}}
		h.arg, h.form = a, f
	}
	if _, ok := types[h.code]; !ok {
		return nil, fmt.Errorf("unknown value %q", h.code)
	}
	return h, nil
}

// piece is rendered text: plain, a value (typ) or a look-alike (kind).
type piece struct {
	text, typ, kind string
}

// render fills t's holes.
func (g *gen) render(t *template) []piece {
	people := map[string]*person{}
	bound := map[string]string{}
	who := func(cult, id string) *person {
		if id != "" {
			if p, ok := people[id]; ok {
				return p
			}
		}
		p := g.person(cult)
		if id != "" {
			people[id] = &p
		}
		return &p
	}
	var out []piece
	for _, pt := range t.parts {
		h := pt.hole
		if h == nil {
			out = append(out, piece{text: pt.lit})
			continue
		}
		switch h.op {
		case '|':
			out = append(out, piece{text: g.one(h.alts...)})
		case '=':
			out = append(out, piece{text: g.filler(h.code)})
		case '~':
			v := ""
			if h.alts != nil {
				v = g.one(h.alts...)
			} else {
				v = g.decoyFor(h.code, t.cult)
			}
			out = append(out, piece{text: v, kind: h.code})
		case 'v':
			var v string
			if h.code == "P" {
				cult := t.cult
				if h.arg != "" {
					cult = h.arg
				}
				v = who(cult, h.id).form(h.form)
			} else if b, ok := bound[h.code+"#"+h.id]; ok && h.id != "" {
				v = b
			} else {
				v = g.value(t, h, who)
				if h.id != "" {
					bound[h.code+"#"+h.id] = v
				}
			}
			out = append(out, piece{text: v, typ: types[h.code]})
		}
	}
	return out
}

var nameCult = map[string]string{"at": "de", "ca": "us", "au": "uk", "za": "uk", "ae": "ar", "sa": "ar", "hk": "tw", "sg": "cn", "ng": "uk"}

func (g *gen) value(t *template, h *hole, who func(cult, id string) *person) string {
	cult := t.cult
	switch h.code {
	case "EM":
		if strings.HasPrefix(h.arg, "@") {
			return g.email(who(cult, h.arg[1:]))
		}
		return g.email(nil)
	case "PH":
		cc := cult
		if h.arg != "" {
			cc = h.arg
		}
		return g.phone(cc)
	case "ADDR":
		cc := cult
		if h.arg != "" {
			cc = h.arg
		}
		return g.address(cc, h.form == "ml")
	case "CNM":
		return g.cnMobile()
	case "CNID":
		return g.cnID()
	case "CNB":
		return g.cnBankCard()
	case "CC":
		return g.card()
	case "SSN":
		return g.ssn()
	case "AKIA":
		return g.awsAccessKey()
	case "JWT":
		return g.jwt()
	case "IBAN":
		cc := h.arg
		if cc == "" {
			cc = cultCountry[cult]
		}
		return g.iban(cc)
	case "IP":
		return g.ip(h.arg)
	case "KEY":
		return g.apiKey(h.arg)
	case "PK":
		return g.privateKey(h.arg)
	case "URLT":
		return g.urlToken(h.arg)
	}
	panic("genwild16: no value " + h.code)
}

func (g *gen) filler(code string) string {
	switch code {
	case "date":
		return fmt.Sprintf("2026-%02d-%02d", g.between(1, 12), g.between(1, 28))
	case "dob":
		return fmt.Sprintf("%d-%02d-%02d", g.between(1948, 2012), g.between(1, 12), g.between(1, 28))
	case "time":
		return fmt.Sprintf("%02d:%02d", g.between(6, 22), g.between(0, 11)*5)
	case "n":
		return fmt.Sprint(g.between(1, 99))
	}
	return fmt.Sprint(g.between(100, 999))
}
