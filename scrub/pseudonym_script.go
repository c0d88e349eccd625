package scrub

import (
	"math/rand/v2"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Fakes in the script of the value they replace, word by word, each word
// chosen for its token count. A tokenizer cuts text at spaces and script
// changes, so a name's token count is the sum of its words' counts (each
// counted after the character before it): matching word by word matches
// the whole. Names in Cyrillic, Greek, Arabic, Hebrew, Devanagari or Thai
// are replaced by common names of that script, Hangul and kana syllable
// by syllable, Han character by character; a word of a script without a
// list by letters of the word itself, so the fake stays in its script. A
// Latin name written in another script (a Han name as "张伟", a Russian one
// in Cyrillic) tokenizes quite differently from a Latin name of the same
// bytes: 2 tokens against 5 for a Thai name.

// script is a writing system of a name word.
type script uint8

const (
	scriptOther script = iota
	scriptLatin
	scriptHan
	scriptKana
	scriptHangul
	scriptCyrillic
	scriptGreek
	scriptArabic
	scriptHebrew
	scriptDevanagari
	scriptThai
)

// scriptOf tells the script of a letter or mark (marks go with the letter
// before them: scriptOther).
func scriptOf(ru rune) script {
	if ru < 0x250 {
		if unicode.IsLetter(ru) {
			return scriptLatin
		}
		return scriptOther
	}
	for _, b := range scriptBlocks {
		if b.lo <= ru && ru <= b.hi {
			return b.s
		}
	}
	return scriptOther
}

// scriptBlocks are the Unicode blocks of the scripts past Latin's first
// blocks (CJK ideographs with extension A, Greek with its extended block,
// Latin Extended Additional of Vietnamese).
var scriptBlocks = [...]struct {
	lo, hi rune
	s      script
}{
	{0x4E00, 0x9FFF, scriptHan}, {0x3400, 0x4DBF, scriptHan}, {0x3040, 0x30FF, scriptKana}, {0xAC00, 0xD7A3, scriptHangul},
	{0x400, 0x52F, scriptCyrillic}, {0x370, 0x3FF, scriptGreek}, {0x1F00, 0x1FFF, scriptGreek}, {0x600, 0x6FF, scriptArabic},
	{0x590, 0x5FF, scriptHebrew}, {0x900, 0x97F, scriptDevanagari}, {0xE00, 0xE7F, scriptThai}, {0x1E00, 0x1EFF, scriptLatin},
}

// isNameRune reports whether ru belongs to a name word: a letter or a
// combining mark (Devanagari and Thai vowel signs are marks).
func isNameRune(ru rune) bool {
	return ru < utf8.RuneSelf && isLetterByte(byte(ru)) || ru >= utf8.RuneSelf && (unicode.IsLetter(ru) || unicode.IsMark(ru))
}

// Names by script, for fakes that read as names of the same origin.
// Written for this file from general knowledge (no list copied); given
// names first, then surnames. They are real but less frequent names:
// real values crowd the head of a name distribution, so a fake from its
// tail rarely equals the name of someone the session has not reached yet
// (the faker only knows the values it has seen).
var scriptNames = map[script][2][]string{
	scriptCyrillic: {strings.Fields(`Всеволод Ростислав Мирослав Ефим Фрол Савелий Прохор Елисей Гордей Демид Платон Радомир
		Любомир Остап Назар Эдуард Арсений Леонид Родион Филипп Харитон Эмиль Трофим Аким Евсей Игнат Лаврентий Мирон Добромир
		Агата Ангелина Василиса Злата Мирослава Ульяна Эвелина Аглая Серафима Стефания Таисия Есения Милана Олеся Римма
		Элеонора Нонна Инга Фаина Эльвира Ада Лукерья Евдокия Пелагея Снежана Леся Богдана Ярина`),
		strings.Fields(`Верещагин Голицын Добролюбов Елагин Загоскин Измайлов Муравьёв Нарышкин Оболенский Погодин Разумовский
		Сумароков Уваров Хомяков Чаадаев Шереметев Юсупов Аксаков Бестужев Воейков Гагарин Державин Ермолов Жемчужников Каховский
		Ланской Мещерский Новосильцев Олсуфьев Протасов Ртищев Салтыков Трубецкой Урусов Фамусов Хвостов Чичерин Шаховской
		Верещагина Голицына Елагина Измайлова Муравьёва Погодина Уварова Хомякова Аксакова Воейкова Державина Ермолова
		Протасова Салтыкова Хвостова Чичерина Гнатюк Остапчук Довженко Стельмах Яворский Грищенко`)},
	scriptGreek: {strings.Fields(`Αριστείδης Θεμιστοκλής Περικλής Λεωνίδας Φίλιππος Ορέστης Σωκράτης Αχιλλέας Ηρακλής Τηλέμαχος
		Πρόδρομος Χαράλαμπος Ευστράτιος Διονύσιος Ξενοφών Πλάτων Αριάδνη Πηνελόπη Καλλιόπη Ευτέρπη Ουρανία Θάλεια Ζωή Ρένα
		Αφροδίτη Ερασμία Σταυρούλα Χρυσάνθη Ευανθία Μυρτώ Ναυσικά Ηώ`),
		strings.Fields(`Καλλέργης Μαυροκορδάτος Υψηλάντης Κουντουριώτης Ζαΐμης Τρικούπης Δεληολάνης Μπενάκης Σκουλούδης Ραλλάκης
		Βουλγαράκης Γιαννόπουλος Λιάπης Μαργαρίτης Ξανθόπουλος Οικονομάκης Ρουσόπουλος Σγουρός Τζαννετάκης Φωτόπουλος
		Χατζηδάκης Ψαρράς Αργυρόπουλος Βλάχος Δρακόπουλος Καλαμαράς Λαδάς Μανωλάκης Νταλάρας Πλατής`)},
	scriptArabic: {strings.Fields(`رائد نزار بسام غسان هشام عماد جهاد مازن نبيل شادي أيمن زياد قصي معتز أنس باسل تميم ثامر
		لمى غدير رهف جود ريم شهد بشرى نجلاء سوسن وعد ضحى تسنيم دانة`),
		strings.Fields(`البرغوثي الطحان الخياط الصباغ النحاس القباني الدباغ العطار الحلاق الزيات الشريف البيطار الحمصي
		الحلبي الشامي المصري الكردي التميمي الأنصاري الخزرجي السلمي الهاشمي الزعبي الرواشدة العساف`)},
	scriptHebrew: {strings.Fields(`אליעזר גדליה זכריה חנניה טוביה ירמיהו מתתיהו נחמיה עזריאל צפניה שמריהו בצלאל אביגיל בתשבע
		דבורה חולדה יוכבד נעמי צפורה רות שפרה אסנת`),
		strings.Fields(`אשכנזי ברקוביץ גרינשפן הורוביץ זילברמן טננבאום ליברמן מנדלבאום סגלוביץ פינקלשטיין קרמניצר רבינוביץ
		שטרנברג תאומים אבוטבול בוזגלו חזות טולדנו סויסה עמאר`)},
	scriptDevanagari: {strings.Fields(`हर्षद चिन्मय देवव्रत ऋतुराज कौस्तुभ प्रणव सात्विक तेजस वैभव यशवंत ओंकार शार्दुल अभिजीत निखिल
		मृणाल सायली ऋचा गार्गी मैत्रेयी शर्वरी तन्वी प्राजक्ता अदिति वैदेही केतकी रेवा ईशा`),
		strings.Fields(`कुलकर्णी देशपांडे गोखले आपटे परांजपे साठे भावे करमरकर दीक्षित त्रिवेदी उपाध्याय बाजपेयी
		चतुर्वेदी सहस्रबुद्धे नाडकर्णी गोडबोले`)},
	scriptThai: {strings.Fields(`ณัฐวุฒิ ปิยะพงษ์ ธีรวัฒน์ ศุภชัย อภิสิทธิ์ วรวุฒิ ชยพล ภาณุวัฒน์ ณรงค์ฤทธิ์ เกียรติศักดิ์
		พิมพ์ชนก ณัฐธิดา กัลยรัตน์ ปวีณา ศศิธร เบญจมาศ อัญชลี ดวงฤดี วิภาวรรณ ชุติมา`),
		strings.Fields(`ศรีประเสริฐ วัฒนากูล ลิ้มสกุล ตันติวงศ์ เลิศวิริยะ กิจเจริญ อุดมศักดิ์ พงษ์พานิช ธนสาร
		รุ่งโรจน์ เจียมจิต ศักดิ์ศรี นิลสุวรรณ พูลสวัสดิ์ ทองคำ วิเศษสุวรรณ`)},
}

// Syllables for Hangul and kana fakes.
var (
	hangulSurnames = []rune("김이박최정강조윤장임한오서신권황안송류홍전고문양손배백허남심노하곽성차주우구민")
	hangulGiven    = []rune("민준서연지우현도하윤수진영성은재호경혜유예시아주원태승희소미나리채건우혁빈율온")
	hiraganaPool   = []rune("あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわん")
	katakanaPool   = []rune("アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン")
)

// wordDraws bounds the draws per word.
const wordDraws = 12

// pickWord draws words with draw (try 0, 1, ...) and returns the first
// with w's token count after prefix, or the nearest of wordDraws. Without
// a counter it returns the first draw that is not w.
func (f *faker) pickWord(w, prefix string, draw func(try int) string) string {
	want := -1
	if f.tok != nil {
		want = f.tok.Count(prefix + w)
	}
	best, bestDiff := "", -1
	for try := 0; try < wordDraws; try++ {
		c := draw(try)
		if c == w || c == "" {
			continue
		}
		if want < 0 {
			return c
		}
		d := f.tok.Count(prefix+c) - want
		d = max(d, -d)
		if bestDiff < 0 || d < bestDiff {
			best, bestDiff = c, d
		}
		if d == 0 {
			break
		}
	}
	if best == "" {
		return w
	}
	return best
}

// latinWord draws a Latin name word like w (its case; about its length
// at first, then shorter and longer, then two names run together) from
// pool.
func latinWord(r *rand.Rand, pool [][]string, w string, try int) string {
	n := len(w)
	switch {
	case try < 4:
	case try < 8:
		n += r.IntN(2*try-5) - (try - 3)
	default:
		// Names run together, about six letters each.
		var b strings.Builder
		for parts := max(2, (n+3)/7); parts > 0; parts-- {
			k := n
			if parts > 1 {
				k = max(2, min(n-2, n/parts+r.IntN(3)-1))
			}
			b.WriteString(pickLen(r, pool, max(2, k)))
			n -= k
		}
		return caseLike(b.String(), w)
	}
	return caseLike(pickLen(r, pool, max(2, n)), w)
}

// fakeWordOf returns a fake of the name word w (letters and marks of one
// script) after prefix; given chooses given names over surnames, first
// says w is the first word of the value (for Han and Hangul, whose first
// character is the surname), lone that it is the value's only word: a
// lone word gets a blend of two names (the start of one, the end of
// another), since a listed name alone is too likely to be a real value
// later in the session (a full name of listed words is not).
func (f *faker) fakeWordOf(r *rand.Rand, w, prefix string, given, first, lone bool) string {
	ru, _ := utf8.DecodeRuneInString(w)
	sc := scriptOf(ru)
	switch sc {
	case scriptLatin:
		p := namePools()
		pool := p.surnames
		if given {
			pool = p.given
		}
		if isASCIILetters(w) && len(w) == 1 {
			return caseLike(string(rune('a'+r.IntN(26))), w)
		}
		if lone {
			return f.pickWord(w, prefix, func(try int) string {
				c := blend(r, pickLen(r, pool, len(w)), pickLen(r, pool, len(w)), utf8.RuneCountInString(w))
				if p.known[c] {
					return ""
				}
				return caseLike(c, w)
			})
		}
		return f.pickWord(w, prefix, func(try int) string { return latinWord(r, pool, w, try) })
	case scriptHan, scriptHangul, scriptKana:
		return f.fakeSyllables(r, w, prefix, sc, first, lone)
	}
	lists, ok := scriptNames[sc]
	if !ok {
		return f.pickWord(w, prefix, func(int) string { return reletter(r, w) })
	}
	pool := lists[1]
	if given {
		pool = lists[0]
	}
	upper := w == strings.ToUpper(w) && w != strings.ToLower(w) && utf8.RuneCountInString(w) > 1
	return f.pickWord(w, prefix, func(try int) string {
		var c string
		switch {
		case lone:
			c = blend(r, pool[r.IntN(len(pool))], pool[r.IntN(len(pool))], utf8.RuneCountInString(w))
			if namePools().known[strings.ToLower(c)] {
				return ""
			}
		case try < 8:
			c = pool[r.IntN(len(pool))]
		case sc == scriptCyrillic || sc == scriptGreek:
			c = pool[r.IntN(len(pool))] + "-" + pool[r.IntN(len(pool))]
		default:
			c = pool[r.IntN(len(pool))] + pool[r.IntN(len(pool))]
		}
		if upper {
			c = strings.ToUpper(c)
		}
		return c
	})
}

// fakeSyllables replaces a run of Han, Hangul or kana character by
// character, each by one of the same script with its token count (for
// Han and Hangul, the first character of a name by a surname); of such
// runs it keeps one with the whole run's count, since the tokenizer merges
// frequent pairs ("泽宇" may be one token, a fake's pair two).
func (f *faker) fakeSyllables(r *rand.Rand, w, prefix string, sc script, first, lone bool) string {
	return f.pickWord(w, prefix, func(int) string { return f.syllableRun(r, w, sc, first, lone) })
}

// syllableRun fakes the run w; lone says it is a value alone, whose Han
// surname alone ("龚") takes a rare surname.
func (f *faker) syllableRun(r *rand.Rand, w string, sc script, first, lone bool) string {
	p := namePools()
	var b strings.Builder
	k := 0
	for _, ru := range w {
		var pools [][]rune
		switch {
		case scriptOf(ru) != sc:
			b.WriteRune(ru)
			continue
		case sc == scriptHan && first && k == 0 && lone && len(w) == utf8.RuneLen(ru):
			pools = [][]rune{p.rareHanSurnames}
		case sc == scriptHan && first && k == 0:
			pools = [][]rune{p.hanSurnames}
		case sc == scriptHan:
			pools = [][]rune{fakeHanGiven, p.hanSurnames}
		case sc == scriptHangul && first && k == 0:
			pools = [][]rune{hangulSurnames}
		case sc == scriptHangul:
			pools = [][]rune{hangulGiven, hangulSurnames}
		case ru >= 0x30A0:
			pools = [][]rune{katakanaPool}
		default:
			pools = [][]rune{hiraganaPool}
		}
		k++
		b.WriteString(f.pickWord(string(ru), "", func(try int) string {
			pool := pools[min(len(pools)-1, try/6)]
			return string(pool[r.IntN(len(pool))])
		}))
	}
	return b.String()
}

// blend joins the start of a and the end of b into a word of about n
// letters, cut before a letter (never before a combining mark).
func blend(r *rand.Rand, a, b string, n int) string {
	ra, rb := []rune(a), []rune(b)
	if len(ra) < 2 || len(rb) < 2 {
		return a + b
	}
	ka := max(1, min(len(ra)-1, n/2+r.IntN(2)))
	kb := max(1, min(len(rb)-1, len(rb)-(n-ka)))
	for ka < len(ra) && unicode.IsMark(ra[ka]) {
		ka++
	}
	for kb < len(rb) && unicode.IsMark(rb[kb]) {
		kb++
	}
	if kb >= len(rb) {
		kb = len(rb) - 1
	}
	return string(ra[:ka]) + strings.ToLower(string(rb[kb:]))
}

// reletter draws a word of w's script from w's own letters: each letter
// is replaced by one of the letters of w, marks stay where they are.
func reletter(r *rand.Rand, w string) string {
	var letters []rune
	for _, ru := range w {
		if !unicode.IsMark(ru) {
			letters = append(letters, ru)
		}
	}
	var b strings.Builder
	for _, ru := range w {
		if unicode.IsMark(ru) || len(letters) == 0 {
			b.WriteRune(ru)
		} else {
			b.WriteRune(letters[r.IntN(len(letters))])
		}
	}
	return b.String()
}

func isASCIILetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetterByte(s[i]) {
			return false
		}
	}
	return s != ""
}

// nameWords calls fn for each name word of v (a run of letters and marks
// of one script; a mark joins the word before it) and each run of other
// characters between them, in order.
func nameWords(v string, fn func(s string, word bool)) {
	i := 0
	for i < len(v) {
		ru, n := utf8.DecodeRuneInString(v[i:])
		if !isNameRune(ru) {
			j := i + n
			for j < len(v) {
				ru2, n2 := utf8.DecodeRuneInString(v[j:])
				if isNameRune(ru2) {
					break
				}
				j += n2
			}
			fn(v[i:j], false)
			i = j
			continue
		}
		sc := scriptOf(ru)
		j := i + n
		for j < len(v) {
			ru2, n2 := utf8.DecodeRuneInString(v[j:])
			if !isNameRune(ru2) {
				break
			}
			if s2 := scriptOf(ru2); s2 != sc && !unicode.IsMark(ru2) {
				break
			}
			j += n2
		}
		fn(v[i:j], true)
		i = j
	}
}

// wordPrefix is what a word is counted after: the character before it in
// the value, or a space at the start. The tokenizer joins one character
// before a word to it; values mostly follow a space, a colon or, in
// Chinese, a punctuation mark, and a space stands for them all (for Han
// too: on the development corpora it matched the records' counts better
// than counting Han alone, p90 drift 2.17% -> 2.04% on dev2).
func wordPrefix(before string, w string) string {
	if before == "" {
		return " "
	}
	ru, n := utf8.DecodeLastRuneInString(before)
	if ru == '\n' || ru == '\r' {
		return ""
	}
	return before[len(before)-n:]
}
