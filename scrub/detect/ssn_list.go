package detect

import "strings"

// An SSN label governs the list after it: "my ssn 123-45-6789, my wife's
// is 234 56 7890" or "SSNs: 123-45-6789 and 234567890" name the second
// number by the same label, farther from it than the 24 bytes the
// ungrouped and spaced forms otherwise need.

// ssnWords are the labels that start such a list.
var ssnWords = []string{"ssn", "ssns", "social security"}

// ssnListed reports a nine-digit value at start (3-2-4 spaced, or whole)
// that follows an SSN label on its line with another valid SSN between
// the label and it, and nothing but a few words after that one: the list
// goes on. A record's label after the first number ("order 482 19 5521")
// ends the list.
func ssnListed(s string, start int) bool {
	lo := max(strings.LastIndexByte(s[:start], '\n')+1, start-120)
	if start-lo < 16 {
		return false
	}
	lc := strings.ToLower(s[lo:start])
	k := -1
	for _, w := range ssnWords {
		if j := strings.LastIndex(lc, w); j >= 0 && !isLetterBefore(lc, j) && !isLetterAt(lc, j+len(w)) && j+len(w) > k {
			k = j + len(w)
		}
	}
	if k < 0 {
		return false
	}
	// The last digit of the gap ends the earlier value; the words after it
	// are few and hold no digit.
	gap := lc[k:]
	e := len(gap)
	for e > 0 && !isDigit(gap[e-1]) {
		e--
	}
	if e == 0 || len(gap)-e > 32 || containsFoldBefore(s, start, len(gap)-e, orderWords...) {
		return false
	}
	var d []byte
	var buf [16]byte
	b := e
	for b > 0 && (isDigit(gap[b-1]) || (gap[b-1] == '-' || gap[b-1] == ' ') && b > 1 && isDigit(gap[b-2])) {
		b--
	}
	if b > 0 && isWord(gap[b-1]) {
		return false
	}
	d = buf[:0]
	seps := 0
	for _, c := range []byte(gap[b:e]) {
		if isDigit(c) {
			if len(d) == len(buf) {
				return false
			}
			d = append(d, c)
		} else {
			seps++
		}
	}
	return len(d) == 9 && (seps == 0 || seps == 2) && ssnOK(d)
}
