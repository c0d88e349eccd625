package detect

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names that a line's structure gives away, in any language: the speaker
// of a chat export ("09/08/2025, 13:01 - Ann Lee: ...", "[21/12/25,
// 12:59:02] Ann Lee: ...", "21:27\tAnn Lee\t..."), the people listed as
// present in minutes ("Aanwezig: A, B, C"), a form line whose label names
// a person's role in any language ("Naam leerling:", "Zákonný zástupce:",
// "NAME OF PASSENGER: LEE, ANN"), the name field of an IATA boarding
// pass barcode ("M1LEE/ANN ..."), and the name columns of a PostgreSQL
// COPY block.

// findNameStructures is one pass over the lines of s (which has several).
func findNameStructures(s string, out []Finding) []Finding {
	// The street addresses found, by start: a name may stand above one.
	var addrs []int
	for _, f := range out {
		if f.Type == StreetAddress {
			addrs = append(addrs, f.Start)
		}
	}
	sort.Ints(addrs)
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		if le-ls >= 6 {
			out = nameLine(s, ls, le, addrs, out)
		}
		ls = le + 1
	}
	if strings.Contains(s, "FROM stdin;") {
		out = findCopyNames(s, out)
	}
	out = findHL7Names(s, out)      // names_hl7.go
	out = findAnsweredNames(s, out) // names_answer.go
	return findSignedNames(s, out)  // names_signed.go
}

// nameLine looks at one line [ls, le).
func nameLine(s string, ls, le int, addrs []int, out []Finding) []Finding {
	c := s[ls]
	switch {
	case isDigit(c) || c == '[' || c == 0xE4: // a timestamp (0xE4 starts 上午 and 下午)
		if a, e, ok := chatSpeaker(s, ls, le); ok {
			return append(out, Finding{a, e, Person})
		}
		if c == '[' || c >= utf8.RuneSelf {
			return out
		}
	case c == 'M' && s[ls+1] == '1' && le-ls >= 23:
		if a, e, ok := boardingPassName(s, ls, le); ok {
			return append(out, Finding{a, e, Person})
		}
	}
	if a, e, ok := speakerThenTime(s, ls, le); ok {
		return append(out, Finding{a, e, Person})
	}
	n := len(out)
	if out = roleLine(s, ls, le, out); len(out) > n {
		return out
	}
	if out = attendanceLine(s, ls, le, out); len(out) > n {
		return out
	}
	return nameAboveAddress(s, ls, le, addrs, out)
}

// attendanceWords label the list of the people at a meeting, lower case
// without accents.
var attendanceWords = wordSet(`present attendees attending participants apologies absent aanwezig aanwezigen afwezig
	narvarande franvarande pritomni omluveni nepritomni presenti assenti partecipanti asistentes ausentes presentes
	participantes anwesend abwesend teilnehmer teilnehmende presents absents excuses obecni nieobecni tilstede deltagare
	deltakere osallistujat lasna paikalla`)

// hanAttendanceWords label the list in Chinese, Japanese and Korean
// minutes ("出席：渡辺優奈、山田 陽菜", "참석: 황하은, 강태희").
var hanAttendanceWords = []string{"出席", "出席者", "出席人员", "出席人員", "参加者", "参会", "参会人员", "與會", "与会", "与会人员",
	"列席", "欠席", "参会者", "참석", "참석자", "불참"}

// attendanceLine finds the names of a "Present: A, B and C" line.
func attendanceLine(s string, ls, le int, out []Finding) []Finding {
	c, cw := strings.IndexByte(s[ls:min(le, ls+24)], ':'), 1
	if k := strings.Index(s[ls:min(le, ls+24)], "："); k > 0 && (c <= 0 || k < c) {
		c, cw = k, len("：")
	}
	if c <= 0 {
		return out
	}
	var buf [24]byte
	l := strings.TrimSpace(s[ls : ls+c])
	if slices.Contains(hanAttendanceWords, l) {
		return hanAttendanceLine(s, ls+c+cw, le, out)
	}
	if b, ok := foldName(l, buf[:]); !ok || !inSet(attendanceWords, string(b)) {
		return out
	}
	n := len(out)
	for a := ls + c + 1; a < le; {
		e := a
		for e < le && s[e] != ',' && s[e] != ';' {
			e++
		}
		item := s[a:e]
		a = e + 1
		// "B and C": the last two of the list.
		for _, and := range []string{" and ", " y ", " e ", " en ", " och ", " og ", " und ", " et ", " a ", " i "} {
			if k := strings.Index(item, and); k > 0 {
				out = listedName(s, e-len(item), e-len(item)+k, out)
				item = item[k+len(and):]
				break
			}
		}
		out = listedName(s, e-len(item), e, out)
	}
	if len(out)-n < 2 {
		return out[:n] // one name is no list
	}
	return out
}

// hanUnitEnds end the name of a team or a firm, not a person's ("研发部").
const hanUnitEnds = "部科室组組课課团團队隊司局处處院所社"

func lastRune(v string) rune { r, _ := utf8.DecodeLastRuneInString(v); return r }

// hanAttendanceLine finds the names of the list that starts at a (after
// the label's colon): items split by '、', '，' or ',', each a run of two
// to four Han or Hangul characters (a space at most inside, "山田 陽菜"),
// what a bracket adds ("（オンライン）") left out, no team's ("研发部").
// Two names at least.
func hanAttendanceLine(s string, a, le int, out []Finding) []Finding {
	n := len(out)
	for a < le {
		e, next := a, le
		for e < le {
			r, w := utf8.DecodeRuneInString(s[e:])
			if r == '、' || r == '，' || r == ',' || r == ';' {
				next = e + w
				break
			}
			e += w
		}
		ia, ie := a, e
		a = next
		if k := strings.IndexAny(s[ia:ie], "（("); k >= 0 {
			ie = ia + k
		}
		for ia < ie && s[ia] == ' ' {
			ia++
		}
		for ie > ia && s[ie-1] == ' ' {
			ie--
		}
		v := s[ia:ie]
		if strings.Count(v, " ") > 1 || nameShape(strings.Replace(v, " ", "", 1)) != 2 || !isHanKana(firstRune(v)) && !isHangul(firstRune(v)) ||
			strings.ContainsRune(hanUnitEnds, lastRune(v)) {
			continue
		}
		out = append(out, Finding{ia, ie, Person})
	}
	if len(out)-n < 2 {
		return out[:n]
	}
	return out
}

// listedName appends the item s[a:e] of a list of people when it reads as
// a name of two words or more.
func listedName(s string, a, e int, out []Finding) []Finding {
	for a < e && s[a] == ' ' {
		a++
	}
	for e > a && (s[e-1] == ' ' || s[e-1] == '.') && !(e-2 >= a && isUpper(s[e-2]) && (e-3 < a || s[e-3] == ' ')) {
		e--
	}
	a = skipTitles(s, a, e)
	if e <= a {
		return out
	}
	v := s[a:e]
	if strings.IndexByte(v, ' ') < 0 || !personValue(v, true) {
		return out
	}
	return append(out, Finding{a, e, Person})
}

// nameAboveAddress finds a name alone on its line above a street address
// the detectors found (a CV's head, a letter's addressee): two to four
// capitalised words, or in capitals.
func nameAboveAddress(s string, ls, le int, addrs []int, out []Finding) []Finding {
	if le >= len(s) || le-ls > 48 || !startsUpper(s[ls:le]) {
		return out
	}
	v := strings.TrimRight(s[ls:le], " \r")
	if strings.IndexByte(v, ' ') < 0 {
		return out
	}
	ns := le + 1
	k := sort.SearchInts(addrs, ns)
	if k == len(addrs) || addrs[k] >= lineEnd(s, ns) {
		return out
	}
	e, ok := nameAt(s, ls, false)
	if ok && e == ls+len(v) {
		return append(out, Finding{ls, e, Person})
	}
	if allUpperWords(v) && personValue(v, false) {
		return append(out, Finding{ls, ls + len(v), Person})
	}
	return out
}

// chatSpeaker matches a chat export's line: a date and a time, then the
// speaker and ':' (WhatsApp), or a time, a tab, the speaker and a tab
// (LINE).
func chatSpeaker(s string, ls, le int) (int, int, bool) {
	i := ls
	bracket := s[i] == '['
	if bracket {
		i++
		if i < le && !isDigit(s[i]) {
			return bracketSpeaker(s, i, le)
		}
	}
	// The date: d/m/y with '/', '.' or '-', then ',' or a space.
	j := i
	digits, seps := 0, 0
	for j < le && (isDigit(s[j]) || s[j] == '/' || s[j] == '.' || s[j] == '-') && j-i < 12 {
		if isDigit(s[j]) {
			digits++
		} else {
			seps++
		}
		j++
	}
	date := seps == 2 && digits >= 4
	if date {
		if j < le && s[j] == ',' {
			j++
		}
		for j < le && s[j] == ' ' {
			j++
		}
	} else {
		j = i
		// LINE: an optional 上午/下午 before the time.
		if strings.HasPrefix(s[j:le], "上午") || strings.HasPrefix(s[j:le], "下午") {
			j += len("上午")
		}
	}
	// The time: h:mm or hh:mm[:ss], an optional AM/PM.
	t := j
	for j < le && (isDigit(s[j]) || s[j] == ':') && j-t < 8 {
		j++
	}
	if j-t < 4 || strings.IndexByte(s[t:j], ':') < 0 {
		return 0, 0, false
	}
	if j+2 < le && s[j] == ' ' && (s[j+1]|0x20 == 'a' || s[j+1]|0x20 == 'p') && s[j+2]|0x20 == 'm' {
		j += 3
	}
	var a int
	switch {
	case bracket && date:
		if j >= le || s[j] != ']' {
			return 0, 0, false
		}
		a = j + 1
		for a < le && s[a] == ' ' {
			a++
		}
	case date && strings.HasPrefix(s[j:le], " - "):
		a = j + 3
	case !date && (bracket && j < le && s[j] == ']' || !bracket && j < le && s[j] == ' '):
		// A time alone before the speaker ("14:02 Ann Lee: ...",
		// "[14:02] Ann Lee: ..."): Slack, Teams, IRC and LINE for Thai.
		a = j + 1
		for a < le && s[a] == ' ' {
			a++
		}
	case !date && !bracket && j < le && s[j] == '\t':
		a = j + 1
		e := strings.IndexByte(s[a:le], '\t')
		if e <= 0 || e > 48 {
			return 0, 0, false
		}
		return speakerValue(s, a, a+e)
	default:
		return 0, 0, false
	}
	e := strings.IndexByte(s[a:le], ':')
	if e <= 0 || e > 48 {
		return 0, 0, false
	}
	return speakerValue(s, a, a+e)
}

// speakerThenTime matches a chat line that starts with the speaker and
// then the time: "Ann Lee (14:02): …", "Ann Lee [14:02]: …", "ann lee
// [14:02]" alone on its line (Slack pasted), "Ann Lee, [2025-03-01
// 14:02]" alone on its line (Telegram exported).
func speakerThenTime(s string, ls, le int) (int, int, bool) {
	w := s[ls:min(le, ls+64)]
	k := strings.IndexAny(w, "([")
	if k < 3 {
		return 0, 0, false
	}
	open := w[k]
	e := k
	switch {
	case open == '[' && w[k-1] == ' ' && w[k-2] == ',':
		e = k - 2
	case w[k-1] == ' ':
		e = k - 1
	default:
		return 0, 0, false
	}
	closer := byte(')')
	if open == '[' {
		closer = ']'
	}
	c := strings.IndexByte(s[ls+k:le], closer)
	if c < 5 || c > 22 || !timeOfDay(s[ls+k+1:ls+k+c]) || strings.ContainsAny(s[ls+k+1:ls+k+c], "()[]") {
		return 0, 0, false
	}
	rest := s[ls+k+c+1 : le]
	switch {
	case strings.HasPrefix(rest, ":"):
	case open == '[' && strings.TrimSpace(rest) == "":
	default:
		return 0, 0, false
	}
	return speakerValue(s, ls, ls+e)
}

// bracketSpeaker matches a KakaoTalk export's line: the speaker in
// brackets, then the time in brackets ("[Ann Lee] [오후 1:15] ...",
// "[Ann Lee] [PM 1:15] ..."); i is after the first '['.
func bracketSpeaker(s string, i, le int) (int, int, bool) {
	k := strings.IndexByte(s[i:le], ']')
	if k <= 0 || k > 48 {
		return 0, 0, false
	}
	e := i + k
	j := e + 1
	if j+1 >= le || s[j] != ' ' || s[j+1] != '[' {
		return 0, 0, false
	}
	t := strings.IndexByte(s[j+2:le], ']')
	if t < 4 || t > 16 || !timeOfDay(s[j+2:j+2+t]) {
		return 0, 0, false
	}
	return speakerValue(s, i, e)
}

// speakerValue checks the speaker s[a:e] of a chat export: a name's shape
// is enough there, but not a role or a word of the app's own.
func speakerValue(s string, a, e int) (int, int, bool) {
	v := strings.TrimSpace(s[a:e])
	if v == "" || strings.ContainsAny(v, "0123456789@+") || roleSpeakers[strings.ToLower(v)] {
		return 0, 0, false
	}
	a += strings.Index(s[a:e], v)
	if r, _ := utf8.DecodeRuneInString(v); !unicode.IsUpper(r) && (r < utf8.RuneSelf || !unicode.IsLetter(r)) && !isLower(v[0]) {
		return 0, 0, false
	}
	if strings.IndexByte(v, ' ') < 0 && !hanRun(v) && !hangulName(v, false) && (!oneGivenName(v) || notName[v] || isLower(v[0])) {
		return 0, 0, false // one word: a given name, not "Lunch" nor a handle ("raj")
	}
	if !personValue(v, true) && !scriptInitialName(v) {
		return 0, 0, false
	}
	return a, a + len(v), true
}

// boardingPassName reads the name field of a bar-coded boarding pass
// (IATA BCBP): "M1", twenty characters of SURNAME/GIVEN padded with
// spaces, then 'E' or a space and the booking reference.
func boardingPassName(s string, ls, le int) (int, int, bool) {
	a := ls + 2
	f := s[a : a+20]
	if c := s[a+20]; c != 'E' && c != ' ' {
		return 0, 0, false
	}
	slash := strings.IndexByte(f, '/')
	if slash < 2 {
		return 0, 0, false
	}
	for i := 0; i < len(f); i++ {
		if c := f[i]; !isUpper(c) && c != '/' && c != ' ' && c != '-' && c != '\'' && c != '.' {
			return 0, 0, false
		}
	}
	v := strings.TrimRight(f, " ")
	if len(v) <= slash+1 {
		return 0, 0, false
	}
	return a, a + len(v), true
}

// ---- form lines whose label names a person's role

// roleLabelWords name a person's role or name in a form's label, in the
// languages of Europe, lower case without accents (each word of a label is
// looked up: "Naam leerling", "Ouder/verzorger", "Jméno a příjmení
// dítěte", "NAME OF PASSENGER").
var roleLabelWords = wordSet(`name names naam namen namn navn nimi nombre nombres nome nomi nom jmeno prijmeni meno imie
	nazwisko apellido apellidos cognome achternaam voornaam efternamn fornamn fornavn etternavn etunimi sukunimi nachname
	vorname prenom passenger passengers passageiro passageira pasajero pasajera passeggero passeggera passagier passagerare
	cestujici patient paciente paziente pacient pacjent patient guest ospite huesped hospede gast gaest witness witnesses
	getuige testigo testimone testemunha vittne svedek zeuge temoin insured pojisteny asegurado asegurada assicurato
	assicurata segurado segurada verzekerde forsakrad versicherter versicherte assure assuree policyholder pupil student
	leerling alumno alumna aluno aluna alunno alunna studente elev zak zaka dite ditete schuler schueler eleve parent parents
	guardian verzorger ouder ouders vardnadshavare zastupce tutor tutora responsavel genitore genitori eltern
	erziehungsberechtigter contactpersoon kontaktperson kontakt contact contatto contacto contato referente attn
	fdo firmado firmato assinado podpis signed signature unterschrift handtekening underskrift prescriber medico lekar
	arzt arts lakare doctor doctora doutor doutora dottore dottoressa physician tenant inquilino inquilina huurder
	hyresgast najemce mieter locataire landlord arrendador proprietario proprietaria eigenaar vermieter employee empleado
	empleada dipendente funcionario werknemer anstalld zamestnanec mitarbeiter beneficiario beneficiaria begunstigde
	titular titolare intestatario destinatario destinataria destinatario ontvanger mottagare prijemce empfanger recipient
	addressee sender remitente mittente remetente afzender avsandare odesilatel absender customer cliente klant kund
	zakaznik kunde client applicant solicitante richiedente requerente aanvrager sokande zadatel antragsteller ref reference
	referee referees references referencia referencias referencie referenza referenze referens referenties referentie`)

// roleLine finds the value of a "Label: value" line whose label names a
// person; the value must read as a name.
func roleLine(s string, ls, le int, out []Finding) []Finding {
	// The label ends at ':' or '：' within 64 bytes.
	c := strings.IndexByte(s[ls:min(le, ls+64)], ':')
	if c <= 0 {
		return out
	}
	colon := ls + c
	if !roleLabel(s[ls:colon]) {
		return out
	}
	a := colon + 1
	if a < le && s[a] == ' ' {
		a++
	}
	for a < le && s[a] == ' ' {
		a++
	}
	a = skipTitles(s, a, le)
	// "CLIENTE: Sí, Ana Ruiz.": the answer before the name.
	answered := false
	if k := strings.Index(s[a:le], ", "); k > 0 && k <= 5 && answerWords[strings.ToLower(s[a:a+k])] {
		a += k + 2
		answered = true
	}
	if a >= le {
		return out
	}
	// The value: to the end of the line, cut at what ends a name.
	e := a
	for e < le {
		ch := s[e]
		if ch == '\t' || ch == '|' || ch == '(' || ch == ';' || ch == '<' || ch == '"' || ch == '[' ||
			ch == ' ' && e+1 < le && s[e+1] == ' ' || ch == ',' && !surnameComma(s, a, e, le) {
			break
		}
		e++
	}
	for e > a && strings.IndexByte(" .,:", s[e-1]) >= 0 && !(s[e-1] == '.' && e-2 >= a && isUpper(s[e-2]) && (e-3 < a || s[e-3] == ' ')) {
		e--
	}
	if e <= a {
		return out
	}
	v := s[a:e]
	ws := personWords(v)
	if ws == nil {
		return out
	}
	if len(ws) == 1 && (utf8.RuneCountInString(v) < 3 || answerWords[strings.ToLower(v)] || !oneGivenName(v)) {
		return out
	}
	if !answered && lowerUtterance(ws) {
		return out // "client : euh oui oui": a transcript's speaker and what was said
	}
	if personValue(v, true) {
		out = append(out, Finding{a, e, Person})
	}
	return out
}

// fillerWords are the hesitations of speech, lower case: a transcript
// writes them where a speaker pauses.
var fillerWords = wordSet(`uh uhm um umm hmm er erm ehm eh euh heu bah ähm äh öhm hm eee ehh mmm`)

// lowerUtterance reports whether the words ws, none capitalised, are what
// a speaker said rather than a name in lower case ("jan novák", "ольга
// зайцева"): they start with a hesitation or a yes or no ("euh oui oui",
// "ähm ja genau das", "no sé").
func lowerUtterance(ws []string) bool {
	for _, w := range ws {
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLower(r) {
			return false
		}
	}
	w := strings.TrimRight(ws[0], ",.")
	return fillerWords[w] || answerWords[w]
}

// roleLabel reports whether a label (a line's text before ':') names a
// person: up to six words, one of them a role word.
func roleLabel(l string) bool {
	l = strings.TrimLeft(l, " -*#>0123456789.")
	if l == "" || len(l) > 60 || strings.ContainsAny(l, "{}=\"'`@") {
		return false
	}
	var buf [40]byte
	words := 0
	for i := 0; i < len(l); {
		r, n := utf8.DecodeRuneInString(l[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(l) {
			r, n := utf8.DecodeRuneInString(l[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		if words++; words > 6 {
			return false
		}
		if b, ok := foldName(l[i:j], buf[:]); ok && inSet(roleLabelWords, string(b)) {
			return true
		}
		i = j
	}
	return false
}

// surnameComma reports a comma at e inside "SURNAME, GIVEN", "Surname,
// Given" or "SURNAME, Given" (the family name in capitals, as passports and
// ticket systems write it) that ends the value: one word before it since a,
// one or two words after it to the end of the line or a tab, in a name's
// case.
func surnameComma(s string, a, e, le int) bool {
	if strings.IndexByte(s[a:e], ' ') >= 0 && !allUpperWords(s[a:e]) {
		return false
	}
	rest := s[e+1 : le]
	if k := strings.IndexAny(rest, "\t|"); k >= 0 {
		rest = rest[:k]
	}
	rest = strings.TrimSpace(rest)
	if rest == "" || strings.ContainsAny(rest, ",0123456789@+") || strings.Count(rest, " ") > 1 {
		return false
	}
	up := allUpperWords(s[a:e])
	return up == allUpperWords(rest) || up && isUpper(rest[0]) && !isUpper(rest[len(rest)-1])
}

// allUpperWords reports a value in capitals ("DI PIETRANTONIO").
func allUpperWords(v string) bool {
	return v == strings.ToUpper(v) && v != strings.ToLower(v)
}

// answerWords start a reply, not a name ("CLIENTE: Sí, ...").
var answerWords = map[string]bool{"sí": true, "si": true, "yes": true, "no": true, "ja": true, "nee": true, "nej": true, "ano": true,
	"ne": true, "sim": true, "não": true, "oui": true, "non": true, "ok": true, "okay": true, "hola": true, "hello": true, "hi": true}

// titles stand before a name in a form's value.
var titles = wordSet(`mr mr. mrs mrs. ms ms. miss dr dr. dra dra. dr(a). dna dna. dña dña. sr sr. sra sra. srta srta. sig. sig.ra
	egr. dott. dott.ssa prof prof. ing. mgr. bc. mudr. judr. herr frau dhr. mevr. mme mlle`)

// skipTitles skips the forms of address at the start of a value.
func skipTitles(s string, a, le int) int {
	for n := 0; n < 2; n++ {
		sp := strings.IndexByte(s[a:le], ' ')
		if sp <= 0 || sp > 8 || !inSet(titles, strings.ToLower(s[a:a+sp])) {
			break
		}
		a += sp + 1
	}
	return a
}

// ---- PostgreSQL COPY blocks

// findCopyNames classifies the name columns of "COPY t (a, b, ...) FROM
// stdin;" blocks: tab-separated rows up to "\.".
func findCopyNames(s string, out []Finding) []Finding {
	var kinds []fieldKind
	var row []cell
	for off := 0; ; {
		end := nextSep(s, "FROM stdin;", &off)
		if end < 0 {
			return out
		}
		ls := strings.LastIndexByte(s[:end], '\n') + 1
		hdr := s[ls:end]
		o, c := strings.IndexByte(hdr, '('), strings.LastIndexByte(hdr, ')')
		if !strings.HasPrefix(hdr, "COPY ") || o < 0 || c < o {
			continue
		}
		kinds = kinds[:0]
		named := false
		for _, col := range strings.Split(hdr[o+1:c], ",") {
			fk := labelKind(strings.Trim(col, " \""))
			if fk != fkPerson && fk != fkPersonWeak {
				fk = fkNone
			} else {
				named = true
			}
			kinds = append(kinds, fk)
		}
		if !named {
			continue
		}
		rs := lineEnd(s, off) + 1
		for rs < len(s) {
			re := lineEnd(s, rs)
			if strings.HasPrefix(s[rs:re], "\\.") {
				break
			}
			row = splitRow(s, rs, re, '\t', row)
			if len(row) == len(kinds) {
				for i, fk := range kinds {
					if fk != fkNone && row[i].e > row[i].a && s[row[i].a:row[i].e] != "\\N" {
						out = classifyValue(s, row[i].a, row[i].e, fk, out)
					}
				}
			}
			rs = re + 1
		}
		off = min(rs, len(s))
	}
}

// conjunctions join two names ("Ann Lee and Bo Chen were married").
var conjunctions = []string{" and ", " y ", " e ", " och ", " og ", " en ", " und ", " et ", " a ", " i ", " & "}

// coordinatedNames finds the name before a conjunction and a name found
// (from out[from:]): two to four capitalised words that start their line,
// sentence or clause, as the name after does.
func coordinatedNames(s string, out []Finding, from int) []Finding {
	n := len(out)
	for k := from; k < n; k++ {
		f := out[k]
		if f.Type != Person || f.Start < 6 {
			continue
		}
		for _, c := range conjunctions {
			if !strings.HasSuffix(s[:f.Start], c) {
				continue
			}
			e := f.Start - len(c)
			a := e
			for w := 0; w < 4 && a > 0; w++ {
				p := a
				for p > 0 && (isAlpha(s[p-1]) || s[p-1] == '\'' || s[p-1] == '-' || prevLetter(s, p)) {
					if s[p-1] >= utf8.RuneSelf {
						_, sz := utf8.DecodeLastRuneInString(s[:p])
						p -= sz
						continue
					}
					p--
				}
				if p == a || !startsUpper(s[p:a]) && !nameParticle(s[p:a]) {
					break
				}
				a = p
				if a > 0 && s[a-1] == ' ' && w < 3 {
					a--
					continue
				}
				break
			}
			for a < e && s[a] == ' ' {
				a++
			}
			if a > 0 && strings.IndexByte("\n\t,;:(!.", s[a-1]) < 0 && !(a >= 2 && s[a-1] == ' ' && strings.IndexByte("!.:,", s[a-2]) >= 0) {
				break // mid-sentence: "met Ann and"
			}
			if end, ok := nameAt(s, a, false); ok && end == e && personValue(s[a:e], false) {
				out = append(out, Finding{a, e, Person})
			}
			break
		}
	}
	return out
}
