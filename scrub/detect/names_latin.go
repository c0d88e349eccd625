package detect

import (
	_ "embed"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// European names the US lists lack. latin_given.txt.gz and
// latin_surnames.txt.gz hold the given names and surnames of the
// Latin-script locales of the npm package @faker-js/faker (MIT license,
// https://github.com/faker-js/faker; Czech, Spanish, Italian, Dutch,
// Portuguese, Swedish, Polish, German, French, Turkish, Vietnamese ...),
// folded to lower-case ASCII (Gráinne -> grainne), less the names of the
// US lists and the ordinary English words. names/gen-latin.js makes them
// (16,000 names, 54 KB embedded).

var (
	//go:embed names/latin_given.txt.gz
	latinGivenGz []byte
	//go:embed names/latin_surnames.txt.gz
	latinSurnamesGz []byte
)

// latinRank is the rank a name of the European lists gets: they carry no
// frequency, and a name there is as good as a common one of the US lists.
const latinRank = 15000

// foldName lower-cases w and strips its accents into buf (Přemysl ->
// premysl, Łukasz -> lukasz, Åkesson -> akesson); ok is false when w has
// a character that is no Latin letter.
func foldName(w string, buf []byte) ([]byte, bool) {
	n := 0
	for _, r := range w {
		var f string
		switch {
		case r < utf8.RuneSelf:
			c := byte(r)
			if isUpper(c) {
				c += 'a' - 'A'
			} else if !isLower(c) {
				return nil, false
			}
			if n >= len(buf) {
				return nil, false
			}
			buf[n] = c
			n++
			continue
		case r < 0x250:
			a, _ := latinFolds()
			f = a[r]
		case r >= 0x1E00 && r < 0x1F00:
			_, b := latinFolds()
			f = b[r-0x1E00]
		case unicode.Is(unicode.Mn, r):
			continue // a combining accent
		}
		if f == "" || n+len(f) > len(buf) {
			return nil, false
		}
		n += copy(buf[n:], f)
	}
	return buf[:n], n > 0
}

// latinFolds map the letters of Latin-1, Latin Extended-A and -B and of
// Latin Extended Additional (Vietnamese) to lower-case ASCII: their
// decomposition without the accents, or a spelling for the letters that do
// not decompose (ł, ø, æ, ß). Built on first use.
var latinFolds = sync.OnceValues(func() (*[0x250]string, *[0x100]string) {
	var a [0x250]string
	var b [0x100]string
	fold := func(r rune) string {
		if f, ok := foldSpecial[unicode.ToLower(r)]; ok {
			return f
		}
		var out []byte
		for _, d := range norm.NFD.String(string(unicode.ToLower(r))) {
			switch {
			case d < utf8.RuneSelf && isLower(byte(d)):
				out = append(out, byte(d))
			case unicode.Is(unicode.Mn, d):
			default:
				return ""
			}
		}
		return string(out)
	}
	for r := rune(0xC0); r < 0x250; r++ {
		if unicode.IsLetter(r) {
			a[r] = fold(r)
		}
	}
	for r := rune(0x1E00); r < 0x1F00; r++ {
		b[r-0x1E00] = fold(r)
	}
	return &a, &b
})

// foldSpecial are the Latin letters that do not decompose into a letter
// and an accent.
var foldSpecial = map[rune]string{'ł': "l", 'ø': "o", 'æ': "ae", 'œ': "oe", 'ß': "ss", 'đ': "d", 'ı': "i", 'þ': "th", 'ð': "d", 'ħ': "h"}

// latinParticles stand between the words of a European name besides
// those of the international list ("Ingegerd af Klercker", "Thijs op de
// Weegh", "Taináh dos Anjos", "Xin Yi binte Rahman").
var latinParticles = map[string]bool{"af": true, "av": true, "op": true, "te": true, "ten": true, "ter": true, "het": true,
	"do": true, "dos": true, "das": true, "da": true, "de": true, "del": true, "della": true, "delle": true, "dello": true,
	"dei": true, "degli": true, "di": true, "du": true, "des": true, "la": true, "le": true, "lo": true, "los": true,
	"las": true, "van": true, "von": true, "vom": true, "zu": true, "zum": true, "zur": true, "den": true, "der": true,
	// Malay patronymics and Filipino surnames ("Xin Yi binte Rahman",
	// "Ramil delos Santos", "Lovely dela Cruz").
	"bin": true, "binti": true, "binte": true, "bte": true, "delos": true, "dela": true}

// nameParticle reports a lower-case word that may stand inside a name.
func nameParticle(w string) bool { return latinParticles[w] || particle(w) }
