package detect

import "strings"

// SQL inserts: `INSERT INTO t (name, phone, address) VALUES ('…', '…',
// '…'), (…)`. The column list names every value of the tuples as a table's
// header names its column, so each quoted value is checked as a value of
// its column's kind (nombre, telefono, direccion, 姓名 ...).

// maxSQLColumns bounds the columns read: wider inserts are rare in a
// prompt and their values are still seen by the other detectors.
const maxSQLColumns = 32

func findSQLInserts(s string, out []Finding) []Finding {
	var kinds []fieldKind
	for i := 0; ; {
		k := indexFold(s[i:], "insert into")
		if k < 0 {
			return out
		}
		p := i + k + len("insert into")
		i = p
		// The table name, then "(".
		for p < len(s) && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n') {
			p++
		}
		for p < len(s) && (isKeyNameByte(s[p]) || s[p] == '`' || s[p] == '"' || s[p] == '[' || s[p] == ']') {
			p++
		}
		for p < len(s) && (s[p] == ' ' || s[p] == '\n') {
			p++
		}
		if p >= len(s) || s[p] != '(' {
			continue
		}
		end := strings.IndexByte(s[p:], ')')
		if end < 0 || end > 1000 {
			continue
		}
		kinds = kinds[:0]
		named := 0
		for _, col := range strings.Split(s[p+1:p+end], ",") {
			fk := labelKind(strings.Trim(col, " \t\n`\"[]"))
			if fk == fkNameAddr {
				fk = fkNone
			}
			if fk != fkNone {
				named++
			}
			kinds = append(kinds, fk)
		}
		p += end + 1
		if named == 0 || len(kinds) > maxSQLColumns {
			continue
		}
		for p < len(s) && (s[p] == ' ' || s[p] == '\n' || s[p] == '\t' || s[p] == '\r') {
			p++
		}
		if !strings.HasPrefix(strings.ToLower(s[p:min(len(s), p+6)]), "values") {
			continue
		}
		out, i = sqlTuples(s, p+6, kinds, out)
	}
}

// sqlTuples reads the tuples after VALUES, classifying each single-quoted
// value by its column's kind, and returns where they end.
func sqlTuples(s string, p int, kinds []fieldKind, out []Finding) ([]Finding, int) {
	for {
		for p < len(s) && (s[p] == ' ' || s[p] == '\n' || s[p] == '\t' || s[p] == '\r' || s[p] == ',') {
			p++
		}
		if p >= len(s) || s[p] != '(' {
			return out, p
		}
		p++
		for col := 0; p < len(s); col++ {
			for p < len(s) && (s[p] == ' ' || s[p] == '\n' || s[p] == '\t') {
				p++
			}
			if p < len(s) && s[p] == '\'' {
				a, e := p+1, sqlStringEnd(s, p+1)
				if e < 0 {
					return out, len(s)
				}
				if col < len(kinds) && kinds[col] != fkNone && e > a {
					out = classifyValue(s, a, e, kinds[col], out)
				}
				p = e + 1
			}
			// Up to the next value or the tuple's end, past calls such
			// as NOW() and numbers.
			depth := 0
			for p < len(s) && (depth > 0 || s[p] != ',' && s[p] != ')') {
				switch s[p] {
				case '(':
					depth++
				case ')':
					depth--
				case '\'':
					if e := sqlStringEnd(s, p+1); e >= 0 {
						p = e
					}
				}
				p++
			}
			if p >= len(s) {
				return out, p
			}
			if s[p] == ')' {
				p++
				break
			}
			p++ // ','
		}
	}
}

// sqlStringEnd returns the index of the quote that closes a string whose
// contents start at i (” is a quote inside it), or -1.
func sqlStringEnd(s string, i int) int {
	for i < len(s) {
		j := strings.IndexByte(s[i:], '\'')
		if j < 0 {
			return -1
		}
		i += j
		if i+1 < len(s) && s[i+1] == '\'' {
			i += 2
			continue
		}
		return i
	}
	return -1
}
