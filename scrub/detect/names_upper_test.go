package detect

import "testing"

func TestUpperNames(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// Two words the lists know, anywhere.
		{"The traveller on file is MARGARET HOLLOWAY. Seat 14C.", "MARGARET HOLLOWAY", Person},
		{"PAYEE\nHOLLOWAY-BRENNICK MARGARET\nREF 77", "HOLLOWAY-BRENNICK MARGARET", Person},
		{"Получатель: ИВАНОВА МАРИЯ, счёт 4081", "ИВАНОВА МАРИЯ", Person},
		// One, alone in a segment or a column.
		{"ORD|1||4411^^^MRN||QORVALLE MARGARET||19700101|F", "QORVALLE MARGARET", Person},
		{"REF*IC*TANAKA HOZUMIKO*TE*0311112222~", "TANAKA HOZUMIKO", Person},
		{"-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----", "BEGIN PRIVATE KEY", kept},
		{"FIELD TRIP PERMISSION — 2025-09-06", "FIELD TRIP PERMISSION", kept},
		{"NEW ORDER PO 4500095668 — Cafe", "NEW ORDER PO", kept},
		{"Boarding: FLIGHT OK 254  GATE 46", "FLIGHT OK", kept},
		// One known word outside a field of its own is not enough.
		{"we met HOLLOWAY TRANSPORT yesterday", "HOLLOWAY TRANSPORT", kept},
		{"| JOHN DOE | 555-0100 |", "JOHN DOE", kept},
	})
}

func FuzzUpperNames(f *testing.F) {
	for _, s := range []string{"PID|1||X||FOURNIER-LACOMBE LÉA||1939", "N1*ST*ТКАЧЕНКО СОЛОМІЯ~", "O'\u0301A B", "DE LA CRUZ MARIA  x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range findUpperNames(s, nil) {
			if g.Start < 0 || g.End > len(s) || g.Start >= g.End {
				t.Fatalf("%q: span %v", s, g)
			}
		}
	})
}
