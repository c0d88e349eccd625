package detect

import (
	"strings"
	"testing"
)

// After a signature label, each stretch shaped like a signed name is a
// name; a status, a date or a word in the same place is not.
func TestSignedNames(t *testing.T) {
	t.Parallel()
	want := map[string]string{
		"Unterzeichnet.\nUnterschrift: ______ Jannik W.    ______ R. Obermeier\n": "Jannik W.|R. Obermeier",
		"Date: 02.03.2026    Підпис: O. Hrytsenko\n":                              "O. Hrytsenko",
		"Firma: ____Marisol Quintero____\n":                                       "Marisol Quintero",
		"Signature: Pending Review\n":                                             "",
		"Signature: ______ (not signed)    Date: 2026-01-02\n":                    "",
		"Signed: ______ N/A\n":                                                    "",
		"Design: Open Source\n":                                                   "",
	}
	for text, names := range want {
		var got []string
		for _, f := range findSignedNames(text, nil) {
			got = append(got, text[f.Start:f.End])
		}
		if strings.Join(got, "|") != names {
			t.Errorf("%q: signed names %q, want %q", text, got, names)
		}
	}
}

// After an alias label, each listed item shaped like a name or a
// person's account is a name; a status or a word in the list is not.
func TestAliasNames(t *testing.T) {
	t.Parallel()
	for _, c := range [][2]string{
		{"Subject: report\nAliases: R. Obermeier, rafael.obermeier, Rafa O.\n", "R. Obermeier|rafael.obermeier|Rafa O."},
		{"AKA: gkowalczyk, G. Kowalczyk\n", "gkowalczyk|G. Kowalczyk"},
		{"Aliases: none, unknown\n", ""},
		{"Alias: admin, root, Default Profile\n", ""},
	} {
		var got []string
		for _, f := range findSignedNames(c[0], nil) {
			got = append(got, c[0][f.Start:f.End])
		}
		if strings.Join(got, "|") != c[1] {
			t.Errorf("%q: alias names %q, want %q", c[0], got, c[1])
		}
	}
}
