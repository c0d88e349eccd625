package detect

import "testing"

// Addresses of the Netherlands, Denmark, Sweden, Finland and Greece: a
// house letter after a hyphen, a Danish floor and side ("3. th."), street
// words of a short name (Algade, Ekbacken, Rantatie) and the Greek street
// words (Οδός, Λεωφόρος).
func TestNordicGreekStreets(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"Bezorgadres: Keizersgracht 310-B, 1016 EX Amsterdam. Bel aan.", "Keizersgracht 310-B, 1016 EX Amsterdam", StreetAddress},
		{"Afzender\nLindelaan 9-c\n2012 KM Haarlem\n", "Lindelaan 9-c\n2012 KM Haarlem", StreetAddress},
		{"Send pakken til Nørrebrogade 44, 3. th., 2200 København N i morgen.", "Nørrebrogade 44, 3. th., 2200 København N", StreetAddress},
		{"Adresse: Østergade 7, st. mf., 8000 Aarhus C", "Østergade 7, st. mf., 8000 Aarhus C", StreetAddress},
		{"Ny adress: Solbacken 12, 191 40 Sollentuna", "Solbacken 12, 191 40 Sollentuna", StreetAddress},
		{"Osoite: Kuusitie 8 B 12, 00270 Helsinki", "Kuusitie 8 B 12, 00270 Helsinki", StreetAddress},
		{"Στείλτε το στην Οδός Αγίου Δημητρίου 21, Λάρισα 41222 παρακαλώ.", "Οδός Αγίου Δημητρίου 21, Λάρισα 41222", StreetAddress},
		{"Η έδρα μας: Λεωφόρος Αλεξάνδρας 15, Αθήνα 11473", "Λεωφόρος Αλεξάνδρας 15, Αθήνα 11473", StreetAddress},
		{"see clause 4-A of the lease, page 12-B", "4-A", kept},
		{"Kontakt 3. th. sal", "3. th.", kept},
	})
}
