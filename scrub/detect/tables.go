package detect

import (
	"strings"
)

// Tables: CSV, TSV, semicolon-separated and Markdown tables whose first
// row names the columns. A header cell that names a field kind (name,
// 姓名, phone, Telefon, address, SSN, password ...) gives every cell of its
// column that meaning; each cell is then checked like a field's value.

// cell is one cell of a row: bytes [a, e) of the text, quotes and the
// spaces around the value left out.
type cell struct{ a, e int }

// splitRow splits the line s[ls:le] at sep. CSV quoting is honoured ("a,
// b" is one cell; "" inside quotes is a quote). A Markdown row's outer
// pipes do not make empty first and last cells. dst is reused.
func splitRow(s string, ls, le int, sep byte, dst []cell) []cell {
	dst = dst[:0]
	i := ls
	if sep == '|' {
		for i < le && s[i] == ' ' {
			i++
		}
		if i < le && s[i] == '|' {
			i++
		}
		e := le
		for e > i && (s[e-1] == ' ' || s[e-1] == '\r') {
			e--
		}
		if e > i && s[e-1] == '|' {
			e--
		}
		le = e
	}
	for i <= le {
		a := i
		for a < le && s[a] == ' ' {
			a++
		}
		if a < le && s[a] == '"' && sep != '|' {
			// Quoted cell: up to the closing quote not doubled.
			j := a + 1
			for j < le {
				if s[j] == '"' {
					if j+1 < le && s[j+1] == '"' {
						j += 2
						continue
					}
					break
				}
				j++
			}
			dst = append(dst, cell{a + 1, min(j, le)})
			k := j + 1
			for k < le && s[k] != sep {
				k++
			}
			i = k + 1
			continue
		}
		j := a
		for j < le && s[j] != sep {
			j++
		}
		e := j
		for e > a && (s[e-1] == ' ' || s[e-1] == '\r') {
			e--
		}
		dst = append(dst, cell{a, e})
		i = j + 1
	}
	return dst
}

// tableSep returns the separator a header line uses, or 0.
func tableSep(line string) byte {
	switch {
	case strings.Count(line, "|") >= 2:
		return '|'
	case strings.IndexByte(line, '\t') >= 0:
		return '\t'
	case strings.IndexByte(line, ';') >= 0 && strings.IndexByte(line, ',') < 0:
		return ';'
	case strings.IndexByte(line, ',') >= 0:
		return ','
	}
	return 0
}

// mdRule reports a Markdown table's separator row ("|---|:--:|").
func mdRule(line string) bool {
	dash := false
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '-':
			dash = true
		case '|', ':', ' ', '\r', '\t':
		default:
			return false
		}
	}
	return dash
}

// findTables finds tables with a header row and classifies the cells of
// the columns the header names.
func findTables(s string, out []Finding) []Finding {
	var hdr, row []cell
	var kinds []fieldKind
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		line := s[ls:le]
		if strings.HasPrefix(line, "COPY ") {
			// A PostgreSQL dump: "COPY t (name, phone) FROM stdin;", then
			// tab-separated rows up to "\.".
			if next, ok := copyRows(s, ls, le, &out); ok {
				ls = next
				continue
			}
		}
		sep := tableSep(line)
		if sep == 0 || le-ls > 400 || le >= len(s) || jsonLine(line) {
			ls = le + 1
			continue
		}
		// A header needs a row of the same kind under it: most lines with
		// a comma are prose.
		if next := s[le+1 : lineEnd(s, le+1)]; strings.IndexByte(next, sep) < 0 {
			ls = le + 1
			continue
		}
		hdr = splitRow(s, ls, le, sep, hdr)
		if len(hdr) < 2 || len(hdr) > 16 {
			ls = le + 1
			continue
		}
		kinds = kinds[:0]
		named := 0
		var acct uint32 // login columns (names_accounts.go)
		for i, c := range hdr {
			if accountColumn(s[c.a:c.e]) {
				acct |= 1 << i
				named++
			}
			k := fkNone
			if c.e-c.a <= 40 && !hasDigitOrAt(s[c.a:c.e]) {
				k = labelKind(strings.Trim(s[c.a:c.e], "*` "))
			}
			if k == fkNameAddr {
				k = fkNone
			}
			if k != fkNone {
				named++
			}
			kinds = append(kinds, k)
		}
		// Beside a column of given names, a column headed "name" ("nom",
		// "Name", "nome") holds the surnames: one word is a name there.
		if namePartHeader(s, hdr) {
			for i, k := range kinds {
				if k == fkPersonWeak {
					kinds[i] = fkPerson
				}
			}
		}
		// A form as a table of two columns: each row a label and its value
		// ("| Full name | Ann Lee |\n| Phone | ... |"), the first row too
		// when it is one.
		vertical := len(hdr) == 2 && kinds[1] == fkNone && verticalForm(s, le+1, sep)
		if named == 0 && !vertical {
			ls = le + 1
			continue
		}
		if vertical && kinds[0] != fkNone && kinds[0] != fkNameAddr {
			out = classifyValue(s, hdr[1].a, hdr[1].e, kinds[0], out)
		}
		// The rows: every following line of the same shape.
		rs := le + 1
		rows := 0
		for rs < len(s) {
			re := lineEnd(s, rs)
			rl := s[rs:re]
			if sep == '|' && mdRule(rl) {
				rs = re + 1
				continue
			}
			if strings.TrimSpace(rl) == "" || (sep == '|' && strings.IndexByte(rl, '|') < 0) {
				break
			}
			if jsonLine(rl) {
				break
			}
			if sep != '|' {
				re = csvRecordEnd(s, rs, re)
			}
			row = splitRow(s, rs, re, sep, row)
			if len(row) != len(hdr) {
				break
			}
			if vertical {
				if k := labelKind(strings.Trim(s[row[0].a:row[0].e], "*` ")); k != fkNone && k != fkNameAddr && row[1].e > row[1].a {
					out = classifyValue(s, row[1].a, row[1].e, k, out)
				}
				rows++
				rs = re + 1
				continue
			}
			for k, c := range row {
				if acct&(1<<k) != 0 && accountName(s[c.a:c.e], true) && !anyCovers(out, c.a, c.e) {
					out = append(out, Finding{c.a, c.e, Person})
				}
				if kinds[k] != fkNone && c.e > c.a {
					out = classifyValue(s, c.a, c.e, kinds[k], out)
				}
			}
			rows++
			rs = re + 1
		}
		if rows == 0 {
			ls = le + 1
			continue
		}
		ls = rs
	}
	return out
}

// jsonLine reports a line of JSON, not of a table: a quoted key before
// its colon (`"private_key_pem":"…`), which no CSV cell is followed by. A
// JSON body's escaped line breaks, decoded for the line passes, cut its
// objects into lines whose commas look like a table's
// (`-----END EC PRIVATE KEY-----","public_key_fingerprint_sha256":…`).
func jsonLine(line string) bool { return strings.Contains(line, `":`) }

// namePartHeader reports a header cell that names a part of a name
// (namePartKeys: "prénom", "Vorname", "first_name").
func namePartHeader(s string, hdr []cell) bool {
	for _, c := range hdr {
		var buf [48]byte
		if c.e-c.a > 24 {
			continue
		}
		if k := normLabel(s[c.a:c.e], buf[:]); k != nil && namePartKeys[string(k)] {
			return true
		}
	}
	return false
}

// verticalForm reports whether one of the first rows (up to four) of a
// table of two columns from rs on starts with a field name.
func verticalForm(s string, rs int, sep byte) bool {
	var row [2]cell
	for n := 0; rs < len(s) && n < 4; rs = lineEnd(s, rs) + 1 {
		re := lineEnd(s, rs)
		if sep == '|' && mdRule(s[rs:re]) {
			continue
		}
		r := splitRow(s, rs, re, sep, row[:0])
		if len(r) != 2 {
			return false
		}
		if k := labelKind(strings.Trim(s[r[0].a:r[0].e], "*` ")); k != fkNone && k != fkNameAddr {
			return true
		}
		n++
	}
	return false
}

func lineEnd(s string, i int) int {
	if k := strings.IndexByte(s[i:], '\n'); k >= 0 {
		return i + k
	}
	return len(s)
}
