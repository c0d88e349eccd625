package detect

import "testing"

// A field that holds one part of a name takes one word the lists lack,
// or a surname led by its particles; labels in brackets' plural or
// feminine forms, in two languages, or with an elided article are read
// as their names; the owners, members and doctors of records are fields
// of a person.
func TestFieldNameParts(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Antrag\nFamilienname: Brunnhuber   Vorname(n): Gerlinde\nGeburtsname: Pfisterer\n", "Brunnhuber", Person},
		{"Antrag\nFamilienname: Brunnhuber   Vorname(n): Gerlinde\nGeburtsname: Pfisterer\n", "Gerlinde", Person},
		{"Antrag\nFamilienname: Brunnhuber   Vorname(n): Gerlinde\nGeburtsname: Pfisterer\n", "Pfisterer", Person},
		{"Visa form\nSurname / 姓: Tang\nGiven names / 名: Haoran\nNationality: CN", "Tang", Person},
		{"Visa form\nSurname / 姓: Tang\nGiven names / 名: Haoran\nNationality: CN", "Haoran", Person},
		{"Check\nSurname(s): Okonkwo-Bright\nGiven name(s): Adaeze\n", "Okonkwo-Bright", Person},
		{"Fiche\nNom : Garnier – Prénom(s) : Lucile\nNom d'usage : Perrault\n", "Garnier", Person},
		{"Fiche\nNom : Garnier – Prénom(s) : Lucile\nNom d'usage : Perrault\n", "Perrault", Person},
		{"Ficha\nApellidos: de la Vega\nNombre: Itziar\n", "de la Vega", Person},
		{"Formulaire\nNom de naissance : d'Estaing\nPrénom : Odile\n", "d'Estaing", Person},
		{"Kartei\nNachname: zur Linden\nVorname: Ottilie\n", "zur Linden", Person},
		{"Journal\nOmistaja: Eero Huttunen, puh. 040 895 6286\n", "Eero Huttunen", Person},
		{"Journal\nEjer: Mads Lykke, tlf. 22 00 42 16\n", "Mads Lykke", Person},
		{"Aufnahme\nPatientin: Gerlinde Pfisterer, geb. 1950-02-03\n", "Gerlinde Pfisterer", Person},
		{"Exposé\nEigentümerin: Roswitha Kühne, Tel. 0171 2345678\n", "Roswitha Kühne", Person},
		{"Ficha\nSocio: Itziar Goikoetxea (n.º 1234)\n", "Itziar Goikoetxea", Person},
		// Kept: a part's field holding a word, an organisation or a
		// placeholder; "Nom" without a "Prénom" is any name.
		{"Schema\nSurname(s): string\nGiven name(s): Required\n", "Required", kept},
		{"Prénom : Lucile\nNom : Marketing\n", "Marketing", kept},
		{"Projet\nNom : Atlas – version 2\nStatut : actif\n", "Atlas", kept},
		{"Serveur\nNom : Hermesix\nStatut : actif\n", "Hermesix", kept},
		{"Membre\nSocio: Club Deportivo Norte\nCuota: 30\n", "Club Deportivo Norte", kept},
		{"Sponsor: Google Cloud\nArzt: Praxis am Markt\n", "Praxis am Markt", kept},
		{"Config\nOwner: Platform Team\nSurname: required\nLast name: N/A\n", "N/A", kept},
	})
}

// A name written surname first: a cell of a column of names, and a
// name found elsewhere in the text, inverted.
func TestSurnameFirstNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Dedupe please:\nWho?\tphone\tnotes\nMarisol Trevanion\t(420) 577-0703\tVIP\nBrackenbury, Odile\t295.898.0610\tmoved?\nQuentin Aldersley\t295.898.0611\t-\n", "Brackenbury, Odile", Person},
		{"DEPOSITION OF ALDERSLEY, QUENTIN\nQ. Please state your name.\nA. Quentin Aldersley, 12 Elm St.\n", "ALDERSLEY, QUENTIN", Person},
		{"Who?\tcity\nParis, France\tx\nLyon, France\ty\nMarisol Trevanion\tz\n", "Paris, France", kept},
	})
}

// The members of a name's object hold its parts, the first and those
// after it in the object; a "last" outside one is no name part.
func TestNameObjectParts(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{`{"contact":{"id":"9","name":{"first":"Thaddeus","last":"Quarmbyson"},"emails":[]}}`, "Quarmbyson", Person},
		{`{"name":{"first":"Ottoline","last":"Brackwater"}}`, "Brackwater", Person},
		{`{"page":{"first":"Intro","last":"Appendix"}}`, "Appendix", kept},
		{`{"name":{"first":"Ottoline"},"range":{"last":"Zeta"}}`, "Zeta", kept},
	})
}
