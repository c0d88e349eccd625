package detect

import "testing"

// A freephone number written with its country code is a desk's; a
// mobile whose digits could read as one, grouped as a mobile, is not.
func TestTollFreeInternational(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		{"telefon: +49 800 3301000\nfax: keins", "+49 800 3301000", kept},
		{"| 2 | billing | +44 808 157 0192 |", "+44 808 157 0192", kept},
		{"Mein Handy: +49 151 23456789, abends bitte.", "+49 151 23456789", Phone},
		{"携帯：+81 80 0123 4567（夜間可）", "+81 80 0123 4567", Phone},
	})
}
