package detect

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestScanMarksAsContains checks scanMarks against a strings.Contains per
// marker on random text of the markers' own bytes, cut anywhere (invalid
// UTF-8 included).
func TestScanMarksAsContains(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(11, 11))
	var pieces []string
	for _, w := range markWords {
		pieces = append(pieces, w.w, w.w[:1], w.w[1:])
	}
	pieces = append(pieces, "a", " ", "\n", "王", "です", "で", "す", "申しま", "\xe0", "\xa4", "\xe3\x81", "abcdefgh")
	for n := 0; n < 5000; n++ {
		var b strings.Builder
		for k := rng.IntN(40); k > 0; k-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		var want marks
		for _, w := range markWords {
			if strings.Contains(s, w.w) {
				want |= w.m
			}
		}
		if got := scanMarks(s); got != want {
			t.Fatalf("scanMarks(%q) = %b; strings.Contains says %b", s, got, want)
		}
	}
	if m := scanMarks("电话：138 由 张三 办理"); !m.has(mkWideColon) || !m.has(mkYou) || m.has(mkDe) {
		t.Fatalf("scanMarks: %b", m)
	}
}

// TestCueWordCases checks cueWord's length and letter filter against its
// table: every word in any case is found, near misses are not.
func TestCueWordCases(t *testing.T) {
	t.Parallel()
	for w, k := range cueWordKinds {
		for _, v := range []string{w, strings.ToUpper(w), strings.ToUpper(w[:1]) + w[1:]} {
			if got := cueWord(v); got != k {
				t.Errorf("cueWord(%q) = %d; want %d", v, got, k)
			}
		}
		for _, v := range []string{w[1:], w[:len(w)-1], w + "s" + "x", "x" + w[1:], w[:len(w)-1] + "@"} {
			if _, ok := cueWordKinds[strings.ToLower(v)]; !ok && cueWord(v) != cueNone {
				t.Errorf("cueWord(%q) = %d; want none", v, cueWord(v))
			}
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	const letters = "aeilmnoprsuvwAELPSW"
	for n := 0; n < 20000; n++ {
		b := make([]byte, 3+rng.IntN(10))
		for i := range b {
			b[i] = letters[rng.IntN(len(letters))]
		}
		if got, want := cueWord(string(b)), cueWordKinds[strings.ToLower(string(b))]; got != want {
			t.Fatalf("cueWord(%q) = %d; want %d", b, got, want)
		}
	}
}

// TestSignOffLineAsMap checks signOffLine against the map lookup it
// replaces, on the sign-offs themselves and variants of them.
func TestSignOffLineAsMap(t *testing.T) {
	t.Parallel()
	want := func(t string) bool {
		return len(t) <= 32 && signOffs[strings.ToLower(strings.TrimRight(t, ",，!！"))]
	}
	var lines []string
	for w := range signOffs {
		lines = append(lines, w, strings.ToUpper(w), w+",", w+"!!", w+"，", w+"！,", w+".", " "+w, w+"\xbc\x8c", w+"\xef\xbc",
			strings.ToUpper(w[:1])+w[1:]+",", w+strings.Repeat("!", 40))
	}
	lines = append(lines, "", ",", "！", "Best Regards,", "BEST", "thanks!", "Thanks for the help")
	for _, l := range lines {
		if got := signOffLine(l); got != want(l) {
			t.Errorf("signOffLine(%q) = %v; want %v", l, got, want(l))
		}
	}
	if !signOffLine("Kind regards,") || signOffLine("Kind regards, Ann") {
		t.Error("signOffLine: Kind regards")
	}
	for _, v := range []string{"", "abc", "a1", "x@y", "名前", "\xff9"} {
		if got, want := hasDigitOrAt(v), strings.ContainsAny(v, "0123456789@"); got != want {
			t.Errorf("hasDigitOrAt(%q) = %v; want %v", v, got, want)
		}
	}
}
