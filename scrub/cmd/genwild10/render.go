package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// Span is a labelled PII value (Type set) or look-alike (Kind set).
type Span = corpusgen.Span

type writer struct {
	corpusgen.Text
	spans  []Span
	decoys []Span
}

// label writes s and records it as a span (typ) or a decoy (kind).
func (w *writer) label(s, typ, kind string) {
	sp := w.Mark(s)
	if typ != "" {
		sp.Type = typ
		w.spans = append(w.spans, sp)
	} else {
		sp.Kind = kind
		w.decoys = append(w.decoys, sp)
	}
}

type boundValue struct{ value, typ, kind string }

// render fills one template. In a hard-negative record (neg) every PII slot
// becomes a decoy of the same shape.
func render(t *tmpl, g *gen, neg bool) (string, []Span, []Span) {
	w := &writer{spans: []Span{}, decoys: []Span{}}
	bound := map[string]boundValue{}
	for _, p := range t.parts {
		var bv boundValue
		switch p.kind {
		case partLit:
			w.Write(p.text)
			continue
		case partFill:
			w.Write(applyMods(g.fill(p.text, p.arg), p.mods, g))
			continue
		case partRef:
			bv = bound[p.text]
		case partDecoy:
			bv = boundValue{value: g.decoy(p.text, p.fl), kind: p.text}
		case partPII:
			if neg {
				k := pick(g.r, negFor[p.text])
				bv = boundValue{value: g.decoy(k, p.fl), kind: k}
			} else {
				bv = boundValue{value: g.pii(p), typ: p.text}
			}
		}
		if p.bind != "" {
			bound[p.bind] = bv
		}
		w.label(applyMods(bv.value, p.mods, g), bv.typ, bv.kind)
	}
	return w.String(), w.spans, w.decoys
}

func (g *gen) pii(p part) string {
	fl := p.fl
	switch p.text {
	case "EMAIL":
		return g.email(fl, g.persons[p.ref])
	case "PHONE":
		return g.phone(fl)
	case "CREDIT_CARD":
		return groupCard(g.r, g.cardDigits(), fl)
	case "US_SSN":
		return g.ssn(fl)
	case "IBAN":
		return formatIBAN(g.r, g.ibanRaw(g.ibanCountry(fl)), fl)
	case "IP_ADDRESS":
		return g.ip(fl)
	case "API_KEY":
		return g.apiKey(fl)
	case "AWS_ACCESS_KEY":
		return g.awsAccessKey()
	case "JWT":
		return g.jwt()
	case "PRIVATE_KEY":
		return g.privateKey()
	case "CN_RESIDENT_ID":
		return g.cnID()
	case "CN_MOBILE":
		return g.cnMobile(fl)
	case "CN_BANK_CARD":
		return g.cnBankCard(fl)
	case "PERSON":
		pr := g.persons[p.ref]
		if pr == nil {
			pr = g.newPerson(g.country2(fl))
		}
		if p.bind != "" {
			g.persons[p.bind] = pr
		}
		return g.formatPerson(pr, fl)
	case "STREET_ADDRESS":
		return g.address(fl)
	case "URL_WITH_TOKEN":
		return g.urlWithToken()
	}
	panic("unknown PII type " + p.text)
}

func (g *gen) fill(head, arg string) string {
	r := g.r
	switch head {
	case "date":
		y, m, d := 2026, 1+r.IntN(12), 1+r.IntN(28)
		switch arg {
		case "us":
			return fmt.Sprintf("%d/%d/%d", m, d, y)
		case "eu", "de":
			return fmt.Sprintf("%02d.%02d.%d", d, m, y)
		case "slash":
			return fmt.Sprintf("%02d/%02d/%d", d, m, y)
		case "cn", "ja":
			return fmt.Sprintf("%d年%d月%d日", y, m, d)
		case "ko":
			return fmt.Sprintf("%d년 %d월 %d일", y, m, d)
		}
		return fmt.Sprintf("%d-%02d-%02d", y, m, d)
	case "time":
		return fmt.Sprintf("%02d:%02d:%02d", r.IntN(24), r.IntN(60), r.IntN(60))
	case "ts":
		return fmt.Sprintf("2026-%02d-%02dT%02d:%02d:%02d.%03dZ", 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
	case "int":
		lo, hi, _ := strings.Cut(arg, "-")
		a, _ := strconv.Atoi(lo)
		b, _ := strconv.Atoi(hi)
		return strconv.Itoa(a + r.IntN(b-a+1))
	case "pick":
		return pick(r, strings.Split(arg, ";"))
	case "hex", "b62", "dec":
		n, _ := strconv.Atoi(arg)
		return corpusgen.Chars(r, map[string]string{"hex": hexLower, "b62": alnum, "dec": digits}[head], n)
	case "money":
		return fmt.Sprintf("%d.%02d", 1+r.IntN(4000), r.IntN(100))
	}
	panic("unknown filler " + head)
}

var fullwidth = strings.NewReplacer("0", "０", "1", "１", "2", "２", "3", "３", "4", "４", "5", "５", "6", "６",
	"7", "７", "8", "８", "9", "９", "-", "－", "+", "＋", "(", "（", ")", "）")

func applyMods(s string, mods []string, g *gen) string {
	for _, m := range mods {
		switch m {
		case "json":
			s = corpusgen.JSONEscape(s, false)
		case "jsonu":
			s = corpusgen.JSONEscape(s, true)
		case "json2":
			s = corpusgen.JSONEscape(corpusgen.JSONEscape(s, false), false)
		case "json2u":
			s = corpusgen.JSONEscape(corpusgen.JSONEscape(s, true), false)
		case "fw":
			s = fullwidth.Replace(s)
		case "isp":
			s = strings.ReplaceAll(s, " ", "\u3000")
		case "nbsp":
			s = strings.ReplaceAll(s, " ", "\u00a0")
		case "upper":
			s = strings.ToUpper(s)
		case "lower":
			s = strings.ToLower(s)
		case "wrap":
			s = wrapMiddle(s, g)
		case "diff":
			s = strings.ReplaceAll(s, "\n", "\n+")
		case "ind2", "ind4", "ind6":
			s = strings.ReplaceAll(s, "\n", "\n"+strings.Repeat(" ", int(m[3]-'0')))
		}
	}
	return s
}

// wrapMiddle breaks s once near its middle, as a PDF or terminal wraps a
// long line: at a space if there is one, else inside the token.
func wrapMiddle(s string, g *gen) string {
	rs := []rune(s)
	if len(rs) < 6 {
		return s
	}
	mid := len(rs)/3 + g.r.IntN(len(rs)/3)
	for d := 0; d < len(rs)/3; d++ {
		for _, i := range []int{mid - d, mid + d} {
			if i > 0 && i < len(rs)-1 && rs[i] == ' ' {
				return string(rs[:i]) + "\n" + string(rs[i+1:])
			}
		}
	}
	return string(rs[:mid]) + "\n" + string(rs[mid:])
}
