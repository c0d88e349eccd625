package detect

import "testing"

// A GEDCOM record's NAME, GIVN and SURN lines hold the given names and the
// surname, marked apart; a table whose header names the given-name column
// gives its "name" column the surnames, one word each.
func TestGedcomAndSurnameColumns(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"0 @I3@ INDI\n1 NAME Ingrid /Halvorsen/\n1 SEX F\n1 BIRT\n2 DATE 1921", "Ingrid", Person},
		{"0 @I3@ INDI\n1 NAME Ingrid /Halvorsen/\n1 SEX F\n1 BIRT\n2 DATE 1921", "Halvorsen", Person},
		{"0 @I7@ INDI\n1 NAME Sigrun Maja /Lindqvist/\n2 SURN Lindqvist\n1 DEAT", "Sigrun Maja", Person},
		{"0 @I7@ INDI\n1 NAME Sigrun Maja /Lindqvist/\n2 SURN Lindqvist\n1 DEAT", "Lindqvist", Person},
		{"0 @I7@ INDI\n1 SEX M\n1 NOTE see NAME index\n", "index", kept},
		{"0 @I9@ INDI\n1 NAME Wulan /Kusumawardhani/\n1 BIRT", "Wulan", Person},
		{"id;nom;prénom;ville\n12;Martin;Claire;Lyon\n13;Rousseau;Hugo;Nantes\n", "Martin", Person},
		{"id;nom;prénom;ville\n12;Martin;Claire;Lyon\n13;Rousseau;Hugo;Nantes\n", "Rousseau", Person},
		{"id;nom;ville\n12;Atelier;Lyon\n13;Boulangerie;Nantes\n", "Atelier", kept},
	})
}
