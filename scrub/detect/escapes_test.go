package detect

import "testing"

// The view decodes one escape per run of backslashes, pairs surrogates
// written alike and leaves control characters and broken escapes as they
// are; offs maps every decoded byte back.
func TestUnescapedView(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{`a\u00e9b`, "aéb"},
		{`a\\u00e9b`, "aéb"},
		{`\ud83d\ude00!`, "😀!"},
		{`\\ud83d\\ude00!`, "😀!"},
		{`\ud83d\\ude00`, `\ud83d\\ude00`}, // halves written differently
		{`x\u000ay`, `x\u000ay`},
		{`x\u00zz`, `x\u00zz`},
	} {
		i := nextEscape(c.in, 0)
		got, offs := unescapedView(c.in, i)
		if got != c.want {
			t.Errorf("unescapedView(%q) = %q, want %q", c.in, got, c.want)
			continue
		}
		if got == c.in {
			if offs != nil {
				t.Errorf("unescapedView(%q): offs %v for an unchanged text", c.in, offs)
			}
			continue
		}
		if len(offs) != len(got)+1 || offs[len(got)] != len(c.in) || offs[0] != 0 {
			t.Errorf("unescapedView(%q): offs %v", c.in, offs)
		}
	}
}
