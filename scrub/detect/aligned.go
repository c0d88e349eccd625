package detect

import "strings"

// Tables printed with their columns aligned by spaces, as pandas prints a
// DataFrame ("   id   name          phone\n0  17  Ann Lee  555 0100"),
// also when the printout sits in a notebook's JSON, each line a string
// ending in an escaped "\n". A header whose words name fields gives the
// cells under each word that meaning; a row may have one cell more than
// the header, the index pandas prints first.

// alignedLine returns the end of the line that starts at i (at a newline
// or an escaped one) and where the next starts.
func alignedLine(s string, i int) (int, int) {
	for j := i; j < len(s); j++ {
		switch {
		case s[j] == '\n':
			return j, j + 1
		case s[j] == '\\' && j+1 < len(s) && s[j+1] == 'n':
			// A JSON string ends after the escape: skip `", "` to the next.
			k := j + 2
			for k < len(s) && (s[k] == '"' || s[k] == ',' || s[k] == ' ' || s[k] == '\n' || s[k] == '[' || s[k] == ']') && k-j < 12 {
				k++
			}
			return j, k
		}
	}
	return len(s), len(s)
}

// alignedCells splits s[ls:le] at runs of two spaces or more.
func alignedCells(s string, ls, le int, dst []cell) []cell {
	dst = dst[:0]
	for i := ls; i < le; {
		for i < le && s[i] == ' ' {
			i++
		}
		if i >= le {
			break
		}
		j := i
		for j < le && !(s[j] == ' ' && j+1 < le && s[j+1] == ' ') {
			j++
		}
		e := j
		for e > i && s[e-1] == ' ' {
			e--
		}
		dst = append(dst, cell{i, e})
		i = j
	}
	return dst
}

// findAligned finds space-aligned tables whose header names a person's
// column.
func findAligned(s string, out []Finding) []Finding {
	var hdr, row []cell
	var kinds [8]fieldKind
	for ls := 0; ls < len(s); {
		le, next := alignedLine(s, ls)
		// A header: words apart by runs of spaces, one naming a person.
		if le-ls < 8 || le-ls > 200 || !strings.Contains(s[ls:le], "  ") {
			ls = next
			continue
		}
		hdr = alignedCells(s, ls, le, hdr)
		if len(hdr) < 2 || len(hdr) > len(kinds) {
			ls = next
			continue
		}
		person := false
		for k, c := range hdr {
			kinds[k] = fkNone
			if v := s[c.a:c.e]; len(v) <= 24 && strings.IndexByte(v, ' ') < 0 && maybeLabel(v) {
				kinds[k] = labelKind(v)
				person = person || kinds[k] == fkPerson || kinds[k] == fkPersonWeak
			}
		}
		if !person {
			ls = next
			continue
		}
		rs := next
		for rs < len(s) {
			re, rn := alignedLine(s, rs)
			row = alignedCells(s, rs, re, row)
			skip := len(row) - len(hdr)
			if skip != 0 && skip != 1 {
				break
			}
			for k := range hdr {
				if c := row[k+skip]; kinds[k] != fkNone && kinds[k] != fkNameAddr {
					out = classifyValue(s, c.a, c.e, kinds[k], out)
				}
			}
			rs = rn
		}
		ls = rs
		if rs == next {
			ls = next
		}
	}
	return out
}
