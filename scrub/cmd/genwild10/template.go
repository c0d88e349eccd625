package main

// Template format (files under templates/):
//
//	~~~tpl kind=NAME lang=LANG cat=CATEGORY
//	body text with slots ⟪...⟫ up to the next header line
//
// A slot is HEAD[:ARG][#BIND][|MOD]...
//   - HEAD an upper-case PII type (PERSON, EMAIL, ...): a labelled span; in a
//     hard-negative record a look-alike decoy of that type instead.
//   - HEAD ~kind: a labelled decoy.
//   - HEAD =name: the value bound earlier with #name, labelled as it was.
//   - HEAD lower-case: unlabelled filler (date, time, ts, int, pick, hex, b62, dec, money).
//   - ARG: comma-separated flags (a country such as de or jp, a style such as
//     caps or compact, @name for an e-mail made from a bound PERSON or the
//     same person written another way); for
//     fillers the filler's own argument (int:1-9, pick:a;b;c, hex:8).
//   - MOD: a transformation of the produced text (json, jsonu, json2, json2u,
//     fw, isp, nbsp, upper, lower, wrap, ind2, ind4, ind6, diff).
// Text before the first header is a comment.

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

const (
	slotOpen   = "⟪"
	slotClose  = "⟫"
	headerMark = "~~~tpl "
)

type partKind int

const (
	partLit partKind = iota
	partPII
	partDecoy
	partFill
	partRef
)

type part struct {
	kind partKind
	text string // literal text, or the slot head (type, decoy kind, filler or bound name)
	arg  string
	fl   flags
	ref  string // @name of a bound PERSON (EMAIL and PERSON only)
	bind string
	mods []string
}

type tmpl struct {
	kind, lang, category string
	parts                []part
	hasPII               bool
}

var piiTypes = []string{"EMAIL", "PHONE", "CREDIT_CARD", "US_SSN", "IBAN", "IP_ADDRESS", "API_KEY", "AWS_ACCESS_KEY",
	"JWT", "PRIVATE_KEY", "CN_RESIDENT_ID", "CN_MOBILE", "CN_BANK_CARD", "PERSON", "STREET_ADDRESS", "URL_WITH_TOKEN"}

var styleFlags = []string{"latin", "caps", "rev", "init", "handle", "native", "upper", "compact", "spaced", "dashed",
	"lower", "ml", "v4", "v6", "pw", "aws", "hex", "work", "whsec", "ltai", "family"}

var modNames = []string{"json", "jsonu", "json2", "json2u", "fw", "isp", "nbsp", "upper", "lower", "wrap", "ind2", "ind4", "ind6", "diff"}

var fillers = []string{"date", "time", "ts", "int", "pick", "hex", "b62", "dec", "money"}

var mixedLangs = []string{"zh-en", "ja-en", "ko-en"}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func validName(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return true
}

// parseTemplates reads one template file. It never panics; any malformed
// header or slot is an error naming the line.
func parseTemplates(src string) ([]tmpl, error) {
	if !utf8.ValidString(src) {
		return nil, fmt.Errorf("not UTF-8")
	}
	var out []tmpl
	for _, sec := range corpusgen.Sections(src, headerMark) {
		t, err := parseHeader(sec.Header)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", sec.Line, err)
		}
		text := strings.TrimLeft(strings.TrimRight(strings.Join(sec.Body, "\n"), "\n "), "\n")
		if text == "" {
			return nil, fmt.Errorf("line %d: template %s has no body", sec.Line, t.kind)
		}
		if t.parts, err = parseBody(text); err != nil {
			return nil, fmt.Errorf("line %d: template %s: %w", sec.Line, t.kind, err)
		}
		for _, p := range t.parts {
			if p.kind == partPII {
				t.hasPII = true
			}
		}
		out = append(out, t)
	}
	return out, nil
}

func parseHeader(h string) (tmpl, error) {
	var t tmpl
	for _, f := range strings.Fields(h) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return t, fmt.Errorf("header field %q is not key=value", f)
		}
		field, ok := map[string]*string{"kind": &t.kind, "lang": &t.lang, "cat": &t.category}[k]
		if !ok {
			return t, fmt.Errorf("unknown header field %q", k)
		}
		*field = v
	}
	if !validName(t.kind) || !validName(t.category) {
		return t, fmt.Errorf("header needs kind= and cat= of [a-z0-9_]")
	}
	if _, ok := langCountry[t.lang]; !ok && !contains(mixedLangs, t.lang) {
		return t, fmt.Errorf("unknown lang %q", t.lang)
	}
	return t, nil
}

func parseBody(text string) ([]part, error) {
	var parts []part
	bound := map[string]string{} // name -> PII type or "~decoy"
	for text != "" {
		i := strings.Index(text, slotOpen)
		lit := text
		if i >= 0 {
			lit = text[:i]
		}
		if strings.Contains(lit, slotClose) {
			return nil, fmt.Errorf("%s without %s", slotClose, slotOpen)
		}
		if lit != "" {
			parts = append(parts, part{kind: partLit, text: lit})
		}
		if i < 0 {
			break
		}
		text = text[i+len(slotOpen):]
		j := strings.Index(text, slotClose)
		if j < 0 {
			return nil, fmt.Errorf("unclosed slot")
		}
		p, err := parseSlot(text[:j], bound)
		if err != nil {
			return nil, err
		}
		parts = append(parts, p)
		text = text[j+len(slotClose):]
	}
	return parts, nil
}

func parseSlot(s string, bound map[string]string) (part, error) {
	if strings.Contains(s, slotOpen) {
		return part{}, fmt.Errorf("nested slot in %q", s)
	}
	segs := strings.Split(s, "|")
	p := part{mods: segs[1:]}
	for _, m := range p.mods {
		if !contains(modNames, m) {
			return p, fmt.Errorf("unknown modifier %q", m)
		}
	}
	core, bind, hasBind := strings.Cut(segs[0], "#")
	head, arg, _ := strings.Cut(core, ":")
	p.text, p.arg = head, arg
	switch {
	case strings.HasPrefix(head, "="):
		name := head[1:]
		if _, ok := bound[name]; !ok || arg != "" || hasBind {
			return p, fmt.Errorf("bad reference %q", s)
		}
		p.kind, p.text = partRef, name
		return p, nil
	case strings.HasPrefix(head, "~"):
		p.kind, p.text = partDecoy, head[1:]
		if !contains(decoyKinds, p.text) {
			return p, fmt.Errorf("unknown decoy kind %q", p.text)
		}
	case contains(piiTypes, head):
		p.kind = partPII
	case contains(fillers, head):
		p.kind = partFill
		if hasBind {
			return p, fmt.Errorf("filler %q cannot be bound", head)
		}
		return p, checkFillerArg(head, arg)
	default:
		return p, fmt.Errorf("unknown slot head %q", head)
	}
	p.fl = flags{}
	if arg != "" {
		for _, f := range strings.Split(arg, ",") {
			switch {
			case strings.HasPrefix(f, "@") && (head == "EMAIL" || head == "PERSON"):
				if bound[f[1:]] != "PERSON" {
					return p, fmt.Errorf("%q names no bound PERSON", f)
				}
				p.ref = f[1:]
			case contains(countries, f) || contains(styleFlags, f):
				p.fl[f] = true
			default:
				return p, fmt.Errorf("unknown flag %q in %q", f, s)
			}
		}
	}
	if hasBind {
		if !validName(bind) {
			return p, fmt.Errorf("bad binding name %q", bind)
		}
		if _, dup := bound[bind]; dup {
			return p, fmt.Errorf("%q bound twice", bind)
		}
		bound[bind] = head
		p.bind = bind
	}
	return p, nil
}

func checkFillerArg(head, arg string) error {
	switch head {
	case "int":
		lo, hi, ok := strings.Cut(arg, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := strconv.Atoi(hi)
		if !ok || err1 != nil || err2 != nil || a < 0 || b < a || b > 1e9 {
			return fmt.Errorf("int needs lo-hi, got %q", arg)
		}
	case "hex", "b62", "dec":
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > 512 {
			return fmt.Errorf("%s needs a length 1-512, got %q", head, arg)
		}
	case "pick":
		if arg == "" {
			return fmt.Errorf("pick needs options")
		}
	case "date":
		if !contains([]string{"", "iso", "us", "eu", "de", "cn", "ja", "ko", "slash"}, arg) {
			return fmt.Errorf("unknown date style %q", arg)
		}
	default:
		if arg != "" {
			return fmt.Errorf("%s takes no argument", head)
		}
	}
	return nil
}
