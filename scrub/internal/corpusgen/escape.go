package corpusgen

import (
	"fmt"
	"strings"
)

// JSONEscape is s as it stands inside a JSON string: quotes, backslashes
// and control characters escaped (\n, \r, \t, else \u00XX); with ascii,
// also every rune above U+007E as \uXXXX (a surrogate pair above U+FFFF),
// as Python's json.dumps writes it.
func JSONEscape(s string, ascii bool) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteRune(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20 || (ascii && c > 0x7e):
			if c > 0xffff {
				c -= 0x10000
				fmt.Fprintf(&b, `\u%04x\u%04x`, 0xd800+(c>>10), 0xdc00+(c&0x3ff))
			} else {
				fmt.Fprintf(&b, `\u%04x`, c)
			}
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}
