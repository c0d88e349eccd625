package detect

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// indexAround answers as strings.Index does and occurrences finds what a
// loop of strings.Index finds, on texts where the needle's bytes are rare,
// frequent (past the fallback) and at the edges.
func TestIndexAroundAsIndex(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(7, 7))
	alphabet := []string{" ", " ", " ", "e", "a", "b", "y", "(", ")", ",", "u", "-", "王", "市", "\n", "by", " by ", "  "}
	for n := 0; n < 3000; n++ {
		s := randomText(rng, alphabet, 300)
		var w string
		if len(s) > 0 && rng.IntN(2) == 0 {
			a := rng.IntN(len(s))
			w = s[a:min(len(s), a+1+rng.IntN(6))]
		} else {
			for k := 1 + rng.IntN(4); k > 0; k-- {
				w += alphabet[rng.IntN(len(alphabet))]
			}
		}
		if got, want := indexAround(s, w, rarest(w)), strings.Index(s, w); got != want {
			t.Fatalf("indexAround(%q, %q) = %d; strings.Index says %d", s, w, got, want)
		}
		if got, want := occursTwice(s, w), strings.Count(s, w) >= 2; got != want { // names_recur.go
			t.Fatalf("occursTwice(%q, %q) = %v; strings.Count says %d", s, w, got, strings.Count(s, w))
		}
		var got, want []int
		for k := range occurrences(s, w) {
			got = append(got, k)
		}
		for off := 0; ; {
			k := strings.Index(s[off:], w)
			if k < 0 {
				break
			}
			want = append(want, off+k)
			off += k + len(w)
		}
		if len(got) != len(want) {
			t.Fatalf("occurrences(%q, %q) = %v; want %v", s, w, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("occurrences(%q, %q) = %v; want %v", s, w, got, want)
			}
		}
	}
}

// lowerTailScan finds, for every trigger whose tail ends in a space, each
// position strings.Index finds the tail at (overlaps included), on texts
// made of the tails, the wholes, their pieces and ordinary words.
func TestLowerTailScanAsIndex(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(8, 8))
	var parts []string
	for _, tr := range lowerNameTriggers {
		parts = append(parts, tr.tail, tr.tail[1:], tr.tail[:len(tr.tail)-1])
		parts = append(parts, tr.wholes...)
	}
	parts = append(parts, " ", "s", "is", "anna smith ", "Its ", "\n", "é", "ę")
	spaced := 0
	for ti := range lowerNameTriggers {
		if lowerTailSpaced&(1<<ti) != 0 {
			spaced++
		}
	}
	if spaced < len(lowerNameTriggers)-2 {
		t.Fatalf("only %d of %d tails are found by the scan", spaced, len(lowerNameTriggers))
	}
	found := 0
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.IntN(40); k > 0; k-- {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		s := b.String()
		var want []tailHit
		for p := 0; p < len(s); p++ {
			for ti, tr := range lowerNameTriggers {
				if lowerTailSpaced&(1<<ti) != 0 && strings.HasSuffix(s[:p+1], tr.tail) {
					want = append(want, tailHit{p + 1 - len(tr.tail), uint8(ti)})
				}
			}
		}
		got := lowerTailScan(s, nil)
		if len(got) != len(want) {
			t.Fatalf("lowerTailScan(%q) = %v; want %v", s, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("lowerTailScan(%q) = %v; want %v", s, got, want)
			}
		}
		found += len(got)
	}
	if found < 1000 {
		t.Fatalf("only %d tails in the texts", found)
	}
}

// TestScanMarksAsContains checks scanMarks against a strings.Contains per
// marker on random text of the markers' own bytes, cut anywhere (invalid
// UTF-8 included).
func TestScanMarksAsContains(t *testing.T) {
	t.Parallel()
	var pieces []string
	for _, w := range markWords {
		pieces = append(pieces, w.w, w.w[:1], w.w[1:])
	}
	pieces = append(pieces, "a", " ", "\n", "王", "です", "で", "す", "申しま", "\xe0", "\xa4", "\xe3\x81", "abcdefgh")
	rng := rand.New(rand.NewPCG(11, 11))
	for n := 0; n < 5000; n++ {
		s := randomText(rng, pieces, 40)
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

// randomText joins up to most pieces drawn at random.
func randomText(rng *rand.Rand, pieces []string, most int) string {
	var b strings.Builder
	for k := rng.IntN(most); k > 0; k-- {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// TestPhraseWordAsList checks phraseWord's two-letter filter against a
// comparison with every listed word (each byte folded by |0x20), for the
// words in any case, near misses and random words.
func TestPhraseWordAsList(t *testing.T) {
	t.Parallel()
	slow := func(w string) bool {
		for _, ws := range phraseWordsByLen {
			for _, x := range ws {
				if len(x) != len(w) {
					continue
				}
				k := 0
				for k < len(w) && w[k]|0x20 == x[k] {
					k++
				}
				if k == len(w) {
					return true
				}
			}
		}
		return false
	}
	var words []string
	for _, ws := range phraseWordsByLen {
		for _, w := range ws {
			words = append(words, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w[1:], w[:len(w)-1], "x"+w[1:], w[:1]+"@"+w[2:])
		}
	}
	rng := rand.New(rand.NewPCG(18, 7))
	const letters = "pasPwdwifIlnhek@1`"
	for n := 0; n < 20000; n++ {
		b := make([]byte, 2+rng.IntN(9))
		for i := range b {
			b[i] = letters[rng.IntN(len(letters))]
		}
		words = append(words, string(b))
	}
	found := 0
	for _, w := range words {
		got, want := phraseWord(w), slow(w)
		if got != want {
			t.Fatalf("phraseWord(%q) = %v; the list says %v", w, got, want)
		}
		if got {
			found++
		}
	}
	if found < 60 {
		t.Fatalf("only %d words found", found)
	}
}

// TestHeadOfSeparators checks the heads headOf reads before each kind of
// separator, the full-width colon among them.
func TestHeadOfSeparators(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, head string
		layout     uint8
	}{
		{"王芳：明天见", "王芳", hdColon},
		{"Ana Lima: ok", "Ana Lima", hdColon},
		{"Ana Lima — ok", "Ana Lima", hdDash},
		{"Ana Lima (x)", "Ana Lima", hdParen},
		{"Ana Lima 10:44 ok", "Ana Lima", hdStamp},
		{"Ana Lima «ok»", "", 0},
		{"价格：€5", "价格", hdColon},
	} {
		h, ok := headOf(c.line, 0, len(c.line))
		if got := c.line[h.a:h.b]; ok != (c.head != "") || ok && (got != c.head || h.layout != c.layout) {
			t.Errorf("headOf(%q) = %q, layout %d, %v; want %q, %d", c.line, got, h.layout, ok, c.head, c.layout)
		}
	}
}
