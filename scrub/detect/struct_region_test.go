package detect

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func TestTextRegionsPersianAheadOfArabic(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, want string
	}{
		{"لطفا با من تماس بگیرید", "IR"},    // Persian: common Arabic letters first, then گ and ی
		{"يرجى الاتصال بي على الرقم", "SA"}, // Arabic only
		{"شماره: ۰۹۱۲۳۴۵۶۷۸۹", "IR"},        // Persian digits
	} {
		got := textRegions(c.text)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("textRegions(%q) = %v, want %s first", c.text, got, c.want)
		}
	}
}

// TestPlacesInAsContains checks placesIn against a strings.Contains of
// every place name, and bytesOf against a byte loop, on random texts of
// the names, their first bytes and halves, '@' and '+'.
func TestPlacesInAsContains(t *testing.T) {
	t.Parallel()
	pieces := []string{" ", "a", "\n", "@", "+", "+34 ", "x@y.es", "Ma", "M", "Sã", "ñ"}
	for _, p := range placeRegions {
		pieces = append(pieces, p.name, p.name[:1], p.name[:len(p.name)/2], p.name[len(p.name)/2:])
	}
	rng := rand.New(rand.NewPCG(18, 18))
	for n := 0; n < 5000; n++ {
		s := randomText(rng, pieces, 30)
		found := placesIn(s)
		for k, p := range placeRegions {
			if found[k] != strings.Contains(s, p.name) {
				t.Fatalf("placesIn(%q): %q found %v", s, p.name, found[k])
			}
		}
		var want, got []int
		for i := 0; i < len(s); i++ {
			if s[i] == '@' || s[i] == '+' {
				want = append(want, i)
			}
		}
		for k := range bytesOf(s, '@', '+') {
			got = append(got, k)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("bytesOf(%q) = %v; want %v", s, got, want)
		}
	}
	if r := textRegions("Call our Makati office or mail ops@acme.com.br, +34 600"); !slices.Equal(r, []string{"BR", "ES", "PH"}) {
		t.Fatalf("textRegions: %v", r)
	}
}

// TestPinStartsUnmarked checks that asking the Devanagari mark, then
// pinStartsUnmarked, answers what the mark, then pinStarts answer, on
// random texts of the starts, their halves and other text.
func TestPinStartsUnmarked(t *testing.T) {
	t.Parallel()
	want := []string{"Flat ", "House No", "H.No", "H. No", "Plot ", "Door No", "D.No", "Villa ", "Apt "}
	if !slices.Equal(pinStartsUnmarked, want) {
		t.Fatalf("pinStartsUnmarked = %q; want %q", pinStartsUnmarked, want)
	}
	pieces := []string{" ", "No", "a", "\n", "नं", "1", "."}
	for _, w := range pinStarts {
		pieces = append(pieces, w, w[:len(w)/2], w[len(w)/2:])
	}
	rng := rand.New(rand.NewPCG(18, 9))
	for n := 0; n < 5000; n++ {
		s := randomText(rng, pieces, 12)
		mark := scanMarks(s).has(mkDevanagari)
		if got, want := mark || containsAny(s, pinStartsUnmarked), mark || containsAny(s, pinStarts); got != want {
			t.Fatalf("%q: mark or unmarked starts %v, mark or pinStarts %v", s, got, want)
		}
	}
}
