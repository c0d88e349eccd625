package detect

import (
	"testing"
)

// A landmark's address ends where its sentence does, and a landmark
// with full stops of its own ("Jl.") is still one: nothing reports it,
// whole or with the next sentence's start.
func TestLandmarkSentenceEnds(t *testing.T) {
	t.Parallel()
	expectKeptBy(t, overlapping(StreetAddress), []pair{
		{"Le président a reçu l'équipe au 55 rue du Faubourg Saint-Honoré. Standard ouvert de 9 h à 18 h.", "55 rue du Faubourg Saint-Honoré"},
		{"Delegacja odwiedziła Plac Zamkowy 4. Informacja: 800 123 456 w dni robocze.", "Plac Zamkowy 4"},
		{"Rombongan berkunjung ke Jl. Medan Merdeka Barat No.12, lalu makan siang.", "Jl. Medan Merdeka Barat No.12"},
	})
	expectFound(t, []found{{"Kontakt: ul. Długa 5. Biuro: pon.–pt.", "ul. Długa 5", StreetAddress}})
}
