package detect

import "testing"

// A house number's hyphenated repetition ("-bis"), its floor in Roman
// numerals and a house letter before a line break belong to the address;
// Roman numerals and "-bis" that follow no street stay kept.
func TestHouseNumberSuffixes(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Wir liefern an Lindenallee 42-bis, 50968 Köln. Bitte klingeln.", "Lindenallee 42-bis, 50968 Köln", StreetAddress},
		{"Het pakket gaat naar Keizersgracht 211 III, 1016 DV Amsterdam. Graag na 18 uur.", "Keizersgracht 211 III, 1016 DV Amsterdam", StreetAddress},
		{"Frau\nPetra Lindqvist\nSchillerstr. 12 C\n01069 Dresden\n\nBetreff: Ihre Bestellung", "Schillerstr. 12 C\n01069 Dresden", StreetAddress},
		{"Kapitel 12 II, Abschnitt 3 behandelt die Grundlagen.", "12 II", kept},
		{"Louis XIV, 1643-1715, régna 72 ans.", "XIV", kept},
		{"release 42-bis, tagged by the build bot", "42-bis", kept},
	})
}
