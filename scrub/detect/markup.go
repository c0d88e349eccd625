package detect

import (
	"strings"
)

// Markup: HTML and XML name values as forms do. An element named like a
// field holds its value (<telephone>…</telephone>, <password>…</password>);
// a label cell is followed by its value's cell (<td>Phone</td><td>…</td>,
// <dt>Adresse</dt><dd>…</dd>, <th>SSN</th><td>…</td>); an element's
// name, key or property attribute names its value attribute
// (<input name="pwd" value="…">, <add key="SmtpPassword" value="…"/>).

// maxCell is the longest element text taken as one value.
const maxCell = 300

// tagAt parses the tag that starts with '<' at i: its name, whether it
// closes an element, and the index after its '>'.
func tagAt(s string, i int) (name string, closing bool, end int, ok bool) {
	j := i + 1
	if j < len(s) && s[j] == '/' {
		closing = true
		j++
	}
	n := j
	for n < len(s) && (isAlnum(s[n]) || s[n] == '_' || s[n] == '-' || s[n] == ':' || s[n] == '.') {
		n++
	}
	if n == j || !isAlpha(s[j]) {
		return "", false, 0, false
	}
	gt := strings.IndexByte(s[n:min(len(s), n+600)], '>')
	if gt < 0 {
		return "", false, 0, false
	}
	return s[j:n], closing, n + gt + 1, true
}

// textAt returns the bounds of the text of the element whose start tag
// ends at i, up to the next '<', without the spaces around it.
func textAt(s string, i int) (int, int, bool) {
	lt := strings.IndexByte(s[i:min(len(s), i+maxCell)], '<')
	if lt < 0 {
		return 0, 0, false
	}
	a, e := i, i+lt
	for a < e && (s[a] == ' ' || s[a] == '\n' || s[a] == '\t' || s[a] == '\r') {
		a++
	}
	for e > a && (s[e-1] == ' ' || s[e-1] == '\n' || s[e-1] == '\t' || s[e-1] == '\r') {
		e--
	}
	return a, e, e > a
}

func labelCell(tag string) bool {
	switch strings.ToLower(tag) {
	case "td", "th", "dt", "label":
		return true
	}
	return false
}

func valueCell(tag string) bool {
	switch strings.ToLower(tag) {
	case "td", "dd":
		return true
	}
	return false
}

func findMarkup(s string, out []Finding) []Finding {
	for i := strings.IndexByte(s, '<'); i >= 0 && i < len(s); {
		name, closing, end, ok := tagAt(s, i)
		if !ok {
			i = nextLT(s, i+1)
			continue
		}
		if !closing {
			out = markupAttrs(s, i, end, out)
			if a, e, ok := textAt(s, end); ok {
				switch {
				case labelCell(name):
					if k := labelKind(strings.TrimRight(s[a:e], ":： ")); k != fkNone && k != fkNameAddr {
						if va, ve, ok := nextValueCell(s, e); ok {
							out = classifyValue(s, va, ve, k, out)
						}
					}
				case strings.HasPrefix(strings.TrimLeft(s[e:], " \n\t\r"), "</"+name+">"):
					if k := labelKind(name); k != fkNone && k != fkNameAddr {
						out = classifyValue(s, a, e, k, out)
					}
				}
			}
		}
		i = nextLT(s, end)
	}
	return out
}

func nextLT(s string, i int) int {
	if i >= len(s) {
		return len(s)
	}
	if k := strings.IndexByte(s[i:], '<'); k >= 0 {
		return i + k
	}
	return len(s)
}

// nextValueCell finds the text of the value cell that follows a label
// cell whose text ends at i: closing tags and white space may stand
// between them, nothing else.
func nextValueCell(s string, i int) (int, int, bool) {
	for i < len(s) {
		switch c := s[i]; {
		case c == ' ' || c == '\n' || c == '\t' || c == '\r':
			i++
		case c == '<':
			name, closing, end, ok := tagAt(s, i)
			if !ok {
				return 0, 0, false
			}
			if !closing {
				if !valueCell(name) {
					return 0, 0, false
				}
				return textAt(s, end)
			}
			i = end
		default:
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// markupAttrs classifies the value attribute of a tag [i, end) whose name,
// key, id or property attribute names a field.
func markupAttrs(s string, i, end int, out []Finding) []Finding {
	tag := s[i:end]
	if !strings.Contains(tag, "value=") && !strings.Contains(tag, "content=") {
		return out
	}
	var k fieldKind
	va, ve := -1, -1
	for p := 0; p < len(tag); {
		eq := strings.IndexByte(tag[p:], '=')
		if eq < 0 {
			break
		}
		eq += p
		n := eq
		for n > 0 && (isAlnum(tag[n-1]) || tag[n-1] == '-' || tag[n-1] == '_') {
			n--
		}
		attr := strings.ToLower(tag[n:eq])
		q := eq + 1
		if q >= len(tag) || (tag[q] != '"' && tag[q] != '\'') {
			p = eq + 1
			continue
		}
		c := strings.IndexByte(tag[q+1:], tag[q])
		if c < 0 {
			break
		}
		a, e := q+1, q+1+c
		switch attr {
		case "name", "key", "id", "property", "for":
			if fk := labelKind(tag[a:e]); fk != fkNone && fk != fkNameAddr {
				k = fk
			}
		case "value", "content":
			va, ve = a, e
		}
		p = e + 1
	}
	if k == fkNone || va < 0 || ve <= va {
		return out
	}
	return classifyValue(s, i+va, i+ve, k, out)
}
