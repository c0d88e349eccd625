package detect

import "strings"

// csvRecordEnd returns where the CSV record that starts at rs ends: its
// line's end le, or, when a quoted cell is still open there, the end of
// the line that closes it ("llamar antes;\nno funciona el timbre"), up
// to four lines on.
func csvRecordEnd(s string, rs, le int) int {
	if strings.IndexByte(s[rs:le], '"') < 0 {
		return le
	}
	for lines := 0; lines < 4; lines++ {
		open := false
		for i := rs; i < le; i++ {
			if s[i] == '"' {
				open = !open
			}
		}
		if !open || le >= len(s) {
			return le
		}
		le = lineEnd(s, le+1)
	}
	return le
}

// copyRows reads a PostgreSQL COPY block whose statement is the line
// [ls, le): "COPY public.customers (id, full_name, phone) FROM stdin;",
// then rows of tab-separated values up to "\.". The column list names
// the cells as a table's header does. It returns where reading goes on.
func copyRows(s string, ls, le int, out *[]Finding) (int, bool) {
	line := s[ls:le]
	op := strings.IndexByte(line, '(')
	cp := strings.IndexByte(line, ')')
	if op < 0 || cp < op || !strings.Contains(line[cp:], "FROM stdin") {
		return 0, false
	}
	var kinds [maxSQLColumns]fieldKind
	n, named := 0, 0
	for _, col := range strings.Split(line[op+1:cp], ",") {
		if n == maxSQLColumns {
			return 0, false
		}
		k := labelKind(strings.Trim(col, " \t\""))
		if k == fkNameAddr {
			k = fkNone
		}
		if k != fkNone {
			named++
		}
		kinds[n] = k
		n++
	}
	if named == 0 {
		return 0, false
	}
	var row []cell
	rs := le + 1
	for rs < len(s) {
		re := lineEnd(s, rs)
		if rl := s[rs:re]; rl == `\.` || strings.TrimSpace(rl) == "" {
			break
		}
		row = splitRow(s, rs, re, '\t', row[:0])
		if len(row) == n {
			for k, c := range row {
				if kinds[k] != fkNone && c.e > c.a && s[c.a:c.e] != `\N` {
					*out = classifyValue(s, c.a, c.e, kinds[k], *out)
				}
			}
		}
		rs = re + 1
	}
	return rs, true
}
