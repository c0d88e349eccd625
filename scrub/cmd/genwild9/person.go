package main

import (
	"strings"
)

type person struct {
	lang                string
	given, family       nameEntry
	patr                string
	spaced              bool // Japanese names written with a space
	local, org, freeDom string
	free                bool
}

var familyFirst = map[string]bool{"zh": true, "ja": true, "ko": true, "vi": true}

var personForms = map[string]bool{"name": true, "first": true, "last": true, "lower": true, "upper": true,
	"init": true, "lastfirst": true, "roman": true, "formal": true, "email": true, "rfirst": true, "passport": true}

func (c *ctx) newPerson(lang string, free bool) *person {
	l := names[lang]
	if l == nil {
		l, lang = names["en"], "en"
	}
	p := &person{lang: lang, spaced: c.r.IntN(3) == 0}
	female := l.gendered && c.r.IntN(2) == 0
	pool := l.male
	if female {
		pool = l.female
	}
	for try := 0; try < 4; try++ { // a second person of the record gets another given name
		p.given = pick(c.r, pool)
		if !c.given[p.given.native] {
			break
		}
	}
	c.given[p.given.native] = true
	i := c.r.IntN(len(l.familyM))
	p.family = l.familyM[i]
	if female {
		p.family = l.familyF[i]
	}
	if len(l.patrM) > 0 {
		j := c.r.IntN(len(l.patrM))
		p.patr = l.patrM[j]
		if female {
			p.patr = l.patrF[j]
		}
	}
	g, f := asciiFold(p.given.roman), asciiFold(p.family.roman)
	var local string
	switch c.r.IntN(7) {
	case 0, 1:
		local = g + "." + f
	case 2:
		local = g[:1] + "." + f
	case 3:
		local = g + f
	case 4:
		local = g[:1] + f
	case 5:
		local = f + "." + g
	default:
		local = g + "_" + f + digits(c.r, 2)
	}
	p.local, p.org, p.freeDom, p.free = local, c.domain, pick(c.r, freeMail[lang]), free
	return p
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func (p *person) natural() string {
	if familyFirst[p.lang] {
		if p.lang == "vi" || (p.lang == "ja" && p.spaced) {
			return p.family.native + " " + p.given.native
		}
		return p.family.native + p.given.native
	}
	return p.given.native + " " + p.family.native
}

func (p *person) form(f string, free bool) string {
	if free {
		p.free = true
	}
	latin := p.given.native == p.given.roman || asciiFold(p.given.native) != ""
	switch f {
	case "first":
		return p.given.native
	case "last":
		return p.family.native
	case "lower":
		return strings.ToLower(p.natural())
	case "upper":
		return strings.ToUpper(p.natural())
	case "init":
		if familyFirst[p.lang] && p.lang != "vi" {
			return capitalize(p.given.roman)[:1] + ". " + capitalize(p.family.roman)
		}
		if latin || p.lang == "ru" || p.lang == "uk" {
			return string([]rune(p.given.native)[0]) + ". " + p.family.native
		}
		return capitalize(p.given.roman)[:1] + ". " + capitalize(p.family.roman)
	case "lastfirst":
		if !latin {
			return capitalize(p.family.roman) + ", " + capitalize(p.given.roman)
		}
		return p.family.native + ", " + p.given.native
	case "roman":
		g, fam := capitalize(p.given.roman), capitalize(p.family.roman)
		switch p.lang {
		case "zh", "ko":
			return fam + " " + g
		case "ja":
			return g + " " + strings.ToUpper(fam)
		}
		return g + " " + fam
	case "passport":
		if latin {
			return strings.ToUpper(p.family.native + " " + p.given.native)
		}
		return strings.ToUpper(p.family.roman + " " + p.given.roman)
	case "rfirst":
		return capitalize(p.given.roman)
	case "formal":
		switch p.lang {
		case "ru", "uk":
			return p.family.native + " " + p.given.native + " " + p.patr
		case "fr":
			return strings.ToUpper(p.family.native) + " " + p.given.native
		case "en", "de", "nl", "sv", "es", "it", "pt", "pl", "tr", "id":
			return p.family.native + ", " + p.given.native
		}
		return p.natural()
	case "email":
		if p.free {
			return p.local + "@" + p.freeDom
		}
		return p.local + "@" + p.org
	}
	return p.natural()
}
