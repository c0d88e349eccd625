package detect

import "testing"

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
