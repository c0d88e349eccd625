package detect

import "testing"

func TestNameStructure(t *testing.T) {
	t.Parallel()
	expectVerdicts(t, []verdicts{
		// Names a line's structure gives away: chat exports, minutes, form lines
		// whose label names a role in a European language, boarding-pass barcodes
		// and COPY blocks.
		{"NameStructures", []found{
			// Chat exports: WhatsApp on Android and iOS, LINE.
			{"03/04/2024, 09:15 - Wendeline Quackenbush: ok\n03/04/2024, 09:16 - Bo: sure\n", "Wendeline Quackenbush", Person},
			{"[03/04/24, 09:15:02] Tancredi MacAllister: on my way\n[03/04/24, 09:17:40] Tancredi MacAllister: here\n", "Tancredi MacAllister", Person},
			{"2024/05/01(水)\n21:05\tOrsolya Vanderpool\tok\n21:06\tOrsolya Vanderpool\tbye\n", "Orsolya Vanderpool", Person},
			// Form lines: a role in the label, in several languages.
			{"PŘIHLÁŠKA\nZákonný zástupce: Vendelín Holoubek\nTelefon: 777 000 111\n", "Vendelín Holoubek", Person},
			{"INSCHRIJVING\nNaam leerling: Jorrit van Ekeren\nKlas: 3\n", "Jorrit van Ekeren", Person},
			{"Ospite: SCANNAPIECO, BRIZIO\nCamera 12\n", "SCANNAPIECO, BRIZIO", Person},
			{"NAME OF PASSENGER: QUARTERMAINE, ODHRAN\nSEAT 12A\n", "QUARTERMAINE, ODHRAN", Person},
			{"Receta\nFdo.: Dra. Ximena Urrutikoetxea\n", "Ximena Urrutikoetxea", Person},
			{"Kontakt v naléhavých případech: Bedřich Šafránek, +420 777 123 456\n", "Bedřich Šafránek", Person},
			// A boarding pass barcode's name field.
			{"scan:\nM1QUARTERMAINE/ODHRAN EABC123 LHRJFKBA 0117 123Y012A0001 100\n", "QUARTERMAINE/ODHRAN", Person},
			// A COPY block's name column, lower case included.
			{"COPY public.people (id, full_name, city) FROM stdin;\n1\tberengar oakshott\tLeeds\n\\.\n", "berengar oakshott", Person},
			// Minutes: the people present, particles and initials included.
			{"Notulen\nAanwezig: Hidde Wijnbergen, Floor op den Kamp en R. Zwanenburg\n", "Floor op den Kamp", Person},
			{"Notulen\nAanwezig: Hidde Wijnbergen, Floor op den Kamp en R. Zwanenburg\n", "R. Zwanenburg", Person},
			{"Protokoll\nNärvarande: Gudrun af Sillén, Tord Hällström\n", "Gudrun af Sillén", Person},
			// A name alone above its street address, in capitals too.
			{"BOHUSLAV KOPŘIVA\nVinohradská 12, 120 00 Praha 2\n", "BOHUSLAV KOPŘIVA", Person},
			{"Ottoline Marchbanks\n14 Larkspur Close, Exeter EX1 2AB\n", "Ottoline Marchbanks", Person},
			// A CSV header in Czech or Swedish names the column.
			{"cislo;jmeno;mzda\n11;Radomír Kopřiva;2000\n12;Blažena Kopřivová;2100\n", "Blažena Kopřivová", Person},
			{"nr;namn;lön\n1;Torvald af Rosenhane;300\n2;Ylva Hägg;310\n", "Torvald af Rosenhane", Person},
			// Five words when two are particles; an answer before the name.
			{"n;nombre;bruto\n1;Leocadia de la Fuente Urrutia;300\n2;Ana Ruiz;310\n", "Leocadia de la Fuente Urrutia", Person},
			{"AGENTE: ¿Su nombre?\nCLIENTE: Sí, Anselmo Garaikoetxea Lertxundi.\n", "Anselmo Garaikoetxea Lertxundi", Person},
			{"Patient: T. Quartermaine  DOB 01/02/1960\n", "T. Quartermaine", Person},
			{"Ref.: bohuslava kopřivová, +420 777 123 456\n", "bohuslava kopřivová", Person},
			// A name in lower case, or with an initial, alone in its cell before a phone.
			{"Ann Lee\t555-0100\nmaría lópez\t+34 612 345 678\n", "maría lópez", Person},
			// Two names joined by a conjunction, the second found first.
			{"ANNOUNCEMENT\nOdhran Quartermaine and Bryony Castellane were married on Saturday.", "Odhran Quartermaine", Person},
			{"We met Alpine Ridge and Bryony Castellane there.", "Alpine Ridge", kept},
			{"Present: everyone\n", "everyone", kept},
			{"Aanwezig: Jan\n", "Jan", kept},
			{"Summary Notes\n12 items left, 3 done\n", "Summary Notes", kept},
			{"CLIENTE: Sí, claro.\nAGENTE: Gracias\n", "Sí", kept},
			{"Name: customers; Type: TABLE\n", "customers", kept},
			{"Customer: Acme Corp\nPlan: pro\n", "Acme Corp", kept},
			{"12:30\tLunch\tcanteen\n12:45\tLunch\tcanteen\n", "Lunch", kept},
			{"COPY public.items (id, title, city) FROM stdin;\n1\tBlue Lagoon\tLeeds\n\\.\n", "Blue Lagoon", kept},
		}},
		// The list of those present in Chinese, Japanese and Korean minutes: the
		// names split by 、 or commas, what a bracket adds left out; a list of
		// one name, or of words, is none.
		{"HanAttendanceLists", []found{
			{"議事録\n出席者：森田陽介、小野 真理、石川葵（リモート）\n以上", "森田陽介", Person},
			{"議事録\n出席者：森田陽介、小野 真理、石川葵（リモート）\n以上", "石川葵", Person},
			{"회의록\n참석자: 문지훈, 배수아, 엄태오\n안건", "배수아", Person},
			{"会议纪要\n参会人员：钱慧敏，潘立新，孔令杰\n议题", "潘立新", Person},
			{"会议纪要\n参会：研发部、市场部\n议题", "研发部", kept},
			{"会议纪要\n参会：研发部、市场部、财务处\n议题", "市场部", kept},
		}},
		// A chat line that starts with the speaker and then the time: in
		// brackets or parentheses before a colon, or alone on its line.
		{"SpeakerThenTime", []found{
			{"Ірина Мельничук (08:41): Доброго ранку\nПетро Савчук (08:45): Привіт", "Ірина Мельничук", Person},
			{"Наталья Громова, [2025-11-03 09:12]\nкто забрал ключи от склада?", "Наталья Громова", Person},
			{"lena hartmann [11:05]\nhat jemand das Passwort für den Drucker?", "lena hartmann", Person},
			{"Daily standup (09:30): agenda below", "Daily standup", kept},
			{"Build step [12:01:33]: compiling", "Build step", kept},
		}},
	})
}

// FuzzNameStructures checks that the line parsers (chat speakers, role
// labels, attendance lists, boarding passes, COPY blocks, coordinated
// names) keep their spans inside the text, on rune boundaries, and that
// foldName never writes past its buffer.
func FuzzNameStructures(f *testing.F) {
	for _, s := range []string{
		"03/04/2024, 09:15 - Ann Lee: ok\n", "[03/04/24, 09:15:02] Ann Lee: hi\n", "21:05\tOrsolya Vanderpool\tok\n",
		"下午03:16\t吳宇軒\t對\n", "Naam leerling: Jorrit van Ekeren\n", "Ospite: SCANNAPIECO, BRIZIO\n",
		"M1QUARTERMAINE/ODHRAN EABC123 LHRJFKBA\n", "Aanwezig: A B, C D en E. F\n", "CLIENTE: Sí, \n",
		"COPY t (id, full_name) FROM stdin;\n1\tann lee\n\\.\n", "COPY t (full_name FROM stdin;\n", "Ann Lee and Bo Chen were\n",
		"M1", "M1/\n", "Present:,,\n", "Fdo.: Dra. \n", "VAVŘINEC STRNAD\n12 Main St\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, coordinatedNames(s, findNameStructures(s, nil), 0))
		var buf [8]byte
		if b, ok := foldName(s, buf[:]); ok && len(b) > len(buf) {
			t.Fatalf("%q: foldName overflow", s)
		}
	})
}
