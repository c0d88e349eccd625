package detect

import (
	"strings"
	"unicode/utf8"
)

// Line structure: one pass over the lines of a text (only when it has
// several) for what a line's shape says. A line after a signature
// separator or a sign-off ("--", "Best regards,", "Mit freundlichen
// Grüßen", "此致") holds a name; a chat transcript line starts with its
// speaker ("[09:12] Ann Lee: ...", "张伟：...", "【张伟】..."); a form
// line pairs a label with a value by other separators than ':' and '='
// ("Beneficiary - Ann Lee", "收件人 张伟  手机 138...").

// signOffs end the line before a signature's name (compared after
// trimming spaces and a trailing comma, case-insensitively for ASCII).
var signOffs = map[string]bool{
	"--": true, "—": true, "–": true, "-- ": true, "best": true, "best regards": true, "kind regards": true, "regards": true,
	"warm regards": true, "many thanks": true, "thanks": true, "thank you": true, "cheers": true, "sincerely": true,
	"yours sincerely": true, "yours faithfully": true, "best wishes": true, "all the best": true, "respectfully": true,
	"mit freundlichen grüßen": true, "viele grüße": true, "beste grüße": true, "liebe grüße": true, "freundliche grüße": true,
	"cordialement": true, "bien à vous": true, "saludos": true, "atentamente": true, "un saludo": true, "distinti saluti": true,
	"此致": true, "敬礼": true, "此致敬礼": true, "顺祝商祺": true, "祝好": true, "谢谢": true, "感谢": true, "よろしくお願いします": true,
}

// roleSpeakers are transcript speakers that are roles, not people.
var roleSpeakers = map[string]bool{
	"user": true, "assistant": true, "system": true, "agent": true, "customer": true, "bot": true, "ai": true, "human": true,
	"me": true, "you": true, "support": true, "admin": true, "client": true, "operator": true, "caller": true, "q": true, "a": true,
	"客服": true, "用户": true, "客户": true, "我": true, "助手": true, "机器人": true, "系统": true,
}

// signOffLine reports a trimmed line t of at most 32 bytes that is a
// sign-off (signOffs) with the commas and exclamation marks after it, in
// any case: signOffs[strings.ToLower(strings.TrimRight(t, ",，!！"))],
// with ASCII lowered in place (most lines are ASCII).
func signOffLine(t string) bool {
	if len(t) > 32 {
		return false
	}
	for {
		if strings.HasSuffix(t, ",") || strings.HasSuffix(t, "!") {
			t = t[:len(t)-1]
		} else if strings.HasSuffix(t, "，") || strings.HasSuffix(t, "！") {
			t = t[:len(t)-len("，")]
		} else {
			break
		}
	}
	var buf [32]byte
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= utf8.RuneSelf {
			return signOffs[strings.ToLower(t)]
		}
		if isUpper(c) {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return signOffs[string(buf[:len(t)])]
}

func findLines(s string, out []Finding) []Finding {
	prevSignOff := false
	prevLabel := fkNone
	for ls := 0; ls < len(s); {
		le := strings.IndexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		line := s[ls:le]
		t := strings.TrimSpace(line)
		if prevSignOff && t != "" {
			a := ls + strings.Index(line, t)
			v := strings.TrimRight(t, ",.")
			if personValue(v, true) {
				out = append(out, Finding{a, a + len(v), Person})
			} else if e, ok := nameAt(s, a, true); ok {
				out = append(out, Finding{a, e, Person})
			}
		}
		if prevLabel != fkNone && t != "" {
			// A label alone on its line, its value on the next ("SHIP
			// TO:\nAnn Lee\n4 Elm St").
			a := ls + strings.Index(line, t)
			out = classifyValue(s, a, a+len(t), prevLabel, out)
		}
		prevLabel = fkNone
		if t != "" {
			prevLabel = labelLine(t)
			prevSignOff = signOffLine(t)
			out = speakerAt(s, ls, le, out)
			out = spacedFields(s, ls, le, out)
			out = stampedHandle(s, ls, le, out) // names_handles.go
		}
		ls = le + 1
	}
	return out
}

// labelLine returns fkPerson when the line t is only a label that names
// a person or where to send something (its value is on the next line).
func labelLine(t string) fieldKind {
	if len(t) > 24 || t[len(t)-1] != ':' {
		return fkNone
	}
	l := strings.TrimSpace(t[:len(t)-1])
	switch strings.ToLower(l) {
	case "ship to", "bill to", "deliver to", "sold to", "invoice to", "send to", "mail to":
		return fkPerson
	}
	if k := labelKind(l); k == fkPerson {
		return k
	}
	return fkNone
}

// speakerName reports whether v, alone on a line after a timestamp, is
// a speaker's name: two or more words that read as a name, a Chinese or
// Korean name, or one word a name field would take ("Sutrisno").
func speakerName(v string) bool {
	if r, _ := utf8.DecodeRuneInString(v); isHan(r) || isHangul(r) {
		return personValue(v, false)
	}
	if !startsUpper(v) {
		return false
	}
	return personValue(v, strings.IndexByte(v, ' ') < 0)
}

// speakerAt finds a transcript speaker at the start of the line [ls, le):
// an optional "[time] " or "time " prefix, then a name and ':', '：', ' >'
// or a name in 【】 brackets.
func speakerAt(s string, ls, le int, out []Finding) []Finding {
	i := ls
	for i < le && (s[i] == ' ' || s[i] == '>' || s[i] == '-' || s[i] == '*') {
		i++
	}
	if i < le && s[i] == '[' {
		if k := strings.IndexByte(s[i:le], ']'); k > 0 && k < 24 {
			stamp := isDigit(s[i+1])
			i += k + 1
			for i < le && s[i] == ' ' {
				i++
			}
			// "[09:12] Ann Lee" alone on its line: a chat's header, the
			// message on the lines after it.
			if v := strings.TrimSpace(s[i:le]); stamp && v != "" && len(v) <= 40 && strings.IndexByte(v, ':') < 0 && speakerName(v) {
				return append(out, Finding{i, i + len(v), Person})
			}
		}
	}
	if strings.HasPrefix(s[i:le], "【") {
		a := i + len("【")
		if k := strings.Index(s[a:le], "】"); k > 0 && k <= 12 {
			if v := s[a : a+k]; hanName(v, false) && !placeholderZH[v] {
				return append(out, Finding{a, a + k, Person})
			}
		}
		return out
	}
	// The speaker ends at the first ':', '：' or " >" within 40 bytes.
	e := i
	for e < le && e-i < 40 {
		c := s[e]
		if c == ':' || (c == ' ' && e+1 < le && s[e+1] == '>') || strings.HasPrefix(s[e:le], "：") {
			break
		}
		if c == '\t' || c == '"' || c == '{' || c == '=' || c == '(' || c == '<' {
			return out
		}
		e++
	}
	if e >= le || e == i || e-i >= 40 {
		return out
	}
	if s[e] == ':' && e+1 < le && (s[e+1] == '\\' || s[e+1] == '/') {
		return out // a drive's or a scheme's colon ("PS C:\Users\dev>")
	}
	for e > i && s[e-1] == ' ' {
		e-- // "Héloïse Vasseur : …": French puts a space before the colon
	}
	if e == i {
		return out
	}
	v := s[i:e]
	if c := v[0]; !(isAlpha(c) || c >= utf8.RuneSelf) || strings.ContainsAny(v, "0123456789_/.@") {
		return out
	}
	if roleSpeakers[strings.ToLower(v)] || labelKind(v) != fkNone {
		return out
	}
	if hanRun(v) {
		if hanName(v, false) && !placeholderZH[v] {
			return append(out, Finding{i, e, Person})
		}
		return out
	}
	ws := personWords(v)
	if ws == nil {
		return out
	}
	if len(ws) == 1 {
		// One word: a given name that is no dictionary word ("Maria:", not
		// "Summary:").
		k := gaz().word(v)
		if k.given < 0 || k.word || !isUpper(v[0]) || v == strings.ToUpper(v) || notName[v] {
			return out
		}
		return append(out, Finding{i, e, Person})
	}
	if personValue(v, false) && (anyListedName(ws) || speakerAgain(s, v, i)) {
		return append(out, Finding{i, e, Person})
	}
	return out
}

// anyListedName reports whether a word of ws is a given name or surname
// the lists know.
func anyListedName(ws []string) bool {
	g := gaz()
	for _, w := range ws {
		if k := g.word(strings.TrimRight(w, ".")); k.given >= 0 || k.surname >= 0 {
			return true
		}
	}
	return false
}

// speakerAgain reports whether the speaker v, whose line starts at i,
// heads another line of s as well: a chat names its speakers more than
// once, while a heading with a colon that merely reads like a name the
// lists lack ("Bei Fragen:", "Badge QR:", "Größte Positionen:") stands
// once.
func speakerAgain(s, v string, i int) bool {
	for off := 0; ; {
		k := strings.Index(s[off:], v)
		if k < 0 {
			return false
		}
		a := off + k
		off = a + len(v)
		if a == i {
			continue
		}
		if b := a + len(v); b < len(s) && (s[b] == ':' || strings.HasPrefix(s[b:], "：") || strings.HasPrefix(s[b:], " >")) {
			ls := strings.LastIndexByte(s[:a], '\n') + 1
			if strings.TrimLeft(s[ls:a], " >-*") == "" || s[a-1] == ' ' && s[ls] == '[' {
				return true
			}
		}
	}
}

// spacedFields finds form fields without ':' or '=': "Label - value",
// "Label → value", "Label\tvalue", and a Chinese label followed by a
// space ("收件人 张伟  手机 138...").
func spacedFields(s string, ls, le int, out []Finding) []Finding {
	line := s[ls:min(le, ls+64)] // a label and its separator start the line
	if strings.IndexByte(line, '\t') < 0 && !strings.Contains(line, " - ") && !strings.Contains(line, " → ") &&
		!strings.Contains(line, " – ") && !strings.Contains(line, " — ") && !strings.Contains(line, " -> ") &&
		(line[0] < utf8.RuneSelf || strings.IndexByte(line, ' ') < 0) {
		return out
	}
	i := ls
	for i < le && (s[i] == ' ' || s[i] == '-' || s[i] == '*' || s[i] == '>' || bulletAt(s, i) > 0) {
		if s[i] == '-' && i+1 < le && s[i+1] != ' ' {
			break
		}
		i += max(1, bulletAt(s, i))
	}
	for i < le {
		// The label: up to four words or a run of Han characters.
		j := i
		han := false
		if r, _ := utf8.DecodeRuneInString(s[j:le]); isHan(r) {
			han = true
			for j < le {
				r, n := utf8.DecodeRuneInString(s[j:le])
				if !isHan(r) {
					break
				}
				j += n
			}
		} else {
			words := 0
			for j < le && words < 4 {
				k := j
				for k < le && (isAlpha(s[k]) || s[k] == '_' || s[k] == '.') {
					k++
				}
				if k == j {
					break
				}
				words++
				j = k
				if j+1 < le && s[j] == ' ' && isAlpha(s[j+1]) && labelKind(s[i:j]) == fkNone {
					j++
					continue
				}
				break
			}
		}
		if j == i || j >= le {
			return out
		}
		k := labelKind(s[i:j])
		if k == fkNone || k == fkNameAddr {
			return out
		}
		var v int
		switch {
		case strings.HasPrefix(s[j:le], " - "), strings.HasPrefix(s[j:le], " – "), strings.HasPrefix(s[j:le], " — "),
			strings.HasPrefix(s[j:le], " → "), strings.HasPrefix(s[j:le], " -> "):
			v = j + strings.IndexByte(s[j+1:le], ' ') + 2
		case s[j] == '\t':
			v = j + 1
		case han && s[j] == ' ':
			v = j + 1
		default:
			return out
		}
		a, e, ok := fieldValue(s, v, k)
		if !ok || e > le {
			return out
		}
		n := len(out)
		out = classifyValue(s, a, e, k, out)
		if len(out) == n || !han {
			return out
		}
		// Several fields on one line: "收件人 张伟  手机 138...".
		i = out[len(out)-1].End
		for i < le && s[i] == ' ' {
			i++
		}
	}
	return out
}

// bulletAt returns the length of a list bullet at i ('•', '·', '◦', '▪',
// '‣', '・'), or 0.
func bulletAt(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 0
	}
	switch r, n := utf8.DecodeRuneInString(s[i:]); r {
	case '•', '·', '◦', '▪', '‣', '・', '●', '○':
		return n
	}
	return 0
}
