package detect

import (
	"bytes"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Consensus: a value's neighbours say what it is when its own shape does
// not. The passes here run after every other detector and read what those
// found:
//   - key consensus: the values of one field name repeated through the
//     text (JSON members, YAML and "key: value" lines of repeated
//     records) are of one kind; when some are names, the others of the
//     same shape are too ("holder", "from", "display_name").
//   - speaker consensus: the heads of a chat export's lines ("anna
//     lee — Today at 12:39", "[08:08] 山田太郎", "2025년 3월 5일 오전 09:09,
//     박민준 : 넵") form a column; a column of several lines on a
//     timestamp, or whose other heads are names, holds names, in any
//     case and script.
//   - handles: a user name made of a given name and a surname
//     ("gesine.kuehn", "rachel_tan", "imogenpritchard") in a user field,
//     a login before '@' (ssh) or an @mention.
//   - recurrence: a name found once is a name wherever it recurs, in any
//     case ("eilidh pritchard" after "Eilidh Pritchard") and as the
//     handles made of it ("hamish.ashworth").

// findConsensus runs the consensus passes on the findings in out.
func findConsensus(s string, m marks, out []Finding) []Finding {
	var kvs []fieldEntry
	if strings.Count(s, ": ")+strings.Count(s, "\":") >= 2 {
		kvs = fieldEntries(s)
	}
	if m.has(mkBoxDash) || strings.IndexByte(s, '\t') >= 0 || hasCue(s, " | ") || strings.Contains(s, "\n0  ") {
		var cells []fieldEntry
		cells, out = tableCells(s, out)
		kvs = append(kvs, cells...)
	}
	out = keyConsensus(s, kvs, out)
	if strings.IndexByte(s, '\n') >= 0 {
		out = speakerConsensus(s, out)
	}
	out = handleFields(s, kvs, out)
	out = namePartFields(s, kvs, out)
	out = findUpperNames(s, out) // names_upper.go
	if m.has(mkWideColon) {
		out = findHanRoleNames(s, out) // names_roles.go
	}
	if m.has(mkWideParen | mkYou) {
		out = findCNItemNames(s, out) // names_cn.go
	}
	if m.has(mkXing | mkDe) {
		out = findCNSelfNames(s, out) // names_cn.go
	}
	if formLike(s) {
		out = dropFormHeads(s, out) // names_form.go
	}
	return recurNames(s, out)
}

// personSpans are the Person findings of out sorted by start, for overlap
// tests.
type personSpans []Finding

func personsOf(out []Finding) personSpans {
	var p personSpans
	for _, f := range out {
		if f.Type == Person {
			p = append(p, f)
		}
	}
	sort.Slice(p, func(i, j int) bool { return p[i].Start < p[j].Start })
	return p
}

// covers reports a Person span overlapping [a, b).
func (p personSpans) covers(a, b int) bool {
	k := sort.Search(len(p), func(i int) bool { return p[i].End > a })
	return k < len(p) && p[k].Start < b
}

// whole reports a Person span covering [a, b).
func (p personSpans) whole(a, b int) bool {
	k := sort.Search(len(p), func(i int) bool { return p[i].End > a })
	return k < len(p) && p[k].Start <= a && p[k].End >= b
}

// anyCovers reports any finding of out overlapping [a, b).
func anyCovers(out []Finding, a, b int) bool {
	for _, f := range out {
		if f.Start < b && a < f.End {
			return true
		}
	}
	return false
}

// nameShape returns the number of words of v when v is shaped like a
// person's name (letters, inner ' - ., one to four words beside
// particles; or a run of two to four Han or Hangul characters, counted as
// two words), and 0 when it is not. Field labels, stand-ins, organisations,
// roles and job titles (names_roles.go) and ordinary words alone are no
// names.
func nameShape(v string) int {
	if v == "" || len(v) > 48 || notPersonValue[strings.ToLower(v)] || placeholderZH[v] {
		return 0
	}
	if r, _ := utf8.DecodeRuneInString(v); isHan(r) || isHangul(r) {
		n := 0
		for _, r := range v {
			if !isHan(r) && !isHangul(r) {
				return 0
			}
			n++
		}
		if n < 2 || n > 4 || cnCommonWords[v] || labelKindOf(v, false) != fkNone || roleValue(v) {
			return 0
		}
		return 2
	}
	ws := personWords(v)
	if ws == nil || len(ws) > 5 || strings.IndexByte(v, ',') >= 0 && !surnameFirst(v) || placeFirst[ws[0]] || labelKindOf(v, false) != fkNone {
		return 0
	}
	caps, lowers, uppers := 0, 0, 0
	for k, w := range ws {
		lw := strings.ToLower(strings.TrimRight(w, "."))
		if orgWords[lw] || functionWords[lw] || notName[w] || notName[strings.ToUpper(w[:1])+w[1:]] || roleWord(lw) {
			return 0
		}
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case k > 0 && k < len(ws)-1 && nameParticle(w):
			caps++
			lowers++
		case w == strings.ToUpper(w):
			uppers++
		case unicode.IsUpper(r):
			caps++
		default:
			lowers++
		}
	}
	if caps+uppers != len(ws) && lowers != len(ws) {
		return 0 // "Zahnarztpraxis am Markt"
	}
	if len(ws) == 1 {
		if k := gaz().word(ws[0]); k.word && k.given < 0 || len(ws[0]) < 3 {
			return 0
		}
	}
	return len(ws)
}

// surnameFirst reports a name written surname first with one comma
// ("Hollingsworth, Kiana", "DE LA CRUZ, MARIA"): a word or more before
// ", ", one or two after, every one capitalised.
func surnameFirst(v string) bool {
	c := strings.Index(v, ", ")
	if c <= 0 || strings.Count(v, ",") != 1 {
		return false
	}
	after := strings.Fields(v[c+2:])
	if len(after) == 0 || len(after) > 2 {
		return false
	}
	for _, w := range strings.Fields(v) {
		if w = strings.TrimRight(w, ","); !startsUpper(w) && !nameParticle(w) {
			return false
		}
	}
	return true
}

// ---- key consensus

// fieldEntry is one value of a field: its bounds and its field's name.
type fieldEntry struct {
	key  string
	a, b int
}

// fieldEntries lists the JSON members with string values ("key": "value")
// and the unquoted "key: value" lines (YAML, LDIF, forms) of s.
func fieldEntries(s string) []fieldEntry {
	var kvs []fieldEntry
	for off := 0; len(kvs) < 4096; {
		q := nextSep(s, "\":", &off) // the key's closing quote
		if q < 0 {
			break
		}
		ks := strings.LastIndexByte(s[max(0, q-40):q], '"')
		if ks < 0 {
			continue
		}
		ks += max(0, q-40) + 1
		v := off
		for v < len(s) && s[v] == ' ' {
			v++
		}
		if v >= len(s) || s[v] != '"' {
			continue
		}
		e := v + 1
		for e < len(s) && s[e] != '"' && s[e] != '\n' && s[e] != '\\' && e-v < 80 {
			e++
		}
		if e >= len(s) || s[e] != '"' {
			continue
		}
		key := s[ks:q]
		// A member of an object that is a field's value: the parent's name
		// first ("Account.Name": a company's name, not a contact's).
		if p := ks - 2; p > 2 && s[p] == '{' {
			for p > 0 && s[p-1] == ' ' {
				p--
			}
			if pq := p - 3; pq > 0 && s[p-1] == ' ' && s[p-2] == ':' && s[p-3] == '"' || p > 2 && s[p-1] == ':' && s[p-2] == '"' {
				pe := p - 2
				if s[p-1] == ' ' {
					pe = p - 3
				}
				if po := strings.LastIndexByte(s[max(0, pe-40):pe], '"'); po >= 0 {
					key = s[max(0, pe-40)+po+1:pe] + "." + key
				}
			}
		}
		kvs = append(kvs, fieldEntry{key, v + 1, e})
		off = e
	}
	for ls := 0; ls < len(s) && len(kvs) < 4096; {
		le := lineEnd(s, ls)
		i := ls
		for i < le && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i+1 < le && s[i] == '-' && s[i+1] == ' ' {
			i += 2
		}
		ks := i
		for i < le && (isWord(s[i]) || s[i] == '-' || s[i] == '.') && i-ks < 32 {
			i++
		}
		if i > ks && i+1 < le && s[i] == ':' && s[i+1] == ' ' && isAlpha(s[ks]) {
			a := i + 2
			for a < le && s[a] == ' ' {
				a++
			}
			b := le
			for b > a && (s[b-1] == ' ' || s[b-1] == '\r') {
				b--
			}
			if b > a && s[a] != '"' && s[a] != '\'' {
				kvs = append(kvs, fieldEntry{s[ks:i], a, b})
			}
		}
		ls = le + 1
	}
	return kvs
}

// tableCells lists the cells of the tables of s (tab-separated, Markdown
// or box-drawn rows, a printed DataFrame's columns two spaces apart) as
// fields named by their table's layout and their column: a column is a
// field repeated through the rows.
//
// The first row of a layout is its header: a column whose header names a
// person ("name", "姓名", "Kunde") holds names, two words or more (one
// where the header is sure), and is no field of its own.
func tableCells(s string, out []Finding) ([]fieldEntry, []Finding) {
	var cells []fieldEntry
	var starts, ends [16]int
	header := map[string]fieldKind{}
	var first []fieldEntry // the cells of a layout's first row
	box := strings.Contains(s, "┆")
	for ls := 0; ls < len(s) && len(cells) < 4096; {
		le := lineEnd(s, ls)
		line := s[ls:le]
		ls2 := ls
		ls = le + 1
		var sep string
		switch {
		case box && strings.Contains(line, "┆"):
			sep = "┆"
		case strings.IndexByte(line, '\t') >= 0:
			sep = "\t"
		case strings.Contains(line, " | "):
			sep = "|"
		case len(line) > 3 && isDigit(line[0]) && strings.Contains(line, "  "):
			sep = "  "
		default:
			continue
		}
		n := 0
		for a := 0; a <= len(line) && n < len(starts); {
			k := strings.Index(line[a:], sep)
			b := len(line)
			if k >= 0 {
				b = a + k
			}
			starts[n], ends[n] = a, b
			n++
			if k < 0 {
				break
			}
			a = b + len(sep)
			for sep == "  " && a < len(line) && line[a] == ' ' {
				a++
			}
		}
		if n < 2 || n == len(starts) {
			continue
		}
		_, seenLayout := header[tableKeys[sep][n][0]]
		if !seenLayout && sep == "  " && frameHeader(s, ls2, n, &tableKeys[sep][n], header) {
			seenLayout = true
		}
		headerOK := true // a header row holds labels, not a name ("| Name | Anna Lee |")
		for c := 0; c < n; c++ {
			a, b := starts[c], ends[c]
			// Trim spaces and the box's borders.
			for a < b && (line[a] == ' ' || line[a] == '|') {
				a++
			}
			for b > a && (line[b-1] == ' ' || line[b-1] == '|' || line[b-1] == '\r') {
				b--
			}
			a, b = trimBox(line, a, b)
			if b <= a {
				continue
			}
			key := tableKeys[sep][n][c]
			if !seenLayout {
				v := line[a:b]
				if hasDigitOrAt(v) || nameShape(v) > 1 && personValue(v, false) {
					headerOK = false
				}
				header[key] = labelKindOf(v, false)
				first = append(first, fieldEntry{key, ls2 + a, ls2 + b})
				continue
			}
			k := header[key]
			v := line[a:b]
			if sh := nameShape(v); (k == fkPerson && sh > 0 || k == fkPersonWeak && sh > 1) && !anyCovers(out, ls2+a, ls2+b) && !(sep == "┆" && polarsDtype(v)) {
				out = append(out, Finding{ls2 + a, ls2 + b, Person})
				continue
			}
			cells = append(cells, fieldEntry{key, ls2 + a, ls2 + b})
		}
		if !seenLayout && !headerOK {
			// No header: the first row is one of the data.
			for c := 0; c < n; c++ {
				header[tableKeys[sep][n][c]] = fkNone
			}
			cells = append(cells, first...)
		}
		first = first[:0]
	}
	return cells, out
}

// frameHeader reads the header of a printed DataFrame, the line above
// its first row ("      customer      phone" over "0  Anna Lee  0812..."):
// one label fewer than the row's cells, the index having none. It files
// the labels' kinds under keys and reports whether it found them.
func frameHeader(s string, ls, n int, keys *[16]string, header map[string]fieldKind) bool {
	if ls < 2 || s[ls-1] != '\n' {
		return false
	}
	ps := strings.LastIndexByte(s[:ls-1], '\n') + 1
	line := s[ps : ls-1]
	if !strings.HasPrefix(line, "  ") {
		return false
	}
	labels := strings.Fields(line)
	if len(labels) != n-1 {
		return false
	}
	for _, l := range labels {
		if strings.ContainsAny(l, "0123456789") {
			return false
		}
	}
	header[keys[0]] = fkNone
	for c, l := range labels {
		header[keys[c+1]] = labelKindOf(l, false)
	}
	return true
}

// trimBox trims the box-drawing borders "│" around a cell.
func trimBox(line string, a, b int) (int, int) {
	for strings.HasPrefix(line[a:b], "│") {
		a += len("│")
		for a < b && line[a] == ' ' {
			a++
		}
	}
	for strings.HasSuffix(line[a:b], "│") {
		b -= len("│")
		for b > a && line[b-1] == ' ' {
			b--
		}
	}
	return a, b
}

// tableKeys name a table's columns by separator, number of cells and
// column, without building a string per cell.
var tableKeys = func() map[string]*[16][16]string {
	m := map[string]*[16][16]string{}
	for _, sep := range []string{"┆", "\t", "|", "  "} {
		var k [16][16]string
		for n := range k {
			for c := range k[n] {
				k[n][c] = "\x00table" + sep + string(rune('a'+n)) + string(rune('a'+c))
			}
		}
		m[sep] = &k
	}
	return m
}()

// keyConsensus marks the name-shaped values of a field whose values the
// detectors found names among: at least one, and at least half of those
// shaped like names, with as many words as one found.
func keyConsensus(s string, kvs []fieldEntry, out []Finding) []Finding {
	ps := personsOf(out)
	if len(kvs) < 2 || len(ps) == 0 {
		return out
	}
	kvs = append([]fieldEntry(nil), kvs...)
	sort.SliceStable(kvs, func(i, j int) bool { return kvs[i].key < kvs[j].key })
	for i := 0; i < len(kvs); {
		j := i + 1
		for j < len(kvs) && kvs[j].key == kvs[i].key {
			j++
		}
		if j-i >= 2 {
			out = keyGroup(s, kvs[i:j], ps, out)
		}
		i = j
	}
	return out
}

func keyGroup(s string, g []fieldEntry, ps personSpans, out []Finding) []Finding {
	found, shaped := 0, 0
	for _, kv := range g {
		if ps.whole(kv.a, kv.b) {
			found++
		}
	}
	if found == 0 || found == len(g) {
		return out
	}
	personKey := false
	switch labelKindOf(g[0].key, false) {
	case fkPhone, fkAddress, fkPassword, fkSecret, fkSSN:
		return out
	case fkPerson, fkPersonWeak, fkNameAddr:
		personKey = true
	}
	// A field whose name says nothing of a person wants most of its
	// values found as names already.
	if !personKey && found*2 <= len(g) {
		return out
	}
	found = 0
	var oneWord, manyWords bool
	for _, kv := range g {
		n := nameShape(s[kv.a:kv.b])
		if n > 0 {
			shaped++
		}
		if ps.whole(kv.a, kv.b) {
			found++
			if n == 1 {
				oneWord = true
			} else if n > 1 {
				manyWords = true
			}
		}
	}
	if found == 0 || found*2 < shaped || found == shaped {
		return out
	}
	for _, kv := range g {
		n := nameShape(s[kv.a:kv.b])
		if n == 0 || ps.covers(kv.a, kv.b) || n == 1 && !oneWord || n > 1 && !manyWords {
			continue
		}
		if anyCovers(out, kv.a, kv.b) {
			continue
		}
		out = append(out, Finding{kv.a, kv.b, Person})
	}
	return out
}

// ---- speaker consensus

// lineHead is the head of a line: the text before the first separator of
// a chat export's speaker line, after a leading timestamp.
type lineHead struct {
	a, b   int
	layout uint8 // the separator after the head, and whether a stamp came before
	ls, le int   // the line
}

// Head layouts: what ends the head.
const (
	hdDash    = 1 + iota // " — ", " – ", " - "
	hdColon              // ": ", " : ", "："
	hdStamp              // a date or time after the head
	hdParen              // " (", " ["
	hdWhole              // the whole line, after a stamp
	hdStamped = 8        // a stamp before the head
)

// stampEnd returns the end of a timestamp at the start of s[i:le]
// ("[07:22] ", "2025-01-09 13:03, ", "2025년 3월 5일 오전 09:09, "), or i.
func stampEnd(s string, i, le int) int {
	if i < le && s[i] == '[' {
		k := strings.IndexByte(s[i:le], ']')
		if k < 3 || k > 28 || !strings.ContainsAny(s[i:i+k], "0123456789") {
			return i
		}
		j := i + k + 1
		for j < le && s[j] == ' ' {
			j++
		}
		return j
	}
	i0 := i
	// A syslog or ctime stamp opens with a weekday and a month ("Jan 14
	// 03:12:50", "Thu Mar 9 17:49:11 2025").
	for k := 0; k < 2 && i+4 < le && isUpper(s[i]); k++ {
		w := i + 1
		for w < le && isLower(s[w]) && w-i < 4 {
			w++
		}
		if w >= le || s[w] != ' ' || !shortMonths[s[i:w]] && !shortDays[s[i:w]] {
			break
		}
		i = w + 1
	}
	if i >= le || !isDigit(s[i]) {
		return i0
	}
	j, colon := i, false
	for j < le && j-i < 40 {
		c := s[j]
		switch {
		case isDigit(c) || c == '-' || c == '/' || c == '.' || c == ' ' || c == ',':
			j++
		case c == ':':
			colon = true
			j++
		case strings.HasPrefix(s[j:le], "년") || strings.HasPrefix(s[j:le], "월") || strings.HasPrefix(s[j:le], "일"):
			j += 3
		case strings.HasPrefix(s[j:le], "오전") || strings.HasPrefix(s[j:le], "오후"):
			j += 6
		case strings.HasPrefix(s[j:le], "AM") || strings.HasPrefix(s[j:le], "PM"):
			j += 2
		default:
			goto done
		}
	}
done:
	if !colon || j-i < 5 {
		return i0
	}
	for j > i && s[j-1] != ' ' && s[j-1] != ',' {
		j-- // back to the last separator
	}
	return j
}

// shortDays open a ctime stamp ("Thu Mar 9 17:49:11 2025").
var shortDays = map[string]bool{"Mon": true, "Tue": true, "Wed": true, "Thu": true, "Fri": true, "Sat": true, "Sun": true}

// timeOfDay reports "hh:mm" in s.
func timeOfDay(s string) bool {
	for k := strings.IndexByte(s, ':'); k >= 0; {
		if k >= 1 && k+2 < len(s) && isDigit(s[k-1]) && isDigit(s[k+1]) && isDigit(s[k+2]) {
			return true
		}
		n := strings.IndexByte(s[k+1:], ':')
		if n < 0 {
			break
		}
		k += 1 + n
	}
	return false
}

// headOf finds the head of the line s[ls:le].
func headOf(s string, ls, le int) (lineHead, bool) {
	a := ls
	for a < le && (s[a] == ' ' || s[a] == '\t') {
		a++
	}
	h := lineHead{ls: ls, le: le}
	if st := stampEnd(s, a, le); st > a {
		a = st
		h.layout = hdStamped
	}
	if a >= le || s[a] == ' ' {
		return h, false
	}
	for j := a; j < le && j-a <= 48; j++ {
		c := s[j]
		switch {
		case c == ':' && (j+1 >= le || s[j+1] == ' '):
			b := j
			for b > a && s[b-1] == ' ' {
				b--
			}
			h.a, h.b = a, b
			h.layout |= hdColon
			return h, b > a
		case c == 0xEF && strings.HasPrefix(s[j:le], "："): // its first byte before the call, at every byte
			h.a, h.b = a, j
			h.layout |= hdColon
			return h, j > a
		case c != ' ':
			continue
		}
		// A space: what follows may end the head.
		rest := s[j+1 : le]
		switch {
		case strings.HasPrefix(rest, "— ") || strings.HasPrefix(rest, "– ") || strings.HasPrefix(rest, "- "):
			h.a, h.b, h.layout = a, j, h.layout|hdDash
			return h, true
		case strings.HasPrefix(rest, "(") || strings.HasPrefix(rest, "["):
			h.a, h.b, h.layout = a, j, h.layout|hdParen
			return h, true
		case len(rest) >= 5 && isDigit(rest[0]) && stampEnd(s, j+1, le) > j+1:
			h.a, h.b, h.layout = a, j, h.layout|hdStamp
			return h, true
		}
	}
	if h.layout&hdStamped != 0 && le-a <= 48 {
		b := le
		for b > a && (s[b-1] == ' ' || s[b-1] == '\r') {
			b--
		}
		h.a, h.b, h.layout = a, b, h.layout|hdWhole
		return h, b > a
	}
	return h, false
}

// speakerConsensus finds the speakers of a chat export: lines of one
// layout whose heads recur. A layout with a time of day on most of its
// lines is a conversation; one without is when most of its heads are
// names already (found, or in the gazetteers).
func speakerConsensus(s string, out []Finding) []Finding {
	type group struct {
		heads []lineHead
		timed int
		count map[string]int
	}
	var groups [16]*group
	lines := 0
	for ls := 0; ls < len(s) && lines < 4000; lines++ {
		le := lineEnd(s, ls)
		if h, ok := headOf(s, ls, le); ok && h.b-h.a <= 48 {
			g := groups[h.layout&15]
			if g == nil {
				g = &group{}
				groups[h.layout&15] = g
			}
			g.heads = append(g.heads, h)
		}
		ls = le + 1
	}
	ps := personsOf(out)
	for _, g := range groups {
		if g == nil || len(g.heads) < 3 {
			continue
		}
		g.count = map[string]int{}
		for _, h := range g.heads {
			g.count[s[h.a:h.b]]++
		}
		// Only heads shaped like names, of a dozen speakers at most.
		if len(g.count) > 24 {
			continue
		}
		shaped := map[string]bool{}
		n := 0
		self := 0 // the exporter's own head ("나", "自分", "Me"): a second speaker, no name
		for v := range g.count {
			if nameShape(v) > 0 || partOfHead(v, g.count) {
				shaped[v] = true
			} else if selfSpeakers[v] {
				self = 1
			}
		}
		speech := 0
		for _, h := range g.heads {
			if shaped[s[h.a:h.b]] {
				g.heads[n] = h
				n++
				if timeOfDay(s[h.ls:h.le]) {
					g.timed++
				}
				if h.layout&hdColon != 0 && speechBody(s, h.b, h.le) {
					speech++
				}
			} else {
				delete(g.count, s[h.a:h.b])
			}
		}
		g.heads = g.heads[:n]
		if n < 3 {
			continue
		}
		recur := 0
		for v, n := range g.count {
			if n >= 2 || sameSpeaker(v, g.count) {
				recur += n
			}
		}
		// Heads that do not recur as speakers' do still speak when most of
		// their lines are sentences, not a form's values ("Anatole : merci
		// !! et la sortie c'est jeudi ?"); then more than half of them must
		// be names already, as below.
		bySpeech := recur*3 < len(g.heads)*2
		if bySpeech && speech*4 < len(g.heads)*3 || len(g.count) > 12 {
			continue // the heads do not recur as speakers' do
		}
		// Names among the heads: a time of day on most lines wants half
		// of them, no time more than half and two speakers at least.
		named := map[string]bool{}
		for _, h := range g.heads {
			v := s[h.a:h.b]
			if ps.covers(h.a, h.b) || personValue(v, false) || oneGivenName(v) || givenOfFound(s, v, ps) || personValue(v, true) && nameShape(v) > 1 && utf8.RuneLen([]rune(v)[0]) == 3 {
				named[v] = true
			}
		}
		// A head that is a part of a named head is the same speaker's
		// name ("思远" beside "李思远", "Lena" beside "Lena Vogt").
		for v := range g.count {
			if !named[v] {
				for w := range named {
					if namePart(v, w) {
						named[v] = true
						break
					}
				}
			}
		}
		if g.timed*2 >= len(g.heads) {
			if len(named)*2 < len(g.count) {
				continue
			}
		} else if len(named)*2 <= len(g.count) || len(g.count)+self < 2 {
			continue
		}
		for _, h := range g.heads {
			if bySpeech && !startsUpper(s[h.a:h.b]) {
				continue // a handle ("raj", "oncall-bot"): speech alone names no one written so
			}
			if !ps.covers(h.a, h.b) && !anyCovers(out, h.a, h.b) {
				out = append(out, Finding{h.a, h.b, Person})
			}
		}
	}
	return out
}

// givenOfFound reports a head v that is the first word of a name found
// in the text ("Jasper" beside "Jasper Nakamura-Reyes").
func givenOfFound(s, v string, ps personSpans) bool {
	if strings.IndexByte(v, ' ') >= 0 || len(v) < 3 {
		return false
	}
	for _, f := range ps {
		if w := s[f.Start:f.End]; len(w) > len(v)+1 && w[len(v)] == ' ' && w[:len(v)] == v {
			return true
		}
	}
	return false
}

// speechBody reports a line's text after its head (ending at b) that
// reads as said, not as a value: four words or more, a third of them in
// lower case at least, or a question or an exclamation.
func speechBody(s string, b, le int) bool {
	t := s[b:le]
	if i := strings.IndexByte(t, ':'); i >= 0 && i < 3 {
		t = t[i+1:]
	}
	words, lower := 0, 0
	for _, w := range strings.Fields(t) {
		words++
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			lower++
		}
	}
	return words >= 4 && lower*3 >= words || words >= 2 && lower > 0 && (strings.Contains(t, "?") || strings.Contains(t, "!"))
}

// selfSpeakers are the heads chat exports give the exporter's own lines
// ("me" in Korean, Japanese, Chinese, Thai, Vietnamese, English, German,
// French, Spanish, Portuguese, Russian, Arabic, Hebrew).
var selfSpeakers = wordSet(`나 저 自分 私 我 ฉัน Mình mình Me me Ich Moi Yo Eu Я أنا אני`)

// namePart reports whether v is the given name of the full name w: its
// last word, or its first, or for Han and Hangul the characters after a
// surname of one or two.
func namePart(v, w string) bool {
	if len(v) >= len(w) || v == "" {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(w); isHan(r) || isHangul(r) {
		if !strings.HasSuffix(w, v) {
			return false
		}
		n := utf8.RuneCountInString(w[:len(w)-len(v)])
		return n == 1 || n == 2
	}
	return strings.HasSuffix(w, " "+v) || strings.HasPrefix(w, v+" ")
}

// sameSpeaker reports whether another head of the group names the same
// person as v: one is the given name of the other ("秀英", "林秀英").
func sameSpeaker(v string, heads map[string]int) bool {
	for w := range heads {
		if namePart(v, w) || namePart(w, v) {
			return true
		}
	}
	return false
}

// partOfHead reports whether v is a part of another head of the group
// that is shaped like a name: one Han character ("伟" beside "郭伟").
func partOfHead(v string, heads map[string]int) bool {
	for w := range heads {
		if namePart(v, w) && nameShape(w) > 0 {
			return true
		}
	}
	return false
}

// ---- handles

// handleKeys are the fields that hold a user name.
var handleKeys = map[string]bool{"user": true, "username": true, "login": true, "displayname": true, "handle": true,
	"nickname": true, "screenname": true, "userid": false, "uname": true, "instagram": true, "twitter": true, "ig": true}

// givenWord and surnameWord look a lower-case word up in every list.
func givenWord(w string) bool {
	k := gaz().word(w)
	return k.given >= 0 && k.given < 20000 || intlKind(w)&intlGiven != 0
}

func surnameWord(w string) bool {
	k := gaz().word(w)
	return k.surname >= 0 || intlKind(w)&intlSurname != 0
}

// handleName reports a user name made of a person's names: a given name
// and a surname joined by '.', '_' or '-', or run together, in either
// order, with digits after ("gesine.kuehn", "rachel_tan", "tan.rachel",
// "imogenpritchard", "zainab_cartwright92"). Joined by a separator, one
// part known as a given name and the other no ordinary word suffices;
// run together, both must be known.
func handleName(h string) bool {
	for len(h) > 0 && isDigit(h[len(h)-1]) {
		h = h[:len(h)-1]
	}
	if len(h) < 6 || len(h) > 32 {
		return false
	}
	if r := strings.NewReplacer(".", " ", "_", " ", "-", " ").Replace(strings.ToLower(h)); placeholderNames[r] || notPersonValue[r] {
		return false // "jane.doe"
	}
	var buf [32]byte
	b := buf[:len(h)]
	sep := -1
	for i := 0; i < len(h); i++ {
		c := h[i]
		switch {
		case isUpper(c):
			b[i] = c + 'a' - 'A'
		case isLower(c):
			b[i] = c
		case (c == '.' || c == '_' || c == '-') && sep < 0 && i >= 2:
			sep = i
			b[i] = c
		default:
			return false
		}
	}
	l := string(b)
	if sep > 0 {
		p, q := l[:sep], l[sep+1:]
		if len(q) < 2 {
			return false
		}
		pw, qw := gaz().word(p), gaz().word(q)
		// A given name that is also a word ("young-cope") wants a known
		// surname beside it.
		return givenWord(p) && (surnameWord(q) || !qw.word && !pw.word && len(q) >= 3) ||
			givenWord(q) && !qw.word && (surnameWord(p) || len(p) >= 3) && !pw.word
	}
	if len(l) < 9 || givenWord(l) || surnameWord(l) {
		return false // "philomena", "jessica": one name
	}
	for k := 3; k+4 <= len(l); k++ {
		p, q := l[:k], l[k:]
		if givenWord(p) && surnameWord(q) && !gaz().word(q).word || surnameWord(p) && givenWord(q) && !gaz().word(p).word {
			return true
		}
	}
	return false
}

// handleFields marks handles made of names in user fields, before '@'
// where no e-mail address was found (a login: "ssh anna.lee@10.0.0.5")
// and after '@' in running text (an @mention).
func handleFields(s string, kvs []fieldEntry, out []Finding) []Finding {
	n0 := len(out)
	for _, kv := range kvs {
		var buf [32]byte
		k := normLabel(kv.key, buf[:])
		if k == nil || !handleKeys[string(k)] && !handleKeyEnd(k) {
			continue
		}
		if v := s[kv.a:kv.b]; (handleName(v) || accountName(v, true)) && !anyCovers(out, kv.a, kv.b) {
			out = append(out, Finding{kv.a, kv.b, Person})
		}
	}
	out = handleSlots(s, out, n0)
	out = accountSlots(s, out) // names_accounts.go
	for off := 0; ; {
		k := strings.IndexByte(s[off:], '@')
		if k < 0 {
			break
		}
		at := off + k
		off = at + 1
		// Before: a login.
		a := at
		for a > 0 && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == '-') {
			a--
		}
		if a < at && startOK(s, a) && !mailDomainAt(s, at+1) && !afterKeyBlob(s, a) && handleName(s[a:at]) && !anyCovers(out[:n0], a, at) && !anyCovers(out[:n0], at, at+1) {
			out = append(out, Finding{a, at, Person})
		}
		// After: a mention.
		if at == 0 || s[at-1] == ' ' || s[at-1] == '(' || s[at-1] == '\n' {
			e := at + 1
			for e < len(s) && (isWord(s[e]) || (s[e] == '.' || s[e] == '-') && e+1 < len(s) && isWord(s[e+1])) {
				e++
			}
			if e > at+1 && (handleName(s[at+1:e]) || accountName(s[at+1:e], false)) && !anyCovers(out[:n0], at, e) {
				out = append(out, Finding{at + 1, e, Person})
			}
		}
	}
	return out
}

// afterKeyBlob reports a long token before the space before a: the
// comment of an SSH public key ("ssh-ed25519 AAAAC3... anna-lee@laptop")
// names a key's maker as often as a login.
func afterKeyBlob(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	k := a - 1
	for k > 0 && s[k-1] != ' ' && s[k-1] != '\n' {
		k--
	}
	return a-1-k >= 40
}

// mailDomainAt reports a domain name with a top-level domain of letters
// at i: what follows '@' in an e-mail address, not a host ("10.0.0.5",
// "db-prod").
func mailDomainAt(s string, i int) bool {
	e := i
	for e < len(s) && (isWord(s[e]) || s[e] == '.' || s[e] == '-') {
		e++
	}
	for e > i && s[e-1] == '.' {
		e--
	}
	d := strings.LastIndexByte(s[i:e], '.')
	if d < 0 || e-(i+d+1) < 2 {
		return false
	}
	for k := i + d + 1; k < e; k++ {
		if !isAlpha(s[k]) {
			return false
		}
	}
	return true
}

// namePartKeys are the fields that hold one part of a name, as normLabel
// writes them.
var namePartKeys = map[string]bool{"firstname": true, "lastname": true, "surname": true, "givenname": true, "familyname": true,
	"middlename": true, "sn": true, "fname": true, "lname": true, "forename": true, "vorname": true, "nachname": true,
	"familienname": true, "prénom": true, "prenom": true, "nomdefamille": true, "apellido": true, "apellidos": true,
	"primerapellido": true, "segundoapellido": true, "sobrenome": true, "cognome": true, "voornaam": true, "achternaam": true,
	"imię": true, "nazwisko": true, "имя": true, "фамилия": true, "отчество": true, "förnamn": true, "efternamn": true,
	"fornavn": true, "etternavn": true, "efternavn": true, "etunimi": true, "sukunimi": true, "jméno": true, "příjmení": true,
	"ad": true, "soyad": true, "soyadı": true, "vezetéknév": true, "keresztnév": true, "utónév": true,
	// Plurals, and the names a person had before or uses instead
	// ("Given names", "Vornamen", "Geburtsname", "Nom d'usage").
	"givennames": true, "firstnames": true, "forenames": true, "surnames": true, "lastnames": true, "middlenames": true,
	"vornamen": true, "prénoms": true, "prenoms": true, "nombres": true, "nomes": true, "voornamen": true,
	"geburtsname": true, "mädchenname": true, "maidenname": true, "birthname": true, "nomdenaissance": true,
	"nomdejeunefille": true, "nomd'usage": true, "nomdusage": true, "nomd’usage": true}

// namePartFields marks the value of a field that holds a given name or a
// surname alone ("lastname": "Magsaysay", "sn: Okonkwo"): one
// capitalised word, or two, that is no ordinary word.
func namePartFields(s string, kvs []fieldEntry, out []Finding) []Finding {
	inName := false // the entry before was a member of a name's object
	for i, kv := range kvs {
		var buf [48]byte
		k := normLabel(kv.key, buf[:])
		if k == nil {
			inName = false
			continue
		}
		// A member of a name's object ("name": {"first": …, "last": …}):
		// the first names its parent, the others follow it in the object.
		part := false
		if d := strings.LastIndexByte(kv.key, '.'); d >= 0 {
			parent, child := strings.ToLower(kv.key[:d]), strings.ToLower(kv.key[d+1:])
			part = strings.HasSuffix(parent, "name") && namePartAbbrev[child]
		}
		if d := bytes.LastIndexByte(k, '.'); d >= 0 {
			k = k[d+1:]
		} else if inName && kv.a > kvs[i-1].b && !strings.ContainsAny(s[kvs[i-1].b:kv.a], "{}") {
			part = namePartAbbrev[string(k)]
		}
		inName = part
		if !namePartKeys[string(k)] && !part || anyCovers(out, kv.a, kv.b) {
			continue
		}
		v := s[kv.a:kv.b]
		ws := personWords(v)
		if len(ws) == 0 || len(ws) > 2 || shortPart(ws[0]) || !startsUpper(ws[len(ws)-1]) && len(ws) == 1 {
			continue
		}
		if len(ws) == 1 && (gaz().word(v).word || utf8.RuneCountInString(v) < 2) || notPersonValue[strings.ToLower(v)] {
			continue
		}
		out = append(out, Finding{kv.a, kv.b, Person})
	}
	return out
}

// shortPart reports a part of one letter in a hyphenated word ("E-Mail").
func shortPart(w string) bool {
	for _, p := range strings.Split(w, "-") {
		if utf8.RuneCountInString(p) < 2 {
			return true
		}
	}
	return false
}

// ---- recurrence

// recurNames marks the other occurrences of the names found, in any case,
// and the handles made of them: a name given once in full is the same
// person written in lower case in a chat export's speaker lines, or as a
// user name.
func recurNames(s string, out []Finding) []Finding {
	n := len(out)
	forms := map[string]bool{}
	var full []string
	for k := 0; k < n && len(full) < 32; k++ {
		f := out[k]
		if f.Type != Person || f.End-f.Start < 5 || f.End-f.Start > 48 {
			continue
		}
		v := s[f.Start:f.End]
		ws := strings.Fields(v)
		if len(ws) < 2 || len(ws) > 4 {
			continue
		}
		lv := strings.ToLower(v)
		if forms[lv] || publicValue(Person, v) {
			continue
		}
		forms[lv] = true
		full = append(full, lv)
		if len(ws) == 2 {
			// The same name surname first ("NAKAMURA-REYES, JASPER" in a
			// deposition's heading, "Reyes, Jasper" in a list).
			inv := strings.ToLower(ws[1] + ", " + ws[0])
			if !forms[inv] {
				forms[inv] = true
				full = append(full, inv)
			}
		}
		// Handles: given and last word, joined.
		var buf [32]byte
		g, ok1 := foldName(ws[0], buf[:16])
		l, ok2 := foldName(ws[len(ws)-1], buf[16:])
		if ok1 && ok2 && len(g) >= 3 && len(l) >= 3 {
			gs, ls := string(g), string(l)
			for _, sep := range []string{".", "_", "", "-"} {
				forms["@"+gs+sep+ls] = true
				forms["@"+ls+sep+gs] = true
			}
		}
	}
	if len(full) == 0 {
		return out
	}
	ps := personsOf(out)
	var buf [48]byte
	for i := 0; i < len(s); {
		// One token: letters, digits and . _ - inside.
		if !isAlpha(s[i]) && s[i] < utf8.RuneSelf {
			i++
			continue
		}
		if i > 0 && (isWord(s[i-1]) || prevLetter(s, i)) {
			i += utf8Len(s[i])
			continue
		}
		j := i
		for j < len(s) {
			c := s[j]
			if isWord(c) || (c == '.' || c == '-') && j+1 < len(s) && isWord(s[j+1]) {
				j++
				continue
			}
			if c >= utf8.RuneSelf {
				r, sz := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) {
					j += sz
					continue
				}
			}
			break
		}
		if j == i {
			i += utf8Len(s[i])
			continue
		}
		// A handle: the token with its digits cut.
		e := j
		for e > i && isDigit(s[e-1]) {
			e--
		}
		if e-i >= 7 && e-i < len(buf) && isAlpha(s[i]) {
			b := buf[:0]
			b = append(b, '@')
			for k := i; k < e; k++ {
				c := s[k]
				if isUpper(c) {
					c += 'a' - 'A'
				}
				b = append(b, c)
			}
			if forms[string(b)] && !ps.covers(i, e) && !anyCoversType(out, i, e) {
				out = append(out, Finding{i, e, Person})
				i = j
				continue
			}
		}
		// A full name in another case.
		for _, name := range full {
			if c := s[i]; c < utf8.RuneSelf && c|0x20 != name[0] {
				continue
			}
			if len(s)-i < len(name) || indexFoldUnicode(s[i:i+len(name)], name) != 0 {
				continue
			}
			b := i + len(name)
			if !endOK(s, b) || nextLetter(s, b) || ps.covers(i, b) || anyCoversType(out, i, b) {
				continue
			}
			out = append(out, Finding{i, b, Person})
			j = b
			break
		}
		i = j
	}
	return out
}

// anyCoversType reports a finding of another type than Person overlapping
// [a, b): a name inside an e-mail address or a URL stays theirs.
func anyCoversType(out []Finding, a, b int) bool {
	for _, f := range out {
		if f.Type != Person && f.Start < b && a < f.End {
			return true
		}
	}
	return false
}

// indexFoldUnicode reports 0 when s equals name (lower case) under Unicode
// case folding, -1 otherwise.
func indexFoldUnicode(s, name string) int {
	if strings.EqualFold(s, name) {
		return 0
	}
	return -1
}

// polarsDtype reports a column type of a printed polars DataFrame, the
// row under its header ("str", "i64", "datetime[μs]"): no cell of the
// column's values.
func polarsDtype(v string) bool {
	if k := strings.IndexByte(v, '['); k > 0 {
		v = v[:k]
	}
	switch v {
	case "str", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "bool", "date", "datetime", "time",
		"duration", "cat", "object", "null", "list", "struct", "decimal", "binary", "enum", "array":
		return true
	}
	return false
}
