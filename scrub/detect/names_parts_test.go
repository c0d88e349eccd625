package detect

import "testing"

// A label that joins parts of a name ("Last, First", "Nachn., Vorn.")
// names a whole-name column: its cells are names, surname first; labels
// that join other words are not person labels.
func TestNamePartLabels(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		label string
		want  bool
	}{
		{"Last, First", true}, {"Nachn., Vorn.", true}, {"Achternaam, voorn.", true}, {"Nom / Prénom", true},
		{"Фамилия, имя", true}, {"Name", false}, {"Last, Updated", false}, {"First/Last Seen", false}, {"Name, Ort", false},
	} {
		var buf [64]byte
		if got := nameParts(normLabel(c.label, buf[:])); got != c.want {
			t.Errorf("nameParts(%q) = %v, want %v", c.label, got, c.want)
		}
	}
	expectFoundAs(t, Person, []pair{
		{"Nr.\tFamilienname, Vorn.\tWohnort\n1\tOberwinkler, Theodora\tGraz\n2\tPichlmaier, Korbinian\tLinz\n", "Oberwinkler, Theodora"},
	})
}
