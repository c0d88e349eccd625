package detect

import (
	"strings"
	"testing"
)

// A title or a form of address before one name, in the languages that
// write it before a surname or a given name alone, marks that name (the
// part of each line between braces); a rank after a title marks nothing.
func TestTitleNames(t *testing.T) {
	t.Parallel()
	cases := `Vermieter: Hr. {Lindqvist}, wohnhaft Am Hang 3
Ahoj, tady pan {Novotný} z kanceláře.
Estimados: la Dra. {Quiroga} firmará mañana.
Huurder: mevr. {van der Linden}, Kade 4
Contacto: doña {Remedios}, tel. 600 000 000
Per conferma chiamare la Dott.ssa {Bellandi} entro venerdì
Sila hubungi Encik {Khairul} sebelum Isnin.
Звертайтеся до п. {Гнатюк} у вівторок
Ansprechpartner ist Herrn {Obermaier} zuzustellen.
Manager: Mx. {Okonkwo}
Sehr geehrter Herr Kollege, anbei der Befund.`
	for _, line := range strings.Split(cases, "\n") {
		a, e := strings.IndexByte(line, '{'), strings.IndexByte(line, '}')
		if a < 0 {
			for v, typ := range find(line) {
				if typ == Person {
					t.Errorf("%q: %q reported as PERSON", line, v)
				}
			}
			continue
		}
		text, name := line[:a]+line[a+1:e]+line[e+1:], line[a+1:e]
		if got := find(text); got[name] != Person {
			t.Errorf("%q: want %q as PERSON, found %v", text, name, got)
		}
	}
}

// A title's letters ending a longer word ("sampan", "Gordon") are no
// title, and a rank or an office after a title is no name.
func TestTitleRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, title, name string
		refused           bool
	}{
		{"we rented a sampan Sunday mornings", "pan ", "Sunday", true},
		{"the tycoon Gordon Tuesday", "don ", "Tuesday", true},
		{"sehr geehrter Herr Kollege,", "Herr ", "Kollege", true},
		{"Sehr geehrte Frau Doktor,", "Frau ", "Doktor", true},
		{"Ahoj, tady pan Novotný z", "pan ", "Novotný", false},
		{"De una parte, doña Remedios, con", "doña ", "Remedios", false},
	} {
		i := strings.Index(c.text, c.title+c.name) + len(c.title)
		if got := titleRefused(c.text, c.title, i, i+len(c.name)); got != c.refused {
			t.Errorf("%q: titleRefused(%q, %q) = %v, want %v", c.text, c.title, c.name, got, c.refused)
		}
	}
}

// Clergy, coaches and the nouns of a family before one name; a
// courtesy title before a surname led by its particles.
func TestRoleTitles(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Please ask Rev. Quarmby about the flowers.", "Quarmby", Person},
		{"Pastor Ezekiel is away until May.", "Ezekiel", Person},
		{"Coach Brannigan: practice moved to the north field", "Brannigan", Person},
		{"Pfarrerin Lenzinger hält den Gottesdienst.", "Lenzinger", Person},
		{"Famiglia Brambilla: Ottavio, 2 bambini", "Brambilla", Person},
		{"Pour la famille Quenneville, merci.", "Quenneville", Person},
		{"Молимося за родину Коваленко.", "Коваленко", Person},
		{"Motivo: lesión, justificante de Dr. del Arroyo\nFin", "del Arroyo", Person},
		{"Guten Tag Frau zur Linden,\n\nvielen Dank", "zur Linden", Person},
		// Kept: an ordinary word, an organisation's or a place's word, a
		// full name the other passes judge.
		{"We flew Coach Class to Denver.", "Class", kept},
		{"Coach Tours Ltd runs the trip.", "Tours", kept},
		{"Die Familie Schmidt GmbH liefert.", "Schmidt", kept},
		{"Coach Lech Wałęsa? no, the coach is Piotr's dad", "Lech Wałęsa", kept},
	})
}
