package detect

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Names in scripts without Latin letters: Greek, Hebrew, Arabic,
// Devanagari and Thai. A name is two or three words of one script; it is
// taken where a listed given name and a listed surname (or a word shaped as
// a surname: Greek -άκης, -όπουλος, -ίδης, Arabic al-) stand together, or
// where one listed word stands in a cell of its own (a line, a table column,
// a chat speaker, a quoted value), or as the whole value of a field that
// holds a person (personValue asks scriptValue).

// names/intl_scripts.txt.gz: given names ("g ") and surnames ("s ") of the
// @faker-js/faker locales zh_CN, zh_TW, ja, el, he, ar, fa, ur, ne and th
// (MIT licence, https://github.com/faker-js/faker), plus
// names/intl_typed.txt (common names typed from general knowledge).
// Regenerate with names/intl_gen.js (its first lines say how).
//
//go:embed names/intl_scripts.txt.gz
var intlScriptsGz []byte

// scriptNames maps a folded name (foldScript) to intlGiven|intlSurname.
var scriptNames = sync.OnceValue(func() map[string]uint8 {
	b, err := gunzip(intlScriptsGz)
	if err != nil {
		panic("detect: embedded script name list: " + err.Error())
	}
	m := make(map[string]uint8, 6000)
	for _, line := range strings.Split(string(b), "\n") {
		if len(line) < 3 || line[1] != ' ' {
			continue
		}
		k := uint8(intlGiven)
		if line[0] == 's' {
			k = intlSurname
		}
		m[foldScript(line[2:])] |= k
	}
	return m
})

// scriptKind returns what the script lists know of the word w.
func scriptKind(w string) uint8 { return scriptNames()[foldScript(w)] }

// foldScript lower-cases w and drops what spellings of one name differ in:
// Greek accents and final sigma, Arabic vowel marks and hamza seats,
// Hebrew points, the Devanagari nukta, joiners. A word it leaves as it is
// (Han, kana, lower-case letters) is returned without a copy.
func foldScript(w string) string {
	i := 0
	for i < len(w) {
		r, n := rune(w[i]), 1
		if r >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(w[i:])
			if r == utf8.RuneError && n == 1 {
				break // written back as U+FFFD: a change
			}
		}
		if f, keep := foldRune(r); !keep || f != r {
			break
		}
		i += n
	}
	if i == len(w) {
		return w
	}
	var b strings.Builder
	b.Grow(len(w))
	b.WriteString(w[:i])
	for _, r := range w[i:] {
		if f, keep := foldRune(r); keep {
			b.WriteRune(f)
		}
	}
	return b.String()
}

// foldRune is foldScript's mapping of one rune; keep is false for a rune
// it drops.
func foldRune(r rune) (f rune, keep bool) {
	switch {
	case r >= 0x064B && r <= 0x0652 || r == 0x0640 || r >= 0x0591 && r <= 0x05C7 || r == 0x093C ||
		r == 0x200C || r == 0x200D || r == 0x200F || r == 0x200E:
		return r, false
	case r == 'أ' || r == 'إ' || r == 'آ':
		return 'ا', true
	case r == 'ى':
		return 'ي', true
	case r == 'ς':
		return 'σ', true
	case r >= 0x0386 && r <= 0x03CE || r >= 0x1F00 && r <= 0x1FFF:
		return greekBase(unicode.ToLower(r)), true
	}
	return unicode.ToLower(r), true
}

// greekBase drops the accent (tonos, dialytika) of a lower-case Greek vowel.
func greekBase(r rune) rune {
	switch r {
	case 'ά':
		return 'α'
	case 'έ':
		return 'ε'
	case 'ή':
		return 'η'
	case 'ί', 'ϊ', 'ΐ':
		return 'ι'
	case 'ό':
		return 'ο'
	case 'ύ', 'ϋ', 'ΰ':
		return 'υ'
	case 'ώ':
		return 'ω'
	case 'ς':
		return 'σ'
	}
	return r
}

// Scripts of names without Latin letters.
const (
	scNone = iota
	scGreek
	scHebrew
	scArabic
	scDeva
	scThai
)

func scriptOf(r rune) int {
	switch {
	case r < 0x370:
		return scNone
	case r <= 0x3FF && r != 0x37E && r != 0x387 || r >= 0x1F00 && r <= 0x1FFF:
		return scGreek
	case r >= 0x5D0 && r <= 0x5F2 || r >= 0x591 && r <= 0x5C7:
		return scHebrew
	case r >= 0x620 && r <= 0x64A || r >= 0x64B && r <= 0x652 || r == 0x640 || r >= 0x66E && r <= 0x6D3 || r >= 0xFB50 && r <= 0xFDFF || r >= 0xFE70 && r <= 0xFEFC:
		return scArabic
	case r >= 0x900 && r <= 0x963 || r >= 0x971 && r <= 0x97F:
		return scDeva
	case r >= 0xE01 && r <= 0xE4E:
		return scThai
	}
	return scNone
}

// scriptWordAt returns the end of the word of script sc at i (its letters
// and marks; a hyphen or geresh inside a Hebrew word: בן-דוד).
func scriptWordAt(s string, i, sc int) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if scriptOf(r) == sc || r == 0x200C || r == 0x200D {
			j += n
			continue
		}
		if (r == '-' || r == '\'' || r == '׳') && j > i && sc != scThai && j+n < len(s) {
			if r2, _ := utf8.DecodeRuneInString(s[j+n:]); scriptOf(r2) == sc {
				j += n
				continue
			}
		}
		break
	}
	return j
}

// scriptWords splits v into words of one script separated by single
// spaces; nil when v holds anything else.
func scriptWords(v string) ([]string, int) {
	r, _ := utf8.DecodeRuneInString(v)
	sc := scriptOf(r)
	if sc == scNone {
		return nil, scNone
	}
	var ws []string
	for i := 0; i < len(v); {
		e := scriptWordAt(v, i, sc)
		if e == i || len(ws) == 4 {
			return nil, scNone
		}
		ws = append(ws, v[i:e])
		if e == len(v) {
			break
		}
		if v[e] != ' ' || e+1 == len(v) {
			return nil, scNone
		}
		i = e + 1
	}
	return ws, sc
}

// scriptConnectors stand inside names: Arabic "bin" and "abu", Hebrew
// "ben", Thai "na" (ณ อยุธยา).
var scriptConnectors = map[string]bool{"ณ": true, "بن": true, "ابن": true, "بنت": true, "أبو": true, "ابو": true, "آل": true, "בן": true, "בת": true}

// scriptNotName are words of these scripts that name roles, places and
// firms and stand where names do ("Customer: לקוח", "شارع الملك فهد",
// "משעול הרב ...", "Βασιλόπουλος Όμιλος"); keys are folded (foldScript).
var scriptNotName = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`לקוח משתמש מנהל לא ידוע נציג
		عميل مستخدم مدير غير معروف الإدارة الدعم
		ग्राहक उपयोगकर्ता प्रबंधक अज्ञात ลูกค้า ผู้ใช้ ไม่ทราบ ไม่มี ไม่ ได้ ใช่ ขอบคุณ โอเค ตกลง สวัสดี ทุกท่าน ทุกคน ปัญหา เรื่อง
		Πελάτης Χρήστης Διαχειριστής Άγνωστος
		طريق شارع حي مبنى ميدان مسجد مدرسة جامعة مستشفى جادة رصيف ممر سبيل ساحة زقاق شركة مؤسسة مجموعة فندق مطعم
		רחוב שדרות שכונת כיכר משעול סמטת דרך כפר מושב קיבוץ תל מצפה גבעת גבעות נווה נוף באר מחנה קריית קרית חברת בית מלון
		Οδός Οδού Λεωφόρος Λεωφ Πλατεία Πλ Παρ Πάροδος Όμιλος ΑΕ ΕΠΕ Ξενοδοχείο Εταιρεία
		मार्ग नगर सेक्टर चौक कंपनी होटल ถนน ซอย โรงเรียน โรงพยาบาล บริษัท โรงแรม`) {
		m[foldScript(w)] = true
	}
	return m
}()

// notScriptName reports a word of scriptNotName.
func notScriptName(w string) bool { return scriptNotName[foldScript(w)] }

// surnameShape reports a word whose form marks a surname: Greek patronymic
// and regional endings, an Arabic family name with the article.
func surnameShape(w string, sc int) bool {
	switch sc {
	case scGreek:
		f := foldScript(w)
		if utf8.RuneCountInString(f) < 6 {
			return false
		}
		for _, e := range []string{"ακησ", "ακη", "οπουλοσ", "οπουλου", "ιδησ", "ιδου", "αδησ", "ιαδησ", "ογλου", "ιου", "ατοσ", "ελλησ", "ουλησ", "αιοσ"} {
			if strings.HasSuffix(f, e) {
				return true
			}
		}
	case scArabic:
		return strings.HasPrefix(w, "ال") && utf8.RuneCountInString(w) >= 5
	}
	return false
}

// scriptCaps reports whether the Greek words ws are written as a name
// (each capitalised, or all in capitals); other scripts have no case.
func scriptCaps(ws []string, sc int) bool {
	if sc != scGreek {
		return true
	}
	for _, w := range ws {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// scriptNameScore classifies the words ws of script sc: 2 for a listed
// given name with a listed or surname-shaped surname (either order), 1 for
// one listed word, 0 for none, -1 for what cannot be a name.
func scriptNameScore(ws []string, sc int) int {
	if len(ws) < 2 || len(ws) > 4 || !scriptCaps(ws, sc) {
		return -1
	}
	given, sur, listed := 0, 0, 0
	for k, w := range ws {
		if notScriptName(w) {
			return -1
		}
		if scriptConnectors[w] && k > 0 && k < len(ws)-1 {
			continue
		}
		if utf8.RuneCountInString(w) < 2 {
			return -1
		}
		kd := scriptKind(w)
		if k == 0 && kd&intlGiven != 0 || k == len(ws)-1 && kd&intlGiven != 0 && scriptKind(ws[0])&intlSurname != 0 {
			given++
		}
		if k > 0 && (kd&intlSurname != 0 || surnameShape(w, sc)) || k == 0 && kd&intlSurname != 0 {
			sur++
		}
		if k == 0 && kd != 0 || k > 0 && kd&intlSurname != 0 {
			listed++ // "طريق الأمير سلطان" (Prince Sultan Road) ends in a given name
		}
	}
	switch {
	case given > 0 && sur > 0:
		return 2
	case listed > 0:
		return 1 // a shape alone is no name: "تأكيد الحجز" (confirm the booking)
	}
	return 0
}

// scriptValue reports whether v, the whole value of a field, is a name in
// one of the scripts above; mine is false when v is in none of them (the
// caller decides).
func scriptValue(v string, strong bool) (ok, mine bool) {
	ws, sc := scriptWords(v)
	if sc == scNone {
		if r, _ := utf8.DecodeRuneInString(v); scriptOf(r) != scNone {
			return false, true
		}
		return false, false
	}
	if len(ws) == 1 {
		return strong && scriptKind(ws[0]) != 0 && scriptCaps(ws, sc) && !notScriptName(ws[0]), true
	}
	score := scriptNameScore(ws, sc)
	if strong {
		return score >= 0 && len(ws) <= 3, true
	}
	return score >= 1, true
}

// findScriptNames finds names in the scripts above in running text: a
// listed pair anywhere, one listed word in a cell of its own.
func findScriptNames(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		// Lead bytes of the scripts: Greek CD-CF and E1 (extended),
		// Hebrew D6-D7, Arabic D8-DB and EF (presentation forms),
		// Devanagari and Thai E0. Han and kana (E3-E9) are skipped whole.
		if c := s[i]; c < 0xCD || c > 0xDB && c != 0xE0 && c != 0xE1 && c != 0xEF {
			i += utf8Len(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		sc := scriptOf(r)
		if sc == scNone || sc == scGreek && !unicode.IsUpper(r) {
			i += n
			continue
		}
		if prevScript(s, i, sc) {
			// Inside a word: the Thai title คุณ written onto the name
			// ("เรียนคุณกัญญารัตน์ แสงอรุณ") starts it here.
			i = scriptWordAt(s, i, sc)
			continue
		}
		// "רחוב אליאב לובה", "שדרות אהוד מנור": a street named after a
		// person; "דרך בן ישי": a connector starts no name.
		if afterPlaceWord(s, i, sc) || scriptConnectors[s[i:scriptWordAt(s, i, sc)]] {
			i = scriptWordAt(s, i, sc)
			continue
		}
		a, greeted := i, false
		if sc == scThai {
			a, greeted = thaiTitle(s, i)
		}
		titled := a > i
		// Up to four words of the script.
		var ends [4]int
		nw := 0
		for j := a; nw < 4; {
			e := scriptWordAt(s, j, sc)
			if e == j {
				break
			}
			ends[nw] = e
			nw++
			if e+1 >= len(s) || s[e] != ' ' {
				break
			}
			if r2, _ := utf8.DecodeRuneInString(s[e+1:]); scriptOf(r2) != sc || sc == scThai && politeAt(s, e+1) {
				break
			}
			j = e + 1
		}
		if nw < 2 {
			i = max(ends[0], i+n)
			continue
		}
		found := false
		// The longest run of two or three words that reads as a name.
		for k := min(nw, 3); k >= 2 && !found; k-- {
			e := ends[k-1]
			ws := strings.Split(s[a:e], " ")
			score := scriptNameScore(ws, sc)
			if score == 2 && (k == nw || score2Tail(ws)) || score == 1 && k == nw && scriptCell(s, a, e, titled) ||
				sc == scThai && k == 2 && k == nw && score >= 0 && thaiNameSlot(s, a, e, greeted) {
				out = append(out, Finding{a, e, Person})
				i = e
				found = true
			}
		}
		if !found {
			i = ends[0]
		}
	}
	return out
}

// score2Tail reports a listed pair followed by more words: taken when the
// pair ends in a listed surname (not a shaped word that may be prose).
func score2Tail(ws []string) bool { return scriptKind(ws[len(ws)-1])&intlSurname != 0 }

// prevScript reports whether a letter of script sc ends at i.
func prevScript(s string, i, sc int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && scriptOf(r) == sc
}

// thaiTitles are written onto a Thai name: khun (Mr/Ms), nai (Mr), nang
// (Mrs), nangsao (Miss).
var thaiTitles = []string{"คุณ", "นางสาว", "นาย", "นาง"}

// thaiTitle returns where the name starts in the Thai word at i: after a
// title written onto a listed given name, at the word's start or after a
// greeting written onto the title ("เรียนคุณ", dear khun; "ร่างอีเมลถึงคุณ",
// draft a mail to khun; not "ขอบคุณ", thank you).
// greeted reports a letter's greeting before the title (เรียน, ถึง): the
// given name after it need not be listed.
func thaiTitle(s string, i int) (start int, greeted bool) {
	e := scriptWordAt(s, i, scThai)
	for _, t := range thaiTitles {
		for off := i; ; {
			k := strings.Index(s[off:e], t)
			if k < 0 {
				break
			}
			j := off + k + len(t)
			pre := s[i : off+k]
			if greet := strings.HasSuffix(pre, "เรียน") || strings.HasSuffix(pre, "ถึง"); j < e && (greet || (pre == "" || pre == "สวัสดี") && scriptKind(s[j:e])&intlGiven != 0) {
				return j, greet
			}
			off = j
		}
	}
	return i, false
}

// thaiNameSlot reports two Thai words at a..e where a name and surname
// stand: after a letter's greeting and title, alone on their line or
// before the address in brackets ("เรียนคุณ<name> <surname>",
// "ถึงคุณ<name> <surname> (<mail>)"), or as an answer after a speaker's label
// and before a polite particle that ends the line ("Customer: <name>
// <surname> ครับ").
func thaiNameSlot(s string, a, e int, greeted bool) bool {
	lineEnd := func(i int) bool { return i >= len(s) || s[i] == '\n' || s[i] == '\r' }
	if greeted {
		return lineEnd(e) || strings.HasPrefix(s[e:], " (") || strings.HasPrefix(s[e:], " <") || strings.HasPrefix(s[e:], ",")
	}
	if a < 2 || s[a-1] != ' ' || s[a-2] != ':' || e+1 >= len(s) || s[e] != ' ' || !politeAt(s, e+1) {
		return false
	}
	return lineEnd(scriptWordAt(s, e+1, scThai))
}

// politeAt reports a Thai polite particle at i.
func politeAt(s string, i int) bool {
	for _, p := range politeParticles {
		if strings.HasPrefix(s[i:], p) {
			return scriptWordAt(s, i, scThai) == i+len(p)
		}
	}
	return false
}

// scriptCell reports whether s[a:e] stands in a cell of its own: at the
// start of a line or after a separator (":", ",", "(", a tab, a quote, a
// bracket, "-"), and before the end of the line or a separator, a space
// and a polite particle ("ครับ"), or a space and something that is not a
// word of prose (digits, "+", "<", Latin text of a form).
func scriptCell(s string, a, e int, titled bool) bool {
	left := a == 0 || titled
	if !left {
		c := s[a-1]
		left = c == '\n' || c == '\t' || c == '"' || c == '\'' || c == '(' || c == '|' || c == '[' || c == '>' || c == ',' || c == ':'
		if !left && c == ' ' && a >= 2 {
			p := s[a-2]
			left = p == ':' || p == ',' || p == '|' || p == '-' || p == '\t' || p == '\n' || p == ']' || p == ')'
			if !left {
				r, _ := utf8.DecodeLastRuneInString(s[:a-1])
				left = r == '،' || r == '：' || r == '—' || r == '–'
			}
		}
		if !left {
			r, _ := utf8.DecodeLastRuneInString(s[:a])
			left = r == '،' || r == '：' || r == '「' || r == '“' || r == '«'
		}
	}
	if !left {
		return false
	}
	if e >= len(s) {
		return true
	}
	c := s[e]
	switch c {
	case '\n', '\r', '\t', '"', '\'', ',', ')', '|', ':', ';', ']', '<':
		return true
	case ' ':
		if e+1 >= len(s) {
			return true
		}
		d := s[e+1]
		if d == '<' || d == '(' || d == '+' || d == '|' || d == '-' || d == '/' || d == '\n' || isDigit(d) {
			return true
		}
		return politeAt(s, e+1)
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	return r == '،' || r == '؛' || r == '：' || r == '」' || r == '”' || r == '»'
}

// politeParticles end a Thai answer ("วีรยุทธ ทองดี ครับ").
var politeParticles = []string{"ครับ", "ค่ะ", "คะ", "นะคะ", "จ้า"}

// afterPlaceWord reports whether the word before the space before i is a
// word of scriptNotName in script sc.
func afterPlaceWord(s string, i, sc int) bool {
	if i < 2 || s[i-1] != ' ' {
		return false
	}
	a := i - 1
	for a > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if scriptOf(r) != sc {
			break
		}
		a -= n
	}
	return a < i-1 && notScriptName(s[a:i-1])
}
