package detect

import "strings"

// Addresses written so that harvesters miss them, as forum posts and
// signatures do in every language: the '@' spelt "(at)", "[at]" or " at ",
// dots spelt "(dot)", "[dot]" or " dot ", or the full-width '＠' of CJK
// input methods ("nekomimi301＠yahoo.co.jp"). The secrets scan calls
// obfuscatedEmail where its byte loop meets '(', '[', a full-width form
// or the word "at": no pass of its own.

// atSpellings are the spelt '@' forms, bracketed; " at " is the word.
var atSpellings = []string{"(at)", "[at]", "(AT)", "[AT]"}

// dotSpellings are the spelt '.' forms between domain labels.
var dotSpellings = []string{" (dot) ", " [dot] ", "(dot)", "[dot]", " dot ", " (DOT) ", " [DOT] ", " DOT "}

// obfuscatedEmail matches an address whose '@' is spelt at i: a
// bracketed spelling, the word "at" between spaces (word true) or '＠'.
// It returns the address's start and end.
func obfuscatedEmail(s string, i int, word bool) (int, int, bool) {
	n := 0 // the length of the '@' spelling
	switch {
	case word:
		n = 2
	case strings.HasPrefix(s[i:], "＠"):
		n = len("＠")
	default:
		for _, a := range atSpellings {
			if strings.HasPrefix(s[i:], a) {
				n = len(a)
				break
			}
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	fw := !word && n == len("＠") && s[i] == 0xEF
	x, d := i, i+n // the local part ends at x, the domain starts at d
	switch {
	case word: // " at ": the caller saw the spaces
		x, d = i-1, i+n+1
	case !fw:
		if x > 0 && s[x-1] == ' ' {
			x--
		}
		if d < len(s) && s[d] == ' ' {
			d++
		}
	}
	if x == 0 || d >= len(s) {
		return 0, 0, false
	}
	l := x
	for l > 0 && x-l < 64 && isLocalByte(s[l-1]) {
		l--
	}
	if l == x || !isAlnum(s[l]) || !isAlnum(s[x-1]) || !startOK(s, l) {
		return 0, 0, false
	}
	r, dots := d, 0
	last := d // the start of the last label
	for {
		e := r
		for e < len(s) && (isAlnum(s[e]) || s[e] == '-') {
			e++
		}
		if e == r || e-r > 63 {
			return 0, 0, false
		}
		r, last = e, r
		if r < len(s) && s[r] == '.' && r+1 < len(s) && isAlnum(s[r+1]) {
			r++
			dots++
			continue
		}
		k := -1
		for _, sp := range dotSpellings {
			if strings.HasPrefix(s[r:], sp) && r+len(sp) < len(s) && isAlnum(s[r+len(sp)]) {
				k = len(sp)
				break
			}
		}
		if k < 0 {
			break
		}
		r += k
		dots++
	}
	if dots == 0 || !tldOK(s[last:r]) || !endOK(s, r) {
		return 0, 0, false
	}
	if word && !localLooksMade(s[l:x]) {
		return 0, 0, false // "I work at google dot com": prose, not a mailbox
	}
	return l, r, true
}

// localLooksMade reports a local part that reads as a mailbox, not a
// word of prose: it holds a digit, a dot, an underscore or a dash.
func localLooksMade(v string) bool {
	return strings.ContainsAny(v, "0123456789._-")
}

// wideEmail matches an address typed whole in full-width forms at the
// '＠' at i ("ｍａｋａｂｅ．ｒｅｎ＠１６３．ｃｏｍ", as CJK input methods
// left in full-width mode write it): the letters, digits and '．', '＿',
// '－' either side are read as their ASCII forms and the address is
// matched over them. It returns the address's start and end in s.
func wideEmail(s string, i int) (int, int, bool) {
	l := i
	for n := 0; l >= 3 && n < 64; n++ {
		if _, ok := wideASCII(s[l-3:]); !ok {
			break
		}
		l -= 3
	}
	r := i + len("＠")
	for n := 0; r+3 <= len(s) && n < 255; n++ {
		if _, ok := wideASCII(s[r:]); !ok {
			break
		}
		r += 3
	}
	if l == i || r == i+len("＠") || !startOK(s, l) {
		return 0, 0, false
	}
	v := make([]byte, 0, (r-l)/3+2)
	for k := l; k < r; k += 3 {
		c, _ := wideASCII(s[k:])
		v = append(v, c)
	}
	v = append(v, ' ')
	fs := findEmails(string(v), nil)
	if len(fs) != 1 {
		return 0, 0, false
	}
	a, b := l+3*fs[0].Start, l+3*fs[0].End
	if a > i || b <= i || !endOK(s, b) {
		return 0, 0, false
	}
	return a, b, true // every form of [l, r) is three bytes, '＠' too
}

// wideASCII returns the ASCII form of the full-width letter, digit, '．',
// '＿', '－' or '＠' that s starts with.
func wideASCII(s string) (byte, bool) {
	if len(s) < 3 || s[0] != 0xEF {
		return 0, false
	}
	switch c := s[2]; s[1] {
	case 0xBC: // U+FF00 to U+FF3F
		switch {
		case c >= 0x90 && c <= 0x99:
			return '0' + c - 0x90, true
		case c >= 0xA1 && c <= 0xBA:
			return 'A' + c - 0xA1, true
		case c == 0x8E:
			return '.', true
		case c == 0x8D:
			return '-', true
		case c == 0xBF:
			return '_', true
		case c == 0xA0:
			return '@', true
		}
	case 0xBD: // U+FF40 to U+FF7F
		if c >= 0x81 && c <= 0x9A {
			return 'a' + c - 0x81, true
		}
	}
	return 0, false
}
