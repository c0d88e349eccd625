package detect

import "strings"

// GEDCOM, the genealogists' exchange format, writes a person's record as
// numbered lines under "0 @I12@ INDI": "1 NAME Erik /Eriksson/" gives the
// given names and the surname between slashes, "2 GIVN" and "2 SURN" the
// parts alone. The record's tags say what the values are; the given
// names and the surname are marked apart, the slashes kept.

// findGedcomNames marks the names of the NAME, GIVN and SURN lines of s.
func findGedcomNames(s string, out []Finding) []Finding {
	for _, tag := range []string{" NAME ", " GIVN ", " SURN "} {
		for off := 0; ; {
			k := strings.Index(s[off:], tag)
			if k < 0 {
				break
			}
			a := off + k
			off = a + len(tag)
			// The level: one digit starting its line.
			if a < 1 || !isDigit(s[a-1]) || a >= 2 && s[a-2] != '\n' {
				continue
			}
			le := lineEnd(s, off)
			ps := gedcomParts(s, off, le)
			if tag == " NAME " && strings.IndexByte(s[off:le], '/') < 0 {
				off = le
				continue // GEDCOM writes the surname between slashes
			}
			// One part that reads as a name makes the line a person's: the
			// tag says the others are parts of it ("Rizky /Pratama/").
			named := false
			for _, p := range ps {
				named = named || personValue(s[p.a:p.e], true)
			}
			for _, p := range ps {
				if named && startsUpper(s[p.a:p.e]) && !anyCovers(out, p.a, p.e) {
					out = append(out, Finding{p.a, p.e, Person})
				}
			}
			off = le
		}
	}
	return out
}

// gedcomParts splits the value s[a:e] of a name line into the given names
// and the surname between slashes ("Erik /Eriksson/", "/Eriksson/ Erik",
// "Erik" alone), spaces trimmed.
func gedcomParts(s string, a, e int) []cell {
	for e > a && (s[e-1] == ' ' || s[e-1] == '\r') {
		e--
	}
	var ps []cell
	add := func(x, y int) {
		for x < y && s[x] == ' ' {
			x++
		}
		for y > x && s[y-1] == ' ' {
			y--
		}
		if y > x {
			ps = append(ps, cell{x, y})
		}
	}
	i := strings.IndexByte(s[a:e], '/')
	if i < 0 {
		add(a, e)
		return ps
	}
	i += a
	j := strings.IndexByte(s[i+1:e], '/')
	if j < 0 {
		add(a, e)
		return ps
	}
	j += i + 1
	add(a, i)
	add(i+1, j)
	add(j+1, e)
	return ps
}
