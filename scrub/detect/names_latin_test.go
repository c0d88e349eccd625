package detect

import "testing"

func TestFoldName(t *testing.T) {
	t.Parallel()
	var buf [32]byte
	for in, want := range map[string]string{"Gráinne": "grainne", "Přemysl": "premysl", "Łukasz": "lukasz", "Åkesson": "akesson",
		"Straße": "strasse", "Nguyễn": "nguyen", "Ana": "ana"} {
		if got, ok := foldName(in, buf[:]); !ok || string(got) != want {
			t.Errorf("foldName(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"Иван", "a1", "O'Neil", ""} {
		if got, ok := foldName(in, buf[:]); ok {
			t.Errorf("foldName(%q) = %q; want not ok", in, got)
		}
	}
}
