package detect

import "strings"

// Form consensus: a run of "label: value" lines whose labels are mostly
// known field names is a form, and its other labels are field names too,
// not people ("来电号码：…", "מוקד חירום: 999", "班主任：…" among "姓名：",
// "电话：", "地址：" lines). A chat's speakers differ: their heads recur,
// and a time stands before them (chatSpeaker, speakerConsensus).

// formHead returns the label of the line [ls, le): the text before the
// first ':' or '：' within 40 bytes, after bullets and spaces.
func formHead(s string, ls, le int) (a, b int, ok bool) {
	a = ls
	for a < le && (s[a] == ' ' || s[a] == '\t' || s[a] == '-' || s[a] == '*' || s[a] == '>') {
		a++
	}
	lim := min(le, a+40)
	b = a
	for b < lim {
		c := s[b]
		if c == ':' {
			if b+1 < le && s[b+1] != ' ' && s[b+1] != '\t' {
				return 0, 0, false // "14:30", "https:"
			}
			break
		}
		if c == 0xEF && strings.HasPrefix(s[b:lim], "：") {
			break
		}
		if c == '[' || c == '{' || c == '=' || c == '<' || (c == '"' || isDigit(c)) && b == a {
			return 0, 0, false
		}
		b++
	}
	if b >= lim || b == a {
		return 0, 0, false
	}
	for b > a && s[b-1] == ' ' {
		b--
	}
	return a, b, b > a
}

// wordsHead reports a label of ordinary words, none of them a name in the
// gazetteers ("OS Version", "Exception Type", "Action Input").
func wordsHead(v string) bool {
	n := 0
	for _, w := range strings.Fields(v) {
		if len(w) < 2 || !dictWord(w, 0, len(w)) && !gaz().word(strings.ToLower(w)).word {
			return false
		}
		if k := gaz().word(w); k.given >= 0 || k.surname >= 0 {
			return false
		}
		n++
	}
	return n > 0 && n <= 4
}

// formValue reports whether the value after the label ending at b reads
// as a form's: a number, something found that is no name, or more fields
// on the line ("出租方：…，身份证号：…，电话：…").
func formValue(s string, b, le int, found map[int]bool) bool {
	v := b + 1
	if s[b] != ':' {
		v = b + len("：")
	}
	for v < le && s[v] == ' ' {
		v++
	}
	if v >= le {
		return false
	}
	if isDigit(s[v]) || s[v] == '+' {
		return true
	}
	if found[v] {
		return true
	}
	rest := s[v:le]
	return strings.Contains(rest, "：") || strings.Count(rest, ": ") > 0
}

// dropFormHeads removes the Person findings that are the unknown labels
// of a form: a run of three or more consecutive "label: value" lines, at
// least half of whose distinct labels are field names (labelKind), words
// (wordsHead) or have values that read as a form's (formValue); a label
// that is none of these and recurs is a chat's speaker, and spares the run.
func dropFormHeads(s string, out []Finding) []Finding {
	type head struct {
		a, b  int
		known bool
	}
	var run []head
	var drop []head
	flush := func() {
		defer func() { run = run[:0] }()
		if len(run) < 3 {
			return
		}
		seen := map[string]bool{}
		distinct, known := 0, 0
		for _, h := range run {
			v := s[h.a:h.b]
			if seen[v] {
				if !h.known {
					return // an unknown head that recurs: a speaker
				}
				continue
			}
			seen[v] = true
			distinct++
			if h.known {
				known++
			}
		}
		if known*2 >= distinct {
			drop = append(drop, run...)
		}
	}
	found := map[int]bool{} // where a finding that is no name starts
	for _, f := range out {
		if f.Type != Person {
			found[f.Start] = true
		}
	}
	for ls := 0; ls < len(s); {
		le := lineEnd(s, ls)
		if a, b, ok := formHead(s, ls, le); ok {
			v := s[a:b]
			run = append(run, head{a, b, labelKind(v) != fkNone || wordsHead(v) || formValue(s, b, le, found)})
		} else {
			flush()
		}
		ls = le + 1
	}
	flush()
	if len(drop) == 0 {
		return out
	}
	n := 0
	for _, f := range out {
		keep := true
		if f.Type == Person {
			for _, h := range drop {
				if f.Start == h.a && f.End == h.b {
					keep = false
					break
				}
			}
		}
		if keep {
			out[n] = f
			n++
		}
	}
	return out[:n]
}

// formLike reports whether s has a line with a label before ':' or '：'
// (cheap test before dropFormHeads).
func formLike(s string) bool {
	return strings.Count(s, ": ")+strings.Count(s, "：") >= 3
}
