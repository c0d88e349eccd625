package detect

import "testing"

// The turn that answers a question for a name gives the name, lower case
// as speech-to-text writes it; an answer that is no name (a refusal, a
// sentence) gives none.
func TestAnsweredNames(t *testing.T) {
	t.Parallel()
	cases := []struct{ text, name string }{
		{"agent: thanks for calling, can I get your full name\ncustomer: yeah it's tomasz wrobel\nagent: and your date of birth", "tomasz wrobel"},
		{"Q: What is your name?\nA: Ingrid Halvorsen\n", "Ingrid Halvorsen"},
		{"agent: may I have your full name\ncaller:  wen-jun liao\n", "wen-jun liao"},
		{"agent: may I have your full name\ncaller: I'd rather not say\n", ""},
		{"agent: may I have your full name\ncaller: hold on a second\n", ""},
		{"agent: may I have your full name\ncaller: it's on the card\n", ""},
		// "name" elsewhere first, and a question that holds another ("spell
		// your name" holds "your name"): the question that ends its line.
		{"username: qa1\nthe name on the account\nbob: it's ines duarte\n", "ines duarte"},
		{"the name is long. could you spell your name\nA: Oskar Lindqvist\n", "Oskar Lindqvist"},
		// Spanish, French, German questions; particles inside, a turn that
		// goes on after a comma, letters outside ASCII.
		{"agente: buenas tardes, ¿me dice su nombre?\ncliente: sí, eh, nerea del pozo, con uve\n", "nerea del pozo"},
		{"agente: ¿me dice su nombre completo?\ncliente: íñigo arrieta zubizarreta\n", "íñigo arrieta zubizarreta"},
		{"conseiller : bonjour, votre nom ?\nclient : euh, amélie fontanel\n", "amélie fontanel"},
		{"Mitarbeiter: Wie ist Ihr Name?\nKundin: ähm, ja, Brunhilde Achterkamp\n", ""},
		{"agente: ¿me dice su nombre?\ncliente: sí, claro, un momento por favor\n", ""},
		{"agent: what's your name\ncaller: the prenom field is empty\n", ""},
	}
	for _, c := range cases {
		got := ""
		for _, f := range findAnsweredNames(c.text, nil) {
			got = c.text[f.Start:f.End]
		}
		if got != c.name {
			t.Errorf("%q: answered name %q, want %q", c.text, got, c.name)
		}
	}
}
