package detect

import "strings"

// The street of a vCard's ADR property: "ADR;TYPE=HOME:;;Palackého
// 171/16;Plzeň;;602 00;" names its parts by place (post-office box,
// extended address, street, locality, region, postcode, country), so the
// third part is a street whatever its language writes.

func findVCardStreets(s string, out []Finding) []Finding {
	for off := 0; ; {
		k := strings.Index(s[off:], "ADR")
		if k < 0 {
			return out
		}
		k += off
		off = k + 3
		if k > 0 && s[k-1] != '\n' && !escapedBreak(s, k) || off >= len(s) || s[off] != ';' && s[off] != ':' {
			continue
		}
		// The value starts after the colon that ends the parameters.
		c := off
		for c < len(s) && s[c] != ':' && s[c] != '\n' && s[c] != '\\' && c-off < 80 {
			c++
		}
		if c >= len(s) || s[c] != ':' {
			continue
		}
		a := c + 1
		for part := 0; part < 2; part++ {
			n := strings.IndexByte(s[a:min(len(s), a+200)], ';')
			if n < 0 {
				a = -1
				break
			}
			a += n + 1
		}
		if a < 0 {
			continue
		}
		e := a
		for e < len(s) && s[e] != ';' && s[e] != '\n' && s[e] != '\r' && s[e] != '\\' && e-a < 120 {
			e++
		}
		if e >= len(s) || s[e] != ';' || e-a < 4 || !strings.ContainsAny(s[a:e], "0123456789") || letterCount(s[a:e]) < 2 {
			continue
		}
		out = append(out, Finding{a, e, StreetAddress})
		off = e
	}
}
