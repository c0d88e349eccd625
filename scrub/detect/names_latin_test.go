package detect

import "testing"

// European names the US lists lack, written with their accents, found by
// the folded European lists; and the places and labels that read like them.
func TestLatinNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// A given name of the European lists and a capitalised surname in prose.
		{"Ahoj, včera volal Bořivoj Šindelář kvůli faktuře.", "Bořivoj Šindelář", Person},
		{"Ieri è passata Assunta Capobianco a ritirare il pacco.", "Assunta Capobianco", Person},
		{"Gisteren belde Sjoerd Hoekstra over de levering.", "Sjoerd Hoekstra", Person},
		// Weak name fields holding them.
		{"{\"name\": \"Ragnhild Østergaard\"}", "Ragnhild Østergaard", Person},
		// A name right before a tab and its phone (a pasted sheet row).
		{"Wendelin Achterhuis\t+31 6 1234 5678\tw@x.nl\n", "Wendelin Achterhuis", Person},
		{"4411;Ilse Brandhorst;ilse.b@x.de;2000\n", "Ilse Brandhorst", Person},
		// Salutations and role phrases of European letters, initials after them.
		{"Gentile Brizio Scannapieco, La informiamo che ...", "Brizio Scannapieco", Person},
		{"Muy Sr. mío: actuando en nombre de Dña. Leocadia Urrutia Zabalegui, le requiero", "Leocadia Urrutia Zabalegui", Person},
		{"We act for T. Quartermaine in connection with the boundary.", "T. Quartermaine", Person},
		{"puede dirigirse a M. del Olmo Barrientos en el teléfono", "M. del Olmo Barrientos", Person},
		{"Tratar direto com o proprietário Edvaldo Quintela pelo zap", "Edvaldo Quintela", Person},
		// A lower-case name with a particle in a sure field.
		{"Ouder/verzorger: sanne van der wiel\n", "sanne van der wiel", Person},
		// Particles between given name and surname in prose and after a
		// role: Dutch, Malay, Filipino; a second surname after the first.
		{"The hearing was moved; Maarten van den Hoek will attend.", "Maarten van den Hoek", Person},
		{"Recipient: Rosalind delos Reyes, 0917 555 0199", "Rosalind delos Reyes", Person},
		{"Paid by Nurul binte Osman on Friday.", "Nurul binte Osman", Person},
		{"Ayer llamó Josué de Souza Lima por la factura.", "Josué de Souza Lima", Person},
		{"\\opening{Sehr geehrte Damen und Herren,}\n", "Damen", kept},
		{"Headline: Jannik Sinner in visita alla fiera.", "Jannik Sinner", kept},
		{"Carlos Alcaraz ha ganado el torneo ayer.", "Carlos Alcaraz", kept},
		{"Hola Ventas, ¿qué tal?", "Ventas", kept},
		{"name,phone,city\nLeif Dahl,+47 912 34 567,São Paulo\n", "São Paulo", kept},
		{"| Adı Soyadı | Cep Tel |\n|---|---|\n| Kemal Sunal | 0532 111 22 33 |\n", "Adı Soyadı", kept},
		{"Account: Ege Lojistik A.Ş.\nOwner: Ann Lee\n", "Ege Lojistik", kept},
		{"Dear Sir or Madam,\nWe write about the fence.", "Sir", kept},
		{"--\n-- Data for Name: customers; Type: TABLE DATA\n--\n", "Data", kept},
		// A name after a house number or a postcode is a street's or a
		// town's; public figures with particles are kept.
		{"Lugar y fecha: 28001 Santiago de Compostela, 02.03.2025", "Santiago de Compostela", kept},
		{"Hàng xóm ở 380/6 Lê Văn Sỹ, Bình Thạnh hát to", "Lê Văn Sỹ", kept},
		{"Tonight's programme: Ludwig van Beethoven and friends.", "Ludwig van Beethoven", kept},
	})
}

func TestFoldName(t *testing.T) {
	t.Parallel()
	var buf [32]byte
	for in, want := range map[string]string{"Gráinne": "grainne", "Přemysl": "premysl", "Łukasz": "lukasz", "Åkesson": "akesson",
		"Straße": "strasse", "Nguyễn": "nguyen", "Ana": "ana"} {
		if got, ok := foldName(in, buf[:]); !ok || string(got) != want {
			t.Errorf("foldName(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"Иван", "a1", "O'Neil", ""} {
		if got, ok := foldName(in, buf[:]); ok {
			t.Errorf("foldName(%q) = %q; want not ok", in, got)
		}
	}
}
