package detect

import "strings"

// A user name made of a person's names (handleName) stands where tools
// and teams write who did something: a key that ends in "user" or
// "login" (ansible_user, DB_USER, UID), a CLI flag (docker login -u …),
// a code comment's owner (TODO(hannah.okafor)), a commit's or a review's
// author ("fix retry (trevor.brennan)", "**emily_whitaker** commented",
// "done by lauren_okafor"), a home directory (/home/…, /files/…/). The
// handle must be a given name and a surname joined by '.', '_' or '-'
// (or run together, both known): a slot alone takes no ordinary word.

// handleKeyEnd reports a normalised key that names a user: one ending in
// "user", "username" or "login" ("ansibleuser", "dbuser"), or a user id.
func handleKeyEnd(k []byte) bool {
	l := string(k)
	return len(l) > 4 && (strings.HasSuffix(l, "user") || strings.HasSuffix(l, "username") || strings.HasSuffix(l, "login")) ||
		l == "uid" || l == "owner" || l == "author" || l == "assignee" || l == "reporter"
}

// handleSlotsBefore are the texts a handle follows directly; the bool
// says a closing byte must follow it (')' or '*').
var handleSlotsBefore = []struct {
	before string
	close  byte
}{
	{" -u ", 0}, {" --user ", 0}, {" --user=", 0}, {" --username ", 0}, {" --username=", 0},
	{"TODO(", ')'}, {"FIXME(", ')'}, {" (", ')'}, {"**", '*'}, {" by ", 0}, {", user ", 0},
	{"/home/", '/'}, {"/files/", '/'}, {"/Users/", '/'},
}

// userSlotsBefore hold a user name and nothing else: a directory entry
// ("uid=maribel,ou=people"), an SSH config's User, a sponsor or payment
// handle, a mention. There one listed name will do ("uid=tobias"), or a
// given name run together with a word that no dictionary knows
// ("harrietfairbrother").
var userSlotsBefore = []struct {
	before string
	close  byte
}{
	{"uid=", ','}, {"\n  User ", '\n'}, {"\nUser ", '\n'}, {"github: [", ']'}, {"paypal.me/", 0}, {" @", 0}, {"\n@", 0},
	{"(@", ')'}, {"aka ", ' '}, {"patreon.com/", 0}, {"ko-fi.com/", 0},
}

// handleSlots adds the handles that stand in a slot of handleSlotsBefore
// or userSlotsBefore.
func handleSlots(s string, out []Finding, n0 int) []Finding {
	out = userSlots(s, out, n0)
	// Four slots are options that start " --user": one search for that
	// rules out all four in the many texts that hold none.
	opts := hasCue(s, " --user")
	for _, h := range handleSlotsBefore {
		if !opts && strings.HasPrefix(h.before, " --user") {
			continue
		}
		for k := range occurrences(s, h.before) {
			a := k + len(h.before)
			e := a
			for e < len(s) && (isWord(s[e]) || (s[e] == '.' || s[e] == '-') && e+1 < len(s) && isWord(s[e+1])) {
				e++
			}
			if e == a || e-a > 40 {
				continue
			}
			if h.close != 0 && (e >= len(s) || s[e] != h.close) {
				continue
			}
			if h.close == 0 && e < len(s) && (s[e] == '@' || s[e] == '(' || s[e] == '=' || s[e] == '/') {
				continue // an address, a call, an assignment, a path
			}
			ok := handleName(s[a:e]) || h.close == '*' && authorLine(s, k, e) && accountName(s[a:e], true)
			if ok && !anyCovers(out[:n0], a, e) && !anyCovers(out[n0:], a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// stampedHandle adds the handle that heads the line s[ls:le] alone before
// a time of day, as chat clients copy a message's author
// ("ayaka_yamamoto  10:44", "ren.takahashi  9:05 AM").
func stampedHandle(s string, ls, le int, out []Finding) []Finding {
	line := s[ls:le]
	if len(line) < 10 || len(line) > 56 {
		return out
	}
	e := 0
	for e < len(line) && (isWord(line[e]) || line[e] == '.' || line[e] == '-') {
		e++
	}
	if e == 0 || e == len(line) || line[e] != ' ' {
		return out
	}
	t := strings.TrimSpace(line[e:])
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, "AM"), "PM"))
	if clockOnly(t) && (handleName(line[:e]) || accountName(line[:e], true)) && !anyCovers(out, ls, ls+e) {
		out = append(out, Finding{ls, ls + e, Person})
	}
	return out
}

// clockOnly reports a time of day and nothing else ("10:44", "9:05").
func clockOnly(t string) bool {
	k := strings.IndexByte(t, ':')
	if k < 1 || k > 2 || len(t) != k+3 {
		return false
	}
	for i := 0; i < len(t); i++ {
		if i != k && !isDigit(t[i]) {
			return false
		}
	}
	return true
}

// userSlots adds the user names that stand in a slot of userSlotsBefore.
func userSlots(s string, out []Finding, n0 int) []Finding {
	for _, h := range userSlotsBefore {
		for k := range occurrences(s, h.before) { // searched by its rarest byte: " @" by '@', not ' '
			a := k + len(h.before)
			e := a
			for e < len(s) && (isWord(s[e]) || (s[e] == '.' || s[e] == '-') && e+1 < len(s) && isWord(s[e+1])) {
				e++
			}
			if e == a || e-a > 40 || h.close != 0 && e < len(s) && s[e] != h.close {
				continue
			}
			if e < len(s) && (s[e] == '@' || s[e] == '(' || s[e] == '=' || s[e] == '/') || e+1 < len(s) && s[e] == '.' && isWord(s[e+1]) {
				continue // an address, a call, an assignment, a path, a host
			}
			// A mention of one name ("cc @jessica27") may be anyone's
			// account: only names run together say whose it is.
			mention := strings.HasSuffix(h.before, "@")
			if (userName(s[a:e], !mention) || mention && accountName(s[a:e], false)) && !anyCovers(out, a, e) {
				out = append(out, Finding{a, e, Person})
			}
		}
	}
	return out
}

// userName reports a user name in a slot that holds nothing else: a
// handle of names, one listed name that is no ordinary word ("tobias",
// "ouyang07"), or a given name run together with what no dictionary knows
// ("bagusnugraheni"). single allows the one listed name.
func userName(h string, single bool) bool {
	if handleName(h) {
		return true
	}
	for len(h) > 0 && isDigit(h[len(h)-1]) {
		h = h[:len(h)-1]
	}
	if len(h) < 3 || len(h) > 32 || !isLower(h[0]) {
		return false
	}
	for i := 0; i < len(h); i++ {
		if !isLower(h[i]) {
			return false
		}
	}
	if dictWord(h, 0, len(h)) || placeholderNames[h] || notPersonValue[h] || roleWord(h) {
		return false
	}
	if k := gaz().word(h); k.given >= 0 || k.surname >= 0 || intlKind(h) != 0 {
		return single && !k.word
	}
	for k := 4; k+5 <= len(h); k++ {
		p, q := h[:k], h[k:]
		if givenWord(p) && !gaz().word(p).word && !dictWord(q, 0, len(q)) && !dictWord(p, 0, len(p)) {
			return true
		}
	}
	return false
}
