package main

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/llmreplay/llmreplay/scrub/internal/corpusgen"
)

// The third held-out set (-set wild3) was written while the detectors were
// being changed on wild2's misses, by someone who read neither the
// detectors nor any evaluation's misses. It shares no template, frame or
// value pool with the other sets and has its own writer (w3doc) and value
// makers (names, phones, addresses, IBANs, cards, keys). Each record is an
// artifact a user pastes into a prompt — chat exports (Slack JSON, Teams,
// Discord), CRM notes, support-ticket CSV, medical intake and HR forms,
// invoices, shipping labels, bank-transfer confirmations, Terraform,
// Ansible and Helm files, .netrc, .pgpass and AWS credentials files, git
// config and logs, nginx and Apache configs, Jupyter notebooks, GraphQL,
// protobuf text format, LaTeX letters, vCards, iCalendar invites, wiki
// tables, SMS threads — or a message, in English, German, Polish,
// Turkish, Russian, Korean, Vietnamese, Indonesian or Chinese. Passwords
// are labelled API_KEY, as in the other sets.
//
//	go run ./scrub/cmd/genpii -set wild3 -n 1400 -seed 3131 -out scrub/testdata/wild3/wild3.jsonl.gz

// w3doc writes one artifact and records its labelled spans and the
// look-alikes that must be kept.
type w3doc struct {
	r *rand.Rand
	// lookalikes says whether this record carries the look-alikes an
	// artifact of its kind may have but need not (a second allow line, a
	// no-reply sender, a company footer); the identifiers an artifact
	// always has (a commit's SHA, a parcel's tracking number) are written
	// in any case.
	lookalikes bool
	marked
}

// s writes plain text.
func (d *w3doc) s(text string) *w3doc { d.b.WriteString(text); return d }

// p writes a labelled value.
func (d *w3doc) p(typ, val string) *w3doc { d.label(typ, val); return d }

// k writes a public look-alike that a scrubber must keep.
func (d *w3doc) k(kind, val string) *w3doc { d.keep("wild3_"+kind, val); return d }

// ph writes a phone of lang's region with its label type.
func (d *w3doc) ph(lang string) *w3doc { v, t := w3Phone(d.r, lang); return d.p(t, v) }

// lookalike writes pre, a look-alike of kind that gen draws, and post when
// the record carries look-alikes; otherwise it writes and draws nothing.
func (d *w3doc) lookalike(pre, kind string, gen func(*rand.Rand) string, post string) {
	if d.lookalikes {
		d.s(pre).k(kind, gen(d.r)).s(post)
	}
}

func (d *w3doc) done(lang, cat string) record { return d.record(lang, "wild3_"+cat) }

// ---- small random helpers of this set

const (
	w3hex   = "0123456789abcdef"
	w3an    = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	w3upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
)

// w3str draws n characters of set with at least one digit and one letter
// when n allows it, as real generated secrets have.
func w3str(r *rand.Rand, set string, n int) string {
	for {
		s := corpusgen.Chars(r, set, n)
		if n < 6 || (strings.ContainsAny(s, "0123456789") && strings.IndexFunc(s, func(c rune) bool { return c > '9' }) >= 0) {
			return s
		}
	}
}

// w3Handle draws a chat handle that is not made of a person's name.
func w3Handle(r *rand.Rand) string {
	return w3of(r, "nightowl", "pixelpusher", "quietstorm", "tea_enjoyer", "bytewitch", "captain_lag", "mothman", "sudo_sandwich") + "_" + digits(r, 2)
}

func w3of(r *rand.Rand, xs ...string) string { return xs[r.IntN(len(xs))] }

// ---- people

type w3person struct{ name, roman string }

var w3Langs = []string{"en", "de", "pl", "tr", "ru", "ko", "vi", "id", "zh"}

var (
	w3FirstEN = []string{"Brennan", "Eulalie", "Xiomara", "Thaddeus", "Isadora", "Rafferty", "Linnea", "Peregrine", "Tamsin", "Leland",
		"Odessa", "Ignatius", "Winifred", "Ambrose", "Philippa", "Barnaby", "Rowena", "Everett", "Clementine", "Dashiell", "Henrietta",
		"Lucian", "Ottoline", "Soren", "Temperance", "Wendell", "Perpetua", "Wystan", "Araminta", "Fletcher"}
	w3LastEN = []string{"Ashbury", "Wetherby", "Quartermaine", "Hollingsworth", "Vance", "Drummond", "Ashcroft", "Kettering", "Marlowe",
		"Fairbanks", "Lockhart", "Prescott", "Thornbury", "Winterbourne", "Ramsbottom", "Calloway", "Everly", "Brightwater", "Adebayo-Cole",
		"Nakashima", "MacGillivray", "Dunleavy", "Featherstone", "Goodwin-Hale", "Onyekachi", "Rutherford", "Stanhope", "Treadwell"}
	w3FirstDE = []string{"Jürgen", "Hannelore", "Wolfgang", "Friederike", "Gottfried", "Annegret", "Ulrich", "Gudrun", "Lukas", "Mareike",
		"Henrik", "Sabine", "Torsten", "Ilse", "Kai-Uwe", "Reinhard", "Susanne", "Björn", "Gisela", "Matthias"}
	w3LastDE = []string{"Schäfer", "Hinrichsen", "Krüger", "Zimmermann", "Neumann", "Schwarz", "Wolff", "Brandt", "Lehmann", "Kühn",
		"Vogel", "Pohl", "Fuchs", "Scholz", "Großmann", "Reuter", "von Arnim", "Baumgärtner", "Seidel", "Eckhardt"}
	w3FirstPL = []string{"Krzysztof", "Małgorzata", "Grzegorz", "Bożena", "Przemysław", "Katarzyna", "Jarosław", "Zofia", "Mirosław",
		"Urszula", "Bartłomiej", "Jadwiga", "Łukasz", "Halina", "Radosław"}
	w3LastPL = []string{"Wróblewski", "Lewandowski", "Wójcik", "Kamińska", "Sobczak", "Szymańska", "Woźniak", "Kozłowski", "Jankowska",
		"Mazur", "Krawczyk", "Piotrowski", "Grabowska", "Pawlak", "Michalski"}
	w3FirstTR = []string{"Kadir", "Ayşe", "Mustafa", "Nurcan", "Hüseyin", "Fatma", "Burak", "Gülşen", "Oğuz", "Selin", "Çağlar",
		"Şebnem", "İbrahim", "Özlem", "Tuğba"}
	w3LastTR = []string{"Kocabaş", "Kaya", "Çelik", "Yıldız", "Öztürk", "Aydın", "Arslan", "Doğan", "Kılıç", "Aslan", "Korkmaz",
		"Erdoğdu", "Güneş", "Karakaya", "Bozkurt"}
	// Russian given names with their Latin spelling; true for a woman.
	w3FirstRU = []struct {
		cy, la string
		f      bool
	}{{"Алексей", "aleksei", false}, {"Екатерина", "ekaterina", true}, {"Дмитрий", "dmitrii", false}, {"Ольга", "olga", true},
		{"Сергей", "sergei", false}, {"Наталья", "natalia", true}, {"Игорь", "igor", false}, {"Татьяна", "tatiana", true},
		{"Михаил", "mikhail", false}, {"Анастасия", "anastasia", true}, {"Владимир", "vladimir", false}, {"Ксения", "ksenia", true}}
	w3LastRU = [][2]string{{"Иванов", "ivanov"}, {"Смирнов", "smirnov"}, {"Кузнецов", "kuznetsov"}, {"Попов", "popov"},
		{"Соколов", "sokolov"}, {"Лебедев", "lebedev"}, {"Козлов", "kozlov"}, {"Новиков", "novikov"}, {"Морозов", "morozov"},
		{"Волков", "volkov"}, {"Белоусов", "belousov"}, {"Тихонов", "tikhonov"}}
	w3SurKO   = [][2]string{{"김", "kim"}, {"이", "lee"}, {"박", "park"}, {"최", "choi"}, {"정", "jung"}, {"강", "kang"}, {"조", "cho"}, {"윤", "yoon"}, {"장", "jang"}, {"임", "lim"}, {"한", "han"}, {"오", "oh"}}
	w3GivenKO = [][2]string{{"민준", "minjun"}, {"서연", "seoyeon"}, {"지호", "jiho"}, {"하은", "haeun"}, {"도윤", "doyoon"}, {"수아", "sua"},
		{"예준", "yejun"}, {"지우", "jiwoo"}, {"시우", "siwoo"}, {"서윤", "seoyun"}, {"현우", "hyunwoo"}, {"유진", "yujin"}}
	w3LastVI   = []string{"Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Huỳnh", "Vũ", "Đặng", "Bùi", "Đỗ", "Ngô", "Dương"}
	w3MiddleVI = []string{"Văn", "Thị", "Hữu", "Kim", "Ngọc", "Thanh", "Đức", "Thu"}
	w3GivenVI  = []string{"Anh", "Hùng", "Lan", "Tuấn", "Hương", "Dũng", "Thảo", "Quang", "Mai", "Phúc", "Khoa", "Trang", "Sơn", "Nhung"}
	w3FirstID  = []string{"Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Wahyu", "Ratna", "Hendra", "Intan", "Fajar", "Ayu", "Bambang", "Wulan"}
	w3LastID   = []string{"Santoso", "Rahmawati", "Setiawan", "Lestari", "Hidayat", "Nugroho", "Saputra", "Wijaya", "Kurniawan", "Pratama",
		"Siregar", "Simanjuntak", "Hasibuan", "Purnomo"}
	w3SurZH = [][2]string{{"欧阳", "ouyang"}, {"司马", "sima"}, {"贺", "he"}, {"龚", "gong"}, {"江", "jiang"}, {"尹", "yin"}, {"黎", "li"},
		{"易", "yi"}, {"常", "chang"}, {"武", "wu"}, {"乔", "qiao"}, {"康", "kang"}, {"严", "yan"}, {"邵", "shao"}, {"孟", "meng"},
		{"秦", "qin"}, {"白", "bai"}, {"崔", "cui"}, {"谭", "tan"}, {"雷", "lei"}}
	w3GivenZH = [][2]string{{"子涵", "zihan"}, {"雨桐", "yutong"}, {"俊杰", "junjie"}, {"欣妍", "xinyan"}, {"宇航", "yuhang"}, {"诗琪", "shiqi"},
		{"文博", "wenbo"}, {"嘉怡", "jiayi"}, {"天佑", "tianyou"}, {"若曦", "ruoxi"}, {"志强", "zhiqiang"}, {"美玲", "meiling"},
		{"国栋", "guodong"}, {"淑芬", "shufen"}, {"一鸣", "yiming"}, {"晓光", "xiaoguang"}}
)

// w3Fold makes an ASCII mailbox part out of a Latin-script name.
func w3Fold(s string) string {
	rep := strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "ł", "l", "ą", "a", "ę", "e", "ó", "o", "ś", "s", "ź", "z",
		"ż", "z", "ć", "c", "ń", "n", "ç", "c", "ğ", "g", "ı", "i", "ş", "s", "ö", "o", "İ", "i", "ễ", "e", "ầ", "a", "ạ", "a",
		"ă", "a", "â", "a", "đ", "d", "ê", "e", "ô", "o", "ơ", "o", "ư", "u", "ũ", "u", "ỗ", "o", "ù", "u", "ằ", "a", "ả", "a",
		"à", "a", "á", "a", "ò", "o", "ọ", "o", "ú", "u", "ụ", "u", "ì", "i", "í", "i", "ị", "i", "ỳ", "y", "ý", "y", "ế", "e",
		"ệ", "e", "ồ", "o", "ố", "o", "ộ", "o", "ờ", "o", "ớ", "o", "ợ", "o", "ừ", "u", "ứ", "u", "ự", "u", "ấ", "a", "ậ", "a",
		"ắ", "a", "ặ", "a", "ề", "e", "ể", "e", "ữ", "u", "ử", "u", "ủ", "u", "ổ", "o", "ở", "o", "ỏ", "o", "ẩ", "a", "ẫ", "a")
	s = rep.Replace(strings.ToLower(s))
	var b strings.Builder
	for _, c := range s {
		if c >= 'a' && c <= 'z' {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// w3Who draws a person whose name fits lang.
func w3Who(r *rand.Rand, lang string) w3person {
	latin := func(first, last string) w3person {
		return w3person{first + " " + last, w3Fold(first) + " " + w3Fold(last)}
	}
	switch lang {
	case "de":
		return latin(pick(r, w3FirstDE), pick(r, w3LastDE))
	case "pl":
		return latin(pick(r, w3FirstPL), pick(r, w3LastPL))
	case "tr":
		return latin(pick(r, w3FirstTR), pick(r, w3LastTR))
	case "ru":
		f, l := pick(r, w3FirstRU), pick(r, w3LastRU)
		last, lastLa := l[0], l[1]
		if f.f {
			last, lastLa = last+"а", lastLa+"a"
		}
		if r.IntN(3) == 0 {
			return w3person{last + " " + f.cy, f.la + " " + lastLa}
		}
		return w3person{f.cy + " " + last, f.la + " " + lastLa}
	case "ko":
		s, g := pick(r, w3SurKO), pick(r, w3GivenKO)
		if r.IntN(4) == 0 {
			return w3person{s[0] + " " + g[0], g[1] + " " + s[1]}
		}
		return w3person{s[0] + g[0], g[1] + " " + s[1]}
	case "vi":
		l, m, g := pick(r, w3LastVI), pick(r, w3MiddleVI), pick(r, w3GivenVI)
		return w3person{l + " " + m + " " + g, w3Fold(g) + " " + w3Fold(l)}
	case "id":
		if r.IntN(6) == 0 {
			f := pick(r, w3FirstID) + pick(r, []string{"yati", "wati", "ono"})
			return w3person{f, w3Fold(f) + " " + digits(r, 2)}
		}
		return latin(pick(r, w3FirstID), pick(r, w3LastID))
	case "zh":
		s, g := pick(r, w3SurZH), pick(r, w3GivenZH)
		return w3person{s[0] + g[0], g[1] + " " + s[1]}
	}
	first, last := pick(r, w3FirstEN), pick(r, w3LastEN)
	p := latin(first, last)
	if r.IntN(10) == 0 {
		p.name = first + " " + string("BCDFGHJKLMNPRSTVW"[r.IntN(17)]) + ". " + last
	}
	return p
}

// w3AnyLang draws a language with a quarter or more outside English.
func w3AnyLang(r *rand.Rand) string {
	if r.IntN(100) < 40 {
		return "en"
	}
	return pick(r, w3Langs[1:])
}

// w3Mail draws a mailbox of p.
func w3Mail(r *rand.Rand, lang string, p w3person) string {
	ws := strings.Fields(p.roman)
	f, l := "anon", "user"
	if len(ws) >= 2 {
		f, l = ws[0], ws[len(ws)-1]
	} else if len(ws) == 1 {
		f, l = ws[0], digits(r, 3)
	}
	if f == "" {
		f = "x"
	}
	local := w3of(r, f+"."+l, f[:1]+"."+l, l+"_"+f, f+l+digits(r, 2), l+"."+f[:1], f+"-"+l, f+digits(r, 4))
	return local + "@" + pick(r, w3MailHosts[lang])
}

// ---- phones

// w3Phone draws a phone number of lang's region (US, UK, AU, IE, CA for
// English) and its label type: mainland Chinese mobiles are CN_MOBILE as
// in the other sets, everything else PHONE.
func w3Phone(r *rand.Rand, lang string) (string, string) {
	n := func(k int) string { return digits(r, k) }
	nz := func() string { return fmt.Sprint(2 + r.IntN(8)) }
	switch lang {
	case "de":
		switch r.IntN(5) {
		case 0:
			return "+49 " + w3of(r, "30", "40", "89", "221", "711") + " " + nz() + n(6), "PHONE"
		case 1:
			return "01" + w3of(r, "51", "52", "60", "62", "71", "76") + " " + n(4) + " " + n(3+r.IntN(2)), "PHONE"
		case 2:
			return "+49 (0)1" + w3of(r, "57", "70", "72") + " " + n(7), "PHONE"
		case 3:
			return "0" + w3of(r, "30", "69", "341", "421") + "/" + nz() + n(6), "PHONE"
		}
		return "+49 1" + w3of(r, "51", "76") + "-" + n(8), "PHONE"
	case "pl":
		switch r.IntN(3) {
		case 0:
			return "+48 " + w3of(r, "5", "6", "7", "8") + n(2) + " " + n(3) + " " + n(3), "PHONE"
		case 1:
			return w3of(r, "5", "6", "7") + n(2) + "-" + n(3) + "-" + n(3), "PHONE"
		}
		return "(" + w3of(r, "22", "12", "58", "71") + ") " + nz() + n(2) + " " + n(2) + " " + n(2), "PHONE"
	case "tr":
		switch r.IntN(3) {
		case 0:
			return "+90 5" + n(2) + " " + n(3) + " " + n(2) + " " + n(2), "PHONE"
		case 1:
			return "0 (5" + n(2) + ") " + n(3) + " " + n(2) + " " + n(2), "PHONE"
		}
		return "0" + w3of(r, "212", "216", "312", "232") + " " + nz() + n(2) + " " + n(2) + " " + n(2), "PHONE"
	case "ru":
		switch r.IntN(3) {
		case 0:
			return "+7 (9" + n(2) + ") " + n(3) + "-" + n(2) + "-" + n(2), "PHONE"
		case 1:
			return "8 9" + n(2) + " " + n(3) + " " + n(2) + " " + n(2), "PHONE"
		}
		return "+7 " + w3of(r, "495", "812", "843") + " " + nz() + n(2) + "-" + n(2) + "-" + n(2), "PHONE"
	case "ko":
		switch r.IntN(3) {
		case 0:
			return "010-" + nz() + n(3) + "-" + n(4), "PHONE"
		case 1:
			return "+82 10-" + nz() + n(3) + "-" + n(4), "PHONE"
		}
		return w3of(r, "02", "031", "051") + "-" + nz() + n(2) + "-" + n(4), "PHONE"
	case "vi":
		switch r.IntN(3) {
		case 0:
			return "09" + n(1) + " " + n(3) + " " + n(4), "PHONE"
		case 1:
			return "+84 " + w3of(r, "9", "3", "8") + n(1) + " " + n(3) + " " + n(2) + " " + n(2), "PHONE"
		}
		return "028 3" + n(3) + " " + n(4), "PHONE"
	case "id":
		switch r.IntN(3) {
		case 0:
			return "08" + w3of(r, "12", "13", "21", "56", "77") + "-" + n(4) + "-" + n(4), "PHONE"
		case 1:
			return "+62 8" + w3of(r, "12", "13", "57") + " " + n(4) + " " + n(4), "PHONE"
		}
		return "(021) " + nz() + n(3) + " " + n(4), "PHONE"
	case "zh":
		m := "1" + w3of(r, "36", "39", "58", "77", "86", "88", "99") + n(8)
		switch r.IntN(5) {
		case 0:
			return m[:3] + " " + m[3:7] + " " + m[7:], "CN_MOBILE"
		case 1:
			return "+86 " + m[:3] + "-" + m[3:7] + "-" + m[7:], "CN_MOBILE"
		case 2:
			return "(0" + w3of(r, "755", "571", "28", "592") + ") " + nz() + n(6+r.IntN(2)), "PHONE"
		}
		return m, "CN_MOBILE"
	}
	area := w3of(r, "312", "617", "206", "303", "512", "704", "919", "602", "813", "503", "412", "614")
	x := nz() + n(2)
	switch r.IntN(7) {
	case 0:
		return area + "." + x + "." + n(4), "PHONE"
	case 1:
		return "+1-" + area + "-" + x + "-" + n(4), "PHONE"
	case 2:
		return "07" + nz() + n(2) + " " + n(3) + " " + n(3), "PHONE"
	case 3:
		return "+44 20 7" + n(3) + " " + n(4), "PHONE"
	case 4:
		return "+61 4" + n(2) + " " + n(3) + " " + n(3), "PHONE"
	case 5:
		return "+353 8" + w3of(r, "3", "5", "7") + " " + n(3) + " " + n(4), "PHONE"
	}
	return "(" + area + ") " + x + " " + n(4), "PHONE"
}

// ---- addresses

// w3Addr draws a street address in lang's country (US, UK or Australia for
// English) written the way that country writes it.
func w3Addr(r *rand.Rand, lang string) string {
	h := 1 + r.IntN(140)
	switch lang {
	case "de":
		st := w3of(r, "Schillerstraße", "Vogelsanger Weg", "Im Krähenwinkel", "Goethering", "Holunderstieg", "Gartenfeldstraße", "Rosenthaler Straße", "Hinter der Mauer")
		city := w3of(r, "10405 Berlin", "50823 Köln", "04177 Leipzig", "70199 Stuttgart", "28203 Bremen", "90429 Nürnberg", "21335 Lüneburg")
		return fmt.Sprintf("%s %d%s, %s", st, h, w3of(r, "", "", "a", "b"), city)
	case "pl":
		st := w3of(r, "ul. Piotrkowska", "ul. Długa", "al. Jerozolimskie", "ul. Floriańska", "ul. Świętojańska", "ul. Grunwaldzka")
		city := w3of(r, "90-001 Łódź", "80-831 Gdańsk", "31-019 Kraków", "81-366 Gdynia", "00-697 Warszawa", "50-077 Wrocław")
		return fmt.Sprintf("%s %d/%d, %s", st, h, 1+r.IntN(60), city)
	case "tr":
		return fmt.Sprintf(w3of(r, "Caferağa Mah. Moda Cad. No: %d D: %d, 34710 Kadıköy/İstanbul", "Kızılay Mah. Atatürk Blv. No: %d Daire: %d, 06420 Çankaya/Ankara",
			"Alsancak Mah. Kıbrıs Şehitleri Cad. No:%d/%d, 35220 Konak/İzmir", "Bağdat Cad. No: %d Kat: %d, 34728 Caddebostan/İstanbul"), h, 1+r.IntN(20))
	case "ru":
		if r.IntN(2) == 0 {
			return fmt.Sprintf("%s, д. %d, кв. %d, %s", w3of(r, "ул. Тверская", "Невский пр.", "ул. Баумана", "ул. Малышева", "пр-т Мира"), h, 1+r.IntN(200),
				w3of(r, "Москва, 125009", "Санкт-Петербург, 191186", "Казань, 420111", "Екатеринбург, 620014"))
		}
		return fmt.Sprintf("%s, г. %s, %s, д. %d, кв. %d", w3of(r, "630099", "344002", "603005"), w3of(r, "Новосибирск", "Ростов-на-Дону", "Нижний Новгород"),
			w3of(r, "ул. Красный проспект", "ул. Большая Садовая", "ул. Рождественская"), h, 1+r.IntN(200))
	case "ko":
		a := w3of(r, "서울특별시 마포구 월드컵북로", "부산광역시 해운대구 센텀중앙로", "대구광역시 수성구 달구벌대로", "경기도 성남시 분당구 판교역로", "인천광역시 연수구 송도과학로")
		return fmt.Sprintf("%s %d%s", a, h, w3of(r, "", fmt.Sprintf(", %d동 %d호", 101+r.IntN(12), 101+r.IntN(2000))))
	case "vi":
		return fmt.Sprintf(w3of(r, "Số %d Phố Huế, Phường Ngô Thì Nhậm, Quận Hai Bà Trưng, Hà Nội", "%d Nguyễn Trãi, Phường 2, Quận 5, TP. Hồ Chí Minh",
			"%d Lê Duẩn, Quận Hải Châu, Đà Nẵng", "Số %d Đường Trần Phú, TP. Nha Trang, Khánh Hòa"), h)
	case "id":
		return fmt.Sprintf(w3of(r, "Jl. Gatot Subroto No. %d, RT 004/RW 02, Kuningan, Jakarta Selatan 12930", "Jl. Ir. H. Juanda No. %d, Dago, Bandung 40135",
			"Jl. Malioboro No. %d, Yogyakarta 55213", "Jl. Raya Darmo No. %d, Surabaya 60264"), h)
	case "zh":
		return fmt.Sprintf(w3of(r, "广东省佛山市禅城区季华五路%d号", "浙江省宁波市鄞州区天童南路%d号"+fmt.Sprintf("%d幢%d室", 1+r.IntN(30), 101+r.IntN(1800)),
			"四川省成都市锦江区春熙路%d号", "福建省厦门市思明区湖滨南路%d号", "湖北省武汉市江汉区解放大道%d号"), h)
	}
	switch r.IntN(3) {
	case 0:
		return fmt.Sprintf("%d %s %s%s, %s", 100+r.IntN(9000), w3of(r, "Wisteria", "Cottonwood Bend", "Kingfisher", "Larchmere", "Briarcliff", "Sagebrush"),
			w3of(r, "Lane", "Court", "Drive", "Road"), w3of(r, "", ", Apt 4B", ", Unit 12", " #210"),
			w3of(r, "Tucson, AZ 85719", "Boise, ID 83702", "Savannah, GA 31401", "Ann Arbor, MI 48104", "Providence, RI 02903"))
	case 1:
		return fmt.Sprintf("%sFlat %d, %d %s, %s", "", 1+r.IntN(30), h, w3of(r, "Cavendish Road", "Thornton Avenue", "Rosebery Gardens", "Coldharbour Lane"),
			w3of(r, "Sheffield S1 2HE", "Norwich NR2 4PH", "Glasgow G12 8QQ", "Brighton BN1 3XE"))
	}
	return fmt.Sprintf("Unit %d/%d %s, %s", 1+r.IntN(20), h, w3of(r, "Bourke Street", "Glebe Point Road", "Brunswick Street"),
		w3of(r, "Surry Hills NSW 2010", "Fitzroy VIC 3065", "Fortitude Valley QLD 4006"))
}

// ---- money and identity numbers

// w3IBAN draws a valid IBAN of one country (compact, grouped, or in rare
// cases lower-case compact).
func w3IBAN(r *rand.Rand, lang string) string {
	cc := map[string]string{"de": "DE", "pl": "PL", "tr": "TR", "ru": "DE", "ko": "GB", "vi": "FR", "id": "NL", "zh": "GB", "en": "GB"}[lang]
	if r.IntN(3) == 0 {
		cc = w3of(r, "DE", "PL", "TR", "GB", "NL", "AT", "CH", "BE", "FR")
	}
	var bban string
	switch cc {
	case "DE":
		bban = digits(r, 18)
	case "PL":
		bban = digits(r, 24)
	case "TR":
		bban = digits(r, 5) + "0" + digits(r, 16)
	case "GB":
		bban = w3of(r, "BARC", "LOYD", "MIDL", "NWBK") + digits(r, 14)
	case "NL":
		bban = w3of(r, "INGB", "RABO", "ABNA", "SNSB") + digits(r, 10)
	case "AT":
		bban = digits(r, 16)
	case "CH":
		bban = digits(r, 17)
	case "BE":
		bban = digits(r, 12)
	default:
		bban = digits(r, 23)
	}
	iban := cc + corpusgen.IBANCheck(cc, bban) + bban
	switch r.IntN(6) {
	case 0, 1, 2:
		var g []string
		for i := 0; i < len(iban); i += 4 {
			g = append(g, iban[i:min(i+4, len(iban))])
		}
		return strings.Join(g, " ")
	case 3:
		if r.IntN(3) == 0 {
			return strings.ToLower(iban)
		}
	}
	return iban
}

// w3Card draws a Luhn-valid card number of one network, grouped as printed.
func w3Card(r *rand.Rand) string {
	var pre string
	length := 16
	switch r.IntN(6) {
	case 0:
		pre = "4" + digits(r, 5)
	case 1:
		pre = fmt.Sprint(51+r.IntN(5)) + digits(r, 4)
	case 2:
		pre, length = w3of(r, "34", "37")+digits(r, 4), 15
	case 3:
		pre = fmt.Sprint(3528+r.IntN(62)) + digits(r, 2)
	case 4:
		pre = "62" + digits(r, 4)
	default:
		pre = fmt.Sprint(2221+r.IntN(500)) + digits(r, 2)
	}
	body := pre + digits(r, length-len(pre)-1)
	num := body + string(corpusgen.LuhnDigit(body))
	switch r.IntN(3) {
	case 0:
		return num
	case 1:
		if length == 15 {
			return num[:4] + " " + num[4:10] + " " + num[10:]
		}
		return num[:4] + " " + num[4:8] + " " + num[8:12] + " " + num[12:]
	}
	if length == 15 {
		return num[:4] + "-" + num[4:10] + "-" + num[10:]
	}
	return num[:4] + "-" + num[4:8] + "-" + num[8:12] + "-" + num[12:]
}

// w3SSN draws a US social security number that can be issued.
func w3SSN(r *rand.Rand) string {
	return ssnLaid(ssnOf(r, 898, 667), r.IntN(4))
}

// w3IP draws a public unicast address outside the documentation, private,
// loopback and well-known resolver ranges.
func w3IP(r *rand.Rand) string {
	if r.IntN(6) == 0 {
		return fmt.Sprintf("%s:%x:%x:%x::%x", w3of(r, "2a01:4f8", "2406:da18", "2600:1f18", "2a02:8108"), 1+r.IntN(0xfff0), r.IntN(0xffff), r.IntN(0xffff), 1+r.IntN(0xfff0))
	}
	for {
		a := 11 + r.IntN(212)
		if a == 127 || a == 169 || a == 172 || a == 192 || a == 198 || a == 203 || a == 100 {
			continue
		}
		return fmt.Sprintf("%d.%d.%d.%d", a, r.IntN(256), r.IntN(256), 2+r.IntN(252))
	}
}

// ---- secrets

// w3Key draws a vendor token or a prefix-less generated secret.
func w3Key(r *rand.Rand) string {
	return shape(r, pick(r, w3KeyShapes), w3KeySets, func(r *rand.Rand, set string, n int) string {
		if set == "0123456789" {
			return corpusgen.Chars(r, set, n)
		}
		return w3str(r, set, n)
	})
}

// w3KeyShapes are wild3's vendor tokens and prefix-less secrets (see shape).
var w3KeyShapes = []string{"github_pat_11u{20}_a{59}", "glpat-w{20}", "npm_a{36}", "hf_a{34}", "xoxb-d{12}-d{13}-a{24}", "dop_v1_h{64}",
	"shpat_h{32}", "PMAK-h{24}-h{34}", "lin_api_a{40}", "rk_live_a{99}", "ya29.a0w{120}", "pypi-AgEIcHlwaS5vcmcw{60}", "LTAI5ta{18}",
	"y0_AgAAAAw{50}", "h{32}", "a{40-48}"}

var w3KeySets = map[byte]string{'a': w3an, 'w': w3an + "-_", 'u': w3upper, 'h': w3hex, 'd': "0123456789"}

// w3Pass draws a password a person or a generator chose.
func w3Pass(r *rand.Rand) string {
	switch r.IntN(7) {
	case 0:
		return w3of(r, "Sommer", "Zima", "Herbst", "Fruehling") + fmt.Sprint(2019+r.IntN(7)) + w3of(r, "!", "#", "$")
	case 1:
		return w3of(r, "Galatasaray", "Fenerbahce", "Besiktas", "Trabzon") + fmt.Sprint(1900+r.IntN(20)) + w3of(r, "!", "*", ".")
	case 2:
		return w3of(r, "qwer", "asdf", "zxcv") + digits(r, 4) + w3of(r, "!@", "#$", "!!")
	case 3:
		return w3str(r, w3an+"!#$%&*+-=?@^_", 18+r.IntN(12))
	case 4:
		return w3of(r, "Haslo", "Kochanie", "Zamek", "Parol") + "_" + digits(r, 3) + w3of(r, "$x", "!Q", "%k")
	case 5:
		return "P@" + w3str(r, w3an, 6) + "$" + digits(r, 2)
	}
	return w3str(r, w3an, 12) + "$" + w3str(r, w3an, 4)
}

// w3CredURL draws a URL that carries a credential (labelled whole).
func w3CredURL(r *rand.Rand) string {
	pw := w3str(r, w3an, 12) + w3of(r, "", "$", "%40", "-", "_") + w3str(r, w3an, 4)
	switch r.IntN(6) {
	case 0:
		return "postgres://report_ro:" + pw + "@db-reports.eu-central-1.rds.amazonaws.com:5432/analytics"
	case 1:
		return "mongodb+srv://svc_orders:" + pw + "@cluster0." + w3str(r, "abcdefghijklmnopqrstuvwxyz0123456789", 5) + ".mongodb.net/orders?retryWrites=true"
	case 2:
		return "https://" + w3str(r, w3hex, 32) + "@o" + digits(r, 6) + ".ingest.sentry.io/" + digits(r, 16)
	case 3:
		return "https://oauth2:" + "glpat-" + w3str(r, w3an, 20) + "@gitlab.company-internal.net/platform/infra.git"
	case 4:
		return "redis://default:" + pw + "@redis-" + digits(r, 5) + ".c1.eu-west-1-2.ec2.cloud.redislabs.com:" + digits(r, 5)
	}
	return "https://x-access-token:ghs_" + w3str(r, w3an, 36) + "@github.com/acme-fulfilment/warehouse.git"
}

func w3PEM(r *rand.Rand, nl string) string {
	label := w3of(r, "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
	var b strings.Builder
	b.WriteString("-----BEGIN " + label + "-----" + nl)
	for i := 0; i < 4+r.IntN(4); i++ {
		b.WriteString(w3str(r, w3an+"+/", 64) + nl)
	}
	b.WriteString(w3str(r, w3an+"+/", 30) + "=" + nl + "-----END " + label + "-----")
	return b.String()
}

func w3JWT(r *rand.Rand) string {
	return "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + w3str(r, w3an+"-_", 60+r.IntN(40)) + "." + w3str(r, w3an+"-_", 86)
}

// ---- look-alikes (public values that must survive)

func w3DocIP(r *rand.Rand) string {
	return w3of(r, "192.0.2."+fmt.Sprint(1+r.IntN(254)), "198.51.100."+fmt.Sprint(1+r.IntN(254)), "203.0.113."+fmt.Sprint(1+r.IntN(254)),
		"2001:db8::"+fmt.Sprintf("%x", 1+r.IntN(0xfff)))
}

func w3Resolver(r *rand.Rand) string {
	return w3of(r, "8.8.8.8", "94.140.14.14", "185.228.168.9", "208.67.220.220", "77.88.8.8", "119.29.29.29", "180.76.76.76", "168.126.63.1", "149.112.112.112")
}

func w3UUID(r *rand.Rand) string {
	h := w3str(r, w3hex, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + string("89ab"[r.IntN(4)]) + h[17:20] + "-" + h[20:]
}

func w3SHA(r *rand.Rand, n int) string { return w3str(r, w3hex, n) }

func w3Ver(r *rand.Rand) string {
	return w3of(r, fmt.Sprintf("v%d.%d.%d", r.IntN(4), r.IntN(25), r.IntN(30)), fmt.Sprintf("%d.%d.%d-rc.%d", 1+r.IntN(3), r.IntN(20), r.IntN(9), 1+r.IntN(4)),
		fmt.Sprintf("1.%d.%d-eks-%s", 26+r.IntN(6), r.IntN(12), w3str(r, w3hex, 7)))
}

func w3Order(r *rand.Rand) string {
	return w3of(r, "RE-2025-"+digits(r, 6), "FV/2025/"+fmt.Sprintf("%02d/%d", 1+r.IntN(12), 10+r.IntN(990)), "ORD-"+w3str(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 8),
		"№ "+digits(r, 8), "TKT-"+digits(r, 5), "INC"+digits(r, 7), "SO-KR-"+digits(r, 7))
}

func w3Tracking(r *rand.Rand) string {
	return w3of(r, "1Z"+w3str(r, w3upper, 6)+digits(r, 10), "JJD"+digits(r, 18), "SF"+digits(r, 13), "RR"+digits(r, 9)+"DE", "CJ"+digits(r, 9)+"KR")
}

func w3SKU(r *rand.Rand) string {
	ean := fmt.Sprint(400+r.IntN(90)) + digits(r, 9)
	return w3of(r, "SKU-"+digits(r, 4)+"-"+w3of(r, "BLK", "WHT", "RED")+"-"+w3of(r, "S", "M", "L", "XL"), ean+string(corpusgen.EAN13Check(ean)), "PN "+w3str(r, w3upper, 3)+"-"+digits(r, 5))
}

var w3PubAddrs = []string{"Werner-von-Siemens-Straße 1, 80333 München", "Dietmar-Hopp-Allee 16, 69190 Walldorf", "One Microsoft Way, Redmond, WA 98052",
	"410 Terry Ave N, Seattle, WA 98109", "1 Hacker Way, Menlo Park, CA 94025", "北京市海淀区上地十街10号", "경기도 수원시 영통구 삼성로 129",
	"Platz der Republik 1, 11011 Berlin", "350 Fifth Avenue, New York, NY 10118"}

var w3NoReply = []string{"noreply@discord.com", "feedback@slack.com", "no-reply@calendly.com", "noreply@jira.atlassian.com", "notifications@gitlab.com",
	"noreply@accounts.naver.com", "no-reply@telegram.org", "jane.doe@example.com", "john.smith@example.org"}

func w3MeetingID(r *rand.Rand) string { return digits(r, 3) + " " + digits(r, 4) + " " + digits(r, 4) }

func w3BIC(r *rand.Rand) string {
	return w3of(r, "COBADEFFXXX", "BPKOPLPWXXX", "TCZBTR2AXXX", "SABRRUMMXXX", "DEUTDEFF", "INGBNL2A", "BKCHCNBJ", "CENAIDJA", "KOEXKRSE")
}

func w3Placeholder(r *rand.Rand) string {
	return w3of(r, "{{ vault_db_password }}", "var.db_password", "<REDACTED>", "changeme", "${DB_PASS}", "REPLACE_ME", "********", "{{ .Values.secret }}")
}

// ---- records

// w3Kinds are the artifact and message writers; each returns its language
// and category.
var w3Kinds = []func(d *w3doc) (string, string){
	w3Slack, w3Teams, w3Discord, w3CRM, w3Tickets, w3Intake, w3HRForm, w3Invoice, w3Label, w3Transfer, w3Terraform, w3Ansible,
	w3Helm, w3Netrc, w3Pgpass, w3AWSCreds, w3GitConfig, w3GitLog, w3Nginx, w3Apache, w3Notebook, w3GraphQL, w3Proto, w3LaTeX,
	w3VCard, w3ICal, w3WikiTable, w3SMS, w3Message, w3Message, w3Message, w3Message, w3Message, w3Message,
	w3Negative, w3Negative, w3Negative, w3Negative, w3Negative,
}

func wild3Record(r *rand.Rand) (record, error) {
	d := &w3doc{r: r, lookalikes: r.IntN(100) < 12}
	lang, cat := pick(r, w3Kinds)(d)
	d.s("\n\n" + pick(r, w3Asks[lang]))
	return d.done(lang, cat), nil
}

// w3lbl gives a form label in lang: the keys are name, phone, email,
// address, iban, date.
var w3lbl = map[string]map[string]string{
	"en": {"name": "Full name", "phone": "Phone", "email": "E-mail", "address": "Home address", "iban": "IBAN", "date": "Date"},
	"de": {"name": "Name, Vorname", "phone": "Telefon", "email": "E-Mail", "address": "Anschrift", "iban": "IBAN", "date": "Datum"},
	"pl": {"name": "Imię i nazwisko", "phone": "Telefon", "email": "E-mail", "address": "Adres zamieszkania", "iban": "Numer rachunku", "date": "Data"},
	"tr": {"name": "Adı Soyadı", "phone": "Cep Tel", "email": "E-posta", "address": "Adres", "iban": "IBAN", "date": "Tarih"},
	"ru": {"name": "ФИО", "phone": "Телефон", "email": "Эл. почта", "address": "Адрес", "iban": "Счёт (IBAN)", "date": "Дата"},
	"ko": {"name": "성명", "phone": "연락처", "email": "이메일", "address": "주소", "iban": "계좌(IBAN)", "date": "날짜"},
	"vi": {"name": "Họ và tên", "phone": "Số điện thoại", "email": "Email", "address": "Địa chỉ", "iban": "Số tài khoản (IBAN)", "date": "Ngày"},
	"id": {"name": "Nama lengkap", "phone": "No. HP", "email": "Surel", "address": "Alamat", "iban": "Rekening (IBAN)", "date": "Tanggal"},
	"zh": {"name": "姓名", "phone": "手机", "email": "邮箱", "address": "住址", "iban": "收款账号(IBAN)", "date": "日期"},
}

func w3date(r *rand.Rand) string { return fmt.Sprintf("2025-%02d-%02d", 1+r.IntN(12), 1+r.IntN(28)) }

func w3Slack(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	a, b := w3Who(r, lang), w3Who(r, lang)
	d.s("[\n  {\"type\": \"message\", \"user\": \"U0"+w3str(r, w3upper, 8)+"\", \"user_profile\": {\"real_name\": \"").p("PERSON", a.name)
	d.s("\", \"display_name\": \"" + w3Handle(r) + "\"}, \"text\": \"")
	switch r.IntN(3) {
	case 0:
		d.s(w3of(r, "can someone call the customer back on ", "bitte Rückruf an ", "klient prosi o telefon: ", "müşteri arıyor: ", "перезвоните клиенту: ", "고객 연락처 ", "khách hàng gọi: ", "pelanggan minta ditelepon: ", "客户电话 ")).ph(lang)
	case 1:
		d.s("new hire <mailto:").p("EMAIL", w3Mail(r, lang, b)).s("|").p("EMAIL", w3Mail(r, lang, b)).s("> starts Monday")
	default:
		d.s("staging token is ").p("API_KEY", w3Key(r)).s(" — don't share")
	}
	d.s("\", \"ts\": \"17"+digits(r, 8)+"."+digits(r, 6)+"\"},\n  {\"type\": \"message\", \"user_profile\": {\"real_name\": \"").p("PERSON", b.name).s("\"}, \"text\": \"")
	if d.lookalikes {
		d.s("deployed ").k("version", w3Ver(r)).s(" at ").k("sha", w3SHA(r, 7)).s(", ping ").k("noreply", pick(r, w3NoReply)).s(" if alerts fire")
	} else {
		d.s("ok, shipping to ").p("STREET_ADDRESS", w3Addr(r, lang))
	}
	d.s("\"}\n]")
	return lang, "slack"
}

func w3Teams(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	a, b := w3Who(r, lang), w3Who(r, lang)
	h := 8 + r.IntN(9)
	d.s(fmt.Sprintf("[%02d:%02d] ", h, r.IntN(60))).p("PERSON", a.name).s("\n")
	if d.lookalikes {
		d.s(w3of(r, "Moving the vendor call, dial in with Meeting ID ", "Termin verschoben, Besprechungs-ID ", "Spotkanie przeniesione, ID ")).k("meetingid", w3MeetingID(r)).s("\n")
	} else {
		d.s(w3of(r, "Moving the vendor call to 3pm", "Termin auf 15 Uhr verschoben", "Spotkanie przeniesione na 15:00") + "\n")
	}
	d.s(fmt.Sprintf("[%02d:%02d] ", h, r.IntN(60))).p("PERSON", b.name).s("\n")
	switch r.IntN(3) {
	case 0:
		d.s("my mobile if the bridge drops: ").ph(lang).s("\n")
	case 1:
		d.s("card on file for the conference fee is ").p("CREDIT_CARD", w3Card(r)).s(", exp 09/27\n")
	default:
		d.s("VPN exit is ").p("IP_ADDRESS", w3IP(r))
		if d.lookalikes {
			d.s(", not ").k("docip", w3DocIP(r)).s(" like the wiki says")
		}
		d.s("\n")
	}
	d.s(fmt.Sprintf("[%02d:%02d] ", h+1, r.IntN(60))).p("PERSON", a.name).s("\n👍 thanks ").p("PERSON", strings.Fields(b.name)[0]).s("\n")
	return lang, "teams"
}

func w3Discord(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	a := w3Who(r, lang)
	d.s(w3Handle(r) + " — Today at " + fmt.Sprintf("%d:%02d PM", 1+r.IntN(11), r.IntN(60)) + "\n")
	switch r.IntN(3) {
	case 0:
		d.s("bot keeps 401ing, here's the env:\nDISCORD_TOKEN=").p("API_KEY", "MT"+w3str(r, w3an, 24)+"."+w3str(r, w3an+"-_", 6)+"."+w3str(r, w3an+"-_", 38)).s("\n")
		if d.lookalikes {
			d.s("GUILD_ID=").k("snowflake", "1"+digits(r, 18)).s("\n")
		}
	case 1:
		d.s("irl name is ").p("PERSON", a.name).s(", dm me at ").p("EMAIL", w3Mail(r, lang, a)).s("\n")
	default:
		d.s("server moved to ").p("IP_ADDRESS", w3IP(r)).s(":25565\n")
	}
	d.s("mod_bot — Today at " + fmt.Sprintf("%d:%02d PM", 1+r.IntN(11), r.IntN(60)) + "\nReminder: never post secrets.")
	if d.lookalikes {
		d.s(" Appeals go to ").k("noreply", "noreply@discord.com")
	}
	d.s("\n")
	return lang, "discord"
}

func w3CRM(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	c, rep := w3Who(r, lang), w3Who(r, "en")
	notes := map[string]string{"en": "Call notes", "de": "Gesprächsnotiz", "pl": "Notatka z rozmowy", "tr": "Görüşme notu", "ru": "Заметка о звонке",
		"ko": "통화 메모", "vi": "Ghi chú cuộc gọi", "id": "Catatan panggilan", "zh": "通话记录"}
	d.s("Account: "+w3of(r, "Hanseatic Freight AG", "Sinar Jaya Logistik", "Ege Lojistik A.Ş.", "Hanbit Logis")+"\nOwner: ").p("PERSON", rep.name).s("\nContact: ").p("PERSON", c.name).s("\n")
	d.s(notes[lang] + " (" + w3date(r) + "): ")
	switch lang {
	case "de":
		d.s("Kunde möchte Lieferung an ").p("STREET_ADDRESS", w3Addr(r, lang)).s(", erreichbar unter ").ph(lang).s(".")
	case "ru":
		d.s("Клиент просит доставку по адресу ").p("STREET_ADDRESS", w3Addr(r, lang)).s(", тел. ").ph(lang).s(".")
	case "zh":
		d.s("客户").p("PERSON", c.name).s("要求改寄到").p("STREET_ADDRESS", w3Addr(r, lang)).s("，电话").ph(lang).s("。")
	case "ko":
		d.s("고객이 배송지를 ").p("STREET_ADDRESS", w3Addr(r, lang)).s("(으)로 변경 요청, 연락처 ").ph(lang).s(".")
	default:
		d.s("Renewal at risk. Prefers email (").p("EMAIL", w3Mail(r, lang, c)).s(") over phone ").ph(lang).s(".")
		if d.lookalikes {
			d.s(" HQ mail goes to ").k("pubaddr", pick(r, w3PubAddrs)).s(".")
		}
	}
	d.s("\nNext step: QBR")
	if d.lookalikes {
		d.s(", product ").k("sku", w3SKU(r))
	}
	d.s("\n")
	return lang, "crm"
}

func w3Tickets(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	d.s("ticket_id,created,requester,requester_email,phone,subject,status\n")
	for i := 0; i < 2+r.IntN(3); i++ {
		p := w3Who(r, lang)
		if d.lookalikes {
			d.k("order", "TKT-"+digits(r, 5))
		} else {
			d.s(fmt.Sprint(310 + i))
		}
		d.s(","+w3date(r)+",").p("PERSON", p.name).s(",").p("EMAIL", w3Mail(r, lang, p)).s(",")
		if r.IntN(4) == 0 {
			d.s(",")
		} else {
			d.ph(lang).s(",")
		}
		d.s(w3of(r, "\"Refund, order not delivered\"", "Login loop", "\"Rechnung falsch\"", "Zwrot towaru", "Не приходит код", "배송 지연", "订单未发货") + "," + w3of(r, "open", "pending", "solved") + "\n")
	}
	return lang, "tickets"
}

func w3Intake(d *w3doc) (string, string) {
	r := d.r
	lang := w3of(r, "en", "en", "de", "ko", "vi", "id")
	l := w3lbl[lang]
	p := w3Who(r, lang)
	d.s(w3of(r, "PATIENT INTAKE FORM", "NEW PATIENT REGISTRATION")+"\n"+l["name"]+": ").p("PERSON", p.name).s("\nDOB: " + fmt.Sprintf("%02d/%02d/%d", 1+r.IntN(12), 1+r.IntN(28), 1940+r.IntN(65)) + "\n")
	if lang == "en" {
		d.s("SSN: ").p("US_SSN", w3SSN(r)).s("\n")
	}
	d.s(l["address"]+": ").p("STREET_ADDRESS", w3Addr(r, lang)).s("\n" + l["phone"] + ": ").ph(lang).s("\n")
	e := w3Who(r, lang)
	d.s("Emergency contact: ").p("PERSON", e.name).s(" (" + w3of(r, "spouse", "daughter", "son", "sister") + ") ").ph(lang).s("\n")
	if d.lookalikes {
		d.s("Insurance member ID: ").k("member", w3str(r, w3upper, 3)+digits(r, 9)).s("\n")
	}
	d.s("Reason for visit: " + w3of(r, "persistent cough", "knee pain after fall", "follow-up bloodwork", "migraine") + "\n")
	return lang, "intake"
}

func w3HRForm(d *w3doc) (string, string) {
	r := d.r
	lang := w3of(r, "de", "pl", "tr", "en", "ru")
	l := w3lbl[lang]
	p := w3Who(r, lang)
	title := map[string]string{"de": "Personalfragebogen – Neueinstellung", "pl": "Kwestionariusz osobowy pracownika", "tr": "Personel Bilgi Formu",
		"en": "Employee onboarding form", "ru": "Анкета сотрудника"}[lang]
	d.s(title+"\n| "+l["name"]+" | ").p("PERSON", p.name).s(" |\n| "+l["address"]+" | ").p("STREET_ADDRESS", w3Addr(r, lang)).s(" |\n")
	d.s("| "+l["phone"]+" | ").ph(lang).s(" |\n| "+l["email"]+" | ").p("EMAIL", w3Mail(r, lang, p)).s(" |\n| "+l["iban"]+" | ").p("IBAN", w3IBAN(r, lang)).s(" |\n")
	d.lookalike("| BIC | ", "bic", w3BIC, " |\n")
	if lang == "en" {
		d.s("| SSN | ").p("US_SSN", w3SSN(r)).s(" |\n")
	}
	d.s("| " + l["date"] + " | " + w3date(r) + " |\n")
	return lang, "hrform"
}

func w3Invoice(d *w3doc) (string, string) {
	r := d.r
	lang := w3of(r, "en", "de", "pl", "tr", "zh", "id")
	p := w3Who(r, lang)
	head := map[string]string{"en": "INVOICE", "de": "RECHNUNG", "pl": "FAKTURA VAT", "tr": "FATURA", "zh": "发票", "id": "FAKTUR"}[lang]
	d.s(head+" ").k("order", w3Order(r)).s("\nFrom: Nordlicht Software GmbH, ").k("pubaddr", pick(r, w3PubAddrs[:2])).s(", VAT ").k("vat", "DE"+digits(r, 9)).s("\n")
	d.s("Bill to: ").p("PERSON", p.name).s("\n").p("STREET_ADDRESS", w3Addr(r, lang)).s("\n\n")
	d.s("1 x Annual licence  ").k("sku", w3SKU(r)).s(fmt.Sprintf("  %d.%02d EUR\n", 100+r.IntN(9000), r.IntN(100)))
	d.s("Please pay to IBAN ").p("IBAN", w3IBAN(r, lang)).s(" within 14 days. Questions: ").k("noreply", w3of(r, "billing@example.com", "no-reply@calendly.com")).s("\n")
	return lang, "invoice"
}

func w3Label(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	p := w3Who(r, lang)
	d.s("SHIP TO:\n").p("PERSON", p.name).s("\n").p("STREET_ADDRESS", w3Addr(r, lang)).s("\nTEL ").ph(lang).s("\n")
	d.s("TRACKING: ").k("tracking", w3Tracking(r)).s(fmt.Sprintf("\nWEIGHT: %.1f kg  PIECES: 1/1\n", 0.2+r.Float64()*20))
	if d.lookalikes {
		d.s("REF: ").k("order", w3Order(r)).s("\nRETURN TO: Fulfilment Centre, ").k("pubaddr", pick(r, w3PubAddrs)).s("\n")
	}
	return lang, "label"
}

func w3Transfer(d *w3doc) (string, string) {
	r := d.r
	lang := w3of(r, "pl", "tr", "id", "ru", "de", "en", "vi")
	a, b := w3Who(r, lang), w3Who(r, lang)
	switch lang {
	case "pl":
		d.s("Potwierdzenie przelewu\nNadawca: ").p("PERSON", a.name).s("\nRachunek nadawcy: ").p("IBAN", w3IBAN(r, "pl")).s("\nOdbiorca: ").p("PERSON", b.name)
		d.s("\nRachunek odbiorcy: ").p("IBAN", w3IBAN(r, "pl")).s(fmt.Sprintf("\nKwota: %d,%02d PLN\nTytuł: ", 50+r.IntN(5000), r.IntN(100)))
		if d.lookalikes {
			d.k("order", w3Order(r))
		} else {
			d.s(w3of(r, "czynsz za lokal", "zwrot za bilety", "prezent"))
		}
	case "tr":
		d.s("EFT/Havale Dekontu\nGönderen: ").p("PERSON", a.name).s("\nAlıcı: ").p("PERSON", b.name).s("\nAlıcı IBAN: ").p("IBAN", w3IBAN(r, "tr"))
		d.s(fmt.Sprintf("\nTutar: %d,%02d TL\nİşlem No: ", 100+r.IntN(90000), r.IntN(100))).k("txn", digits(r, 16))
	case "ru":
		d.s("Квитанция о переводе\nОтправитель: ").p("PERSON", a.name).s("\nПолучатель: ").p("PERSON", b.name).s("\nТелефон получателя: ").ph(lang)
		d.s(fmt.Sprintf("\nСумма: %d ₽\nНомер операции: ", 500+r.IntN(90000))).k("txn", digits(r, 12))
	case "id":
		d.s("Bukti Transfer\nDari: ").p("PERSON", a.name).s("\nKe: ").p("PERSON", b.name).s(" - IBAN ").p("IBAN", w3IBAN(r, "id"))
		d.s(fmt.Sprintf("\nNominal: Rp%d.%03d.000\nNo. Referensi: ", 1+r.IntN(90), r.IntN(1000))).k("txn", digits(r, 14))
	default:
		d.s("Transfer confirmation / Überweisungsbestätigung\nOrdering party: ").p("PERSON", a.name).s("\nBeneficiary: ").p("PERSON", b.name).s("\nBeneficiary IBAN: ")
		d.p("IBAN", w3IBAN(r, lang))
		if d.lookalikes {
			d.s("\nBIC: ").k("bic", w3BIC(r))
		}
		d.s(fmt.Sprintf("\nAmount: EUR %d.%02d\nEnd-to-end ID: ", 10+r.IntN(9000), r.IntN(100))).k("uuid", w3UUID(r))
	}
	d.s("\n")
	return lang, "transfer"
}

func w3Terraform(d *w3doc) (string, string) {
	r := d.r
	p := w3Who(r, "en")
	d.s("# terraform.tfvars\nregion          = \"eu-central-1\"\nowner_email     = \"").p("EMAIL", w3Mail(r, "en", p)).s("\"\n")
	d.s("db_password     = \"").p("API_KEY", w3Pass(r)).s("\"\ndatadog_api_key = \"").p("API_KEY", w3str(r, w3hex, 32)).s("\"\n")
	d.s("admin_cidrs     = [\"").p("IP_ADDRESS", w3IP(r)).s("/32\"")
	d.lookalike(", \"", "docip", w3DocIP, "/32\"")
	d.s("]\n")
	if d.lookalikes {
		d.s("ami_id          = \"").k("ami", "ami-"+w3str(r, w3hex, 17)).s("\"\n")
	}
	if r.IntN(2) == 0 {
		d.s("\n# main.tf\nresource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n  tags = { Owner = \"").p("PERSON", p.name).s("\" }\n}\n")
	}
	return "en", "terraform"
}

func w3Ansible(d *w3doc) (string, string) {
	r := d.r
	d.s("# group_vars/prod.yml\n---\nmysql_root_password: ").p("API_KEY", w3Pass(r)).s("\n")
	d.s("smtp_relay_pass: \"").p("API_KEY", w3Pass(r)).s("\"\n")
	if d.lookalikes {
		d.s("backup_user_pass: \"").k("placeholder", "{{ vault_backup_pass }}").s("\"\n")
	}
	d.s("ops_contact: ").p("PERSON", w3Who(r, "en").name).s("\n\n# inventory.ini\n[web]\nweb01 ansible_host=").p("IP_ADDRESS", w3IP(r)).s("\n")
	d.lookalike("web02 ansible_host=", "docip", w3DocIP, "\n")
	if r.IntN(3) == 0 {
		d.s("\n[db:vars]\nansible_ssh_pass=").p("API_KEY", w3Pass(r)).s("\n")
	}
	return "en", "ansible"
}

func w3Helm(d *w3doc) (string, string) {
	r := d.r
	d.s("# values-prod.yaml\nimage:\n  repository: ghcr.io/acme/checkout\n")
	if d.lookalikes {
		d.s("  tag: \"").k("version", w3Ver(r)).s("\"\n  digest: ").k("digest", "sha256:"+w3SHA(r, 64)).s("\n")
	} else {
		d.s("  tag: stable\n")
	}
	d.s("postgresql:\n  auth:\n    username: checkout\n    password: ").p("API_KEY", w3Pass(r)).s("\n")
	switch r.IntN(3) {
	case 0:
		d.s("tls:\n  key: |\n    ").p("PRIVATE_KEY", w3PEM(r, "\n    ")).s("\n")
	case 1:
		d.s("externalSecrets:\n  stripe: ").p("API_KEY", w3Key(r)).s("\n  sentryDsn: ").p("URL_WITH_TOKEN", w3CredURL(r)).s("\n")
	default:
		d.s("config:\n  alertEmail: ").p("EMAIL", w3Mail(r, "en", w3Who(r, "en"))).s("\n")
		if d.lookalikes {
			d.s("  apiKey: ").k("placeholder", w3Placeholder(r)).s("\n")
		}
	}
	if d.lookalikes {
		d.s("podAnnotations:\n  checksum/config: ").k("sha", w3SHA(r, 64)).s("\n")
	}
	return "en", "helm"
}

func w3Netrc(d *w3doc) (string, string) {
	r := d.r
	p := w3Who(r, "en")
	d.s("~/.netrc\nmachine api.heroku.com\n  login ").p("EMAIL", w3Mail(r, "en", p)).s("\n  password ").p("API_KEY", w3str(r, w3hex, 8)+"-"+w3str(r, w3hex, 4)+"-"+w3str(r, w3hex, 4)+"-"+w3str(r, w3hex, 4)+"-"+w3str(r, w3hex, 12)).s("\n")
	d.s("machine git.internal.example\n  login deploy-bot\n  password ").p("API_KEY", w3Pass(r)).s("\n")
	return "en", "netrc"
}

func w3Pgpass(d *w3doc) (string, string) {
	r := d.r
	d.s("$ cat ~/.pgpass\n")
	for i := 0; i < 1+r.IntN(3); i++ {
		host := w3of(r, "db-prod.c8x2k.eu-west-1.rds.amazonaws.com", "pg-replica-2.internal", "localhost", "127.0.0.1")
		d.s(host+":5432:"+w3of(r, "billing", "*", "analytics")+":"+w3of(r, "app_rw", "postgres", "etl")+":").p("API_KEY", w3Pass(r)).s("\n")
	}
	d.s("$ psql -h ")
	if d.lookalikes {
		d.k("docip", w3DocIP(r))
	} else {
		d.s("db-prod")
	}
	d.s(" -U etl\npsql: error: connection refused\n")
	return "en", "pgpass"
}

func w3AWSCreds(d *w3doc) (string, string) {
	r := d.r
	d.s("~/.aws/credentials\n[default]\naws_access_key_id = ").p("AWS_ACCESS_KEY", "AKIA"+w3str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
	d.s("\naws_secret_access_key = ").p("API_KEY", w3str(r, w3an+"+/", 40)).s("\n")
	if d.lookalikes {
		d.s("\n[profile ci]\nrole_arn = arn:aws:iam::").k("account", digits(r, 12)).s(":role/deployer\n")
	}
	if r.IntN(2) == 0 {
		d.s("aws_session_token = ").p("API_KEY", "IQoJb3JpZ2luX2VjE"+w3str(r, w3an+"+/", 140)).s("\n")
	}
	return "en", "awscreds"
}

func w3GitConfig(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	p := w3Who(r, lang)
	d.s("$ cat .git/config\n[user]\n\tname = ").p("PERSON", p.name).s("\n\temail = ").p("EMAIL", w3Mail(r, lang, p)).s("\n[remote \"origin\"]\n\turl = ")
	if r.IntN(2) == 0 {
		d.p("URL_WITH_TOKEN", w3CredURL(r))
	} else {
		d.s("git@github.com:acme/checkout.git")
	}
	d.s("\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[core]\n\thooksPath = .githooks\n")
	return lang, "gitconfig"
}

func w3GitLog(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	for i := 0; i < 2; i++ {
		p := w3Who(r, lang)
		d.s("commit ").k("sha", w3SHA(r, 40)).s("\nAuthor: ").p("PERSON", p.name).s(" <").p("EMAIL", w3Mail(r, lang, p)).s(">\n")
		d.s(fmt.Sprintf("Date:   %s %s %d 1%d:%02d:11 2025 +0%d00\n\n    ", w3of(r, "Mon", "Tue", "Thu"), w3of(r, "Mar", "Jun", "Oct"), 1+r.IntN(28), r.IntN(9), r.IntN(60), r.IntN(9)))
		d.s(w3of(r, "fix: retry on 503", "chore: bump deps", "feat: add export")).s("\n\n    ")
		c := w3Who(r, lang)
		if r.IntN(2) == 0 {
			d.s("Co-authored-by: ").p("PERSON", c.name).s(" <").p("EMAIL", w3Mail(r, lang, c)).s(">\n")
		} else {
			d.s("Reviewed-on: https://review.example.org/c/").k("order", digits(r, 6)).s("\n")
		}
		d.s("\n")
	}
	return lang, "gitlog"
}

func w3Nginx(d *w3doc) (string, string) {
	r := d.r
	d.s("server {\n    listen 443 ssl http2;\n    server_name shop.example.net;\n")
	d.lookalike("    resolver ", "resolver", w3Resolver, " valid=300s;\n")
	d.s("    location /admin/ {\n        allow ").p("IP_ADDRESS", w3IP(r)).s(";\n")
	d.lookalike("        allow ", "docip", w3DocIP, ";\n")
	d.s("        deny all;\n    }\n")
	d.s("    location /api/ {\n        proxy_pass http://127.0.0.1:8080;\n        proxy_set_header Authorization \"Bearer ").p("API_KEY", w3Key(r)).s("\";\n    }\n}\n")
	return "en", "nginx"
}

func w3Apache(d *w3doc) (string, string) {
	r := d.r
	p := w3Who(r, w3AnyLang(r))
	d.s("<VirtualHost *:80>\n    ServerName intranet.example.com\n    ServerAdmin ").p("EMAIL", w3Mail(r, "de", p)).s("\n    SetEnv DB_PASS \"").p("API_KEY", w3Pass(r)).s("\"\n")
	if d.lookalikes {
		d.s("    SetEnv MAIL_FROM ").k("noreply", pick(r, w3NoReply)).s("\n")
	}
	d.s("    <Location /status>\n        Require ip ").p("IP_ADDRESS", w3IP(r)).s("\n    </Location>\n</VirtualHost>\n")
	return "en", "apache"
}

func w3Notebook(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	a, b := w3Who(r, lang), w3Who(r, lang)
	d.s("{\n \"cells\": [\n  {\"cell_type\": \"code\", \"execution_count\": 3, \"source\": [\"import openai\\n\", \"openai.api_key = \\\"")
	d.p("API_KEY", "sk-proj-"+w3str(r, w3an+"-_", 48+r.IntN(80))).s("\\\"\\n\", \"df = pd.read_csv('customers.csv')\\n\", \"df.head(2)\"],\n")
	d.s("   \"outputs\": [{\"output_type\": \"execute_result\", \"data\": {\"text/plain\": [\"   id           name                     phone\\n\", \"0  17  ")
	d.p("PERSON", a.name).s("  ").ph(lang).s("\\n\", \"1  18  ").p("PERSON", b.name).s("  ").ph(lang).s("\\n\"]}}]}\n ],\n")
	d.s(" \"metadata\": {\"kernelspec\": {\"name\": \"python3\"}")
	d.lookalike(", \"widgets\": {\"model_id\": \"", "uuid", w3UUID, "\"}")
	d.s("},\n \"nbformat\": 4\n}")
	return lang, "notebook"
}

func w3GraphQL(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	p := w3Who(r, lang)
	d.s("POST /graphql\nAuthorization: Bearer ").p("JWT", w3JWT(r)).s("\n\nmutation UpdateShipping($input: ShippingInput!) {\n  updateShipping(input: $input) { id status }\n}\n\nvariables:\n")
	d.s("{\n  \"input\": {\n    \"orderId\": ")
	if d.lookalikes {
		d.s("\"").k("order", w3Order(r)).s("\"")
	} else {
		d.s(fmt.Sprint(1000 + r.IntN(9000)))
	}
	d.s(",\n    \"recipient\": \"").p("PERSON", p.name).s("\",\n    \"address\": \"").p("STREET_ADDRESS", w3Addr(r, lang)).s("\",\n    \"phone\": \"").ph(lang).s("\"\n  }\n}")
	return lang, "graphql"
}

func w3Proto(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	p := w3Who(r, lang)
	d.s("# proto-file: customer.proto\n# proto-message: Customer\n")
	if d.lookalikes {
		d.s("id: ").k("snowflake", digits(r, 12)).s("\n")
	}
	d.s("display_name: \"").p("PERSON", p.name).s("\"\ncontact {\n  email: \"").p("EMAIL", w3Mail(r, lang, p)).s("\"\n  phone: \"").ph(lang).s("\"\n}\n")
	if r.IntN(2) == 0 {
		d.s("payment {\n  card_number: \"").p("CREDIT_CARD", w3Card(r)).s("\"\n")
		if d.lookalikes {
			d.s("  test_card: \"").k("testcard", w3of(r, "4000002500003155", "2223003122003222", "6200000000000005")).s("\"\n")
		}
		d.s("}\n")
	} else {
		d.s("billing { iban: \"").p("IBAN", w3IBAN(r, lang)).s("\" }\n")
	}
	d.lookalike("created_by_build: \"", "version", w3Ver, "\"\n")
	return lang, "prototext"
}

func w3LaTeX(d *w3doc) (string, string) {
	r := d.r
	lang := w3of(r, "en", "de", "pl")
	a, b := w3Who(r, lang), w3Who(r, lang)
	d.s("\\documentclass{letter}\n\\signature{").p("PERSON", a.name).s("}\n\\address{").p("STREET_ADDRESS", w3Addr(r, lang)).s(" \\\\ Tel.\\ ").ph(lang).s("}\n\\begin{document}\n\\begin{letter}{")
	d.p("PERSON", b.name).s(" \\\\ ").p("STREET_ADDRESS", w3Addr(r, lang)).s("}\n\\opening{" + w3of(r, "Dear colleague,", "Sehr geehrte Damen und Herren,", "Szanowni Państwo,") + "}\n")
	d.s(w3of(r, "Please find enclosed the signed contract.", "anbei der unterschriebene Vertrag.", "w załączeniu podpisana umowa.")).s("\n\\closing{" + w3of(r, "Sincerely,", "Mit freundlichen Grüßen", "Z poważaniem") + "}\n\\end{letter}\n\\end{document}")
	return lang, "latex"
}

func w3VCard(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	p := w3Who(r, lang)
	d.s("BEGIN:VCARD\nVERSION:3.0\nFN:").p("PERSON", p.name).s("\nORG:Hanseatic Freight AG\nTEL;TYPE=CELL:").ph(lang).s("\nEMAIL;TYPE=INTERNET:").p("EMAIL", w3Mail(r, lang, p)).s("\nADR;TYPE=HOME:;;")
	d.p("STREET_ADDRESS", w3Addr(r, lang)).s("\n")
	d.lookalike("UID:urn:uuid:", "uuid", w3UUID, "\n")
	d.s("END:VCARD")
	return lang, "vcard"
}

func w3ICal(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	a, b := w3Who(r, lang), w3Who(r, lang)
	d.s("BEGIN:VCALENDAR\nPRODID:-//Example Corp//Calendar 2.1//EN\nBEGIN:VEVENT\nUID:").k("uuid", w3UUID(r)).s(fmt.Sprintf("\nDTSTART:2025%02d%02dT%02d0000Z\nSUMMARY:", 1+r.IntN(12), 1+r.IntN(28), 7+r.IntN(10)))
	d.s(w3of(r, "Contract review", "Vertragsbesprechung", "Przegląd umowy", "계약 검토", "合同评审")+"\nORGANIZER;CN=").p("PERSON", a.name).s(":mailto:").p("EMAIL", w3Mail(r, lang, a)).s("\nATTENDEE;CN=").p("PERSON", b.name).s(";RSVP=TRUE:mailto:").p("EMAIL", w3Mail(r, lang, b))
	d.s("\nLOCATION:").p("STREET_ADDRESS", w3Addr(r, lang)).s("\n")
	d.lookalike("DESCRIPTION:Zoom ", "meetingid", w3MeetingID, "\n")
	d.s("END:VEVENT\nEND:VCALENDAR")
	return lang, "ical"
}

func w3WikiTable(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	l := w3lbl[lang]
	d.s("## " + w3of(r, "On-call rota", "Bereitschaftsplan", "Dyżury", "Nöbet listesi", "Дежурства", "당직표", "Lịch trực", "Jadwal piket", "值班表") + "\n\n| " + l["name"] + " | " + l["phone"] + " | " + l["email"] + " | Slack |\n|---|---|---|---|\n")
	for i := 0; i < 2+r.IntN(3); i++ {
		p := w3Who(r, lang)
		d.s("| ").p("PERSON", p.name).s(" | ").ph(lang).s(" | ").p("EMAIL", w3Mail(r, lang, p)).s(" | @" + w3Handle(r) + " |\n")
	}
	d.lookalike("\nEscalation bridge: Meeting ID ", "meetingid", w3MeetingID, "\n")
	return lang, "wikitable"
}

func w3SMS(d *w3doc) (string, string) {
	r := d.r
	lang := w3AnyLang(r)
	v, t := w3Phone(r, lang)
	d.s("From: ").p(t, v).s("\n")
	switch lang {
	case "de":
		d.s("> Bin gleich da, klingel bei ").p("PERSON", w3Who(r, lang).name).s(", ").p("STREET_ADDRESS", w3Addr(r, lang)).s("\n")
	case "pl":
		d.s("> Kod do paczkomatu wysłałam, adres: ").p("STREET_ADDRESS", w3Addr(r, lang)).s("\n")
	case "tr":
		d.s("> Abi IBAN'ım ").p("IBAN", w3IBAN(r, lang)).s(" ").p("PERSON", w3Who(r, lang).name).s(" adına\n")
	case "ru":
		d.s("> Переведи на карту ").p("CREDIT_CARD", w3Card(r)).s(", я ").p("PERSON", w3Who(r, lang).name).s("\n")
	case "ko":
		d.s("> [Web발신] 택배 기사입니다. ").p("STREET_ADDRESS", w3Addr(r, lang)).s(" 문 앞에 두었습니다.\n")
	case "vi":
		d.s("> Em là ").p("PERSON", w3Who(r, lang).name).s(", giao hàng tới ").p("STREET_ADDRESS", w3Addr(r, lang)).s(" nhé\n")
	case "id":
		d.s("> Pak, ini nomor baru saya ").ph(lang).s(". Salam, ").p("PERSON", w3Who(r, lang).name).s("\n")
	case "zh":
		d.s("> 我是").p("PERSON", w3Who(r, lang).name).s("，快递放到").p("STREET_ADDRESS", w3Addr(r, lang)).s("门口就行\n")
	default:
		d.s("> hey it's ").p("PERSON", w3Who(r, lang).name).s(", new number, old one was ").ph(lang).s("\n")
	}
	if d.lookalikes {
		d.s("> "+w3of(r, "Tracking: ", "Ihre Sendung ", "Przesyłka ")).k("tracking", w3Tracking(r)).s("\n")
	}
	return lang, "sms"
}

// w3Message is a plain message in one of the set's languages.
func w3Message(d *w3doc) (string, string) {
	r := d.r
	lang := pick(r, w3Langs)
	p, q := w3Who(r, lang), w3Who(r, lang)
	switch lang {
	case "de":
		switch r.IntN(3) {
		case 0:
			d.s("Hallo, ich bin ").p("PERSON", p.name).s(" und ziehe um. Neue Adresse: ").p("STREET_ADDRESS", w3Addr(r, lang)).s(". Bitte die Lastschrift weiter über ").p("IBAN", w3IBAN(r, lang)).s(" einziehen.")
		case 1:
			d.s("Kollege ").p("PERSON", q.name).s(" ist ab Montag erreichbar unter ").ph(lang).s(" oder ").p("EMAIL", w3Mail(r, lang, q)).s(".")
		default:
			d.s("Unser Server ").p("IP_ADDRESS", w3IP(r)).s(" antwortet nicht, DNS ").k("resolver", w3Resolver(r)).s(" geht aber.")
		}
	case "pl":
		if r.IntN(2) == 0 {
			d.s("Dzień dobry, nazywam się ").p("PERSON", p.name).s(", proszę o zwrot na konto ").p("IBAN", w3IBAN(r, lang)).s(". Kontakt: ").ph(lang).s(".")
		} else {
			d.s("Pan ").p("PERSON", q.name).s(" mieszka pod adresem ").p("STREET_ADDRESS", w3Addr(r, lang)).s(", mail ").p("EMAIL", w3Mail(r, lang, q)).s(".")
		}
	case "tr":
		if r.IntN(2) == 0 {
			d.s("Merhaba, ben ").p("PERSON", p.name).s(". Siparişim ").k("order", w3Order(r)).s(" hâlâ gelmedi, adresim ").p("STREET_ADDRESS", w3Addr(r, lang)).s(".")
		} else {
			d.s("Sayın ").p("PERSON", q.name).s(", iade tutarı ").p("IBAN", w3IBAN(r, lang)).s(" numaralı hesaba yatırılacaktır. Bilgi: ").ph(lang)
		}
	case "ru":
		if r.IntN(2) == 0 {
			d.s("Здравствуйте! Меня зовут ").p("PERSON", p.name).s(", мой номер ").ph(lang).s(", почта ").p("EMAIL", w3Mail(r, lang, p)).s(".")
		} else {
			d.s("Доставьте, пожалуйста, по адресу ").p("STREET_ADDRESS", w3Addr(r, lang)).s(", получатель ").p("PERSON", q.name).s(".")
		}
	case "ko":
		if r.IntN(2) == 0 {
			d.s("안녕하세요, ").p("PERSON", p.name).s("입니다. 연락처는 ").ph(lang).s("이고 이메일은 ").p("EMAIL", w3Mail(r, lang, p)).s("입니다.")
		} else {
			d.s("담당자 ").p("PERSON", q.name).s(" 님, 주소 ").p("STREET_ADDRESS", w3Addr(r, lang)).s("로 서류 보내 주세요.")
		}
	case "vi":
		if r.IntN(2) == 0 {
			d.s("Chào anh, tôi là ").p("PERSON", p.name).s(", số điện thoại ").ph(lang).s(", địa chỉ ").p("STREET_ADDRESS", w3Addr(r, lang)).s(".")
		} else {
			d.s("Chị ").p("PERSON", q.name).s(" gửi email tới ").p("EMAIL", w3Mail(r, lang, q)).s(" để nhận hóa đơn ").k("order", w3Order(r)).s(".")
		}
	case "id":
		if r.IntN(2) == 0 {
			d.s("Halo, saya ").p("PERSON", p.name).s(". Tolong kirim ke ").p("STREET_ADDRESS", w3Addr(r, lang)).s(", HP ").ph(lang).s(".")
		} else {
			d.s("Bapak ").p("PERSON", q.name).s(" sudah transfer ke rekening ").p("IBAN", w3IBAN(r, lang)).s(", bukti dikirim ke ").p("EMAIL", w3Mail(r, lang, q)).s(".")
		}
	case "zh":
		switch r.IntN(3) {
		case 0:
			d.s("你好，我叫").p("PERSON", p.name).s("，手机").ph(lang).s("，麻烦寄到").p("STREET_ADDRESS", w3Addr(r, lang)).s("。")
		case 1:
			d.s("钉钉机器人签名密钥：").p("API_KEY", w3Key(r)).s("，负责人").p("PERSON", q.name).s("。")
		default:
			d.s("同事").p("PERSON", q.name).s("的邮箱是").p("EMAIL", w3Mail(r, lang, q)).s("，公司地址").k("pubaddr", "北京市海淀区上地十街10号").s("。")
		}
	default:
		switch r.IntN(4) {
		case 0:
			d.s("Hi, I'm ").p("PERSON", p.name).s(". My card ").p("CREDIT_CARD", w3Card(r)).s(" was charged twice for order ").k("order", w3Order(r)).s(".")
		case 1:
			d.s("For the background check: ").p("PERSON", q.name).s(", SSN ").p("US_SSN", w3SSN(r)).s(", living at ").p("STREET_ADDRESS", w3Addr(r, lang)).s(".")
		case 2:
			d.s("forward this to ").p("PERSON", strings.ToLower(q.name)).s(" at ").p("EMAIL", w3Mail(r, lang, q)).s(", cc ").k("noreply", pick(r, w3NoReply)).s(" is a bot")
		default:
			d.s("Our contractor ").p("PERSON", p.name).s(" (").ph(lang).s(") needs the GitLab token ").p("API_KEY", w3Key(r)).s(" rotated.")
		}
	}
	return lang, "message"
}

// w3Negative is an artifact with only public look-alikes: it must come out
// unchanged.
func w3Negative(d *w3doc) (string, string) {
	r := d.r
	d.lookalikes = true
	switch r.IntN(7) {
	case 0:
		d.s("## Release ").k("version", w3Ver(r)).s("\n- merged ").k("sha", w3SHA(r, 7)).s(" (retry budget)\n- container ").k("digest", "sha256:"+w3SHA(r, 64)).s("\n- request id ").k("uuid", w3UUID(r)).s(" reproduced the bug\n")
		return "en", "neg_release"
	case 1:
		d.s("In den Docs steht: Testserver ").k("docip", w3DocIP(r)).s(", DNS ").k("resolver", w3Resolver(r)).s(", Rechnung ").k("order", w3Order(r)).s(". Warum klappt der Ping nicht?")
		return "de", "neg_docs"
	case 2:
		d.s("Siedziba firmy: ").k("pubaddr", pick(r, w3PubAddrs)).s(", BIC ").k("bic", w3BIC(r)).s(", NIP ").k("vat", digits(r, 3)+"-"+digits(r, 3)+"-"+digits(r, 2)+"-"+digits(r, 2)).s(".")
		return "pl", "neg_company"
	case 3:
		d.s("发货单 ").k("order", w3Order(r)).s("，运单号 ").k("tracking", w3Tracking(r)).s("，商品编码 ").k("sku", w3SKU(r)).s("，请查一下物流。")
		return "zh", "neg_shipping"
	case 4:
		d.s("테스트 카드 ").k("testcard", w3of(r, "4000002500003155", "2223003122003222", "6200000000000005")).s("로 결제 테스트했는데 주문번호 ").k("order", w3Order(r)).s(" 실패, 회의 ID ").k("meetingid", w3MeetingID(r)).s(".")
		return "ko", "neg_payment"
	case 5:
		d.s("values.yaml:\ndb:\n  password: ").k("placeholder", w3Placeholder(r)).s("\n  host: ").k("docip", w3DocIP(r)).s("\nnotify: ").k("noreply", pick(r, w3NoReply)).s("\n")
		return "en", "neg_config"
	}
	d.s("Kargo takip no ").k("tracking", w3Tracking(r)).s(", ürün kodu ").k("sku", w3SKU(r)).s(", fatura ").k("order", w3Order(r)).s(" — neden gecikti?")
	return "tr", "neg_cargo"
}
