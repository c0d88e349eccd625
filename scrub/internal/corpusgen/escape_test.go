package corpusgen

import (
	"encoding/json"
	"testing"
)

func TestJSONEscape(t *testing.T) {
	for _, c := range []struct{ in, plain, ascii string }{
		{`a "b" \c`, `a \"b\" \\c`, `a \"b\" \\c`},
		{"x\ny\r\tz\x01", `x\ny\r\tz\u0001`, `x\ny\r\tz\u0001`},
		{"Zoë 山田 😀", "Zoë 山田 😀", `Zo\u00eb \u5c71\u7530 \ud83d\ude00`},
		{"~\x7f", "~\x7f", `~\u007f`},
	} {
		for _, a := range []bool{false, true} {
			want := c.plain
			if a {
				want = c.ascii
			}
			got := JSONEscape(c.in, a)
			if got != want {
				t.Errorf("JSONEscape(%q, %v) = %q, want %q", c.in, a, got, want)
			}
			var back string
			if err := json.Unmarshal([]byte(`"`+got+`"`), &back); err != nil || back != c.in {
				t.Errorf("%q: reads back as %q (%v)", got, back, err)
			}
		}
	}
}
