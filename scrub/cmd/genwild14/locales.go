package main

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// A locale is what the values of one language (and country) are drawn
// from: names written natively, "native/roman" where the script is not
// Latin ("_" stands for a space inside a name), honorific patterns ({f}
// family name, {g} given name, {n} full name), phone and address patterns
// (see fillPattern) and phrases for the template slots {{@key}}.
type locale struct {
	code      string
	famFirst  bool   // family name written first
	sep       string // between the parts of a full name
	given     string
	family    string
	hons      string // patterns separated by ";"
	phones    string // patterns separated by ";"
	street    string // street part of an address, {S} a street
	addr      string // full address patterns separated by ";", {A} the street part, {C} a city
	streets   string // ";"-separated
	cities    string // ";"-separated
	mail      string // mail domains
	iban      string // country codes of IBANs
	phrases   string // "|"-separated, in phraseKeys order
	givenList []name
	famList   []name
}

type name struct{ native, roman string }

var phraseKeys = []string{"hello", "thanks", "name", "phone", "address", "email", "mynum", "sendto", "notes", "order", "seeyou", "date", "birth", "contact"}

var phraseIndex = func() map[string]int {
	m := map[string]int{}
	for i, k := range phraseKeys {
		m[k] = i
	}
	return m
}()

//go:embed locales.txt
var localeSrc string

// localeList is the locales of locales.txt in its order.
var localeList = func() []*locale {
	ls, err := parseLocales(localeSrc)
	if err != nil {
		panic(err) // the file is embedded: a test reads it
	}
	return ls
}()

// localeFields are the string fields a locales.txt line may set.
var localeFields = map[string]func(l *locale) *string{
	"given": func(l *locale) *string { return &l.given }, "family": func(l *locale) *string { return &l.family },
	"hons": func(l *locale) *string { return &l.hons }, "phones": func(l *locale) *string { return &l.phones },
	"street": func(l *locale) *string { return &l.street }, "addr": func(l *locale) *string { return &l.addr },
	"streets": func(l *locale) *string { return &l.streets }, "cities": func(l *locale) *string { return &l.cities },
	"mail": func(l *locale) *string { return &l.mail }, "iban": func(l *locale) *string { return &l.iban },
	"phrases": func(l *locale) *string { return &l.phrases },
}

// parseLocales reads locales.txt: a section a locale, its header "@ CODE",
// then "KEY: VALUE" lines, every key of localeFields set once; "order:
// family-first" and "sep: none" (no space between the parts of a name)
// where they apply.
func parseLocales(src string) ([]*locale, error) {
	var out []*locale
	for _, sec := range corpusgen.Sections(src, "@ ") {
		l := &locale{code: strings.TrimSpace(sec.Header), sep: " "}
		set := map[string]bool{}
		for i, line := range sec.Body {
			if strings.TrimSpace(line) == "" {
				continue
			}
			k, v, ok := strings.Cut(line, ": ")
			switch {
			case !ok || set[k]:
				return nil, fmt.Errorf("locales.txt:%d: want one KEY: VALUE line a key", sec.Line+1+i)
			case k == "order" && v == "family-first":
				l.famFirst = true
			case k == "sep" && v == "none":
				l.sep = ""
			case localeFields[k] != nil:
				*localeFields[k](l) = v
			default:
				return nil, fmt.Errorf("locales.txt:%d: unknown line %q", sec.Line+1+i, line)
			}
			set[k] = true
		}
		for k := range localeFields {
			if !set[k] {
				return nil, fmt.Errorf("locales.txt:%d: locale %s has no %s", sec.Line, l.code, k)
			}
		}
		if n := strings.Count(l.phrases, "|") + 1; n != len(phraseKeys) {
			return nil, fmt.Errorf("locales.txt:%d: locale %s has %d phrases, want %d", sec.Line, l.code, n, len(phraseKeys))
		}
		out = append(out, l)
	}
	return out, nil
}

var locales = func() map[string]*locale {
	m := map[string]*locale{}
	for _, l := range localeList {
		l.givenList, l.famList = parseNames(l.given), parseNames(l.family)
		m[l.code] = l
	}
	return m
}()

func parseNames(s string) []name {
	var out []name
	for _, f := range strings.Fields(s) {
		nat, rom, ok := strings.Cut(f, "/")
		nat = strings.ReplaceAll(nat, "_", " ")
		if !ok {
			rom = fold(nat)
		}
		out = append(out, name{nat, rom})
	}
	return out
}

// Mixed-script record languages: the first language's values, text in both.
var mixed = map[string]string{"zh+en": "zh", "ja+en": "ja", "ko+en": "ko", "zh-TW+en": "zh-TW"}

// langLocale is the locale of a record language.
func langLocale(lang string) *locale {
	if l, ok := mixed[lang]; ok {
		lang = l
	}
	return locales[lang]
}

// isCJK reports whether lang is Chinese, Japanese or Korean, or mixed with them.
func isCJK(lang string) bool {
	switch lang {
	case "zh", "zh-TW", "ja", "ko":
		return true
	}
	_, ok := mixed[lang]
	return ok
}

// baseLang is the language of a record language, without region.
func baseLang(lang string) string {
	if _, ok := mixed[lang]; ok {
		return lang
	}
	b, _, _ := strings.Cut(lang, "-")
	return b
}

var langGroups = func() map[string][]string {
	g := map[string][]string{
		"*cjk":   {"zh", "zh-TW", "ja", "ko"},
		"*mixed": {"zh+en", "ja+en", "ko+en", "zh-TW+en"},
		"*eu":    {"en", "en-GB", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "cs", "hu", "ro", "el"},
		"*latin": {"en", "en-GB", "en-IN", "de", "fr", "es", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "hu", "ro", "tr", "vi", "id", "ms", "tl", "sw"},
		"*other": {"el", "ru", "uk", "ar", "he", "fa", "hi", "bn", "th"},
	}
	for _, l := range localeList {
		g["*all"] = append(g["*all"], l.code)
	}
	return g
}()
