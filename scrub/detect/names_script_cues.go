package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A name in Devanagari, Bengali, Thai, Arabic or Hebrew after the word
// that introduces it ("मेरा नाम सुनीता वर्मा है", "নাম রাকিব হাসান, ফোন",
// "ลูกค้า: สมชาย ใจดี", "معك خالد العتيبي من", "שמי דנה לוי"): the cue
// says a name follows, so two or three words of the cue's script are
// taken whether or not a list knows them, up to punctuation, other script
// or a word that ends the clause (the copula है, "from" من).

// scriptNameCue is a word before a name and the words that end the name
// in its script. A bare cue (a field's label written without its colon,
// "নাম তানভীর খান, ফোন") needs a comma after the name, or a colon after
// itself; listed needs a first word the lists know ("معك" is also "with
// you").
type scriptNameCue struct {
	cue          string
	stop         []string
	bare, listed bool
}

var (
	devaStops   = []string{"है", "हूँ", "हूं", "था", "थी", "और", "का", "की", "के", "से", "को", "में", "पर"}
	bengaliStop = []string{"এবং", "আমার", "আর", "হয়", "ছিল", "দিয়ে", "থেকে"}
	thaiStops   = []string{"ครับ", "ค่ะ", "คะ", "โทร", "เบอร์", "ที่อยู่"}
	arabicStops = []string{"من", "في", "و", "رقم", "على", "إلى"}
	hebrewStops = []string{"מ", "ב", "טלפון", "של"}
)

// scriptNameCues: "my name", "name", "customer", "recipient" and a
// caller's introduction in each script.
var scriptNameCues = []scriptNameCue{
	{"मेरा नाम", devaStops, false, false}, {"नाम", devaStops, true, false}, {"ग्राहक", devaStops, true, false},
	{"আমার নাম", bengaliStop, false, false}, {"নাম", bengaliStop, true, false}, {"গ্রাহক", bengaliStop, true, false},
	{"ชื่อ", thaiStops, true, false}, {"ลูกค้า", thaiStops, true, false}, {"ผู้รับ", thaiStops, true, false},
	{"اسمي", arabicStops, false, false}, {"الاسم", arabicStops, true, false}, {"العميل", arabicStops, true, false},
	{"معك", arabicStops, false, true},
	{"שמי", hebrewStops, false, false}, {"שם", hebrewStops, true, false}, {"לקוח", hebrewStops, true, false},
}

// findScriptCueNames finds the names after scriptNameCues.
func findScriptCueNames(s string, out []Finding) []Finding {
	indic := strings.IndexByte(s, 0xE0) >= 0 // Devanagari, Bengali, Thai
	semitic := strings.IndexByte(s, 0xD8) >= 0 || strings.IndexByte(s, 0xD9) >= 0 || strings.IndexByte(s, 0xD7) >= 0
	if !indic && !semitic {
		return out
	}
	for _, c := range scriptNameCues {
		if c.cue[0] == 0xE0 && !indic || c.cue[0] != 0xE0 && !semitic {
			continue
		}
		for k := range occurrences(s, c.cue) {
			if k > 0 {
				if p, _ := utf8.DecodeLastRuneInString(s[:k]); scriptLetter(p) {
					continue // inside a word
				}
			}
			a, e, ok := scriptNameAfterCue(s, k+len(c.cue), c)
			if !ok {
				continue
			}
			out = trimOnto(s, out, a, e, c.stop)
			if !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// scriptLetter reports a letter or mark of the uncased scripts above.
func scriptLetter(r rune) bool {
	return r >= 0x590 && r <= 0xE7F && (unicode.IsLetter(r) || unicode.IsMark(r))
}

// scriptBlock returns the 128-rune block of r, Arabic's two as one.
func scriptBlock(r rune) rune {
	if r >= 0x600 && r <= 0x6FF {
		return 0x600
	}
	return r &^ 0x7F
}

// scriptNameAfterCue returns the two or three words of one script after
// the cue c that ends at i (a colon and spaces may stand between), ended
// by stop words, punctuation or other text.
func scriptNameAfterCue(s string, i int, c scriptNameCue) (int, int, bool) {
	j, colon := i, false
	for j < len(s) && (s[j] == ' ' || s[j] == ':') {
		colon = colon || s[j] == ':'
		j++
	}
	if j == i || j >= len(s) {
		return 0, 0, false // the cue goes on as a longer word
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	if !scriptLetter(r) {
		return 0, 0, false
	}
	b := scriptBlock(r)
	a, e, nw := j, j, 0
	stopped := false
	for nw < 3 && !stopped {
		w := j
		for w < len(s) {
			r, n := utf8.DecodeRuneInString(s[w:])
			if !scriptLetter(r) || scriptBlock(r) != b {
				break
			}
			w += n
		}
		if w == j {
			break
		}
		word := s[j:w]
		for _, st := range c.stop {
			stopped = stopped || word == st
		}
		if stopped || notScriptName(word) || nw == 0 && c.listed && scriptKind(word) == 0 {
			break
		}
		e, nw = w, nw+1
		if w+1 >= len(s) || s[w] != ' ' {
			break
		}
		j = w + 1
	}
	if nw < 2 {
		return 0, 0, false
	}
	if c.bare && !colon {
		if !strings.HasPrefix(s[e:], ",") && !strings.HasPrefix(s[e:], "،") {
			return 0, 0, false
		}
	}
	if !stopped && e < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[e:]); scriptLetter(r) || e+1 < len(s) && s[e] == ' ' && nw == 3 {
			return 0, 0, false // more words go on: prose, not a name
		}
	}
	return a, e, true
}

// trimOnto shortens a finding that starts at a and runs past e over a
// stop word after the name ("सुनीता वर्मा है") to end at e.
func trimOnto(s string, out []Finding, a, e int, stop []string) []Finding {
	for k := range out {
		if f := out[k]; f.Type == Person && f.Start == a && f.End > e {
			for _, st := range stop {
				if strings.TrimSpace(s[e:f.End]) == st {
					out[k].End = e
				}
			}
		}
	}
	return out
}
