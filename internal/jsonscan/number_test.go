package jsonscan

import (
	"regexp"
	"testing"
)

var (
	// number is the JSON number grammar.
	number = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)
	// taken is what a reader consumes before it can tell: a '.' or an
	// exponent mark after the integer commits it to digits after them.
	taken = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]*)?([eE][+-]?[0-9]*)?`)
	// notInteger is what makes a number not an integer.
	notInteger = regexp.MustCompile(`[.eE]`)
)

func TestNumberEnd(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in      string
		end     int
		integer bool
		ok      bool
	}{
		{"0", 1, true, true},
		{"-12,", 3, true, true},
		{"012", 1, true, true}, // a leading zero ends the number
		{"1.5}", 3, false, true},
		{"2e10", 4, false, true},
		{"-3.25E-7 ", 8, false, true},
		{"1.", 0, false, false},
		{"1e+", 0, false, false},
		{"-", 0, false, false},
		{".5", 0, false, false},
		{"", 0, false, false},
	} {
		end, integer, ok := NumberEnd([]byte(tc.in), 0)
		if end != tc.end || integer != tc.integer || ok != tc.ok {
			t.Errorf("NumberEnd(%q) = %d, %v, %v; want %d, %v, %v", tc.in, end, integer, ok, tc.end, tc.integer, tc.ok)
		}
	}
	if end, _, ok := NumberEnd([]byte(`[17]`), 1); !ok || end != 3 {
		t.Errorf("NumberEnd from index 1 = %d, %v; want 3, true", end, ok)
	}
}

// FuzzNumberEnd: NumberEnd agrees with the grammar on where a number ends
// and whether it is one.
func FuzzNumberEnd(f *testing.F) {
	for _, s := range []string{"0", "-1.5e3", "1.", "01", "-", "9e+", "3.14159"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		end, integer, ok := NumberEnd([]byte(s), 0)
		m := taken.FindString(s)
		want := m != "" && number.MatchString(m)
		if ok != want || ok && end != len(m) {
			t.Fatalf("NumberEnd(%q) = %d, %v; grammar: %q (ok %v)", s, end, ok, m, want)
		}
		if ok && integer != !notInteger.MatchString(m) {
			t.Fatalf("NumberEnd(%q): integer %v", s, integer)
		}
	})
}
