package detect

import "testing"

// FuzzNameStructures checks that the line parsers (chat speakers, role
// labels, attendance lists, boarding passes, COPY blocks, coordinated
// names) keep their spans inside the text, on rune boundaries, and that
// foldName never writes past its buffer.
func FuzzNameStructures(f *testing.F) {
	for _, s := range []string{
		"03/04/2024, 09:15 - Ann Lee: ok\n", "[03/04/24, 09:15:02] Ann Lee: hi\n", "21:05\tOrsolya Vanderpool\tok\n",
		"下午03:16\t吳宇軒\t對\n", "Naam leerling: Jorrit van Ekeren\n", "Ospite: SCANNAPIECO, BRIZIO\n",
		"M1QUARTERMAINE/ODHRAN EABC123 LHRJFKBA\n", "Aanwezig: A B, C D en E. F\n", "CLIENTE: Sí, \n",
		"COPY t (id, full_name) FROM stdin;\n1\tann lee\n\\.\n", "COPY t (full_name FROM stdin;\n", "Ann Lee and Bo Chen were\n",
		"M1", "M1/\n", "Present:,,\n", "Fdo.: Dra. \n", "VAVŘINEC STRNAD\n12 Main St\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		expectRuneSpans(t, s, coordinatedNames(s, findNameStructures(s, nil), 0))
		var buf [8]byte
		if b, ok := foldName(s, buf[:]); ok && len(b) > len(buf) {
			t.Fatalf("%q: foldName overflow", s)
		}
	})
}
