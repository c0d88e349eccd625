package detect

import "testing"

// SURNAME/GIVEN in a booking, a boarding pass, its bar code, an SSR DOCS
// line and a manifest's cell is a name; a path, a pair of codes or of
// words with a slash is not.
func TestIATANames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"  1.KOWALCZYK/MARTA MRS  2.BERGSTROM/ERIK MR\n  3  LH2417 Y 14MAR 5 WAWMUC HK2", "KOWALCZYK/MARTA MRS", Person},
		{"  1.KOWALCZYK/MARTA MRS  2.BERGSTROM/ERIK MR\n  3  LH2417 Y 14MAR 5 WAWMUC HK2", "BERGSTROM/ERIK MR", Person},
		{"  4 SSR DOCS LH HK1 P/POL/EA1234567/POL/03FEB90/F/01JAN32/KOWALCZYK/MARTA-1.1", "KOWALCZYK/MARTA", Person},
		{"BOARDING PASS\nNAME  NAKAMURA/YUKI\nGATE B12", "NAKAMURA/YUKI", Person},
		{"BOARDING PASS\nNAME: NAKAMURA/YUKI MS\nGATE B12", "NAKAMURA/YUKI MS", Person},
		{"M1NAKAMURA/YUKI       EABC123 HNDITMJL 0123 045Y012C0033 100", "NAKAMURA/YUKI", Person},
		{"flight,seat,pax\nLH2417,12C,HOFFMANN/CLARA,X7KQ2P", "HOFFMANN/CLARA", Person},
		{"Routing LHR/FRA/JFK, return via CDG/LHR.", "LHR/FRA", kept},
		{"Supports TCP/IP and AND/OR filters; N/A for USD/EUR.", "TCP/IP", kept},
		{"Supports TCP/IP and AND/OR filters; N/A for USD/EUR.", "AND/OR", kept},
		{"P/LON1S2100/LON1S2100            AA/SU  03/12/2024/1203Z", "AA/SU", kept},
		{"Loyer mensuel : 800 € — RIB/IBAN : FR76 3000 6000 0112 3456 7890 189", "RIB/IBAN", kept},
		{"Open /etc/NGINX/SITES for the PDF/DOCX export.", "PDF/DOCX", kept},
	})
}
