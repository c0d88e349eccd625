package detect

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Name gazetteers, from public-domain sources (scripts/gen-names.py says
// how they are made): given names from the Social Security
// Administration's national baby-name data (every name with 300 births or
// more, 1880-2024) and the 1990 US Census first-name lists, surnames from
// the 1990 US Census list (88,799 names), and the names that are also
// ordinary lower-case English words (Will, Rose, Brown), which need more
// evidence than a dictionary hit. Each list is lower case, one name a
// line, most frequent first, gzip-compressed: 414 KB embedded, unpacked on
// first use.

var (
	//go:embed names/given.txt.gz
	givenGz []byte
	//go:embed names/surnames.txt.gz
	surnamesGz []byte
	//go:embed names/words.txt.gz
	wordsGz []byte
)

// nameList is a sorted list of lower-case names with the frequency rank
// (0: most frequent) of each.
type nameList struct {
	names []string
	rank  []int32
}

func loadNameList(gz []byte) nameList {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		panic("detect: embedded name list: " + err.Error())
	}
	data, err := io.ReadAll(zr)
	if err != nil {
		panic("detect: embedded name list: " + err.Error())
	}
	all := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	l := nameList{names: make([]string, len(all)), rank: make([]int32, len(all))}
	idx := make([]int, len(all))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return all[idx[a]] < all[idx[b]] })
	for k, i := range idx {
		l.names[k], l.rank[k] = all[i], int32(i)
	}
	return l
}

// lookup returns the rank of the lower-case name w, or -1.
func (l *nameList) lookup(w string) int {
	k := sort.SearchStrings(l.names, w)
	if k < len(l.names) && l.names[k] == w {
		return int(l.rank[k])
	}
	return -1
}

type gazetteer struct {
	given, surnames, words nameList
}

var gaz = sync.OnceValue(func() *gazetteer {
	return &gazetteer{given: loadNameList(givenGz), surnames: loadNameList(surnamesGz), words: loadNameList(wordsGz)}
})

// lowerASCII lower-cases w into buf when w is ASCII letters only; ok is
// false otherwise (the lists hold ASCII names only).
func lowerASCII(w string, buf []byte) ([]byte, bool) {
	if len(w) == 0 || len(w) > len(buf) {
		return nil, false
	}
	b := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isLower(c):
			b[i] = c
		case isUpper(c):
			b[i] = c + 'a' - 'A'
		default:
			return nil, false
		}
	}
	return b, true
}

// nameWordKind says what the gazetteers know of one word.
type nameWordKind struct {
	given, surname int // ranks, -1 when absent
	word           bool
}

func (g *gazetteer) word(w string) nameWordKind {
	var buf [32]byte
	b, ok := lowerASCII(w, buf[:])
	if !ok {
		return nameWordKind{-1, -1, false}
	}
	lw := string(b) // does not escape
	return nameWordKind{g.given.lookup(lw), g.surnames.lookup(lw), g.words.lookup(lw) >= 0}
}

// ---- names as values: a field, a table cell, a header

// personWords splits a candidate name value into words (spaces, and a
// comma for "Surname, Given"), each of letters with inner ' - . allowed.
// It returns nil when v is not shaped like a name.
func personWords(v string) []string {
	if len(v) < 2 || len(v) > 64 {
		return nil
	}
	ws := strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == ',' })
	if len(ws) == 0 || len(ws) > 4 || strings.Count(v, ",") > 1 {
		return nil
	}
	for _, w := range ws {
		letters := 0
		for i, r := range w {
			switch {
			case unicode.IsLetter(r):
				letters++
			case (r == '\'' || r == '-' || r == '.' || r == '’') && i > 0:
			default:
				return nil
			}
		}
		if letters == 0 {
			return nil
		}
	}
	return ws
}

// notPersonValue are values of name fields that name no one.
var notPersonValue = map[string]bool{
	"n/a": true, "na": true, "none": true, "null": true, "nil": true, "unknown": true, "test": true, "admin": true,
	"administrator": true, "root": true, "user": true, "guest": true, "anonymous": true, "true": true, "false": true,
	"yes": true, "no": true, "tbd": true, "todo": true, "default": true, "system": true, "support": true, "team": true,
	"customer": true, "client": true, "owner": true, "name": true, "example": true, "sample": true, "demo": true,
	"john doe": true, "jane doe": true, "john smith": false, "max mustermann": true, "erika mustermann": true,
	"joe bloggs": true, "test user": true, "foo bar": true, "foo": true, "bar": true, "string": true,
}

// placeholderZH are the Chinese stand-ins for "John Doe".
var placeholderZH = map[string]bool{"张三": true, "李四": true, "王五": true, "赵六": true, "某某": true, "张某": true, "李某": true}

// orgWords mark a value as an organisation or a product, not a person.
var orgWords = map[string]bool{
	"inc": true, "llc": true, "ltd": true, "gmbh": true, "corp": true, "co": true, "company": true, "group": true, "team": true,
	"api": true, "service": true, "services": true, "platform": true, "engineering": true, "support": true, "success": true,
	"agent": true, "bot": true, "app": true, "system": true, "systems": true, "labs": true, "data": true, "search": true,
	"payments": true, "sales": true, "marketing": true, "operations": true, "department": true, "office": true, "bank": true,
	"university": true, "school": true, "hospital": true, "clinic": true, "foundation": true, "association": true,
	"user": true, "test": true, "admin": true, "customer": true, "server": true, "cluster": true, "ingress": true,
	"gateway": true, "proxy": true, "worker": true, "database": true, "cache": true, "queue": true, "the": true,
}

// personValue reports whether v, the whole value of a field whose name
// says it holds a person (strong) or may (weak: "name", "owner"), is a
// person's name. A strong field takes any name-shaped value of up to four
// words that is not a stand-in; a weak one wants a Chinese name or a
// gazetteer hit, in a name's capitalisation.
func personValue(v string, strong bool) bool {
	v = strings.TrimSpace(v)
	if v == "" || notPersonValue[strings.ToLower(v)] || placeholderZH[v] {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(v); isHan(r) {
		return hanName(v, strong)
	}
	ws := personWords(v)
	if ws == nil {
		return false
	}
	g := gaz()
	hits, caps, lowers, uppers := 0, 0, 0, 0
	for _, w := range ws {
		lw := strings.ToLower(strings.TrimRight(w, "."))
		if orgWords[lw] || notName[w] && len(ws) > 1 {
			return false
		}
		k := g.word(strings.TrimRight(w, "."))
		if k.given >= 0 || k.surname >= 0 {
			hits++
		}
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case w == strings.ToUpper(w) && len(w) > 2:
			uppers++
		case unicode.IsUpper(r):
			caps++
		case unicode.IsLower(r):
			lowers++
		}
	}
	consistent := caps+uppers == len(ws) || lowers == len(ws)
	if !consistent {
		return false
	}
	if strong {
		return hits > 0 || len(ws) >= 2
	}
	// A field that may hold anything named ("name", "owner") holds a
	// person when the value reads as given name and surname, and not as
	// two words of a product ("Spring Boot", "Apache Kafka").
	if len(ws) < 2 {
		return false
	}
	first, last := g.word(ws[0]), g.word(strings.TrimRight(ws[len(ws)-1], "."))
	if strings.Contains(v, ",") {
		first, last = g.word(ws[1]), g.word(ws[0])
	}
	if first.word {
		return false
	}
	return first.given >= 0 && first.given < 20000 || last.surname >= 0 && !last.word
}

// hanName reports whether v (Han text) is a Chinese name: two to four
// characters, a known surname first unless the field is sure.
func hanName(v string, strong bool) bool {
	n := utf8.RuneCountInString(v)
	if n < 2 || n > 4 {
		return false
	}
	for _, r := range v {
		if !isHan(r) {
			return false
		}
	}
	if cnCommonWords[v] {
		return false
	}
	if e, ok := cnNameAt(v, 0, 3); ok && e == len(v) {
		return true
	}
	return strong && n <= 3
}
