package detect

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Person names have no checksum: they are found from context (a phrase that
// introduces a name, a signature, a name next to an e-mail address) and
// reported as a lower-confidence type. Street addresses are in address.go.

func findContext(s string, m marks, out []Finding) []Finding {
	n0 := len(out)
	out = findUSAddresses(s, out)
	out = findEUAddresses(s, out)
	out = findStreets(s, m, out)
	out = findNameTriggers(s, out)
	out = findProseNames(s, out)
	if strings.IndexByte(s, '/') >= 0 {
		out = findIATANames(s, out) // names_iata.go
	}
	if strings.IndexByte(s, '\n') >= 0 {
		out = findNameStructures(s, out)
		if strings.Contains(s, " INDI") {
			out = findGedcomNames(s, out) // names_gedcom.go
		}
	}
	out = coordinatedNames(s, out, n0)
	if strings.IndexByte(s, '\\') >= 0 {
		out = findLatexNames(s, out)
	}
	// A printed DataFrame's rows start with their index (0, 1, ...); a
	// search for a space would stop every few bytes.
	if strings.Contains(s, "\n0  ") || strings.Contains(s, "\"0  ") {
		out = findAligned(s, out)
	}
	// Names right before an e-mail address or phone number found above
	// ("Jane Doe <jane@x.org>", "-- Jane Doe | jane@x.org").
	for k := 0; k < n0; k++ {
		f := out[k]
		if f.Type != Email && f.Type != Phone && f.Type != CNMobile {
			continue
		}
		if a, b, ok := nameBefore(s, f.Start); ok {
			out = append(out, Finding{a, b, Person})
		}
	}
	out = givenBeforeContacts(s, out, n0) // names_contact.go
	out = findCueNames(s, out, n0)        // names_cues.go
	if hasNonASCII(s) {
		out = findChinese(s, out)
		out = findNonASCIINames(s, out)
		if m.has(mkDesu | mkSama | mkSan | mkMoushimasu) {
			out = findJapanese(s, out)
		}
		out = findJapaneseAddresses(s, m, out)
		if m.has(mkShi) {
			out = findCNAdminAddresses(s, out) // address_cn.go
		}
	}
	return propagateNames(s, out, 0)
}

// propagateNames marks every other occurrence of a name found in the
// text ("Write a bio for Ann Lee. Ann Lee has ...").
func propagateNames(s string, out []Finding, from int) []Finding {
	n := len(out)
	seen := map[string]bool{}
	for k := from; k < n && len(seen) < 32; k++ {
		f := out[k]
		if f.Type != Person || f.End-f.Start < 4 || seen[s[f.Start:f.End]] {
			continue
		}
		name := s[f.Start:f.End]
		seen[name] = true
		out = propagate(s, name, f.Start, out)
		// The given name alone ("👍 thanks Ann" after "Ann Lee"), when it
		// is no ordinary word.
		if sp := strings.IndexByte(name, ' '); sp >= 3 && startsUpper(name) && !seen[name[:sp]] && !publicValue(Person, name) {
			given := name[:sp]
			seen[given] = true
			if k := gaz().word(given); !k.word && !notName[given] && strings.IndexByte(given, '.') < 0 {
				out = propagate(s, given, -1, out)
			}
		}
	}
	return out
}

// propagate marks the occurrences of name in s as whole words, but the
// one at skip.
func propagate(s, name string, skip int, out []Finding) []Finding {
	for off := 0; ; {
		a := nextSep(s, name, &off)
		if a < 0 {
			break
		}
		b := off
		if a == skip || !startOK(s, a) || !endOK(s, b) || a > 0 && prevLetter(s, a) || nextLetter(s, b) {
			continue
		}
		if skip < 0 && b+1 < len(s) && s[b] == ' ' && startsUpper(s[b+1:]) {
			continue // a given name alone, not the start of another name ("Calvin Klein")
		}
		out = append(out, Finding{a, b, Person})
	}
	return out
}

// nextLetter reports a letter outside ASCII at j (the word goes on).
func nextLetter(s string, j int) bool {
	if j >= len(s) || s[j] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return unicode.IsLetter(r)
}

func hasNonASCII(s string) bool { return nextNonASCII(s, 0) < len(s) }

// ---- English names

// notName are capitalised words that start sentences, not names.
var notName = map[string]bool{
	"The": true, "This": true, "That": true, "I": true, "Hi": true, "Hello": true, "Thanks": true, "Thank": true, "Best": true,
	"Regards": true, "Forwarded": true, "Fwd": true, "Dear": true, "Please": true, "My": true, "Our": true, "Your": true, "We": true, "It": true,
	"Is": true, "Are": true, "Can": true, "Could": true, "Would": true, "What": true, "Why": true, "How": true, "When": true,
	"New": false, "Order": true, "Also": true, "Customer": true, "Name": true, "SSN": true, "Phone": true, "Tel": true,
	"Email": true, "Address": true, "Home": true, "Team": true, "Support": true, "Sales": true, "Here": true, "There": true,
	"In": true, "On": true, "At": true, "For": true, "From": true, "To": true, "And": true, "But": true, "Or": true,
	"If": true, "Not": true, "No": true, "Yes": true, "Sure": true, "OK": true, "Ok": true, "Note": true, "Re": true,
	"Subject": true, "Translate": true, "Write": true, "Draft": true, "Reply": true, "Format": true, "Convert": true,
	"Summarize": true, "Refund": true, "Invoice": true, "Account": true, "Apple": true, "Google": true, "Visa": true,
	"Mastercard": true, "Street": true, "Road": true, "Avenue": true, "Suite": true, "Apt": true, "Python": true,
	"Java": true, "Go": true, "Error": true, "Warning": true, "Bug": true, "Chrome": true, "Safari": true, "Docker": true,
	"Kubernetes": true, "Amazon": true, "Microsoft": true, "Monday": true, "Tuesday": true, "Wednesday": true,
	"Thursday": true, "Friday": true, "Saturday": true, "Sunday": true, "January": true, "February": true,
	"March": true, "April": true, "June": true, "July": true, "August": true, "September": true, "October": true,
	"November": true, "December": true, "English": true, "Chinese": true, "Japanese": true, "AWS": true, "API": true, "JSON": true, "CSV": true, "SQL": true, "HTTP": true,
	"Inc": true, "LLC": true, "Ltd": true, "Group": true, "Corp": true, "Corporation": true, "Company": true,
	"Holdings": true, "GmbH": true, "Partners": true, "Bank": true, "University": true, "Foundation": true, "Labs": true,
	"Systems": true, "Technologies": true, "Solutions": true, "Services": true, "Studio": true, "Studios": true,
	"Sir": true, "Sirs": true, "Madam": true, "Damen": true, "Herren": true, "Dames": true, "Heren": true, "Signori": true, "Señores": true, "Senhores": true, "Data": true, "Hey": true, "Cheers": true, "Sincerely": true, "Kind": true, "Warm": true, "Love": true, "Sent": true,
	// Products and vendors that read like names ("Apache Kafka", "Spring Boot").
	"Apache": true, "Kafka": true, "Spring": true, "Redis": true, "Grafana": true, "Prometheus": true, "Linux": true,
	"Ubuntu": true, "Debian": true, "Oracle": true, "Azure": true, "Nginx": true, "Postgres": true, "Mongo": true,
	"Ansible": true, "Terraform": true, "Elastic": true, "Kibana": true, "Tomcat": true, "Maven": true,
	"Gradle": true, "Jira": true, "Zoom": true, "Twilio": true, "Shopify": true,
	"Salesforce": true, "Adobe": true, "Intel": true, "Nvidia": true, "Windows": true, "Android": true,
}

// shortMonths follow an abbreviated day in a date ("Thu Mar 9 17:49:11
// 2025"); "Thu" alone is also a Vietnamese name.
var shortMonths = map[string]bool{"Jan": true, "Feb": true, "Mar": true, "Apr": true, "May": true, "Jun": true, "Jul": true,
	"Aug": true, "Sep": true, "Sept": true, "Oct": true, "Nov": true, "Dec": true}

// nameWord matches one word of a name at i: "Anne", "O'Reilly",
// "Mann-Cummings", "McDonald", "Łukasz", "Yıldız", "Иванов" or a middle
// initial "P.". It returns the end and whether it was an initial.
func nameWord(s string, i int) (int, bool, bool) {
	if i >= len(s) {
		return 0, false, false
	}
	j := i + 1
	if s[i] >= utf8.RuneSelf {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsUpper(r) {
			return 0, false, false
		}
		j = i + n
	} else if !isUpper(s[i]) {
		return 0, false, false
	}
	if j < len(s) && s[j] == '.' {
		return j + 1, true, true
	}
	if j+1 < len(s) && s[j] == '\'' && isUpper(s[j+1]) {
		j += 2
	}
	st := j
	for j < len(s) {
		if c := s[j]; c < utf8.RuneSelf {
			if !(isLower(c) || (isUpper(c) && j > st && isLower(s[j-1]) && j+1 < len(s) && isLower(s[j+1]))) {
				break
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLower(r) && !unicode.Is(unicode.Mn, r) {
			break
		}
		j += n
	}
	if j-st < 1 {
		return 0, false, false
	}
	for j+1 < len(s) && (s[j] == '-' || s[j] == '\'') {
		e, initial, ok := nameWord(s, j+1)
		if !ok || initial {
			break
		}
		j = e
	}
	if j < len(s) && isWord(s[j]) {
		return 0, false, false
	}
	if j < len(s) && s[j] >= utf8.RuneSelf {
		// A letter of another script or case right after: not a word end.
		if r, _ := utf8.DecodeRuneInString(s[j:]); unicode.IsLetter(r) {
			return 0, false, false
		}
	}
	return j, false, true
}

// nameAt matches a name of two to four words starting at i (one word when
// single is set, for "Thanks, Anna").
func nameAt(s string, i int, single bool) (int, bool) {
	words := 0
	end := i
	j := i
	lastInitial := false
	for words < 4 {
		e, initial, ok := nameWord(s, j)
		if !ok {
			break
		}
		w := s[j:e]
		if words == 0 && (initial || notName[w]) {
			return 0, false
		}
		if notName[w] && !initial {
			break
		}
		words++
		lastInitial = initial
		if !initial {
			end = e
		}
		if e < len(s) && s[e] == ' ' {
			j = e + 1
			// A particle between the words ("Sabine von Arnim", "Vincent
			// van der Berg").
			if words > 0 {
				j = skipParticles(s, j)
			}
			continue
		}
		break
	}
	if lastInitial && words > 0 {
		words--
	}
	if words >= 2 || (single && words == 1 && end-i >= 3) {
		return end, true
	}
	return 0, false
}

// nameTrigger is a phrase after which a name follows; single allows a
// one-word name ("Thanks, Anna").
type nameTrigger struct {
	p      string
	single bool
	check  bool // the name must also read as one (personValue)
}

// nameTriggers are the phrases, then the role nouns and the kin phrases
// (names_kin.go), and trie their suffix trie: built on first use, as the kin
// phrases number thousands.
var nameTriggers = sync.OnceValue(func() (t struct {
	list []nameTrigger
	trie *suffixTrie
}) {
	// The cue phrases (names_cues.go) go right after the first: a longer
	// phrase must come before the shorter one it ends in ("Ask for ", "for ").
	t.list = append(append(append(append(append(baseTriggers[:1:1], cueTriggers...), baseTriggers[1:]...), roleTriggers()...), kinTriggers()...), titleTriggers...)
	t.list = append(t.list, roleTitles...)
	ps := make([]string, len(t.list))
	for k, tr := range t.list {
		ps[k] = tr.p
	}
	t.trie = newSuffixTrie(ps, func(p string) bool { return p == "VALUES (" })
	return t
})

var baseTriggers = []nameTrigger{
	{"my name is ", false, false}, {"My name is ", false, false}, {"I am ", false, false}, {"I'm ", false, false}, {"Name: ", false, false},
	{"name: ", false, false}, {"Thanks, ", true, false}, {"Best,\n", true, false}, {"Regards,\n", true, false}, {"Thanks,\n", true, false},
	{"Cheers,\n", true, false}, {"Sincerely,\n", true, false}, {"-- ", true, false}, {"Dear ", true, false}, {"contact: ", false, false},
	{"Contact: ", false, false}, {"customer ", false, false}, {"Customer ", false, false}, {" from ", false, false}, {" to ", false, false},
	{"for ", false, false}, {"label:\n", false, false}, {"姓名 ", false, false}, {"姓名：", false, false}, {"Hi ", true, false}, {"Hello ", true, false},
	{"colleague ", false, false}, {"says: \"", false, false}, {"Customer says: \"I'm ", false, false}, {"VALUES (", false, false},
	{"name\": \"", false, false}, {"name\":\"", false, false}, {"Name\": \"", false, false}, {"Name\":\"", false, false}, {"'name': '", false, false}, {"Signed, ", false, false}, {"cc: ", false, false}, {"CC: ", false, false},
	{"JSON: ", false, false}, {"account is under ", false, false}, {"Patient ", false, false}, {"patient ", false, false}, {"bio for ", false, false},
	{"户名 ", false, false}, {"持卡人 ", false, false}, {"收件人 ", false, false}, {"联系人 ", false, false}, {"signed by ", false, false}, {"Signed by ", false, false},
	{"Employee: ", false, false}, {"employee ", false, false}, {"Applicant: ", false, false}, {"Owner: ", false, false}, {"owner: ", false, false}, {"Attn: ", false, false}, {"ATTN: ", false, false}, {"Mr. ", true, false}, {"Ms. ", true, false}, {"Mrs. ", true, false}, {"Dr. ", true, false},
	// Sign-offs and self-introductions in their common variants.
	{"regards,\n", true, false}, {"wishes,\n", true, false}, {"\n— ", true, false}, {"\n– ", true, false}, {"this is ", false, false}, {"This is ", false, false},
	{"contact ", false, false}, {"submitted by ", false, false}, {"typed by ", false, false}, {"written by ", false, false}, {"sent by ", false, false},
	{"reported by ", false, false}, {"approved by ", false, false}, {"assigned to ", false, false}, {"Assignee: ", false, false},
	{"Legal name: ", false, false}, {"Full name: ", false, false}, {"full name: ", false, false},
	// Titles and forms of address in other languages. Those that are also
	// words or names ("Bay", "Anh", "Ibu Kota") want a name that reads as
	// one.
	{"Herr ", true, false}, {"Frau ", true, false}, {"Mme ", true, false}, {"Madame ", true, false}, {"Monsieur ", true, false},
	{"Mlle ", true, false}, {"Sr. ", true, false}, {"Sra. ", true, false}, {"Srta. ", true, false}, {"Señor ", true, false},
	{"Señora ", true, false}, {"Sig. ", true, false}, {"Sig.ra ", true, false}, {"Signora ", true, false}, {"Dhr. ", true, false},
	{"Mevr. ", true, false}, {"Mr ", true, false}, {"Mrs ", true, false}, {"Ms ", true, false}, {"Prof. ", true, false},
	{"Pan ", false, false}, {"Pani ", false, false}, {"Panu ", false, false}, {"Panią ", false, false}, {"Sayın ", false, false},
	{"Bay ", false, true}, {"Bayan ", false, true}, {"Bapak ", true, true}, {"Ibu ", true, true}, {"Pak ", true, true},
	{"Sdr. ", true, false}, {"Chị ", false, false}, {"Ông ", false, false}, {"Bà ", false, false}, {"Anh ", false, true},
	{"Cô ", false, true}, {"anh ", false, true}, {"chị ", false, false}, {"ông ", false, false},
	{"господин ", false, false}, {"госпожа ", false, false}, {"Господин ", false, false}, {"Госпожа ", false, false},
	{"г-н ", false, false}, {"г-жа ", false, false}, {"Уважаемый ", false, false}, {"Уважаемая ", false, false},
	// Someone introducing themselves or being named: Russian, Polish,
	// Turkish, Indonesian, Vietnamese, German.
	{"Меня зовут ", false, false}, {"меня зовут ", false, false}, {"получатель ", false, false}, {"отправитель ", false, false},
	{"nazywam się ", false, false}, {"Nazywam się ", false, false}, {"ben ", false, true}, {"Adım ", false, false},
	{"adım ", false, false}, {"saya ", false, true}, {"Saya ", false, true}, {"Nama saya ", false, false}, {"nama saya ", false, false},
	{"tôi là ", false, false}, {"Tôi là ", false, false}, {"tên tôi là ", false, false}, {"Tên tôi là ", false, false},
	{"klingel bei ", false, true}, {"Klingel bei ", false, true}, {"klingeln bei ", false, true}, {"z. Hd. ", false, false},
	{"zu Händen ", false, false}, {"on behalf of ", false, true}, {"in the name of ", false, true}, {"au nom de ", false, true},
	{"a nombre de ", false, true}, {"em nome de ", false, true}, {"name is ", false, true}, {"Salam, ", true, true},
	{"Pozdrawiam,\n", true, false}, {"Saygılarımla,\n", true, false}, {"Trân trọng,\n", true, false}, {"Hormat saya,\n", true, false},
	// Letters, obituaries, references and listings in European
	// languages: the salutation (a name that reads as one), then the
	// phrases that introduce someone by role.
	{"Gentile ", true, true}, {"Egregio ", true, true}, {"Egregia ", true, true}, {"Estimado ", true, true}, {"Estimada ", true, true},
	{"Estimado/a ", true, true}, {"Querido ", true, true}, {"Querida ", true, true}, {"Prezado ", true, true}, {"Prezada ", true, true},
	{"Prezado(a) ", true, true}, {"Caro ", true, true}, {"Cara ", true, true}, {"Geachte ", true, true}, {"Beste ", true, true},
	{"Vážený ", true, true}, {"Vážená ", true, true}, {"Milý ", true, true}, {"Milá ", true, true}, {"Hej ", true, true},
	{"Hallo ", true, true}, {"Hola ", true, true}, {"Olá ", true, true}, {"Ciao ", true, true}, {"Liebe ", true, true},
	{"Lieber ", true, true}, {"Sehr geehrte ", true, true}, {"Sehr geehrter ", true, true}, {"Cher ", true, true}, {"Chère ", true, true},
	{"Dña. ", true, false}, {"Dª ", true, false}, {"D. ", false, false}, {"Sig.ra ", true, false}, {"sig.ra ", true, false}, {"sig. ", true, false},
	{"dirigirse a ", false, false}, {"rivolgersi a ", false, false}, {"contactar con ", false, false}, {"entrar em contato com ", false, false},
	{"call or text ", false, false}, {"Call or text ", false, false}, {"act for ", false, false}, {"acting for ", false, false},
	{"certify that ", false, false}, {"attesto che ", false, false}, {"certifico que ", false, false}, {"intyga att ", false, false},
	{"verklaar dat ", false, false}, {"potvrzuji, že ", false, false}, {"I have supervised ", false, false}, {"the writer, ", false, false},
	{"Falleció en paz ", false, false}, {"falecimento de ", false, false}, {"fallecimiento de ", false, false}, {"scomparsa di ", false, false},
	{"in memoria di ", false, false}, {"Sus hijos, ", false, false}, {"Oggi sposi! ", false, false}, {" y ", false, true}, {" e ", false, true},
	{" och ", false, true}, {" en ", false, true}, {" a ", false, true}, {" and ", false, true},
	{"Dr(a). ", true, false}, {"[~", false, false},
	{"С уважением,\n", true, false}, {"spoke with ", false, false}, {"talked to ", false, false}, {"met with ", false, false},
	{"mention ", false, true}, {"wrote to ", false, true}, {"it's ", false, true}, {"It's ", false, true}, {"Em là ", false, false}, {"em là ", false, false}, {"Mit freundlichen Grüßen\n", true, false}, {"Cordialement,\n", true, false},
}

// roleNouns introduce a person's full name ("applicant Ann Lee",
// "Beneficiary: Ann Lee"): each is a trigger as "role ", "Role " and
// "Role: ". Two name words are required after them.
var roleNouns = []string{"vecina", "vecino", "moradora", "morador", "residente", "resident", "commerciante", "comerciante",
	"proprietário", "proprietária", "propietario", "propietaria", "proprietario", "proprietaria", "funcionario", "funcionaria",
	"funzionario", "funzionaria", "funcionário", "funcionária", "handläggare", "handläggaren", "sachbearbeiter", "sachbearbeiterin",
	"behandelaar", "medewerker", "hermano", "hermana", "fratello", "sorella", "irmão", "irmã", "bror", "syster", "broer", "zus",
	"bratr", "sestra", "nachbar", "nachbarin", "buurman", "buurvrouw", "vicino", "vicina", "vizinho", "vizinha", "granne",
	"soused", "sousedka", "applicant", "beneficiary", "coworker", "co-worker", "supplier", "vendor", "tenant", "landlord",
	"manager", "recipient", "sender", "client", "candidate", "student", "teacher", "doctor", "nurse", "agent",
	"technician", "witness", "passenger", "guest", "member", "author", "reviewer", "assignee", "cardholder",
	"account holder", "policyholder", "buyer", "seller", "user", "requester", "payee", "director", "engineer"}

func roleTriggers() []nameTrigger {
	var ts []nameTrigger
	for _, r := range roleNouns {
		t := strings.ToUpper(r[:1]) + r[1:]
		ts = append(ts, nameTrigger{r + " ", false, false}, nameTrigger{t + " ", false, false}, nameTrigger{t + ": ", false, false})
	}
	return ts
}

// findNameTriggers looks at each capitalised word that starts a name
// (cheap to reject: most are not followed by a second name word) and only
// then checks whether a trigger phrase ends right before it. Words that
// start with a capital outside ASCII (Łukasz, Şebnem, Михаил) are looked
// at by findNonASCIINames, only in text that has such bytes.
func findNameTriggers(s string, out []Finding) []Finding {
	for i := 1; i < len(s); i++ {
		if i = nextUpper(s, i); i >= len(s) {
			break
		}
		if isWord(s[i-1]) || prevLetter(s, i) {
			continue
		}
		var e int
		if out, e = triggeredName(s, i, out); e > 0 {
			i = e - 1
			continue
		}
		for i+1 < len(s) && isWord(s[i+1]) {
			i++
		}
	}
	return out
}

// findNonASCIINames is one pass over the characters outside ASCII: a
// capital of another alphabet that may start a name after a trigger
// (Łukasz, Şebnem, Михаил), and a run of Hangul syllables (findKorean's
// rules). Han text, the commonest here, is skipped three bytes at a time.
func findNonASCIINames(s string, out []Finding) []Finding {
	for i := nextNonASCII(s, 0); i < len(s); i = nextNonASCII(s, i) {
		for i < len(s) && s[i] >= 0xE2 && (s[i] < 0xEA || s[i] > 0xED) {
			i += utf8Len(s[i]) // Han, kana, punctuation: no capital, no Hangul
		}
		if i >= len(s) {
			break
		}
		c := s[i]
		if c >= 0xEA && c <= 0xED {
			var e int
			out, e = koreanRunAt(s, i, out)
			i = e
			continue
		}
		if c < 0xC3 || c > 0xD0 && c != 0xE1 {
			i += utf8Len(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r < 0x100 && !(r >= 0xC0 && r <= 0xDE) || !unicode.IsUpper(r) || i == 0 || isWord(s[i-1]) || prevLetter(s, i) {
			i += n
			continue
		}
		var e int
		if out, e = triggeredName(s, i, out); e > i {
			i = e
			continue
		}
		i += n
	}
	return out
}

// latexNameArgs are the LaTeX commands whose argument starts with a
// person's name: a letter's signature, and its recipient (the first line
// of \begin{letter}'s address block).
var latexNameArgs = []string{"\\signature{", "\\begin{letter}{", "\\author{", "\\name{"}

// findLatexNames finds the names in LaTeX letters and documents.
func findLatexNames(s string, out []Finding) []Finding {
	for _, cmd := range latexNameArgs {
		for k := range occurrences(s, cmd) {
			a := k + len(cmd)
			e := a
			for e < len(s) && s[e] != '}' && s[e] != '\\' && s[e] != '\n' && e-a < 64 {
				e++
			}
			v := strings.TrimSpace(s[a:e])
			// A letter may go to a department; a signature is a person's.
			if v != "" && personValue(v, cmd != "\\begin{letter}{") {
				out = append(out, Finding{a, a + len(v), Person})
			}
		}
	}
	return out
}

// oneGivenName reports a single word that is a listed given name and no
// ordinary word ("Bapak Agus", "Pak Budi").
func oneGivenName(w string) bool {
	if strings.IndexByte(w, ' ') >= 0 {
		return false
	}
	if k := gaz().word(w); k.given >= 0 && !k.word {
		return true
	}
	return intlKind(w)&intlGiven != 0
}

// lastWordPlace reports a name candidate s[i:e] whose last word names a
// kind of street or district, not a person.
func lastWordPlace(s string, i, e int) bool {
	w := s[i:e]
	if k := strings.LastIndexByte(w, ' '); k >= 0 {
		w = w[k+1:]
	}
	return streetSuffixes[w] || placeAbbrev[w]
}

// placeAbbrev are words of street and district names in other languages
// that stand next to capitalised words as names do ("Bağdat Cad.", "Jl.
// Raya Darmo", "Quận Hai Bà Trưng").
var placeAbbrev = map[string]bool{"Cad": true, "Cd": true, "Sok": true, "Sk": true, "Mah": true, "Caddesi": true, "Sokak": true,
	"Mahallesi": true, "Bulvarı": true, "Jl": true, "Jalan": true, "Gang": true, "Quận": true, "Phường": true, "Phố": true,
	"Đường": true, "Huyện": true, "Tỉnh": true, "Xã": true, "ul": true, "al": true, "os": true, "pl": true, "Straße": true,
	"Strasse": true, "Weg": true, "Platz": true, "Allee": true, "Rua": true, "Avenida": true, "Calle": true, "Via": true,
	"Viale": true, "Piazza": true, "Rue": true, "Chemin": true, "Kec": true, "Kel": true, "Kab": true, "Kota": true}

// capitalisedBefore reports a capitalised word right before the word at
// i, in the middle of a sentence ("Sinar Jaya", "Quận Hai", "Jl. Raya"):
// the word at i is then part of a longer proper name, an organisation's
// or a place's.
func capitalisedBefore(s string, i int) bool {
	if i < 3 || s[i-1] != ' ' {
		return false
	}
	e := i - 1
	if s[e-1] == '.' {
		e--
	}
	a := proseWord(s, e)
	if a == e || !startsUpper(s[a:e]) || notName[s[a:e]] {
		return false
	}
	if placeAbbrev[s[a:e]] {
		return true
	}
	// The word before starts a sentence or a line: its capital is the
	// sentence's.
	p := a
	for p > 0 && s[p-1] == ' ' {
		p--
	}
	if p == 0 || strings.IndexByte("\n\t.!?\"'>;([*-|#", s[p-1]) >= 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return r < utf8.RuneSelf || unicode.IsLetter(r) // "；Use Ann Lee as": the full stop of another script
}

// utf8Len returns the length of the UTF-8 sequence that starts with the
// byte c (1 for a stray continuation byte).
func utf8Len(c byte) int {
	switch {
	case c >= 0xF0:
		return 4
	case c >= 0xE0:
		return 3
	case c >= 0xC0:
		return 2
	}
	return 1
}

// prevLetter reports a letter outside ASCII right before i (the name
// would start inside a word).
func prevLetter(s string, i int) bool {
	if s[i-1] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r)
}

// triggeredName reports the name at i when a trigger phrase ends right
// before it; it returns the end of what was looked at (0: nothing).
func triggeredName(s string, i int, out []Finding) ([]Finding, int) {
	e, ok := nameAt(s, i, true)
	if !ok {
		return initialName(s, i, out)
	}
	trig, ok := triggerBefore(s, i)
	if !ok {
		if a, ok := titleParticleName(s, i); ok { // names_titles.go
			return append(out, Finding{a, e, Person}), e
		}
		return out, 0
	}
	if lastWordPlace(s, i, e) {
		return out, e // "Bağdat Cad.", "Baker Street"
	}
	if trig.p == "-- " && dashBanner(s, i, e) {
		return out, e // "--- Mensaje reenviado ---": a banner, no signature
	}
	if titleRefused(s, trig.p, i, e) {
		return out, e // names_titles.go: "Japan Airlines", "Herr Kollege"
	}
	if trig.check || strings.HasPrefix(trig.p, "name") || strings.HasPrefix(trig.p, "Name\"") || strings.HasPrefix(trig.p, "'name") {
		// A JSON "name" holds products and services as often as
		// people: the value must read as a person's name.
		if !personValue(s[i:e], false) && !(trig.single && (oneGivenName(s[i:e]) || cueOne(trig.p, s, i, e))) {
			return out, e
		}
		// After a conjunction the words must hold a listed name or follow
		// a name of two words: "Form W-2 Wage and Tax Statement" joins two
		// things, "Odhran Quartermaine and Bryony Castellane" two people.
		if trig.p[0] == ' ' && !anyListedName(strings.Fields(s[i:e])) && !nameEndsAt(s, i-len(trig.p)) {
			return out, e
		}
	}
	if trig.single || e2(s, i) {
		return append(out, Finding{i, e, Person}), e
	}
	return out, 0
}

// dashBanner reports whether the words from i to e sit between runs of
// dashes on their line ("--- Forwarded message ---", "-------- Пересылаемое
// сообщение --------"): a separator's title, where a signature's "-- "
// stands alone.
func dashBanner(s string, i, e int) bool {
	if i < 4 || s[i-4] != '-' {
		return false
	}
	le := strings.IndexByte(s[e:], '\n')
	if le < 0 {
		le = len(s) - e
	}
	return strings.Contains(s[e:e+le], "--")
}

// nameEndsAt reports two capitalised name words ending at p.
func nameEndsAt(s string, p int) bool {
	a := strings.LastIndexByte(s[:p], ' ')
	if a < 1 {
		return false
	}
	b := strings.LastIndexAny(s[:a], " \n\t") + 1
	e1, _, ok1 := nameWord(s, b)
	e2, _, ok2 := nameWord(s, a+1)
	return ok1 && e1 == a && ok2 && e2 == p
}

// initialName matches an initial and a surname after a trigger phrase
// ("We act for O. Whitlock", "Gentile B. Santangelo", "Dra. M. del Olmo"):
// the surname capitalised, a listed one or no ordinary word.
func initialName(s string, i int, out []Finding) ([]Finding, int) {
	if i+4 >= len(s) || s[i+1] != '.' || s[i+2] != ' ' || !isUpper(s[i]) {
		return out, 0
	}
	j := skipParticles(s, i+3) // "M. del Olmo"
	e, ok := nameAt(s, j, true)
	if !ok || strings.IndexByte(s[j:e], '.') >= 0 {
		return out, 0
	}
	if _, ok := triggerBefore(s, i); !ok {
		return out, 0
	}
	last := s[j:e]
	if k := strings.LastIndexByte(last, ' '); k >= 0 {
		last = last[k+1:]
	}
	if k := gaz().word(last); k.word && k.surname < 0 || notName[last] || lastWordPlace(s, j, e) {
		return out, 0
	}
	return append(out, Finding{i, e, Person}), e
}

// e2 reports whether a name of at least two words starts at i.
func e2(s string, i int) bool {
	_, ok := nameAt(s, i, false)
	return ok
}

// triggerBefore finds the trigger phrase that ends at i (the first in
// list order when several do).
func triggerBefore(s string, i int) (nameTrigger, bool) {
	t := nameTriggers()
	if k := t.trie.longestFirst(s, i); k >= 0 {
		return t.list[k], true
	}
	// Markdown emphasis between the label and the name ("**Contact:** Ann
	// Lee", "`Name:` Ann Lee"): look up the label without it.
	if i >= 3 && s[i-1] == ' ' && (s[i-2] == '*' || s[i-2] == '_' || s[i-2] == '`') {
		j := i - 1
		for j > 0 && i-1-j < 3 && (s[j-1] == '*' || s[j-1] == '_' || s[j-1] == '`') {
			j--
		}
		lo := max(0, j-40)
		if k := t.trie.longestFirst(s[lo:j]+" ", j-lo+1); k >= 0 {
			return t.list[k], true
		}
	}
	// SQL: VALUES (22, 'Ann Lee', ...): a quoted name shortly after VALUES (.
	if s[i-1] == '\'' {
		lo := max(0, i-40)
		if k := strings.LastIndex(s[lo:i], "VALUES ("); k >= 0 && strings.Count(s[lo+k:i], "'") == 1 {
			return t.list[0], true
		}
	}
	return t.list[0], false
}

// suffixTrie matches phrases ending at a position by walking the text
// backwards: one or two byte comparisons reject most positions, where a
// loop over the phrases would compare every phrase.
type suffixTrie struct {
	kids  []suffixKid
	index int // the phrase ending here (lowest list index), or -1
}

type suffixKid struct {
	c    byte
	node *suffixTrie
}

func newSuffixTrie(phrases []string, skip func(string) bool) *suffixTrie {
	root := &suffixTrie{index: -1}
	for k, p := range phrases {
		if skip(p) {
			continue
		}
		n := root
		for j := len(p) - 1; j >= 0; j-- {
			n = n.child(p[j], true)
		}
		if n.index < 0 {
			n.index = k
		}
	}
	return root
}

func (t *suffixTrie) child(c byte, add bool) *suffixTrie {
	for _, k := range t.kids {
		if k.c == c {
			return k.node
		}
	}
	if !add {
		return nil
	}
	n := &suffixTrie{index: -1}
	t.kids = append(t.kids, suffixKid{c, n})
	return n
}

// longestFirst returns the lowest list index of the phrases that end at
// i in s, or -1.
func (t *suffixTrie) longestFirst(s string, i int) int {
	best := -1
	n := t
	for k := i - 1; k >= 0; k-- {
		n = n.child(s[k], false)
		if n == nil {
			break
		}
		if n.index >= 0 && (best < 0 || n.index < best) {
			best = n.index
		}
	}
	return best
}

// nameBefore finds a name that ends just before position p, separated by
// " <", ", ", " | ", " · ", "\n" and the like.
func nameBefore(s string, p int) (int, int, bool) {
	j := p
	for j > 0 && p-j < 5 && (s[j-1] == ' ' || s[j-1] == '<' || s[j-1] == '(' || s[j-1] == ',' || s[j-1] == '|' ||
		s[j-1] == '\n' || s[j-1] == ':' || s[j-1] == '\'' || s[j-1] == '"' || s[j-1] == '\t' || s[j-1] == ';') {
		j--
	}
	// " · " is U+00B7 (2 bytes).
	if j >= 3 && s[j-2] == 0xC2 && s[j-1] == 0xB7 && s[j-3] == ' ' {
		j -= 3
	}
	if j == p && !(j >= 2 && s[j-2] == 0xC2) {
		return 0, 0, false
	}
	e := j
	// Walk back over up to four name words.
	a := e
	for w := 0; w < 4; w++ {
		k := a
		for k > 0 && (isAlpha(s[k-1]) || s[k-1] == '\'' || s[k-1] == '-' || s[k-1] == '.' || prevLetter(s, k)) {
			if s[k-1] >= utf8.RuneSelf {
				_, n := utf8.DecodeLastRuneInString(s[:k])
				k -= n
				continue
			}
			k--
		}
		if k == a || !startsUpper(s[k:]) && !(isLower(s[k]) && w < 3) {
			break
		}
		a = k
		if a > 0 && s[a-1] == ' ' {
			a--
			continue
		}
		break
	}
	for a < e && s[a] == ' ' {
		a++
	}
	// Trim leading words that are not names ("Contact Ann Lee").
	for a < e {
		sp := strings.IndexByte(s[a:e], ' ')
		if sp < 0 {
			break
		}
		if w := s[a : a+sp]; notName[w] || strings.HasSuffix(w, ":") {
			a += sp + 1
			continue
		}
		break
	}
	if a >= e || (a > 0 && isWord(s[a-1])) {
		return 0, 0, false
	}
	if end, ok := nameAt(s, a, false); ok && end == e && (strings.IndexByte(s[e:p], ':') < 0 || anyListedName(strings.Fields(s[a:e]))) {
		// Before a colon, words no list knows head the line as its label
		// ("Bei Fragen: a@b.de", "Rückfragen an: ..."), not as a name.
		return a, e, true
	}
	// A name in lower case before its address ("callum santos
	// <c@x.io>"): the words read as a name by the lists.
	if v := s[a:e]; strings.HasPrefix(s[e:], " <") && strings.IndexByte(v, ' ') > 0 && strings.ToLower(v) == v && personValue(v, false) {
		return a, e, true
	}
	// A cell or a line of its own before a phone's or an address's
	// ("ana ruiz\t+34 ...", "R. Dell'Acqua\nr@x.it"): the value reads
	// as a name, and starts its line or cell.
	if c := s[e]; (c == '\t' || c == '\n' || c == ';') && (a == 0 || s[a-1] == '\n' || s[a-1] == '\t' || s[a-1] == ';') &&
		strings.IndexByte(s[a:e], ' ') > 0 && personValue(s[a:e], false) {
		return a, e, true
	}
	return 0, 0, false
}

// ---- Chinese names and addresses

const cnSurnames = "赖萧傅阎洪钮郦习蔚扶纵芦王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由"

var cnCompound = []string{"欧阳", "诸葛", "令狐", "慕容", "长孙", "司马", "上官", "东方", "皇甫", "尉迟", "公孙", "夏侯", "轩辕",
	"端木", "独孤", "南宫", "宇文", "司徒", "西门", "澹台", "呼延", "申屠", "赫连", "拓跋", "百里", "东郭", "钟离", "太史"}

var cnSurnameSet = func() map[rune]bool {
	m := map[rune]bool{}
	for _, r := range cnSurnames {
		m[r] = true
	}
	return m
}()

func isHan(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF }

// cnNameAt matches a Chinese name at i: a surname and one or two given
// characters, stopping at non-Han text or at a word that follows names.
func cnNameAt(s string, i int, maxLen int) (int, bool) {
	sl := 0
	for _, c := range cnCompound {
		if strings.HasPrefix(s[i:], c) {
			sl = len(c)
			break
		}
	}
	if sl == 0 {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !cnSurnameSet[r] {
			return 0, false
		}
		sl = n
	}
	j := i + sl
	given := 0
	for given < maxLen && j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !isHan(r) || strings.ContainsRune(cnStopAfterName, r) {
			break
		}
		j += n
		given++
	}
	// Reduplications (谢谢, 常常) are words, not names.
	if given == 1 && sl == j-i-sl && s[i:i+sl] == s[i+sl:j] {
		return 0, false
	}
	if given == 0 || cnCommonWords[s[i:j]] {
		return 0, false
	}
	// "应该填", "连接超时": a common word followed by more text is not a
	// name either; check the surname with its first given character.
	if given > 1 {
		_, n := utf8.DecodeRuneInString(s[i+sl:])
		if cnCommonWords[s[i:i+sl+n]] {
			return 0, false
		}
	}
	return j, true
}

// cnCommonWords start with a surname character but are ordinary words.
var cnCommonWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`付款 时间 时间戳 信息 安全 方便 方式 方法 方案 高级 金额 成功 能够 应该 文件 文档 明天 明白 平台 国家 国内
		国外 元素 向量 公司 关于 关注 常见 常用 程序 解决 解析 计算 项目 全部 全国 经理 服务 支付 支持 通过 通知 于是 和我
		查询 查看 查一下 查账 花费 强制 简单 简历 包括 包含 连接 连接串 路径 路由 车辆 车票 文本 文字 史上 石头 宋体 黄金 白色 黑色
		张开 王者 周末 周期 周一 周五 吴语 许多 许可 曾经 任何 任务 沈阳 江苏 湖南 金融 钱包 管理 安装 安排 毛病 邮箱 邮件 电话
		武汉 马上 牛奶 万一 双方 单位 单号 温度 宁可 宗旨 申请 申诉 甲方 乙方 商户 商品 商家 贺卡 龙头 龙虾 朱红 于此 成都 成本 成绩
		和平 和解 司机 时候 时区 时长 时效 余额 夏天 冬天 秦朝 唐朝 宋朝 明朝 清朝 向量库 华为 华南 华北 华东 解释 解码 应用
		应付 原因 原来 原始 连续 路线 段落 段位 卫生 卫星 谷歌 高德 高速 方向 方面 齐全 江湖 施工 文化 文章 文件夹 于是乎
		那边 那里 那儿 那些 那个 那么`) {
		m[w] = true
	}
	return m
}()

// cnStopAfterName are characters that rarely occur in given names and
// often follow them ("张伟的", "李娜说", "客户何立诚投诉").
const cnStopAfterName = "的说在是和与跟给对向投要已先您你我他她们了把被将从到等及或也都就还又请帮"

var cnNameTriggers = []string{"同事", "请联系", "寄给", "交给", "转交", "告诉", "通知", "客户是", "姓名：", "姓名:", "姓名 ", "我叫", "叫我", "名叫", "全名是", "我是", "帮我给", "写给", "发给", "转给", "名字是", "联系人：", "联系人:", "联系人", "户名", "收件人", "收货人",
	"持卡人", "开户名", "客户", "——", "申请人", "乘客", "患者", "签名：", "经办人", "负责人", "法人"}

var cnAddressPrefixes = []string{"联系地址", "收货地址", "家庭住址", "地址改成", "地址是", "地址为", "地址", "住址", "现居", "寄到",
	"送到", "改成", "位于", "住在", "在"}

var cnProvinces = []string{"北京", "天津", "上海", "重庆", "河北", "山西", "辽宁", "吉林", "黑龙江", "江苏", "浙江", "安徽", "福建",
	"江西", "山东", "河南", "湖北", "湖南", "广东", "海南", "四川", "贵州", "云南", "陕西", "甘肃", "青海", "台湾", "内蒙古", "广西",
	"西藏", "宁夏", "新疆", "香港", "澳门"}

func findChinese(s string, out []Finding) []Finding {
	// One pass over the Han runs: a surname preceded by a trigger phrase
	// ("联系人：", "户名"), or a lone short run between separators in mixed
	// text ("contact: 田梓涵, ", "\n宋俊驰 | ").
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i = nextNonASCII(s, i+1)
			continue
		}
		j := i
		n := 0
		for j < len(s) {
			r, w := utf8.DecodeRuneInString(s[j:])
			if !isHan(r) {
				break
			}
			j += w
			n++
		}
		if n == 0 {
			_, w := utf8.DecodeRuneInString(s[i:])
			if t := s[i : i+w]; (t == "：" || t == "—") && i+w < len(s) && s[i+w] >= utf8.RuneSelf {
				// "姓名：" and "——" end in punctuation; the name follows.
				if e, ok := cnTriggered(s, i+w); ok {
					out = append(out, Finding{i + w, e, Person})
					i = e
					continue
				}
			}
			i += w
			continue
		}
		if n >= 2 && n <= 4 && ((loneBefore(s, i) || afterASCIIWord(s, i)) && loneAfter(s, j) || jsonNameValue(s, i, j)) {
			if e, ok := cnNameAt(s, i, 3); ok && e == j {
				out = append(out, Finding{i, j, Person})
				i = j
				continue
			}
		}
		// "姓名 Ann Lee": an English name after a Chinese label.
		if j+1 < len(s) && s[j] == ' ' && isUpper(s[j+1]) && (strings.HasSuffix(s[:j], "姓名") || strings.HasSuffix(s[:j], "户名")) {
			if e, ok := nameAt(s, j+1, false); ok {
				out = append(out, Finding{j + 1, e, Person})
				i = e
				continue
			}
		}
		// Triggers inside the run: "户名葛紫林", "客户何立诚投诉".
		for k := i; k < j; {
			_, w := utf8.DecodeRuneInString(s[k:])
			if k > i {
				if e, ok := cnTriggered(s, k); ok {
					out = append(out, Finding{k, e, Person})
					k = e
					continue
				}
			}
			k += w
		}
		i = j
	}
	// Addresses: "...路123号..." anchored on the house number.
	off := 0
	for {
		h := nextSep(s, "号", &off)
		if h < 0 {
			break
		}
		d := h
		for d > 0 && isDigit(s[d-1]) {
			d--
		}
		if d == h {
			continue
		}
		a, ok := cnAddressStart(s, d)
		if !ok {
			continue
		}
		e := cnAddressEnd(s, h+len("号"))
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
	return out
}

// hanSet is a bitset over the CJK Unified Ideographs block.
type hanSet [(0x9FFF - 0x4E00 + 64) / 64]uint64

func (h *hanSet) add(r rune) {
	if isHan(r) {
		h[(r-0x4E00)/64] |= 1 << ((r - 0x4E00) % 64)
	}
}

func (h *hanSet) has(r rune) bool {
	return isHan(r) && h[(r-0x4E00)/64]&(1<<((r-0x4E00)%64)) != 0
}

// surnameStart holds the first characters of surnames; triggerEnd the
// last characters of trigger phrases.
var surnameStart, triggerEnd = func() (*hanSet, *hanSet) {
	var a, b hanSet
	for _, r := range cnSurnames {
		a.add(r)
	}
	for _, c := range cnCompound {
		r, _ := utf8.DecodeRuneInString(c)
		a.add(r)
	}
	for _, t := range cnNameTriggers {
		r, _ := utf8.DecodeLastRuneInString(t)
		b.add(r)
	}
	return &a, &b
}()

// cnTriggered matches a name at i when a trigger phrase ends at i.
func cnTriggered(s string, i int) (int, bool) {
	if r, _ := utf8.DecodeRuneInString(s[i:]); !surnameStart.has(r) {
		return 0, false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:i]); !triggerEnd.has(r) && r != '：' && r != ':' && r != '—' && r != ' ' {
		return 0, false
	}
	for _, t := range cnNameTriggers {
		if strings.HasSuffix(s[:i], t) {
			return cnNameAt(s, i, 2)
		}
	}
	return 0, false
}

func loneBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	c := s[i-1]
	if c == '\n' || c == ',' || c == ':' || c == '|' {
		return true
	}
	if c == ' ' && i >= 2 && (s[i-2] == ',' || s[i-2] == ':' || s[i-2] == '|') {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r == '，' || r == '：' || r == '、'
}

// afterASCIIWord reports a Han run that follows an English word and a
// space ("contact 胡诗琪, phone", "supplier 熊晓东 (mobile"): in English
// text a short Han run on its own is a name far more often than a word.
func afterASCIIWord(s string, i int) bool {
	return i >= 3 && s[i-1] == ' ' && isLower(s[i-2]) && isAlpha(s[i-3])
}

// jsonNameValue reports a Han run that is the whole value of a JSON
// field whose key ends in "name" ({"name":"袁霞"}, "realName": "袁霞").
func jsonNameValue(s string, i, j int) bool {
	if i < 8 || s[i-1] != '"' || j >= len(s) || s[j] != '"' {
		return false
	}
	k := i - 1
	if s[k-1] == ' ' {
		k--
	}
	if s[k-1] != ':' || s[k-2] != '"' {
		return false
	}
	return strings.HasSuffix(strings.ToLower(s[max(0, k-6):k-2]), "name")
}

func loneAfter(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	c := s[j]
	if c == '\n' || c == ',' || c == '|' || c == '(' {
		return true
	}
	if c == ' ' && j+1 < len(s) && (s[j+1] == '|' || s[j+1] == '(' || s[j+1] == '<' || s[j+1] == '+') {
		return true
	}
	if c == ' ' && j+12 <= len(s) && s[j+1] == '1' {
		k := j + 1
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		return k-j-1 == 11 && endOK(s, k)
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return r == '，' || r == '、' || r == '（'
}

func allDigits(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) {
			return false
		}
	}
	return v != ""
}

// skipParticles steps over up to two short lower-case surname particles
// ("von ", "van der ", "del ") starting at j, each followed by a space, and
// returns where the next word starts.
func skipParticles(s string, j int) int {
	for p := 0; p < 2 && j < len(s) && isLower(s[j]); p++ {
		k := j
		for k < len(s) && isLower(s[k]) && k-j < 6 {
			k++
		}
		if k >= len(s) || s[k] != ' ' || !nameParticle(s[j:k]) {
			break
		}
		j = k + 1
	}
	return j
}
