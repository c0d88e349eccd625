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
		{`Grüße\nAnn Lee\n0171`, "Grüße\nAnn Lee\n0171"},
		{`a\\nb\tc\r\nd`, "a\nb\tc\r\nd"},
		{`C:\x\"q\"`, `C:\x\"q\"`}, // other escapes stay
		{`end\`, `end\`},
	} {
		i := nextEscape(c.in, 0)
		if i < 0 {
			i = len(c.in)
		}
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

// A JSON body read as text has its lines escaped: the line, table and
// field passes read it as the lines it writes, and the spans are those of
// the text as written.
func TestEscapedLines(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		`{"content":"Bitte um Rückzahlung.\nMit freundlichen Grüßen\nKarin Vogt\n0171 4716671"}`:    "Karin Vogt",
		`{"text":"Name;Telefon\nGábor Szalai;+36 30 546 6179\n"}`:                                   "Gábor Szalai",
		`{"text":"Find what is wrong:\\nMit freundlichen Grüßen\\nKarin Vogt\\n"}`:                  "Karin Vogt",
		`{"content":"Konto: DE75 1780 4882 3026 3409 29\nVermieter: Lindqvist Bygg AB"}`:            "",
		`{"content":"Order SO7407420\nBadge QR: 6ec04a24-8bd6-4ce4-b097-f3656f96faa1\nJoin us"}`:    "",
		"Kasimir Achebe: is the build green?\nbot: yes\nKasimir Achebe: ship it":                    "Kasimir Achebe",
		"[09:12] Kasimir Achebe: build green?\n[09:13] bot: yes\n[09:14] Kasimir Achebe: ship it":   "Kasimir Achebe",
		`{"content":"Bestand\nGrößte Positionen: Zeiss 4,1 %, Haribo 3,8 %\nAnfragen an die Bank"}`: "",
	} {
		got := ""
		for v, typ := range findAll(text) {
			if typ == Person {
				got += v
			}
		}
		if got != want {
			t.Errorf("%q: PERSON %q, want %q", text, got, want)
		}
	}
}

// fuzzSeedsEscapes are FuzzFind's seeds for the escaped view and the
// name passes of European text.
var fuzzSeedsEscapes = []string{`Grüße\nAnn Lee\n`, `Grüße\\nAnn Lee\\n`, `\\`, `a\\\\\\n`, `\\u00e9\\t\\r\\nB:`, `x\\` + "\\n",
	"1.AB/CD MR", "M1X/Y", "/A/B/", "ÉA/B", "AB/CDÉ"}
