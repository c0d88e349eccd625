package detect

import "testing"

// A listed given name alone before a contact's separator and a phone
// number or an e-mail address is its owner's name; a word, a desk or a
// place in the same place is not.
func TestGivenBeforeContacts(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"Seller: Ingrid — +45 42 50 90 07\nPick-up only.":             "Ingrid",
		"Yesenia (0612 345 678) → Bartholomew\n":                      "Yesenia",
		"Pick up only. Message Rosalind at rosalind.w1977@posteo.de.": "Rosalind",
		"Call Support (0612 345 678) after nine.":                     "",
		"Front desk — 0612 345 678\n":                                 "",
		"Questions? Email Billing at billing.desk@example.net.":       "",
		"Abholung nach Absprache, fragt nach Ingrid: 0171 2345678.":   "Ingrid",
	} {
		got := ""
		for v, typ := range findAll(text) {
			if typ == Person {
				got += v
			}
		}
		if got != want {
			t.Errorf("%q: PERSON %q, want %q", text, got, want)
		}
	}
}

// findAll is find with the default name model, as scrub runs it.
func findAll(s string) map[string]Type {
	out := map[string]Type{}
	for _, f := range New(Options{NameModel: DefaultNameModel()}).Find(s, nil) {
		out[s[f.Start:f.End]] = f.Type
	}
	return out
}
