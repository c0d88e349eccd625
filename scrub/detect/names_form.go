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
// least half of whose labels are field names (labelKind) or whose values
// read as a form's (formValue), none recurring.
func dropFormHeads(s string, out []Finding) []Finding {
	type head struct{ a, b int }
	var run []head
	known := 0
	var drop []head
	flush := func() {
		if len(run) >= 3 && known*2 >= len(run) {
			seen := map[string]bool{}
			for _, h := range run {
				if seen[s[h.a:h.b]] {
					return // a recurring head: a speaker
				}
				seen[s[h.a:h.b]] = true
			}
			drop = append(drop, run...)
		}
		run, known = run[:0], 0
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
			run = append(run, head{a, b})
			if labelKind(s[a:b]) != fkNone || formValue(s, b, le, found) {
				known++
			}
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
