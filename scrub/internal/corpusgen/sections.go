package corpusgen

import "strings"

// A Section is one header line of a template file and the lines under it.
type Section struct {
	Line   int      // the header's line number, counted from 1
	Header string   // the header line after its prefix
	Body   []string // the lines after it, up to the next header or the end
}

// Sections splits src at the lines that begin with prefix (the headers);
// lines before the first header are comments and left out.
func Sections(src, prefix string) []Section {
	var out []Section
	for i, line := range strings.Split(src, "\n") {
		if h, ok := strings.CutPrefix(line, prefix); ok {
			out = append(out, Section{Line: i + 1, Header: h})
		} else if len(out) > 0 {
			out[len(out)-1].Body = append(out[len(out)-1].Body, line)
		}
	}
	return out
}
