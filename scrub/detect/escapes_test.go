package detect

import "testing"

// Addresses and names in JSON written with ASCII-only escapes, once or
// twice (a JSON string inside a JSON string), are read as their letters
// and reported with the escapes they are written with; a public address
// so written stays kept, and escapes that spell no letters change nothing.
func TestEscapedJSONValues(t *testing.T) {
	t.Parallel()
	expectFound(t, []found{
		// {"адрес":"ул. Ленина, д. 12, кв. 5, Самара, 443001"}
		{`{"адрес":"\u0443\u043b. \u041b\u0435\u043d\u0438\u043d\u0430, \u0434. 12, \u043a\u0432. 5, \u0421\u0430\u043c\u0430\u0440\u0430, 443001"}`,
			`\u0443\u043b. \u041b\u0435\u043d\u0438\u043d\u0430, \u0434. 12, \u043a\u0432. 5, \u0421\u0430\u043c\u0430\u0440\u0430, 443001`, StreetAddress},
		// the same inside a tool call's arguments string: "{\"adresse\":\"Lindenstraße 8, 50674 Köln\"}"
		{`"arguments":"{\"adresse\":\"Lindenstra\\u00dfe 8, 50674 K\\u00f6ln\"}"`, `Lindenstra\\u00dfe 8, 50674 K\\u00f6ln`, StreetAddress},
		// 北京市朝阳区建国路88号3栋1201室
		{`{"收货地址":"\u5317\u4eac\u5e02\u671d\u9633\u533a\u5efa\u56fd\u8def88\u53f73\u680b1201\u5ba4"}`,
			`\u5317\u4eac\u5e02\u671d\u9633\u533a\u5efa\u56fd\u8def88\u53f73\u680b1201\u5ba4`, StreetAddress},
		// 10 Downing Street, London SW1A 2AA, with its comma escaped
		{`{"venue":"10 Downing Street\u002c London SW1A 2AA"}`, `10 Downing Street\u002c London SW1A 2AA`, kept},
		// escapes of punctuation only: the plain text's finding, offsets unchanged
		{`{"note":"\u0022call\u0022","phone":"+49 30 81457263"}`, "+49 30 81457263", Phone},
		// a Windows path is no escape
		{`open C:\\users\\u1234abc\\report.txt failed`, `u1234abc`, kept},
	})
}

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
