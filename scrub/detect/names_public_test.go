package detect

import (
	"strings"
	"testing"
)

// Names in a public figure's clause are other public figures; the start
// of a public figure's name is no one else's. A name in another clause
// or sentence, or in one with a contact, is still reported.
func TestNamesInPublicFiguresClause(t *testing.T) {
	t.Parallel()
	person := func(v, value string, typ Type) bool {
		return typ == Person && (strings.Contains(v, value) || strings.Contains(value, v))
	}
	expectKeptBy(t, person, []pair{
		{"Lionel Messi celebrated with coach Gerardo Martino after the final whistle.", "Gerardo Martino"},
		{"En 1911 Marie Curie dîna avec Paul Langevin à Bruxelles.", "Paul Langevin"},
		{"The lecture compared the notebooks of Alan Turing and Max Newman.", "Max Newman"},
		{"ROMA – Sergio Mattarella ha ricordato Alessandro Manzoni ieri.", "Alessandro Manzoni"},
		{"SÃO PAULO – Luiz Inácio Lula da Silva visitou a fábrica ontem.", "Luiz Inácio"},
	})
	expectFoundAs(t, Person, []pair{
		{"Keir Starmer — local resident Moira Fenwick said it was overdue.", "Moira Fenwick"},
		{"We thank Moira Fenwick for the data. As Alan Turing wrote, machines surprise us.", "Moira Fenwick"},
		{"Ask Moira Fenwick (moira.fenwick@example.org) about the Taylor Swift tickets.", "Moira Fenwick"},
	})
}

func TestMuseumBefore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, name string
		want       bool
	}{
		{"افتتح متحف نجيب محفوظ معرضاً", "نجيب محفوظ", true},
		{"відкрили музей Лесі Українки", "Лесі Українки", true},
		{"the Museum Frida Kahlo", "Frida Kahlo", true},
		{"the museums manager Frida Kahlo", "Frida Kahlo", false},
		{"curator Frida Kahlo", "Frida Kahlo", false},
	} {
		if got := museumBefore(c.text, strings.Index(c.text, c.name)); got != c.want {
			t.Errorf("museumBefore(%q, %q) = %v", c.text, c.name, got)
		}
	}
}
